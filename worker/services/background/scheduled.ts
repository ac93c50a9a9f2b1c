import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { JOB_RUN_RETENTION_DAYS } from "../../../contract/limits";
import { createDb, type Db } from "../../db/client";
import { cities, jobRuns, organizations } from "../../db/schema";
import { deleteInRounds } from "../../lib/delete-in-rounds";
import { getConfig } from "../../platform/env";
import { pruneIdempotencyKeys } from "../../platform/idempotency";
import { sweepCutoff, sweepOrphanedImages } from "../../platform/image-store";
import { pruneLimitCounters } from "../../platform/rate-limit";
import { type AuditActor, auditAfterChange } from "../access/audit";
import { deleteExpiredSessions, deleteInactiveGuests } from "../accounts/accounts";
import { sendSavedSearchDigests } from "../alerts/saved-searches";
import { rollUpAnalytics } from "../analytics/analytics-rollups";
import { refreshSitemapBoundaries } from "../directory/sitemap";
import { runPostingExpiry } from "../job-board/expiry";
import { refreshRoleSitemapBoundaries } from "../job-board/role-sitemap";
import { sendWeeklySummaries } from "../newsletter/newsletter";
import { expireEndedSubscriptions } from "../payments/payments";
import { runStandInBilling } from "../payments/plans";
import {
  describeReconciliation,
  reconcileWithStripe,
  reconciliationNeedsAttention,
} from "../payments/stripe-reconcile";
import { cancelOrphanedSubscriptions, giveBackSecondPlans } from "../payments/subscription-cleanup";
import { recheckDomains } from "../verification/domain-verification";

type JobResult = { status: "success" | "warning"; message: string };
export type Job = {
  name: string;
  description: string;
  /** The cron expression (UTC) it runs on; wrangler.toml's [triggers] crons must list it. */
  schedule: string;
  run: (db: Db, env: Env, now: Date) => Promise<JobResult>;
};

/** Most jobs run hourly at minute 17 (wrangler.toml); a job on another schedule adds its expression there. */
export const HOURLY = "17 * * * *";

/**
 * Role expiry runs every five minutes: the board corrects its precomputed counts for roles past their expiry that are
 * not marked yet only while there are at most BOARD_STALE_SCAN of them, and on a large board more than that expire in
 * an hour (docs/product/jobs.md#expiry).
 */
export const EVERY_FIVE_MINUTES = "*/5 * * * *";

/** Daily jobs run at 07:17 UTC (wrangler.toml lists it too): morning in Europe, before the working day in the Americas. */
export const DAILY = "17 7 * * *";

/** Weekly jobs run on Mondays at 07:17 UTC (wrangler.toml lists it too). */
export const WEEKLY = "17 7 * * 1";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts city guides and Explore companies that have not been updated for 180 days. */
const exploreFreshness: Job = {
  name: "explore-freshness",
  description: "Counts city guides and Explore companies not updated for 180 days",
  schedule: HOURLY,
  async run(db, _env, now) {
    const staleBefore = new Date(now.getTime() - 180 * DAY_MS);
    const [[staleCities], [staleOrgs]] = await db.batch([
      db.select({ total: count() }).from(cities).where(lt(cities.lastUpdated, staleBefore)),
      db
        .select({ total: count() })
        .from(organizations)
        .where(and(eq(organizations.isExploreCompany, true), lt(organizations.updatedAt, staleBefore))),
    ]);
    const stale = (staleCities?.total ?? 0) + (staleOrgs?.total ?? 0);
    return {
      status: stale > 0 ? "warning" : "success",
      message: `${staleCities?.total ?? 0} stale cities, ${staleOrgs?.total ?? 0} stale Explore companies`,
    };
  },
};

/**
 * The full-text index follows organizations by rowid through triggers; should it ever drift (a rowid changed by a
 * VACUUM, a bulk load with triggers off), rebuild it from the organizations table.
 */
const searchIndex: Job = {
  name: "search-index",
  description: "Checks the full-text search index and rebuilds it if it drifted",
  schedule: HOURLY,
  async run(_db, env) {
    try {
      await env.DB.prepare(
        "INSERT INTO organizations_fts (organizations_fts, rank) VALUES ('integrity-check', 1)",
      ).run();
      return { status: "success", message: "Search index matches the organizations" };
    } catch {
      await env.DB.prepare("INSERT INTO organizations_fts (organizations_fts) VALUES ('rebuild')").run();
      return { status: "warning", message: "Search index was out of step with the organizations and was rebuilt" };
    }
  },
};

/**
 * Guests inactive for 30 days who own nothing are removed, so anonymous sign-ins do not pile up; so are sessions past
 * their end, the limit counters whose window is over (one per person or address and kind of request), the
 * idempotency keys past their day (one per creating request that sent one) and the records of job runs past their
 * retention (role expiry alone records 288 a day).
 */
const guestCleanup: Job = {
  name: "guest-cleanup",
  description:
    "Deletes guests inactive for 30 days who own nothing, expired sessions, limit counters past their window, idempotency keys past their day and job runs past their retention",
  schedule: HOURLY,
  async run(db, _env, now) {
    const deleted = await deleteInactiveGuests(db, now);
    const sessions = await deleteExpiredSessions(db, now);
    const counters = await pruneLimitCounters(db, now.getTime());
    const keys = await pruneIdempotencyKeys(db, now.getTime());
    const runs = await pruneJobRuns(db, now);
    return {
      status: "success",
      message: `${deleted} inactive guests deleted, ${sessions} expired sessions deleted, ${counters} expired limit counters removed, ${keys} expired idempotency keys removed, ${runs} old job runs removed`,
    };
  },
};

/** How far the Stripe listing reaches back before the last successful run: late events, clocks, a slow run. */
export const RECONCILE_MARGIN_MS = DAY_MS;

/**
 * Cancels subscriptions that pay for nothing (deleted organization or account, lost claim) at Stripe, retrying what
 * failed before, and gives back any second plan billing one organization; then reconciles against Stripe's own list of billing subscriptions created since the last
 * successful run (less a margin; all of them the first time), recording what a lost webhook left out and canceling
 * what pays for nothing (without Stripe keys in development, the stand-in renews and ends plans instead, as Stripe
 * would); then organizations whose subscriptions have all ended go back to pending once their paid
 * period is over. A run Stripe failed is a warning and does not move the window, so nothing is skipped.
 */
const subscriptionReconcile: Job = {
  name: "subscription-reconcile",
  description:
    "Cancels orphaned subscriptions, reconciles against Stripe's subscription list and returns organizations whose subscriptions ended to pending",
  schedule: HOURLY,
  async run(db, env, now) {
    const config = getConfig(env);
    const canceled = await cancelOrphanedSubscriptions(config, db);
    const doubled = await giveBackSecondPlans(config, db);
    const [lastSuccess] = await db
      .select({ startedAt: jobRuns.startedAt })
      .from(jobRuns)
      .where(and(eq(jobRuns.jobName, "subscription-reconcile"), eq(jobRuns.status, "success")))
      .orderBy(desc(jobRuns.startedAt))
      .limit(1);
    const since = lastSuccess ? new Date(lastSuccess.startedAt.getTime() - RECONCILE_MARGIN_MS) : null;
    const stripe = await reconcileWithStripe(config, db, { since });
    const standIn = await runStandInBilling(config, db, now);
    const expired = await expireEndedSubscriptions(db, now);
    const billed = standIn ? `; stand-in billing: ${standIn.renewed} renewed, ${standIn.ended} ended` : "";
    return {
      // A second plan for one organization means a payment slipped past the checkout's guard: an admin looks.
      status: reconciliationNeedsAttention(stripe) || doubled > 0 ? "warning" : "success",
      message: `${canceled} orphaned subscriptions canceled, ${doubled > 0 ? `${doubled} second plans of one organization given back, ` : ""}${expired} organizations returned to pending${billed}; ${describeReconciliation(stripe)}`,
    };
  },
};

/**
 * Sums the analytics and vitals rows into hourly and daily rollups (p75 per metric, route and lane; event
 * counts and distinct visitors per type, city and organization) and prunes what is past its retention (README).
 */
const analyticsRollup: Job = {
  name: "analytics-rollup",
  description: "Rolls analytics and vitals up into hourly and daily figures and prunes old rows",
  schedule: HOURLY,
  async run(_db, env, now) {
    const { buckets, pruned } = await rollUpAnalytics(env.DB, now);
    return { status: "success", message: `${buckets} rollup rows written, ${pruned} expired rows pruned` };
  },
};

/**
 * The sitemap's file boundaries of organizations and of open roles (worker/services/directory/sitemap.ts, job-board/role-sitemap.ts) are
 * recomputed every hour into KV, so that no crawler's request pays for the pass over a million organizations.
 */
const sitemapBoundaries: Job = {
  name: "sitemap-boundaries",
  description: "Recomputes the sitemap's organization and role file boundaries into KV",
  schedule: HOURLY,
  async run(db, env) {
    const [organizations, roles] = await Promise.all([
      refreshSitemapBoundaries(db, env.CACHE),
      refreshRoleSitemapBoundaries(db, env.CACHE),
    ]);
    return {
      status: "success",
      message: `${organizations.length} organization sitemap files, ${roles.length} role sitemap files`,
    };
  },
};

/** A mailing's run: what it read and sent, and a warning when some sends failed (they are retried next run). */
function mailingResult(done: string, failed: number): JobResult {
  return {
    status: failed > 0 ? "warning" : "success",
    message: `${done}${failed > 0 ? `, ${failed} failed (retried next run)` : ""}`,
  };
}

/**
 * Each saved search with alerts on gets an email of the organizations newly listed that match it, once a
 * day; nothing is sent when nothing is new.
 */
const savedSearchDigests: Job = {
  name: "saved-search-digests",
  description: "Emails each saved search the organizations newly listed that match it",
  schedule: DAILY,
  async run(db, env, now) {
    const { searches, emailed, failed } = await sendSavedSearchDigests(getConfig(env), db, now);
    return mailingResult(`${searches} saved searches checked, ${emailed} digests sent`, failed);
  },
};

/**
 * Verified domains lapse a year after their last proof; DNS and file proofs are re-checked daily (a few
 * each hour), extending the year, and a proof found gone takes the badge away.
 */
const domainVerification: Job = {
  name: "domain-verification",
  description: "Expires verified domains after a year and re-checks DNS and file proofs",
  schedule: HOURLY,
  async run(db, env, now) {
    const { expired, confirmed, removed, unreachable } = await recheckDomains(getConfig(env), db, now);
    return {
      status: unreachable > 0 ? "warning" : "success",
      message: `${expired} expired, ${confirmed} re-confirmed, ${removed} removed (proof gone), ${unreachable} unreachable`,
    };
  },
};

/** Marks roles whose time is up as expired, and tells owners a week before. */
const postingExpiry: Job = {
  name: "posting-expiry",
  description: "Expires job board roles whose time is up and emails owners a week before",
  schedule: EVERY_FIVE_MINUTES,
  async run(db, env, now) {
    const { expired, notified } = await runPostingExpiry(getConfig(env), db, now);
    return { status: "success", message: `${expired} roles expired, ${notified} owners told of an expiry` };
  },
};

/**
 * Images no record names (left by a crash between storing an object and naming it, or between replacing one and
 * deleting it) are removed once a day old: a bounded part of the bucket each run, going on where the last stopped.
 */
const imageSweep: Job = {
  name: "image-sweep",
  description: "Deletes stored images no organization or city names, uploaded more than a day ago",
  schedule: HOURLY,
  async run(db, env, now) {
    const { listed, removed, recent, complete } = await sweepOrphanedImages(
      db,
      env.IMAGES,
      env.CACHE,
      sweepCutoff(now),
    );
    return {
      status: "success",
      message: `${listed} images checked, ${removed} unreferenced removed, ${recent} newer than a day left; ${complete ? "bucket pass complete" : "goes on next run"}`,
    };
  },
};

/** The newsletter: each confirmed subscriber gets the week's new organizations and roles, in their language. */
const newsletterWeekly: Job = {
  name: "newsletter-weekly",
  description: "Emails confirmed newsletter subscribers the week's new organizations and roles",
  schedule: WEEKLY,
  async run(db, env, now) {
    const { subscribers, emailed, failed } = await sendWeeklySummaries(getConfig(env), db, now);
    return mailingResult(`${subscribers} subscribers, ${emailed} summaries sent`, failed);
  },
};

export const jobs: Job[] = [
  exploreFreshness,
  searchIndex,
  guestCleanup,
  subscriptionReconcile,
  analyticsRollup,
  sitemapBoundaries,
  domainVerification,
  savedSearchDigests,
  postingExpiry,
  imageSweep,
  newsletterWeekly,
];

export type JobRun = typeof jobRuns.$inferSelect;

const PRUNE_BATCH = 500;
const PRUNE_ROUNDS = 20;

/**
 * Removes the records of runs older than JOB_RUN_RETENTION_DAYS, except each job's latest successful run and what
 * came after it: a job's window (subscription reconciliation) starts at its last success, however long ago.
 */
export async function pruneJobRuns(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - JOB_RUN_RETENTION_DAYS * DAY_MS);
  // Correlated with the run considered: when its job last succeeded.
  const lastSuccess = sql<
    number | null
  >`(SELECT max(s.started_at) FROM job_runs s WHERE s.job_name = ${jobRuns.jobName} AND s.status = 'success')`;
  return deleteInRounds(PRUNE_BATCH, PRUNE_ROUNDS, async () => {
    const old = db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(
        and(lt(jobRuns.startedAt, cutoff), sql`${jobRuns.startedAt} < coalesce(${lastSuccess}, ${cutoff.getTime()})`),
      )
      .limit(PRUNE_BATCH);
    const removed = await db.delete(jobRuns).where(inArray(jobRuns.id, old)).returning({ id: jobRuns.id });
    return removed.length;
  });
}

/**
 * Runs one job and records the run (failed or not) in job_runs for the System tab. A run an admin started ("Run
 * now") also writes its audit row, in the same batch as the run's record.
 */
export async function runJob(db: Db, env: Env, job: Job, now: Date, startedBy?: AuditActor): Promise<JobRun> {
  const startedAt = new Date();
  let result: JobResult | { status: "error"; message: string };
  try {
    result = await job.run(db, env, now);
  } catch (error) {
    console.error(`Job ${job.name} failed`, error);
    result = { status: "error", message: error instanceof Error ? error.message : String(error) };
  }
  const finishedAt = new Date();
  const run: JobRun = {
    id: crypto.randomUUID(),
    jobName: job.name,
    status: result.status,
    startedAt,
    finishedAt,
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    message: result.message,
  };
  const record = db.insert(jobRuns).values(run);
  if (startedBy) {
    await db.batch([
      record,
      auditAfterChange(db, startedBy, {
        action: "job.run",
        targetType: "job",
        targetId: job.name,
        summary: `Ran ${job.name} now: ${result.status}`,
        after: { status: result.status, message: result.message },
      }),
    ]);
  } else {
    await record;
  }
  return run;
}

/** Runs the jobs on the schedule that fired (all of them when none is given), one after another. */
export async function runScheduledJobs(env: Env, now = new Date(), cron?: string): Promise<void> {
  const db = createDb(env.DB);
  for (const job of jobs) {
    if (cron === undefined || job.schedule === cron) await runJob(db, env, job, now);
  }
}
