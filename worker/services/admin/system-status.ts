import { asc, desc, eq, gte } from "drizzle-orm";
import type { JobStatusDto, SystemHealthDto, SystemStatusDto } from "../../../contract/dto";
import { englishMessage, message } from "../../../contract/errors";
import { JOB_STATS_WINDOW_DAYS } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { jobRuns } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { requireAdmin, type Viewer } from "../access/permissions";
import { nextCronRun } from "../background/cron";
import { type JobRun, jobs, runJob } from "../background/scheduled";

/**
 * The System tab (docs/product/admin.md#system) from real job runs: each scheduled job's last run and next
 * run, and headline figures computed from the runs of the last week instead of fixed text.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const seconds = (ms: number) => Math.round(ms) / 1000;

/** How long past its time a scheduled run may start before the job counts as late. */
export const LATE_AFTER_MS = 15 * 60_000;

/**
 * A job is late when its schedule called for a run that did not happen: after its last run, or, for one that never
 * ran, after the first run of any job the recent window shows (the scheduler was working by then). A fresh install has
 * no runs at all: nothing is late, every job just has its first run ahead.
 */
function isLate(schedule: string, last: JobRun | undefined, schedulerSeen: Date | undefined, now: Date): boolean {
  const since = last?.startedAt ?? schedulerSeen;
  if (!since) return false;
  const due = nextCronRun(schedule, since);
  return due !== null && due.getTime() + LATE_AFTER_MS < now.getTime();
}

export function toJobStatus(
  job: (typeof jobs)[number],
  last: JobRun | undefined,
  now: Date,
  schedulerSeen?: Date,
): JobStatusDto {
  return {
    name: job.name,
    description: job.description,
    schedule: job.schedule,
    status: last?.status ?? "unknown",
    lastRun: last?.startedAt.toISOString() ?? null,
    nextRun: nextCronRun(job.schedule, now)?.toISOString() ?? null,
    duration: last ? seconds(last.durationMs) : null,
    message: last?.message ?? null,
    late: isLate(job.schedule, last, schedulerSeen, now),
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every query the status needs: each job's latest run, and the window of recent runs. */
export function systemStatusQueries(db: Db, now: Date) {
  const windowStart = new Date(now.getTime() - JOB_STATS_WINDOW_DAYS * DAY_MS);
  return {
    latest: jobs.map((job) =>
      db.select().from(jobRuns).where(eq(jobRuns.jobName, job.name)).orderBy(desc(jobRuns.startedAt)).limit(1),
    ),
    window: db
      .select({ status: jobRuns.status, durationMs: jobRuns.durationMs, startedAt: jobRuns.startedAt })
      .from(jobRuns)
      .where(gte(jobRuns.startedAt, windowStart))
      .orderBy(asc(jobRuns.startedAt)),
  };
}

export function summarize(
  latest: JobRun[][],
  window: { status: string; durationMs: number; startedAt: Date }[],
  now: Date,
): { jobStatuses: JobStatusDto[]; health: SystemHealthDto } {
  // The window is oldest first: its first run is the earliest sign the scheduler was working.
  const schedulerSeen = window[0]?.startedAt;
  const jobStatuses = jobs.map((job, index) => toJobStatus(job, latest[index]?.[0], now, schedulerSeen));
  const failing = jobStatuses.filter((job) => job.status === "error" || job.status === "warning").length;
  const late = jobStatuses.filter((job) => job.late).length;
  const firstRunAhead = jobStatuses.filter((job) => job.status === "unknown" && !job.late).length;
  const succeeded = window.filter((run) => run.status === "success").length;
  const dayAgo = now.getTime() - DAY_MS;
  const summary =
    failing > 0
      ? message("admin.jobsNeedAttention", failing)
      : late > 0
        ? message("admin.jobsLate", late)
        : firstRunAhead > 0
          ? message("admin.jobsFirstRunAhead", firstRunAhead)
          : message("admin.allOperational");
  return {
    jobStatuses,
    health: {
      allOperational: failing === 0 && late === 0,
      summary: englishMessage(summary),
      summaryMessage: summary,
      windowDays: JOB_STATS_WINDOW_DAYS,
      runCount: window.length,
      successRate: window.length ? Math.round((succeeded / window.length) * 1000) / 10 : null,
      medianDuration: (() => {
        const value = median(window.map((run) => run.durationMs));
        return value === null ? null : seconds(value);
      })(),
      failedLast24h: window.filter((run) => run.status === "error" && run.startedAt.getTime() >= dayAgo).length,
    },
  };
}

/** GET /api/admin/system-status: jobs in the order they run, then the headline figures. */
export async function getSystemStatus(db: Db, viewer: Viewer | null, now = new Date()): Promise<SystemStatusDto> {
  requireAdmin(viewer);
  const queries = systemStatusQueries(db, now);
  const results = await db.batch([queries.window, ...queries.latest] as [
    typeof queries.window,
    ...(typeof queries.latest)[number][],
  ]);
  const [window, ...latest] = results as unknown as [
    { status: string; durationMs: number; startedAt: Date }[],
    ...JobRun[][],
  ];
  return { ...summarize(latest, window, now), checkedAt: now.toISOString() };
}

/** "Run now": runs one job at once for an admin, recorded like a scheduled run and audited. */
export async function runJobNow(db: Db, env: Env, viewer: Viewer | null, name: string): Promise<JobStatusDto> {
  const admin = requireAdmin(viewer);
  const job = jobs.find((candidate) => candidate.name === name);
  if (!job) throw notFound(message("admin.unknownJob", name));
  const now = new Date();
  const run = await runJob(db, env, job, now, admin);
  return toJobStatus(job, run, now);
}
