import { desc, eq } from "drizzle-orm";
import type { OwnerRoleDto } from "../../../contract/job-board";
import { OWNER_ROLES_LISTED } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { type JobPosting, jobPostings, organizations } from "../../db/schema";
import type { Viewer } from "../access/permissions";
import { lastRollupRun, readRoleStats, roleStatsQuery } from "../analytics/analytics";

/** Where a role stands for its owner. An editor's hiding comes first: it is what the owner must act on. */
export function postingState(posting: Pick<JobPosting, "status" | "expiresAt" | "hiddenAt">, now: Date) {
  if (posting.hiddenAt) return "hidden" as const;
  if (posting.status === "closed") return "closed" as const;
  return posting.status === "expired" || posting.expiresAt <= now ? ("expired" as const) : ("open" as const);
}

/** What a list of roles shows of each (the owner's and the editors'), its organization's id and name with it. */
export const roleListColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  status: jobPostings.status,
  expiresAt: jobPostings.expiresAt,
  hiddenAt: jobPostings.hiddenAt,
  hiddenReason: jobPostings.hiddenReason,
  postedAt: jobPostings.postedAt,
  // The role's copy of the id: read in a batch, columns are matched by name, and two called `id` would collide.
  organizationId: jobPostings.organizationId,
  organizationName: organizations.name,
};

/**
 * The roles of the organizations a person created, newest first (at most OWNER_ROLES_LISTED), each with where it
 * stands and its views and apply clicks over the owner's figures' days.
 */
export async function rolesOf(db: Db, viewer: Viewer, now = new Date()): Promise<OwnerRoleDto[]> {
  const mine = eq(organizations.createdBy, viewer.id);
  const newestFirst = [desc(jobPostings.postedAt), desc(jobPostings.id)];
  // One round trip: the figures are read for the same roles (the same query, as a subquery) beside the list.
  const [rows, figures, [counted]] = await db.batch([
    db
      .select({ ...roleListColumns, paymentStatus: organizations.paymentStatus })
      .from(jobPostings)
      .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
      .where(mine)
      .orderBy(...newestFirst)
      .limit(OWNER_ROLES_LISTED),
    roleStatsQuery(
      db,
      db
        .select({ id: jobPostings.id })
        .from(jobPostings)
        .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
        .where(mine)
        .orderBy(...newestFirst)
        .limit(OWNER_ROLES_LISTED),
      now,
    ),
    lastRollupRun(db),
  ]);
  const figuresUpdatedAt = counted?.startedAt.toISOString() ?? null;
  const stats = readRoleStats(
    rows.map((row) => row.id),
    figures,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    organization: { id: row.organizationId, name: row.organizationName, paid: row.paymentStatus === "paid" },
    state: postingState(row, now),
    hiddenReason: row.hiddenReason,
    postedAt: row.postedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    views: stats.get(row.id)?.views ?? 0,
    applyClicks: stats.get(row.id)?.applyClicks ?? 0,
    figuresUpdatedAt,
  }));
}
