import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, uniqueId } from "../../../seed/factories";
import worker from "../../../worker/index";
import { getConfig } from "../../../worker/platform/env";
import {
  clientAddress,
  count,
  ORGANIZATIONS_PER_PERSON,
  peek,
  requireWithinLimits,
  requireWriteAllowance,
  reserveAttempt,
  SIGN_IN_BACKOFF,
  UPLOADS_PER_PERSON,
  WRITES_PER_ADDRESS,
} from "../../../worker/platform/rate-limit";
import { createOrganization } from "../../../worker/services/organizations/organization-writes";
import { asViewer, call, db, json, ORIGIN, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);
// Every test here writes from the one local address; one of them spends its whole allowance.
beforeEach(() => db().run(sql`delete from app_rate_limit where key = 'writes:local'`));

describe("the fixed-window limiter", () => {
  it("counts within a window, refuses past the limit with how long to wait, and starts over after it", async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const key = `test:${crypto.randomUUID()}`;
    const start = 1_000_000_000_000;
    for (let n = 1; n <= 3; n += 1) await requireWithinLimits(db(), [[key, rule]], start + n);
    await expect(requireWithinLimits(db(), [[key, rule]], start + 10_000)).rejects.toMatchObject({
      kind: "rate_limited",
      message: "Too many attempts. Please try again in 1 minute.",
    });
    // The window is over: counting starts again.
    expect((await count(db(), key, rule, start + 61_000)).count).toBe(1);
  });

  it("cannot be slipped under by concurrent requests", async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const key = `test:${crypto.randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => requireWithinLimits(db(), [[key, rule]])),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
  });
});

describe("what costs money, storage or mail is limited per person", () => {
  it("organization creation: 429 after the hourly allowance, nothing created", async () => {
    const viewer = asViewer(`limit-${crypto.randomUUID()}`);
    const stores = { db: db(), cache: env.CACHE };
    const input = { name: "Limited", country: "FR", description: "d" };
    // Spend the allowance without creating rows: the limiter's own counter.
    for (let n = 0; n < ORGANIZATIONS_PER_PERSON.limit; n += 1) {
      await count(db(), `create-organization:${viewer.id}`, ORGANIZATIONS_PER_PERSON);
    }
    await expect(createOrganization(stores, viewer, input)).rejects.toMatchObject({ kind: "rate_limited" });
  });
});

describe("every write counts against its client address", () => {
  it("answers 429 with the API's error body once the address spent its allowance; reads still pass", async () => {
    // Outside production every client is the one local address, whatever CF-Connecting-IP says.
    for (let n = 0; n < WRITES_PER_ADDRESS.limit; n += 1) await count(db(), "writes:local", WRITES_PER_ADDRESS);
    const refused = await call("/api/organizations", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.99" },
      body: "{}",
    });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: "RATE_LIMITED" });
    expect((await call("/api/categories")).status).toBe(200);
  });

  it("WRITE_RATE_LIMIT=off, for the local browser tests only, refuses nothing", async () => {
    for (let n = 0; n < WRITES_PER_ADDRESS.limit; n += 1) await count(db(), "writes:local", WRITES_PER_ADDRESS);
    const write = new Request(ORIGIN, { method: "POST" });
    const off = getConfig({ ...env, WRITE_RATE_LIMIT: "off" } as Env);
    await expect(requireWriteAllowance(db(), write, off)).resolves.toBeUndefined();
    await expect(requireWriteAllowance(db(), write, getConfig(env))).rejects.toMatchObject({ kind: "rate_limited" });
  });
});

describe("one source of the client address", () => {
  const production = {
    APP_ENV: "production",
    AUTH_RATE_LIMIT: "on",
    STRIPE_SECRET_KEY: "sk_test_rate_limits",
    EMAIL_TRANSPORT: "http",
    EMAIL_HTTP_URL: "https://email.invalid/send",
    EMAIL_API_KEY: "test-key",
  };
  const development = { APP_ENV: "development", AUTH_RATE_LIMIT: "on" };

  /** The worker under other settings (a fresh bindings object: its own parsed config and better-auth instance). */
  async function callAs(settings: Record<string, string>, path: string, init: RequestInit) {
    const headers = new Headers(init.headers);
    headers.set("origin", ORIGIN);
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0];
    const response = await worker.fetch(request, { ...env, ...settings } as Env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }
  const wrongSignIn = (settings: Record<string, string>, headers: Record<string, string>) =>
    callAs(settings, "/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      // A different account each time: the per-account backoff is not what is counted here.
      body: JSON.stringify({ email: `${uniqueId("nobody")}@example.com`, password: "wrong-pass" }),
    });

  it("in production: Cloudflare's address, an IPv6 address by its /64 network", () => {
    const from = (address: string) =>
      clientAddress(new Request(ORIGIN, { headers: { "cf-connecting-ip": address } }), { APP_ENV: "production" });
    expect(from("198.51.100.7")).toBe("198.51.100.7");
    expect(from("2001:db8:0:12:aaaa:bbbb:cccc:1")).toBe("2001:db8:0:12::");
    expect(from("2001:DB8:0:12::ffff")).toBe("2001:db8:0:12::");
    expect(from("2001:db8::1")).toBe("2001:db8:0:0::");
  });

  it("better-auth's sign-in limit counts Cloudflare's address in production, one per address", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await wrongSignIn(production, { "cf-connecting-ip": address })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const other = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    expect((await wrongSignIn(production, { "cf-connecting-ip": other })).status).toBe(401);
  });

  it("outside Cloudflare a forged CF-Connecting-IP (or any address header) starts no new count", async () => {
    await db().run(sql`delete from rate_limit where key like '127.0.0.1|%'`);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const forged = `203.0.113.${attempt + 1}`;
      const response = await wrongSignIn(development, {
        "cf-connecting-ip": forged,
        "x-forwarded-for": forged,
        "x-real-ip": forged,
        "x-directory-client-address": forged,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it("the app's hour-long counters outlive better-auth pruning its own table", async () => {
    const key = `upload:${crypto.randomUUID()}`;
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    await count(db(), key, UPLOADS_PER_PERSON, tenMinutesAgo);
    // better-auth prunes rows older than its longest window whenever one of its windows starts over.
    const stale = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    await db().run(
      sql`insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${`${stale}|/sign-in/anonymous`}, 1, ${tenMinutesAgo})`,
    );
    const response = await callAs(production, "/api/auth/sign-in/anonymous", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": stale },
      body: "{}",
    });
    expect(response.status).toBe(200);
    const [pruned] = await db().all<{ n: number }>(
      sql`select count(*) as n from rate_limit where last_request = ${tenMinutesAgo}`,
    );
    expect(pruned?.n).toBe(0);
    expect(await peek(db(), key)).toBe(1);
  });
});

describe("wrong passwords back off per account", () => {
  const signInAs = (email: string, password: string, address = "198.51.100.1") =>
    call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": address },
      body: JSON.stringify({ email, password }),
    });

  it("refuses a sixth wrong password in a row with 429 and how long to wait, from any address, the right one too", async () => {
    const person = await createVerifiedUser(db());
    for (let attempt = 0; attempt < SIGN_IN_BACKOFF.free; attempt++) {
      expect((await signInAs(person.email, "wrong-pass", `198.51.100.${attempt + 1}`)).status).toBe(401);
    }
    const refused = await signInAs(person.email.toUpperCase(), person.password!, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(refused)).code).toBe("RATE_LIMITED");
  });

  it("judges at most the free tries of 20 wrong passwords sent at once", async () => {
    const person = await createVerifiedUser(db());
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => signInAs(person.email, `wrong-${n}`, `198.51.100.${n + 1}`)),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_BACKOFF.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SIGN_IN_BACKOFF.free);
  });

  it("a right password clears the count; the waits double after the free tries, up to the cap", async () => {
    const person = await createVerifiedUser(db());
    for (let attempt = 0; attempt < SIGN_IN_BACKOFF.free - 1; attempt++) {
      expect((await signInAs(person.email, "wrong-pass")).status).toBe(401);
    }
    expect((await signInAs(person.email, person.password!)).status).toBe(200);
    for (let attempt = 0; attempt < SIGN_IN_BACKOFF.free; attempt++) {
      expect((await signInAs(person.email, "wrong-pass")).status).toBe(401);
    }

    const key = `backoff:${crypto.randomUUID()}`;
    const start = 1_000_000_000_000;
    for (let n = 0; n < SIGN_IN_BACKOFF.free; n++)
      expect(await reserveAttempt(db(), key, SIGN_IN_BACKOFF, start)).toBeNull();
    let at = start;
    for (const waitMs of [30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]) {
      expect(await reserveAttempt(db(), key, SIGN_IN_BACKOFF, at + waitMs - 1000)).toBe(1);
      expect(await reserveAttempt(db(), key, SIGN_IN_BACKOFF, at + waitMs)).toBeNull();
      at += waitMs;
    }
    // A day after the last try it starts over.
    await reserveAttempt(db(), key, SIGN_IN_BACKOFF, at + SIGN_IN_BACKOFF.forgetMs);
    for (let n = 1; n < SIGN_IN_BACKOFF.free; n++) {
      expect(await reserveAttempt(db(), key, SIGN_IN_BACKOFF, at + SIGN_IN_BACKOFF.forgetMs + n)).toBeNull();
    }
  });
});
