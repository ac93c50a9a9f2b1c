import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_MESSAGES, OWNER_STATS_DAYS, RAW_RETENTION_DAYS } from "../../../contract/analytics";
import { createPaidOrganization } from "../../../seed/factories";
import { analyticsEvents, analyticsRollups, vitalsRollups, vitalsSamples } from "../../../worker/db/schema";
import { EVENTS_PER_VISITOR, rollUpAnalytics } from "../../../worker/services/analytics/analytics-rollups";
import { consumeQueue, retryDelay } from "../../../worker/services/background/queues";
import { ANALYTICS_QUEUE, VITALS_QUEUE } from "../../support/analytics";
import { db, json, newSignedInAdmin, newSignedInUser, seedDemoData, send } from "../../support/helpers";
import { fireSchedule, latestRun } from "../../support/scheduled";

beforeAll(seedDemoData);

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
        event("rollup-e6", "org_profile_view", at(15, 9, 5), "a", "rollup-org"),
        // The first minute the rollup reads: yesterday, kept.
        event("rollup-yesterday", "explore_page_view", at(14, 0, 0), "y"),
        // Older than the rollups read: pruned, never counted.
        event("rollup-old", "explore_page_view", NOW.getTime() - (RAW_RETENTION_DAYS * 24 + 1) * 3_600_000, "z"),
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
      .orderBy(analyticsRollups.bucket, analyticsRollups.eventType);
    expect(
      days.map((row) => [new Date(row.bucket).getUTCDate(), row.eventType, row.orgId, row.events, row.visitors]),
    ).toEqual([
      [14, "explore_page_view", "", 1, 1],
      [15, "explore_claim_click", "rollup-org", 1, 1],
      [15, "explore_page_view", "", 3, 2],
      [15, "explore_profile_view", "rollup-org", 1, 1],
      [15, "org_profile_view", "rollup-org", 1, 1],
    ]);
    // By the hour only the Explore funnel the admin's 48-hour chart reads: an organization's events are read by day.
    const hours = await db()
      .select()
      .from(analyticsRollups)
      .where(and(eq(analyticsRollups.city, "rollup-city"), eq(analyticsRollups.period, "hour")))
      .orderBy(analyticsRollups.bucket, analyticsRollups.eventType);
    expect(hours.map((row) => [new Date(row.bucket).getUTCHours(), row.eventType, row.events])).toEqual([
      [0, "explore_page_view", 1],
      [9, "explore_page_view", 3],
      [9, "explore_profile_view", 1],
      [10, "explore_claim_click", 1],
    ]);
  });

  it("writes the same figures when run again, and prunes raw rows past their retention", async () => {
    const before = await vitalsOf("hour");
    await rollUpAnalytics(env.DB, NOW);
    expect(await vitalsOf("hour")).toEqual(before);
    expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.id, "rollup-old"))).toHaveLength(0);
    expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.id, "rollup-yesterday"))).toHaveLength(1);
    const [pageViews] = await db()
      .select()
      .from(analyticsRollups)
      .where(
        and(
          eq(analyticsRollups.city, "rollup-city"),
          eq(analyticsRollups.period, "day"),
          eq(analyticsRollups.eventType, "explore_page_view"),
          eq(analyticsRollups.bucket, new Date(at(15, 0))),
        ),
      );
    expect(pageViews?.events).toBe(3);
  });

  it("keeps an organization's days as long as its owner's figures reach back, the Explore funnel's for 13 months", async () => {
    const day = (daysAgo: number) =>
      new Date(Math.floor(NOW.getTime() / 86_400_000) * 86_400_000 - daysAgo * 86_400_000);
    const row = (eventType: string, daysAgo: number, orgId: string) => ({
      period: "day" as const,
      bucket: day(daysAgo),
      eventType,
      city: "retention-city",
      orgId,
      events: 1,
      visitors: 1,
    });
    await db()
      .insert(analyticsRollups)
      .values([
        row("org_directory_appearance", OWNER_STATS_DAYS - 1, "shown"),
        row("org_directory_appearance", OWNER_STATS_DAYS + 1, "pruned"),
        row("role_view", OWNER_STATS_DAYS + 1, "pruned"),
        row("explore_page_view", OWNER_STATS_DAYS + 1, ""),
      ]);
    await rollUpAnalytics(env.DB, NOW);
    const kept = await db()
      .select()
      .from(analyticsRollups)
      .where(eq(analyticsRollups.city, "retention-city"))
      .orderBy(analyticsRollups.eventType);
    expect(kept.map((entry) => [entry.eventType, entry.orgId])).toEqual([
      ["explore_page_view", ""],
      ["org_directory_appearance", "shown"],
    ]);
  });

  it("runs hourly as a scheduled job and records its run", async () => {
    await fireSchedule("17 * * * *", NOW.getTime());
    const run = await latestRun("analytics-rollup");
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
        // The claim page's own view is the funnel's last step, one per visitor and company like the others.
        { id: `overview-e-${now}-4`, eventType: "explore_claim_view", city: "overview-city", visitor: "b" },
        { id: `overview-e-${now}-5`, eventType: "explore_claim_view", city: "overview-city", visitor: "c" },
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
    expect(data.funnel).toContainEqual({
      city: "overview-city",
      pageViews: 2,
      profileViews: 0,
      claimClicks: 1,
      claimViews: 2,
    });

    const user = await newSignedInUser();
    expect((await send("GET", "/api/analytics/overview", undefined, user.cookie)).status).toBe(403);
    expect((await send("GET", "/api/analytics/overview?range=1y", undefined, admin.cookie)).status).toBe(400);
  });
});
