import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { message } from "../../../contract/errors";
import type { Db } from "../../db/client";
import { type JobPosting, jobPostings } from "../../db/schema";
import { conflict, notFound } from "../../platform/errors";
import { auditAfterChange } from "../access/audit";
import { requireAdmin, type Viewer } from "../access/permissions";

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
