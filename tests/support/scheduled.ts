import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import worker from "../../worker";
import { jobRuns } from "../../worker/db/schema";
import { db } from "./helpers";

/** Fires one of the worker's schedules (its cron expression) as Cron Triggers would, and waits for its jobs. */
export async function fireSchedule(cron: string, scheduledTime = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A job's latest recorded run. */
export async function latestRun(jobName: string) {
  const [run] = await db()
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.jobName, jobName))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  return run;
}
