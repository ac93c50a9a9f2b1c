import type { AdminOverviewDto } from "../../../contract/dto";
import type { Db } from "../../db/client";
import { recentActivityQuery, toAuditEntryDto } from "../access/audit";
import { requireAdmin, type Viewer } from "../access/permissions";
import type { JobRun } from "../background/scheduled";
import { freshnessQueries, readFreshness } from "../explore/explore-moderation";
import { summarize, systemStatusQueries } from "./system-status";

/**
 * The Overview tab in one round trip: system status (All systems operational only when every job's last run
 * succeeded), the last 10 audit entries, and the Explore figures (pending requests, stale cities and companies).
 */
export async function getAdminOverview(db: Db, viewer: Viewer | null, now = new Date()): Promise<AdminOverviewDto> {
  requireAdmin(viewer);
  const system = systemStatusQueries(db, now);
  const [pending, stale, veryStale, staleOrgs] = freshnessQueries(db, now);
  const results = (await db.batch([
    recentActivityQuery(db),
    pending,
    stale,
    veryStale,
    staleOrgs,
    system.window,
    ...system.latest,
  ])) as unknown[];
  const [activity, pendingRows, staleRows, veryStaleRows, staleOrgRows, window, ...latest] = results as [
    Awaited<ReturnType<typeof recentActivityQuery>>,
    { total: number }[],
    { total: number }[],
    { total: number }[],
    { total: number }[],
    { status: string; durationMs: number; startedAt: Date }[],
    ...JobRun[][],
  ];
  const { health, jobStatuses } = summarize(latest, window, now);
  return {
    system: health,
    attention: jobStatuses
      .filter((job) => job.status !== "success" || job.late)
      .map(({ name, status, late, nextRun }) => ({ name, status, late, nextRun })),
    recentActivity: activity.map(toAuditEntryDto),
    explore: readFreshness([pendingRows, staleRows, veryStaleRows, staleOrgRows]),
  };
}
