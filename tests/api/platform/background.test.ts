import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_RUN_RETENTION_DAYS } from "../../../contract/limits";
import worker from "../../../worker";
import { analyticsEvents, jobRuns, vitalsSamples } from "../../../worker/db/schema";
import { pruneJobRuns } from "../../../worker/services/background/scheduled";
import {
  BOUNDARIES_KEY,
  computeSitemapBoundaries,
  getSitemapBoundaries,
} from "../../../worker/services/directory/sitemap";
import { computeRoleSitemapBoundaries, ROLE_BOUNDARIES_KEY } from "../../../worker/services/job-board/role-sitemap";
import { db, seedDemoData } from "../../support/helpers";
import { fireSchedule, latestRun } from "../../support/scheduled";

beforeAll(seedDemoData);

async function deliver(queue: string, messages: { id: string; body: unknown }[]) {
  const batch = createMessageBatch(
    queue,
    messages.map((m) => ({ ...m, timestamp: new Date(), attempts: 1 })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

describe("queue consumers", () => {
  it("stores analytics events once, however often a message is delivered", async () => {
    const event = { id: "msg-analytics-1", body: { eventType: "explore_page_view", city: "miami", lane: "explore" } };
    const result = await deliver("culture-directory-analytics", [event]);
    expect(result.ackAll).toBe(true);
    await deliver("culture-directory-analytics", [event]);
    const rows = await db().select().from(analyticsEvents).where(eq(analyticsEvents.id, "msg-analytics-1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: "explore_page_view", city: "miami", lane: "explore" });
  });

  it("stores vitals samples and drops malformed messages without retrying them", async () => {
    const result = await deliver("culture-directory-vitals", [
      { id: "msg-vitals-1", body: { metric: "LCP", value: 1234.5, route: "/", lane: "discovery" } },
      { id: "msg-vitals-bad", body: { metric: "LCP", value: "fast" } },
    ]);
    expect(result.retryMessages).toEqual([]);
    expect(await db().select().from(vitalsSamples).where(eq(vitalsSamples.id, "msg-vitals-1"))).toHaveLength(1);
    expect(await db().select().from(vitalsSamples).where(eq(vitalsSamples.id, "msg-vitals-bad"))).toHaveLength(0);
  });
});

describe("scheduled jobs", () => {
  it("records a run of every job with its status, duration and message", async () => {
    const controller = createScheduledController({ scheduledTime: Date.UTC(2026, 10, 1), cron: "17 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const runs = await db().select().from(jobRuns).orderBy(desc(jobRuns.startedAt));
    const freshness = runs.find((run) => run.jobName === "explore-freshness");
    expect(freshness?.status).toBe("warning");
    expect(freshness?.message).toMatch(/\d+ stale cities, \d+ stale Explore companies/);
    expect(freshness?.durationMs).toBeGreaterThanOrEqual(0);
    expect(runs.find((run) => run.jobName === "guest-cleanup")?.message).toMatch(
      /^\d+ inactive guests deleted, \d+ expired sessions deleted, \d+ expired limit counters removed, \d+ expired idempotency keys removed, \d+ old job runs removed$/,
    );
    expect(runs.find((run) => run.jobName === "subscription-reconcile")?.message).toMatch(
      /^\d+ orphaned subscriptions canceled, \d+ organizations returned to pending; stand-in billing: \d+ renewed, \d+ ended; Stripe not configured \(development stand-in\): its subscription list was not checked$/,
    );
    expect(runs.find((run) => run.jobName === "search-index")).toMatchObject({
      status: "success",
      message: "Search index matches the organizations",
    });
  });

  it("forgets job runs past their retention, but never a job's latest success nor what came after it", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const run = (id: string, jobName: string, status: "success" | "error", days: number) => ({
      id,
      jobName,
      status,
      startedAt: daysAgo(days),
      finishedAt: daysAgo(days),
      durationMs: 1,
      message: "kept for the retention test",
    });
    await db()
      .insert(jobRuns)
      .values([
        // A job that last succeeded long ago: its success and the failures since stay, older runs go.
        run("retention-a-old", "retention-a", "error", JOB_RUN_RETENTION_DAYS + 20),
        run("retention-a-success", "retention-a", "success", JOB_RUN_RETENTION_DAYS + 10),
        run("retention-a-after", "retention-a", "error", JOB_RUN_RETENTION_DAYS + 5),
        // A job that succeeded recently: everything past the retention goes, the recent runs stay.
        run("retention-b-old", "retention-b", "success", JOB_RUN_RETENTION_DAYS + 1),
        run("retention-b-recent", "retention-b", "error", JOB_RUN_RETENTION_DAYS - 1),
        run("retention-b-success", "retention-b", "success", 1),
        // A job that never succeeded: its old runs go.
        run("retention-c-old", "retention-c", "error", JOB_RUN_RETENTION_DAYS + 1),
      ]);
    expect(await pruneJobRuns(db(), now)).toBe(3);
    const left = await db().select({ id: jobRuns.id }).from(jobRuns).where(like(jobRuns.id, "retention-%"));
    expect(left.map((row) => row.id).sort()).toEqual([
      "retention-a-after",
      "retention-a-success",
      "retention-b-recent",
      "retention-b-success",
    ]);
  });

  it("rebuilds the search index when it has drifted from the organizations", async () => {
    // Simulate drift: drop one organization's entry from the index behind the triggers' back.
    await env.DB.prepare(
      "INSERT INTO organizations_fts (organizations_fts, rowid, name, description) SELECT 'delete', rowid, name, description FROM organizations LIMIT 1",
    ).run();
    await fireSchedule("17 * * * *");
    const run = await latestRun("search-index");
    expect(run?.status).toBe("warning");
    await env.DB.prepare("INSERT INTO organizations_fts (organizations_fts, rank) VALUES ('integrity-check', 1)").run();
  });

  it("refreshes the sitemap's file boundaries in KV every hour, which the sitemap then reads", async () => {
    // A stale value, as an hour-old computation would have left.
    await env.CACHE.put(BOUNDARIES_KEY, JSON.stringify(["stale-boundary"]));
    expect(await getSitemapBoundaries(db(), env.CACHE)).toEqual(["stale-boundary"]);
    await fireSchedule("17 * * * *");
    const expected = await computeSitemapBoundaries(db());
    expect(expected.length).toBeGreaterThan(0);
    const roles = await computeRoleSitemapBoundaries(db());
    expect(await env.CACHE.get(ROLE_BOUNDARIES_KEY, "json")).toEqual(roles);
    expect(await env.CACHE.get(BOUNDARIES_KEY, "json")).toEqual(expected);
    const run = await latestRun("sitemap-boundaries");
    expect(run).toMatchObject({
      status: "success",
      message: `${expected.length} organization sitemap files, ${roles.length} role sitemap files`,
    });
  });
});
