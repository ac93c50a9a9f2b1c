import { and, desc, eq, gt, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import { message } from "../../../contract/errors";
import type { AdminPostingDto, AdminPostingFilter } from "../../../contract/job-board";
import type { Db } from "../../db/client";
import { type JobPosting, jobPostings, organizations } from "../../db/schema";
import { conflict, invalid, notFound } from "../../platform/errors";
import { auditAfterChange } from "../access/audit";
import { requireAdmin, type Viewer } from "../access/permissions";
import { postingState, roleListColumns } from "./owner-roles";

/**
 * Editors hide a role with a reason its owner reads on the dashboard, and show it again; each change writes its audit
 * row in the same batch (docs/product/jobs.md).
 */

async function postingFor(db: Db, id: string): Promise<JobPosting> {
  const [posting] = await db.select().from(jobPostings).where(eq(jobPostings.id, id));
  if (!posting) throw notFound(message("job.notFound"));
  return posting;
}

export async function hidePosting(db: Db, viewer: Viewer, id: string, reason: string, now = new Date()) {
  const admin = requireAdmin(viewer);
  const posting = await postingFor(db, id);
  const [[hidden]] = await db.batch([
    db
      .update(jobPostings)
      .set({ hiddenAt: now, hiddenReason: reason })
      .where(and(eq(jobPostings.id, id), isNull(jobPostings.hiddenAt)))
      .returning(),
    auditAfterChange(db, admin, {
      action: "posting.hide",
      targetType: "posting",
      targetId: id,
      summary: `Hid "${posting.title}": ${reason}`,
      before: { hiddenReason: null },
      after: { hiddenReason: reason },
    }),
  ]);
  if (!hidden) throw conflict(message("job.hidden", posting.hiddenReason ?? ""));
  return hidden;
}

export async function unhidePosting(db: Db, viewer: Viewer, id: string) {
  const admin = requireAdmin(viewer);
  const posting = await postingFor(db, id);
  const [[shown]] = await db.batch([
    db
      .update(jobPostings)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(and(eq(jobPostings.id, id), isNotNull(jobPostings.hiddenAt)))
      .returning(),
    auditAfterChange(db, admin, {
      action: "posting.unhide",
      targetType: "posting",
      targetId: id,
      summary: `Showed "${posting.title}" again`,
      before: { hiddenReason: posting.hiddenReason },
      after: { hiddenReason: null },
    }),
  ]);
  if (!shown) throw conflict(message("job.notHidden"));
  return shown;
}

/** Where the admin's list goes on: after the last role shown, newest first ("<posted at ms>.<id>"). */
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{1,15})\.(.{1,128})$/.exec(cursor);
  if (!match) throw invalid(message("request.invalidCursor"));
  const postedAt = new Date(Number(match[1]));
  const id = match[2]!;
  return or(lt(jobPostings.postedAt, postedAt), and(eq(jobPostings.postedAt, postedAt), lt(jobPostings.id, id)));
}

/** The admin's Jobs section: every role (or the open, or the hidden ones), newest first, a page at a time. */
export async function listAdminPostings(
  db: Db,
  viewer: Viewer | null,
  options: { filter?: AdminPostingFilter; limit: number; cursor?: string },
  now = new Date(),
): Promise<{ data: AdminPostingDto[]; meta: { nextCursor: string | null } }> {
  requireAdmin(viewer);
  const filter =
    options.filter === "open"
      ? and(eq(jobPostings.status, "open"), isNull(jobPostings.hiddenAt), gt(jobPostings.expiresAt, now))
      : options.filter === "hidden"
        ? isNotNull(jobPostings.hiddenAt)
        : undefined;
  const rows = await db
    .select(roleListColumns)
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(and(filter, afterCursor(options.cursor)))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = rows.length > options.limit ? page.at(-1) : undefined;
  return {
    data: page.map((row) => ({
      id: row.id,
      title: row.title,
      organization: { id: row.organizationId, name: row.organizationName },
      state: postingState(row, now),
      hiddenReason: row.hiddenReason,
      postedAt: row.postedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
    meta: { nextCursor: last ? `${last.postedAt.getTime()}.${last.id}` : null },
  };
}
