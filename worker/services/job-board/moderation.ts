import { and, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, type SQL } from "drizzle-orm";
import { message } from "../../../contract/errors";
import type { AdminPostingDto, AdminPostingFilter } from "../../../contract/job-board";
import type { Db } from "../../db/client";
import { type JobPosting, jobPostings, organizations } from "../../db/schema";
import { conflict, invalid, notFound } from "../../platform/errors";
import { auditAfterChange } from "../access/audit";
import { requireAdmin, type Viewer } from "../access/permissions";
import { roomFor } from "./open-roles";
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

/**
 * Hides the role with a reason (or, with null, shows it again) together with its audit row; nothing when it already
 * was hidden (or shown).
 */
async function setHiddenReason(
  db: Db,
  admin: ReturnType<typeof requireAdmin>,
  posting: JobPosting,
  reason: string | null,
  now: Date,
) {
  const hiding = reason !== null;
  // Shown again, an open role takes a slot of its organization's plan: only into a free one (open-roles.ts). A
  // closed or expired one stays shut.
  const showable = or(
    ne(jobPostings.status, "open"),
    lte(jobPostings.expiresAt, now),
    roomFor(db, posting.organizationId, now, posting.id),
  );
  const [[changed]] = await db.batch([
    db
      .update(jobPostings)
      .set({ hiddenAt: hiding ? now : null, hiddenReason: reason })
      .where(
        and(
          eq(jobPostings.id, posting.id),
          hiding ? isNull(jobPostings.hiddenAt) : and(isNotNull(jobPostings.hiddenAt), showable),
        ),
      )
      .returning(),
    auditAfterChange(db, admin, {
      action: hiding ? "posting.hide" : "posting.unhide",
      targetType: "posting",
      targetId: posting.id,
      summary: hiding ? `Hid "${posting.title}": ${reason}` : `Showed "${posting.title}" again`,
      before: { hiddenReason: hiding ? null : posting.hiddenReason },
      after: { hiddenReason: reason },
    }),
  ]);
  return changed;
}

export async function hidePosting(db: Db, viewer: Viewer, id: string, reason: string, now = new Date()) {
  const admin = requireAdmin(viewer);
  const posting = await postingFor(db, id);
  const hidden = await setHiddenReason(db, admin, posting, reason, now);
  if (!hidden) throw conflict(message("job.hidden", posting.hiddenReason ?? ""));
  return hidden;
}

export async function unhidePosting(db: Db, viewer: Viewer, id: string) {
  const admin = requireAdmin(viewer);
  const posting = await postingFor(db, id);
  const now = new Date();
  const shown = await setHiddenReason(db, admin, posting, null, now);
  if (shown) return shown;
  // Not written: it was not hidden, or showing it would open one role more than its organization's plan holds.
  if (!(await postingFor(db, id)).hiddenAt) throw conflict(message("job.notHidden"));
  throw conflict(message("job.unhideTooManyOpen"), "TOO_MANY_OPEN_ROLES");
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
