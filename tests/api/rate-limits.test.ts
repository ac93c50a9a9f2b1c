import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../../worker/services/organization-writes";
import {
  count,
  ORGANIZATIONS_PER_PERSON,
  requireWithinLimits,
  WRITES_PER_ADDRESS,
} from "../../worker/services/rate-limit";
import { asViewer, call, db, json, seedDemoData } from "../support/helpers";

beforeAll(seedDemoData);

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
});
