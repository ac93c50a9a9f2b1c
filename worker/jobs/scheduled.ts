import { and, count, eq, lt } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { cities, jobRuns, organizations } from "../db/schema";
import { deleteInactiveGuests } from "../services/accounts";
import { expireEndedSubscriptions } from "../services/payments";

type JobResult = { status: "success" | "warning"; message: string };
type Job = { name: string; run: (db: Db, env: Env, now: Date) => Promise<JobResult> };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts city guides and Explore companies that have not been updated for 180 days. */
const exploreFreshness: Job = {
  name: "explore-freshness",
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

/** Guests inactive for 30 days who own nothing are removed, so anonymous sign-ins do not pile up. */
const guestCleanup: Job = {
  name: "guest-cleanup",
  async run(db, _env, now) {
    const deleted = await deleteInactiveGuests(db, now);
    return { status: "success", message: `${deleted} inactive guests deleted` };
  },
};

/** Organizations whose subscriptions have all ended go back to pending once their paid period is over. */
const subscriptionReconcile: Job = {
  name: "subscription-reconcile",
  async run(db, _env, now) {
    const expired = await expireEndedSubscriptions(db, now);
    return { status: "success", message: `${expired} organizations returned to pending` };
  },
};

export const jobs: Job[] = [exploreFreshness, searchIndex, guestCleanup, subscriptionReconcile];

/** Runs every job once; each run, failed or not, is recorded in job_runs for the admin System tab. */
export async function runScheduledJobs(env: Env, now = new Date()): Promise<void> {
  const db = createDb(env.DB);
  for (const job of jobs) {
    const startedAt = new Date();
    let result: JobResult | { status: "error"; message: string };
    try {
      result = await job.run(db, env, now);
    } catch (error) {
      console.error(`Job ${job.name} failed`, error);
      result = { status: "error", message: error instanceof Error ? error.message : String(error) };
    }
    const finishedAt = new Date();
    await db.insert(jobRuns).values({
      id: crypto.randomUUID(),
      jobName: job.name,
      status: result.status,
      startedAt,
      finishedAt,
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      message: result.message,
    });
  }
}
