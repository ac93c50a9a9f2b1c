import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_MESSAGES } from "../../contract/analytics";
import { createPaidOrganization } from "../../seed/factories";
import worker from "../../worker";
import { analyticsEvents, analyticsRollups, jobRuns, vitalsRollups, vitalsSamples } from "../../worker/db/schema";
import { visitorHash } from "../../worker/services/analytics/analytics";
import { EVENTS_PER_VISITOR, rollUpAnalytics } from "../../worker/services/analytics/analytics-rollups";
import { consumeQueue, retryDelay } from "../../worker/services/background/queues";
import { call, db, json, newSignedInAdmin, newSignedInUser, ORIGIN, seedDemoData, send } from "../support/helpers";

beforeAll(seedDemoData);

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const VITALS_QUEUE = "culture-directory-vitals";
const ANALYTICS_QUEUE = "culture-directory-analytics";

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

const LCP = { metric: "LCP", value: 1834.2, route: "/explore/:citySlug", lane: "explore", city: "miami" };

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
    const response = await fetchWorker(
      new Request(`${ORIGIN}/api/analytics/vitals`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "user-agent": BROWSER },
        body: JSON.stringify(LCP),
      }),
      testEnv,
      ctx,
    );
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
    const response = await fetchWorker(
      new Request(`${ORIGIN}/api/analytics/vitals`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "user-agent": BROWSER },
        body: JSON.stringify(LCP),
      }),
      testEnv,
      createExecutionContext(),
    );
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

// ---------------------------------------------------------------------------
// The queue consumer
// ---------------------------------------------------------------------------

type Delivery = { id: string; body: unknown; attempts?: number };

async function deliver(queue: string, messages: Delivery[], testEnv: Pick<Env, "DB"> = env) {
  const batch = createMessageBatch(
    queue,
    messages.map((m) => ({ id: m.id, body: m.body, timestamp: new Date(), attempts: m.attempts ?? 1 })),
  );
  const ctx = createExecutionContext();
  await consumeQueue(batch, testEnv);
  return getQueueResult(batch, ctx);
}

/** A D1 binding that counts batches and statements, and can be told to fail. */
function observedDb(fail = false) {
  const seen = { batches: 0, statements: 0, other: 0 };
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          seen.batches += 1;
          seen.statements += statements.length;
          if (fail) throw new Error("D1_ERROR: simulated outage");
          return target.batch(statements);
        };
      }
      if (property === "prepare") return (query: string) => target.prepare(query);
      seen.other += 1;
      return Reflect.get(target, property);
    },
  });
  return { seen, d1 };
}

describe("queue consumer", () => {
  it("stores a batch once however often it is delivered", async () => {
    const messages = [
      { id: "idem-1", body: { eventType: "explore_page_view", city: "miami", visitor: "v1", at: Date.now() } },
      { id: "idem-2", body: { eventType: "org_directory_appearance", orgIds: ["o1", "o2"], visitor: "v1" } },
    ];
    expect((await deliver(ANALYTICS_QUEUE, messages)).ackAll).toBe(true);
    const again = await deliver(ANALYTICS_QUEUE, messages);
    expect(again.retryMessages).toEqual([]);
    const rows = await db().select().from(analyticsEvents).where(like(analyticsEvents.id, "idem-%"));
    expect(rows.map((row) => [row.id, row.orgId]).sort()).toEqual([
      ["idem-1", null],
      ["idem-2:0", "o1"],
      ["idem-2:1", "o2"],
    ]);
  });

  it("acks a malformed message without holding back the rest of its batch", async () => {
    const result = await deliver(VITALS_QUEUE, [
      { id: "poison-ok", body: { metric: "LCP", value: 1200, route: "/", lane: "discovery" } },
      { id: "poison-bad", body: { metric: "LCP", value: "fast" } },
      { id: "poison-null", body: null },
    ]);
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks.sort()).toEqual(["poison-bad", "poison-null"]);
    expect(result.ackAll).toBe(true);
    expect(await db().select().from(vitalsSamples).where(eq(vitalsSamples.id, "poison-ok"))).toHaveLength(1);
    expect(await db().select().from(vitalsSamples).where(eq(vitalsSamples.id, "poison-bad"))).toHaveLength(0);
  });

  it("retries every valid message when D1 fails, and stores them on the next delivery: nothing lost", async () => {
    const messages: Delivery[] = [
      { id: "retry-1", body: { metric: "INP", value: 180, route: "/", lane: "discovery" } },
      { id: "retry-2", body: { metric: "CLS", value: 0.05, route: "/", lane: "discovery" } },
      { id: "retry-bad", body: { metric: 7 } },
    ];
    const failing = observedDb(true);
    const failed = await deliver(VITALS_QUEUE, messages, { DB: failing.d1 });
    expect(failing.seen.batches).toBe(1);
    expect(failed.retryMessages.map((m) => m.msgId).sort()).toEqual(["retry-1", "retry-2"]);
    // Each retry waits longer: 10 s, 20 s, 40 s... at most 5 minutes (then the dead-letter queue).
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([10, 20, 40, 300]);
    // The poison message is acked: it will not come back with the others.
    expect(failed.explicitAcks).toEqual(["retry-bad"]);
    expect(failed.ackAll).toBe(false);
    expect(await db().select().from(vitalsSamples).where(like(vitalsSamples.id, "retry-%"))).toHaveLength(0);

    const redelivered = await deliver(
      VITALS_QUEUE,
      messages.slice(0, 2).map((m) => ({ ...m, attempts: 2 })),
    );
    expect(redelivered.retryMessages).toEqual([]);
    const rows = await db().select().from(vitalsSamples).where(like(vitalsSamples.id, "retry-%"));
    expect(rows.map((row) => row.id).sort()).toEqual(["retry-1", "retry-2"]);
  });

  it("writes a batch of 100 messages in one D1 batch of one statement", async () => {
    const { seen, d1 } = observedDb();
    const messages = Array.from({ length: 100 }, (_, i) => ({
      id: `hundred-${i}`,
      body: { metric: "TTFB", value: 100 + i, route: "/", lane: "discovery", at: Date.now() },
    }));
    const result = await deliver(VITALS_QUEUE, messages, { DB: d1 });
    expect(result.retryMessages).toEqual([]);
    expect(seen).toEqual({ batches: 1, statements: 1, other: 0 });
    expect(await db().select().from(vitalsSamples).where(like(vitalsSamples.id, "hundred-%"))).toHaveLength(100);
  });
});

// ---------------------------------------------------------------------------
// Rollups
// ---------------------------------------------------------------------------

describe("analytics rollup", () => {
  const NOW = new Date(Date.UTC(2031, 0, 15, 10, 30));
  const at = (day: number, hour: number, minute = 0) => Date.UTC(2031, 0, day, hour, minute);
  const route = "/rollup/:case";

  beforeAll(async () => {
    const samples = [
      // Today 09:00-10:00: LCP 100..800 (8 samples), p75 = the 6th = 600.
      ...[800, 100, 700, 200, 600, 300, 500, 400].map((value, i) => ({ value, time: at(15, 9, i) })),
      // Today 10:00-: LCP 5000 (one sample), p75 = 5000.
      { value: 5000, time: at(15, 10, 5) },
      // Yesterday 23:00: LCP 1000 and 3000.
      { value: 1000, time: at(14, 23) },
      { value: 3000, time: at(14, 23, 30) },
    ];
    await db()
      .insert(vitalsSamples)
      .values(
        samples.map((sample, i) => ({
          id: `rollup-v-${i}`,
          metric: "LCP",
          value: sample.value,
          route,
          lane: "explore",
          createdAt: new Date(sample.time),
        })),
      );
    const event = (id: string, eventType: string, time: number, visitor: string, orgId: string | null = null) => ({
      id,
      eventType,
      city: "rollup-city",
      orgId,
      visitor,
      createdAt: new Date(time),
    });
    await db()
      .insert(analyticsEvents)
      .values([
        event("rollup-e1", "explore_page_view", at(15, 9, 1), "a"),
        event("rollup-e2", "explore_page_view", at(15, 9, 2), "a"),
        event("rollup-e3", "explore_page_view", at(15, 9, 3), "b"),
        event("rollup-e4", "explore_profile_view", at(15, 9, 4), "a", "rollup-org"),
        event("rollup-e5", "explore_claim_click", at(15, 10, 1), "a", "rollup-org"),
        // Past the 30 days of raw retention: pruned, never counted.
        event("rollup-old", "explore_page_view", at(15, 9) - 31 * 86_400_000, "z"),
      ]);
  });

  const vitalsOf = (period: "hour" | "day") =>
    db()
      .select()
      .from(vitalsRollups)
      .where(and(eq(vitalsRollups.route, route), eq(vitalsRollups.period, period)))
      .orderBy(vitalsRollups.bucket);

  it("computes p75 per metric, route and lane by hour and by day, and event counts with distinct visitors", async () => {
    await rollUpAnalytics(env.DB, NOW);
    expect((await vitalsOf("hour")).map((row) => [new Date(row.bucket).toISOString(), row.samples, row.p75])).toEqual([
      ["2031-01-14T23:00:00.000Z", 2, 3000],
      ["2031-01-15T09:00:00.000Z", 8, 600],
      ["2031-01-15T10:00:00.000Z", 1, 5000],
    ]);
    // Today's 9 samples: 100..800 and 5000; rank ceil(0.75 * 9) = 7 -> 700.
    expect((await vitalsOf("day")).map((row) => [new Date(row.bucket).toISOString(), row.samples, row.p75])).toEqual([
      ["2031-01-14T00:00:00.000Z", 2, 3000],
      ["2031-01-15T00:00:00.000Z", 9, 700],
    ]);
    const days = await db()
      .select()
      .from(analyticsRollups)
      .where(and(eq(analyticsRollups.city, "rollup-city"), eq(analyticsRollups.period, "day")))
      .orderBy(analyticsRollups.eventType);
    expect(days.map((row) => [row.eventType, row.orgId, row.events, row.visitors])).toEqual([
      ["explore_claim_click", "rollup-org", 1, 1],
      ["explore_page_view", "", 3, 2],
      ["explore_profile_view", "rollup-org", 1, 1],
    ]);
  });

  it("writes the same figures when run again, and prunes raw rows past their retention", async () => {
    const before = await vitalsOf("hour");
    await rollUpAnalytics(env.DB, NOW);
    expect(await vitalsOf("hour")).toEqual(before);
    expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.id, "rollup-old"))).toHaveLength(0);
    const [pageViews] = await db()
      .select()
      .from(analyticsRollups)
      .where(
        and(
          eq(analyticsRollups.city, "rollup-city"),
          eq(analyticsRollups.period, "day"),
          eq(analyticsRollups.eventType, "explore_page_view"),
        ),
      );
    expect(pageViews?.events).toBe(3);
  });

  it("runs hourly as a scheduled job and records its run", async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: NOW.getTime(), cron: "17 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [run] = await db()
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.jobName, "analytics-rollup"))
      .orderBy(desc(jobRuns.startedAt))
      .limit(1);
    expect(run?.status).toBe("success");
    expect(run?.message).toMatch(/^\d+ rollup rows written, \d+ expired rows pruned$/);
  });
});

// ---------------------------------------------------------------------------
// Owners' figures and the admin overview
// ---------------------------------------------------------------------------

describe("GET /api/analytics/organizations/:id", () => {
  it("answers the owner's figures (distinct visitors a day, over 30 days), and refuses anyone else", async () => {
    const owner = await newSignedInUser();
    const stranger = await newSignedInUser();
    const admin = await newSignedInAdmin();
    const org = await createPaidOrganization(db(), { createdBy: owner.id });
    const now = Date.now();
    const row = (id: string, eventType: string, visitor: string, daysAgo = 0) => ({
      id: `${org.id}-${id}`,
      eventType,
      orgId: org.id,
      visitor,
      createdAt: new Date(now - daysAgo * 86_400_000),
    });
    await db()
      .insert(analyticsEvents)
      .values([
        // Two views by visitor a today, one by b: two visitors.
        row("v1", "org_profile_view", "a"),
        row("v2", "org_profile_view", "a"),
        row("v3", "org_profile_view", "b"),
        row("c1", "org_link_click", "a"),
        row("d1", "org_directory_appearance", "a"),
        row("d2", "org_directory_appearance", "c"),
        row("d3", "org_directory_appearance", "d"),
      ]);
    // One address reloading another organization's profile 50 times: one visitor, at most 10 views counted.
    for (let n = 0; n < 50; n += 10) {
      await db()
        .insert(analyticsEvents)
        .values(
          Array.from({ length: 10 }, (_, i) => ({
            ...row(`x${n + i}`, "org_profile_view", "e"),
            orgId: `${org.id}-other`,
          })),
        );
    }
    await rollUpAnalytics(env.DB, new Date(now));

    const mine = await send("GET", `/api/analytics/organizations/${org.id}`, undefined, owner.cookie);
    expect(mine.status).toBe(200);
    expect((await json(mine)).data).toMatchObject({
      orgId: org.id,
      days: 30,
      profileViews: 2,
      linkClicks: 1,
      appearances: 3,
    });

    const theirs = await send("GET", `/api/analytics/organizations/${org.id}`, undefined, stranger.cookie);
    expect(theirs.status).toBe(403);
    expect((await json(theirs)).message).toBe(ANALYTICS_MESSAGES.statsForbidden);
    expect((await send("GET", `/api/analytics/organizations/${org.id}`)).status).toBe(401);
    const [inflated] = await db()
      .select()
      .from(analyticsRollups)
      .where(and(eq(analyticsRollups.orgId, `${org.id}-other`), eq(analyticsRollups.period, "day")));
    expect(inflated).toMatchObject({ visitors: 1, events: EVENTS_PER_VISITOR });
    const asAdmin = await send("GET", `/api/analytics/organizations/${org.id}`, undefined, admin.cookie);
    expect((await json(asAdmin)).data.profileViews).toBe(2);
    expect((await send("GET", "/api/analytics/organizations/no-such-org", undefined, owner.cookie)).status).toBe(404);
  });
});

describe("GET /api/analytics/overview", () => {
  it("answers admins the p75 series and the Explore funnel, and refuses others", async () => {
    const admin = await newSignedInAdmin();
    const now = Date.now();
    await db()
      .insert(vitalsSamples)
      .values(
        [900, 1100, 1300, 1500].map((value, i) => ({
          id: `overview-${now}-${i}`,
          metric: "FCP",
          value,
          route: "/overview/:case",
          lane: "discovery",
          createdAt: new Date(now - 1000),
        })),
      );
    await db()
      .insert(analyticsEvents)
      .values([
        { id: `overview-e-${now}-1`, eventType: "explore_page_view", city: "overview-city", visitor: "a" },
        { id: `overview-e-${now}-2`, eventType: "explore_page_view", city: "overview-city", visitor: "b" },
        { id: `overview-e-${now}-3`, eventType: "explore_claim_click", city: "overview-city", visitor: "b" },
      ]);
    await rollUpAnalytics(env.DB, new Date());
    const response = await send("GET", "/api/analytics/overview?range=30d", undefined, admin.cookie);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    const fcp = data.vitals.find(
      (series: { metric: string; route: string }) => series.metric === "FCP" && series.route === "/overview/:case",
    );
    expect(fcp.lane).toBe("discovery");
    expect(fcp.points.at(-1)).toMatchObject({ p75: 1300, samples: 4 });
    expect(data.funnel).toContainEqual({ city: "overview-city", pageViews: 2, profileViews: 0, claimClicks: 1 });

    const user = await newSignedInUser();
    expect((await send("GET", "/api/analytics/overview", undefined, user.cookie)).status).toBe(403);
    expect((await send("GET", "/api/analytics/overview?range=1y", undefined, admin.cookie)).status).toBe(400);
  });
});
