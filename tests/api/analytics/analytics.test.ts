import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_MESSAGES } from "../../../contract/analytics";
import worker from "../../../worker";
import { vitalsSamples } from "../../../worker/db/schema";
import { visitorHash } from "../../../worker/services/analytics/analytics";
import { LCP } from "../../support/analytics";
import { call, db, json, ORIGIN, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** A queue binding that records what is sent to it, and in how many calls. */
function recordingQueue() {
  const sent: unknown[] = [];
  const calls: number[] = [];
  const queue = {
    send: async (body: unknown) => {
      sent.push(body);
      calls.push(1);
    },
    sendBatch: async (messages: Iterable<{ body: unknown }>) => {
      const bodies = [...messages].map((message) => message.body);
      sent.push(...bodies);
      calls.push(bodies.length);
    },
  } as unknown as Queue;
  return { sent, calls, queue };
}

/** The worker's fetch as a test calls it, with a plain Request. */
const fetchWorker = (request: Request, testEnv: Env, ctx: ExecutionContext) =>
  worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, testEnv, ctx);

/** A D1 binding that fails every use: the beacons' request path must never reach it. */
const untouchableDb = new Proxy({} as D1Database, {
  get(_target, property) {
    throw new Error(`D1 used on the request path (${String(property)})`);
  },
});

/** A browser's LCP beacon from this site, as a plain request. */
const lcpBeacon = () =>
  new Request(`${ORIGIN}/api/analytics/vitals`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", "user-agent": BROWSER },
    body: JSON.stringify(LCP),
  });

type BeaconOptions = { headers?: Record<string, string>; limited?: boolean; raw?: string };

/**
 * POSTs a beacon to the worker with recording queues, a D1 that throws when touched and (unless `limited`) a rate
 * limiter that always allows. Answers the response and what each queue received.
 */
async function beacon(path: string, body: unknown, options: BeaconOptions = {}) {
  const vitals = recordingQueue();
  const analytics = recordingQueue();
  const testEnv = {
    ...env,
    DB: untouchableDb,
    VITALS_QUEUE: vitals.queue,
    ANALYTICS_QUEUE: analytics.queue,
    ANALYTICS_LIMITER: { limit: async () => ({ success: !options.limited }) },
  } as Env;
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", "user-agent": BROWSER, ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });
  const ctx = createExecutionContext();
  const response = await fetchWorker(request, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return { response, vitals: vitals.sent, analytics: analytics.sent };
}

describe("POST /api/analytics/vitals", () => {
  it("queues a valid sample without touching D1 (202)", async () => {
    const before = Date.now();
    const { response, vitals, analytics } = await beacon("/api/analytics/vitals", LCP);
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ data: { queued: true } });
    expect(vitals).toHaveLength(1);
    expect(vitals[0]).toMatchObject(LCP);
    expect((vitals[0] as { at: number }).at).toBeGreaterThanOrEqual(before);
    expect(analytics).toEqual([]);
  });

  it.each([
    [{ ...LCP, metric: "FID" }, ANALYTICS_MESSAGES.unknownMetric],
    [{ ...LCP, value: 120_001 }, ANALYTICS_MESSAGES.valueOutOfRange("LCP", 120_000)],
    [{ ...LCP, value: -1 }, ANALYTICS_MESSAGES.valueOutOfRange("LCP", 120_000)],
    [{ ...LCP, metric: "CLS", value: 11 }, ANALYTICS_MESSAGES.valueOutOfRange("CLS", 10)],
    [{ ...LCP, route: "https://example.com/explore/miami?x=1" }, ANALYTICS_MESSAGES.invalidRoute],
    [{ ...LCP, lane: "somewhere" }, ANALYTICS_MESSAGES.unknownLane],
  ])("refuses %o with 400 and says why", async (sample, message) => {
    const { response, vitals } = await beacon("/api/analytics/vitals", sample);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    expect(vitals).toEqual([]);
  });

  it("refuses a body over 4 KB with 400 before reading it", async () => {
    const { response, vitals } = await beacon("/api/analytics/vitals", null, {
      raw: JSON.stringify({ ...LCP, padding: "x".repeat(4200) }),
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: ANALYTICS_MESSAGES.bodyTooLarge, code: "BODY_TOO_LARGE" });
    expect(vitals).toEqual([]);
  });

  it.each([
    ["Do Not Track", { dnt: "1" }],
    ["Global Privacy Control", { "sec-gpc": "1" }],
    ["a crawler", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["a headless browser", { "user-agent": "Mozilla/5.0 HeadlessChrome/140.0.0.0 Safari/537.36" }],
    ["a script", { "user-agent": "curl/8.5.0" }],
    ["no user agent", { "user-agent": "" }],
  ])("answers %s with 204 and queues nothing", async (_label, headers) => {
    const { response, vitals } = await beacon("/api/analytics/vitals", LCP, { headers });
    expect(response.status).toBe(204);
    expect(vitals).toEqual([]);
  });

  it("keeps refusing a crawler and accepting a browser when their agents come again (remembered verdicts)", async () => {
    const crawler = { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" };
    for (let i = 0; i < 2; i++) {
      const refused = await beacon("/api/analytics/vitals", LCP, { headers: crawler });
      expect(refused.response.status).toBe(204);
      const accepted = await beacon("/api/analytics/vitals", LCP);
      expect(accepted.response.status).toBe(202);
    }
  });

  it("answers 429 past the per-address limit, queueing nothing", async () => {
    const { response, vitals } = await beacon("/api/analytics/vitals", LCP, { limited: true });
    expect(response.status).toBe(429);
    expect((await json(response)).message).toMatch(/Too many attempts/);
    expect(vitals).toEqual([]);
  });

  it("refuses a cross-site beacon (403)", async () => {
    const { response, vitals } = await beacon("/api/analytics/vitals", LCP, {
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(vitals).toEqual([]);
  });

  it("answers before queueing: a failing send is logged, never a 500", async () => {
    const testEnv = {
      ...env,
      DB: untouchableDb,
      VITALS_QUEUE: { sendBatch: () => Promise.reject(new Error("Queue unavailable")) },
      ANALYTICS_LIMITER: { limit: async () => ({ success: true }) },
    } as unknown as Env;
    const ctx = createExecutionContext();
    const response = await fetchWorker(lcpBeacon(), testEnv, ctx);
    expect(response.status).toBe(202);
    await waitOnExecutionContext(ctx);
  });

  it("gathers the beacons of one isolate into sendBatch calls of at most 100 messages", async () => {
    const vitals = recordingQueue();
    const testEnv = {
      ...env,
      DB: untouchableDb,
      VITALS_QUEUE: vitals.queue,
      ANALYTICS_LIMITER: { limit: async () => ({ success: true }) },
    } as unknown as Env;
    const post = async (value: number) => {
      const ctx = createExecutionContext();
      const request = new Request(`${ORIGIN}/api/analytics/vitals`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "user-agent": BROWSER },
        body: JSON.stringify({ ...LCP, value }),
      });
      const response = await fetchWorker(request, testEnv, ctx);
      return { response, ctx };
    };
    const answered = await Promise.all(Array.from({ length: 150 }, (_, value) => post(value)));
    expect(answered.every(({ response }) => response.status === 202)).toBe(true);
    // Answered before anything was sent: the batch waits for its window.
    expect(vitals.calls).toEqual([]);
    await Promise.all(answered.map(({ ctx }) => waitOnExecutionContext(ctx)));
    expect(vitals.calls).toEqual([100, 50]);
    expect((vitals.sent as { value: number }[]).map((sample) => sample.value)).toEqual(
      Array.from({ length: 150 }, (_, value) => value),
    );

    // A beacon after the window opens a new batch.
    await waitOnExecutionContext((await post(150)).ctx);
    expect(vitals.calls).toEqual([100, 50, 1]);
  });

  it("counts against the Rate Limiting binding, not the D1 write counter", async () => {
    const keys: string[] = [];
    const testEnv = {
      ...env,
      DB: untouchableDb,
      VITALS_QUEUE: recordingQueue().queue,
      ANALYTICS_LIMITER: {
        limit: async ({ key }: { key: string }) => {
          keys.push(key);
          return { success: true };
        },
      },
    } as unknown as Env;
    const response = await fetchWorker(lcpBeacon(), testEnv, createExecutionContext());
    expect(response.status).toBe(202);
    // Outside production every request counts as one local client (platform/rate-limit.ts clientAddress).
    expect(keys).toEqual(["local"]);
  });

  it("is stored by the queue consumer once the real queue delivers it", async () => {
    const city = `vitals-e2e-${Date.now()}`;
    const response = await call("/api/analytics/vitals", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER },
      body: JSON.stringify({ ...LCP, city }),
    });
    expect(response.status).toBe(202);
    let rows: (typeof vitalsSamples.$inferSelect)[] = [];
    // The consumer gets the batch when it is full or max_batch_timeout (5 s) has passed.
    for (let i = 0; i < 80 && rows.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = await db().select().from(vitalsSamples).where(eq(vitalsSamples.city, city));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ metric: "LCP", value: 1834.2, route: "/explore/:citySlug", lane: "explore" });
  }, 30_000);
});

describe("POST /api/analytics/explore and /directory", () => {
  it("queues an Explore event with the visitor's daily hash", async () => {
    const event = {
      eventType: "explore_page_view",
      city: "miami",
      topic: "climate_tech",
      lane: "explore",
      context: "city",
    };
    const { response, analytics, vitals } = await beacon("/api/analytics/explore", event);
    expect(response.status).toBe(202);
    expect(vitals).toEqual([]);
    expect(analytics).toHaveLength(1);
    const message = analytics[0] as Record<string, unknown>;
    expect(message).toMatchObject({ ...event, ev_v: 1 });
    expect(message.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it("queues a claim page's view, the Explore funnel's claim step", async () => {
    const event = { eventType: "explore_claim_view", orgId: "mia-causeway-labs", city: "miami", context: "claim" };
    const { response, analytics } = await beacon("/api/analytics/explore", event);
    expect(response.status).toBe(202);
    expect(analytics).toHaveLength(1);
    expect(analytics[0]).toMatchObject(event);
  });

  it("refuses an unknown event type and a malformed city", async () => {
    const wrongType = await beacon("/api/analytics/explore", { eventType: "explore_purchase", city: "miami" });
    expect(wrongType.response.status).toBe(400);
    expect((await json(wrongType.response)).message).toMatch(/^Unknown event type/);
    const wrongCity = await beacon("/api/analytics/explore", { eventType: "explore_page_view", city: "Miami Beach!" });
    expect(wrongCity.response.status).toBe(400);
    expect(wrongCity.analytics).toEqual([]);
  });

  it("answers 204 to Do Not Track on Explore events too", async () => {
    const { response, analytics } = await beacon(
      "/api/analytics/explore",
      { eventType: "explore_page_view", city: "miami" },
      { headers: { dnt: "1" } },
    );
    expect(response.status).toBe(204);
    expect(analytics).toEqual([]);
  });

  it("queues an appearance naming several organizations, once each", async () => {
    const { response, analytics } = await beacon("/api/analytics/directory", {
      eventType: "org_directory_appearance",
      orgIds: ["org-a", "org-b", "org-a"],
    });
    expect(response.status).toBe(202);
    expect(analytics[0]).toMatchObject({ eventType: "org_directory_appearance", orgIds: ["org-a", "org-b"] });
  });

  it("refuses a profile view naming two organizations, and an appearance naming more than 60", async () => {
    const two = await beacon("/api/analytics/directory", { eventType: "org_profile_view", orgIds: ["a", "b"] });
    expect(two.response.status).toBe(400);
    expect((await json(two.response)).message).toBe(ANALYTICS_MESSAGES.oneOrgId);
    const many = await beacon("/api/analytics/directory", {
      eventType: "org_directory_appearance",
      orgIds: Array.from({ length: 61 }, (_, i) => `org-${i}`),
    });
    expect(many.response.status).toBe(400);
    expect((await json(many.response)).message).toBe(ANALYTICS_MESSAGES.tooManyOrgIds);
  });

  it("hashes a visitor by address: the same all day whatever browser it says it is, differently the next day", async () => {
    const config = { BETTER_AUTH_SECRET: "x".repeat(32), APP_ENV: "production" as const };
    const request = (ip: string, agent = BROWSER) =>
      new Request(ORIGIN, { headers: { "cf-connecting-ip": ip, "user-agent": agent } });
    const morning = Date.UTC(2026, 10, 3, 8);
    const evening = Date.UTC(2026, 10, 3, 22);
    const tomorrow = Date.UTC(2026, 10, 4, 8);
    const first = await visitorHash(config, request("198.51.100.7"), morning);
    expect(await visitorHash(config, request("198.51.100.7"), evening)).toBe(first);
    expect(await visitorHash(config, request("198.51.100.7"), tomorrow)).not.toBe(first);
    expect(await visitorHash(config, request("198.51.100.8"), morning)).not.toBe(first);
    // Rotating the user agent makes no new visitor; neither does another address of the same IPv6 /64.
    expect(await visitorHash(config, request("198.51.100.7", `${BROWSER} Edg/140`), morning)).toBe(first);
    expect(await visitorHash(config, request("198.51.100.7", "curl/8.0"), morning)).toBe(first);
    const v6 = await visitorHash(config, request("2001:db8:5:6::1"), morning);
    expect(await visitorHash(config, request("2001:db8:5:6:ffff::2"), morning)).toBe(v6);
    expect(await visitorHash(config, request("2001:db8:5:7::1"), morning)).not.toBe(v6);
    expect(first).not.toContain("198");
  });
});
