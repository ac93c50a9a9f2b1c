import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPaidOrganization, createUnverifiedUser, createVerifiedUser, uniqueId } from "../../../seed/factories";
import { devEmails } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { mailboxOf, REQUESTED_EMAILS_PER_MAILBOX } from "../../../worker/platform/email";
import { getConfig } from "../../../worker/platform/env";
import { claimAllowance } from "../../../worker/platform/rate-limit";
import { subscribe } from "../../../worker/services/newsletter/newsletter";
import { callSettled, db, json, newSignedInUser, ORIGIN, seedDemoData } from "../../support/helpers";

// Every email the site sends because someone asked (a reset or verification link, a newsletter confirmation, a
// domain code) goes to an address the asker typed: capped per mailbox whoever asks from wherever, sent after the
// answer, and answered the same whether it went out or not.

beforeAll(seedDemoData);
afterEach(() => vi.restoreAllMocks());

/** Production's settings: per-address limits on, each client its own address, mail through the HTTP provider. */
const PRODUCTION = {
  APP_ENV: "production",
  AUTH_RATE_LIMIT: "on",
  STRIPE_SECRET_KEY: "sk_test_requested_emails",
  EMAIL_TRANSPORT: "http",
  EMAIL_HTTP_URL: "https://email.invalid/send",
  EMAIL_API_KEY: "test-key",
};

type Sent = { to: string; subject: string; text: string };

/** The email provider, recording what is posted to it; with a gate, each send waits until the gate opens. */
function provider(gate?: Promise<void>): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== PRODUCTION.EMAIL_HTTP_URL) throw new Error(`unexpected request to ${url}`);
    await gate;
    sent.push(JSON.parse(String(init?.body)));
    return new Response("{}", { status: 202 });
  });
  return sent;
}

// One client address per request, none shared with another test file's.
const network = Math.floor(Math.random() * 200) + 20;
let clients = 0;
function nextClient(): string {
  clients += 1;
  return `10.${network}.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

/** A JSON POST in production, from a client address of its own, answered once its background work is done. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  callSettled(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": nextClient(), ...headers },
      body: JSON.stringify(body),
    },
    PRODUCTION,
  );

/** What a caller can tell from an answer. */
const answerOf = async (response: Response) => ({ status: response.status, body: await response.text() });

/** One mailbox, spelt `count` ways: its own address, then `+tag`s, some shouted. */
function spellings(count: number) {
  const domain = `${uniqueId("victim")}.example`;
  const addresses = Array.from({ length: count }, (_, n) => {
    if (n === 0) return `victim@${domain}`;
    return n % 2 ? `victim+${n}@${domain}` : `VICTIM+${n}@${domain.toUpperCase()}`;
  });
  return { domain, addresses };
}

/** What went to any address at the domain (spellings' domains are the test's own). */
const toDomain = (sent: Sent[], domain: string) => sent.filter((email) => email.to.endsWith(`@${domain}`));

describe("the mailbox an address delivers to", () => {
  it("folds case, a +tag, a trailing dot, and Gmail's dots and second domain; nothing else", () => {
    expect(mailboxOf(" Victim+news@Example.COM ")).toBe("victim@example.com");
    expect(mailboxOf("victim+a+b@example.com.")).toBe("victim@example.com");
    expect(mailboxOf("v.i.c.t.i.m+1@googlemail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("Vic.Tim@gmail.com")).toBe("victim@gmail.com");
    // Dots mean something everywhere else, and so does a hyphen.
    expect(mailboxOf("vic.tim@example.com")).toBe("vic.tim@example.com");
    expect(mailboxOf("victim-news@example.com")).toBe("victim-news@example.com");
  });
});

describe("a rolling allowance", () => {
  const HOUR = 60 * 60_000;
  const DAY = 24 * HOUR;
  const T0 = 1_700_000_000_000;

  it("lets 3 through in any 24 hours and frees each use's slot a day after that use, not at a window's end", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const rule = { limit: 3, windowMs: DAY, gapMs: 0 };
    const claim = (at: number) => claimAllowance(db(), key, rule, at);
    expect([await claim(T0), await claim(T0 + HOUR), await claim(T0 + 2 * HOUR)]).toEqual([true, true, true]);
    expect(await claim(T0 + 23 * HOUR)).toBe(false);
    expect(await claim(T0 + DAY)).toBe(true);
    // A fixed window begun at T0 would start over here; the uses of T0 + 1h and T0 + 2h still count.
    expect(await claim(T0 + DAY + 1)).toBe(false);
    expect(await claim(T0 + DAY + HOUR)).toBe(true);
  });

  it("takes uses asked for at the same moment one at a time: 3 of 10 pass, and 1 with a gap", async () => {
    for (const [gapMs, passed] of [
      [0, 3],
      [60_000, 1],
    ] as const) {
      const key = `test:${crypto.randomUUID()}`;
      const results = await Promise.all(
        Array.from({ length: 10 }, () => claimAllowance(db(), key, { limit: 3, windowMs: DAY, gapMs }, T0)),
      );
      expect(results.filter(Boolean), `gap ${gapMs}`).toHaveLength(passed);
    }
  });

  it("keeps the gap between uses", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const rule = { limit: 3, windowMs: DAY, gapMs: 60_000 };
    expect(await claimAllowance(db(), key, rule, T0)).toBe(true);
    expect(await claimAllowance(db(), key, rule, T0 + 59_999)).toBe(false);
    expect(await claimAllowance(db(), key, rule, T0 + 60_001)).toBe(true);
  });
});

describe("password reset emails are capped per mailbox", () => {
  const reset = (email: string) => post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });

  it("six requests for one mailbox's addresses, each from its own client address, send 3 and answer the same", async () => {
    const sent = provider();
    const { domain, addresses } = spellings(6);
    for (const address of addresses) await createVerifiedUser(db(), { email: address.toLowerCase() });
    const answers = [];
    for (const address of addresses) answers.push(await answerOf(await reset(address)));
    // An address without an account is answered the same too.
    answers.push(await answerOf(await reset(`nobody-${uniqueId("x")}@example.com`)));
    expect(answers[0]!.status).toBe(200);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const received = toDomain(sent, domain);
    expect(received).toHaveLength(REQUESTED_EMAILS_PER_MAILBOX);
    expect(received.every((email) => email.subject === "Reset your Culture Directory password")).toBe(true);
  });

  it("ten at the same moment send 3", async () => {
    const sent = provider();
    const { domain, addresses } = spellings(10);
    for (const address of addresses) await createVerifiedUser(db(), { email: address.toLowerCase() });
    const answers = await Promise.all(addresses.map(async (address) => answerOf(await reset(address))));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(toDomain(sent, domain)).toHaveLength(REQUESTED_EMAILS_PER_MAILBOX);
  });
});

describe("verification emails are capped per mailbox", () => {
  // Without a session better-auth answers the same for any address (and takes at least half a second).
  const resend = (email: string) => post("/api/auth/send-verification-email", { email, callbackURL: "/verify-email" });

  it("six resends for one mailbox's unverified accounts, from six client addresses, send 3 and answer the same", async () => {
    const sent = provider();
    const { domain, addresses } = spellings(6);
    for (const address of addresses) await createUnverifiedUser(db(), { email: address.toLowerCase() });
    const answers = [];
    for (const address of addresses) answers.push(await answerOf(await resend(address)));
    expect(answers[0]!.status).toBe(200);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const received = toDomain(sent, domain);
    expect(received).toHaveLength(REQUESTED_EMAILS_PER_MAILBOX);
    expect(received.every((email) => email.subject === "Verify your email for Culture Directory")).toBe(true);
  });

  it("ten at the same moment send 3", async () => {
    const sent = provider();
    const { domain, addresses } = spellings(10);
    for (const address of addresses) await createUnverifiedUser(db(), { email: address.toLowerCase() });
    const answers = await Promise.all(addresses.map(async (address) => answerOf(await resend(address))));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(toDomain(sent, domain)).toHaveLength(REQUESTED_EMAILS_PER_MAILBOX);
  });

  it("a sign-up's own verification email counts as one of them", async () => {
    const sent = provider();
    const { domain, addresses } = spellings(4);
    for (const address of addresses) {
      const response = await post("/api/auth/sign-up/email", { email: address, password: "secret123", name: "V" });
      expect(response.status).toBe(200);
    }
    expect(toDomain(sent, domain)).toHaveLength(REQUESTED_EMAILS_PER_MAILBOX);
  });
});

describe("newsletter confirmations are capped per mailbox", () => {
  const ask = (email: string) => post("/api/newsletter", { email });

  it("six requests for one mailbox's addresses from six client addresses send one at once and answer the same", async () => {
    const sent = provider();
    const { domain, addresses } = spellings(6);
    const answers = [];
    for (const address of addresses) answers.push(await answerOf(await ask(address)));
    expect(answers[0]!.status).toBe(202);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // Within a minute of each other: the first link is as good as any later one would be.
    expect(toDomain(sent, domain)).toHaveLength(1);
  });

  it("requests spread over the day send 3 to one mailbox, however it is spelt", async () => {
    const { domain, addresses } = spellings(6);
    const config = getConfig(env);
    const start = Date.now();
    for (const [n, address] of addresses.entries()) {
      await subscribe(
        config,
        db(),
        { email: address.toLowerCase(), locale: "en" },
        uniqueId("client"),
        new Date(start + n * 3_600_000),
      );
    }
    const received = await db()
      .select()
      .from(devEmails)
      .where(like(devEmails.to, `%@${domain}`));
    expect(received).toHaveLength(REQUESTED_EMAILS_PER_MAILBOX);
  });

  it("ten at the same moment send one", async () => {
    const sent = provider();
    const { domain, addresses } = spellings(10);
    const answers = await Promise.all(addresses.map(async (address) => answerOf(await ask(address))));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(toDomain(sent, domain)).toHaveLength(1);
  });

  it("a double submit sends one confirmation, and both are answered the same", async () => {
    const sent = provider();
    const email = `${uniqueId("double")}@example.com`;
    const [first, second] = await Promise.all([ask(email), ask(email)]);
    expect(await answerOf(first!)).toEqual(await answerOf(second!));
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
    // A third within the minute sends nothing either.
    await ask(email);
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });
});

describe("domain codes are capped per mailbox", () => {
  /** Two organizations whose websites are at one domain: each may ask 5 codes an hour. */
  async function twoOwners() {
    const domain = `${uniqueId("shared")}.example.com`;
    return Promise.all(
      [0, 1].map(async () => {
        const owner = await newSignedInUser();
        const org = await createPaidOrganization(db(), { createdBy: owner.id, websiteUrl: `https://${domain}` });
        return { owner, org, domain };
      }),
    );
  }
  const requestCode = (orgId: string, localPart: string, cookie: string) =>
    callSettled(`/api/organizations/${orgId}/domain-verification/code-request`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ localPart }),
    });
  const codesTo = (to: string) => db().select().from(devEmails).where(like(devEmails.to, to));

  it("six requests from two organizations send 3 to the one role mailbox, each answered as sent", async () => {
    const owners = await twoOwners();
    const domain = owners[0]!.domain;
    for (const { owner, org } of owners) {
      const answers = [];
      for (const localPart of ["admin", "Admin", "ADMIN"]) {
        const response = await requestCode(org.id, localPart, owner.cookie);
        expect(response.status).toBe(200);
        answers.push((await json(response)).data);
      }
      expect(answers.every((answer) => answer.codeSentTo === `admin@${domain}`)).toBe(true);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    }
    expect(await codesTo(`admin@${domain}`)).toHaveLength(REQUESTED_EMAILS_PER_MAILBOX);
  });

  it("ten at the same moment send 3", async () => {
    const owners = await twoOwners();
    const responses = await Promise.all(
      owners.flatMap(({ owner, org }) =>
        Array.from({ length: 5 }, () => requestCode(org.id, "postmaster", owner.cookie)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await codesTo(`postmaster@${owners[0]!.domain}`)).toHaveLength(REQUESTED_EMAILS_PER_MAILBOX);
  });
});

describe("the answer does not wait for the email", () => {
  /** The worker's answer to a request in production, and its background work to wait for separately. */
  function start(path: string, body: unknown) {
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": nextClient() },
      body: JSON.stringify(body),
    }) as Parameters<typeof worker.fetch>[0];
    const response = worker.fetch(request, { ...env, ...PRODUCTION } as Env, ctx);
    return { response, settled: () => waitOnExecutionContext(ctx) };
  }
  const answeredBefore = (response: Promise<Response>, ms: number) =>
    Promise.race([
      response.then((answer) => answer.status),
      new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), ms)),
    ]);

  for (const [name, path, body, status] of [
    ["a newsletter subscription", "/api/newsletter", () => ({ email: `${uniqueId("later")}@example.com` }), 202],
    [
      "a password reset",
      "/api/auth/request-password-reset",
      async () => ({ email: (await createVerifiedUser(db())).email, redirectTo: "/reset-password" }),
      200,
    ],
  ] as const) {
    it(`${name} is answered while its email is still being sent, and the email goes out after`, async () => {
      let open = () => {};
      const sent = provider(new Promise<void>((resolve) => (open = resolve)));
      const request = start(path, await body());
      expect(await answeredBefore(request.response, 5_000)).toBe(status);
      expect(sent).toHaveLength(0);
      open();
      await request.settled();
      expect(sent).toHaveLength(1);
    });
  }
});
