import { and, eq, notInArray, sql } from "drizzle-orm";
import type { PendingEditDecisionInput } from "../../../contract/admin";
import type { PendingEditDto } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import { changedFields, normalizeUrl, type ReviewedContent } from "../../../contract/organization";
import type { Db } from "../../db/client";
import { type Organization, organizationCategories, organizationPendingEdits, organizations } from "../../db/schema";
import { conflict, notFound } from "../../platform/errors";
import { discardImages } from "../../platform/image-store";
import { auditAfterChange } from "../access/audit";
import { isAdmin, requireAdmin, requireEditor, requireVisibleOrganization, type Viewer } from "../access/permissions";
import { refreshActiveCountries } from "../reference/active-countries";

/**
 * Edits of an approved Explore company (docs/product/explore.md#edits-of-an-approved-company, docs/decisions/0051):
 * the organization's row keeps the approved version, public on the guide and the profile, while the owner's change to
 * a reviewed field waits in organization_pending_edits. An editor approves it (the row takes the edit) or rejects it
 * (the edit is discarded); the owner may withdraw it. Every write is conditional on the edit's revision, so a new
 * save, a withdrawal and a decision sent at once never mix two versions.
 */

type CategoryFacts = { categoryId: string; position: number; detail: string };

/**
 * The reviewed fields of a stored organization. Links stored before they were normalized on write (or by the seed)
 * may be spelled otherwise and must still compare equal to what the form sends back.
 */
export function storedContent(org: Organization, rows: CategoryFacts[]): ReviewedContent {
  const link = (url: string | null) => (url === null ? null : (normalizeUrl(url) ?? url));
  return {
    name: org.name,
    description: org.description,
    countryCode: org.countryCode,
    location: org.location ?? null,
    foundedYear: org.foundedYear ?? null,
    entityType: org.entityType,
    websiteUrl: link(org.websiteUrl),
    linkedinUrl: link(org.linkedinUrl),
    twitterUrl: link(org.twitterUrl),
    blogUrl: link(org.blogUrl),
    primaryCity: org.primaryCity ?? null,
    hasLocalPresence: org.hasLocalPresence,
    localPresenceCriteria: org.localPresenceCriteria,
    categories: [...rows]
      .sort((a, b) => a.position - b.position)
      .map(({ categoryId, detail }) => ({ categoryId, detail })),
  };
}

export function toPendingEditDto(
  row: { revision: string; content: unknown; submittedAt: Date },
  approved: ReviewedContent,
): PendingEditDto {
  const proposed = row.content as ReviewedContent;
  return {
    revision: row.revision,
    submittedAt: row.submittedAt.toISOString(),
    changes: changedFields(approved, proposed).map((field) => ({
      field,
      before: approved[field],
      after: proposed[field],
    })),
  };
}

function pendingEditQuery(db: Db, id: string) {
  return db.select().from(organizationPendingEdits).where(eq(organizationPendingEdits.organizationId, id)).limit(1);
}

/** Whether the organization's edits wait for review: an approved Explore company's. */
export function isReviewedListing(org: Pick<Organization, "isExploreCompany" | "exploreEnrollmentStatus">): boolean {
  return org.isExploreCompany && org.exploreEnrollmentStatus === "approved";
}

const stillApproved = (id: string, updatedAt: Date) =>
  sql`exists (select 1 from ${organizations} where ${organizations.id} = ${id} and ${organizations.isExploreCompany} = 1 and ${organizations.exploreEnrollmentStatus} = 'approved' and ${organizations.updatedAt} = ${updatedAt.getTime()})`;

/**
 * The owner's save of an approved Explore company: changes to reviewed fields become (or replace) the pending edit;
 * a save of exactly the approved version withdraws it. The organization's row is not written. The edit is stored only
 * while the organization is still as it was read (approved, not updated meanwhile by a decision), so it is always an
 * edit of the version now public.
 */
export async function saveForReview(
  db: Db,
  viewer: Viewer,
  org: Organization,
  approved: ReviewedContent,
  proposed: ReviewedContent,
): Promise<PendingEditDto | null> {
  const [current] = await pendingEditQuery(db, org.id);
  if (changedFields(approved, proposed).length === 0) {
    if (!current) return null;
    const withdrawn = await db
      .delete(organizationPendingEdits)
      .where(and(eq(organizationPendingEdits.organizationId, org.id), stillApproved(org.id, org.updatedAt)));
    // An editor published the edit meanwhile: what this save compared with is no longer the public version.
    if (withdrawn.meta.changes === 0) throw conflict(message("admin.editChangedMeanwhile"), "CHANGED_MEANWHILE");
    return null;
  }
  // The same edit saved again keeps its revision, so an editor reviewing it is not told it changed.
  if (current && JSON.stringify(current.content) === JSON.stringify(proposed)) {
    return toPendingEditDto(current, approved);
  }
  const revision = crypto.randomUUID();
  const submittedAt = new Date();
  const result = await db
    .insert(organizationPendingEdits)
    .select(
      sql`select ${org.id}, ${revision}, ${JSON.stringify(proposed)}, ${viewer.id}, ${submittedAt.getTime()} where ${stillApproved(org.id, org.updatedAt)}`,
    )
    .onConflictDoUpdate({
      target: organizationPendingEdits.organizationId,
      set: {
        revision: sql`excluded.revision`,
        content: sql`excluded.content`,
        submittedBy: sql`excluded.submitted_by`,
        submittedAt: sql`excluded.created_at`,
      },
    });
  if (result.meta.changes === 0) throw conflict(message("admin.editChangedMeanwhile"), "CHANGED_MEANWHILE");
  return toPendingEditDto({ revision, content: proposed, submittedAt }, approved);
}

async function loadForEdit(db: Db, viewer: Viewer | null, id: string) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return requireVisibleOrganization(org, id, viewer);
}

function categoryFacts(db: Db, id: string) {
  return db
    .select({
      categoryId: organizationCategories.categoryId,
      position: organizationCategories.position,
      detail: organizationCategories.detail,
    })
    .from(organizationCategories)
    .where(eq(organizationCategories.organizationId, id));
}

/** The pending edit for its owner or an admin (null when none): 404 unknown or hidden, 403 anyone else. */
export async function getPendingEdit(db: Db, viewer: Viewer, id: string): Promise<PendingEditDto | null> {
  const org = await loadForEdit(db, viewer, id);
  if (!isAdmin(viewer)) requireEditor(org, viewer);
  const [[row], rows] = await db.batch([pendingEditQuery(db, id), categoryFacts(db, id)]);
  if (!row || !isReviewedListing(org)) return null;
  return toPendingEditDto(row, storedContent(org, rows));
}

/** The owner withdraws their pending edit (the approved version stays); withdrawing nothing changes nothing. */
export async function withdrawPendingEdit(db: Db, viewer: Viewer, id: string): Promise<void> {
  const org = await loadForEdit(db, viewer, id);
  requireEditor(org, viewer);
  await db.delete(organizationPendingEdits).where(eq(organizationPendingEdits.organizationId, id));
}

/**
 * An editor approves or rejects the pending edit of the revision they reviewed. Approving writes that revision's
 * fields and categories over the approved version; rejecting discards it. Every statement of the batch is conditional
 * on that revision still waiting, and the edit is deleted last, so a new save or a withdrawal meanwhile makes the whole
 * decision a no-op (409) instead of publishing part of one version or another.
 */
export async function decidePendingEdit(
  { db, images, cache }: { db: Db; images: R2Bucket; cache: KVNamespace },
  viewer: Viewer | null,
  id: string,
  input: PendingEditDecisionInput,
): Promise<void> {
  const admin = requireAdmin(viewer);
  const [[org], [row], rows] = await db.batch([
    db.select().from(organizations).where(eq(organizations.id, id)).limit(1),
    pendingEditQuery(db, id),
    categoryFacts(db, id),
  ]);
  if (!org) throw notFound(message("organization.notFound", id));
  if (!isReviewedListing(org)) throw conflict(message("admin.notExploreApproved"), "NOT_REQUESTED");
  if (!row || row.revision !== input.revision) {
    throw conflict(message("admin.editChangedMeanwhile"), "CHANGED_MEANWHILE");
  }
  const approved = storedContent(org, rows);
  const proposed = row.content as ReviewedContent;
  const fields = changedFields(approved, proposed);
  const waiting = sql`exists (select 1 from ${organizationPendingEdits} where ${organizationPendingEdits.organizationId} = ${id} and ${organizationPendingEdits.revision} = ${row.revision})`;
  const audit = {
    targetType: "organization" as const,
    targetId: id,
    before: Object.fromEntries(fields.map((field) => [field, approved[field]])),
    after: Object.fromEntries(fields.map((field) => [field, proposed[field]])),
  };
  const discard = db
    .delete(organizationPendingEdits)
    .where(and(eq(organizationPendingEdits.organizationId, id), eq(organizationPendingEdits.revision, row.revision)));

  if (input.action === "reject") {
    const [deleted] = await db.batch([
      discard,
      auditAfterChange(db, admin, {
        ...audit,
        action: "organization.reject_edit",
        summary: `Discarded the edit of ${org.name} (${fields.join(", ")}); the approved version stays`,
      }),
    ]);
    if (deleted.meta.changes === 0) throw conflict(message("admin.editChangedMeanwhile"), "CHANGED_MEANWHILE");
    return;
  }

  const { categories: categoryRows, ...fieldsOfRow } = proposed;
  const ids = categoryRows.map((category) => category.categoryId);
  const [removed, ...rest] = await db.batch([
    // Categories the edit drops go, with their images; kept ones keep theirs.
    db
      .delete(organizationCategories)
      .where(
        and(eq(organizationCategories.organizationId, id), notInArray(organizationCategories.categoryId, ids), waiting),
      )
      .returning({ imageKey: organizationCategories.imageKey }),
    ...categoryRows.map(({ categoryId, detail }, position) =>
      db
        .insert(organizationCategories)
        .select(sql`select ${id}, ${categoryId}, ${position}, ${detail}, null, '', 0, '', '' where ${waiting}`)
        .onConflictDoUpdate({
          target: [organizationCategories.organizationId, organizationCategories.categoryId],
          set: { position: sql`excluded.position`, detail: sql`excluded.detail` },
        }),
    ),
    db
      .update(organizations)
      .set({ ...fieldsOfRow, updatedAt: new Date() })
      .where(and(eq(organizations.id, id), waiting)),
    auditAfterChange(db, admin, {
      ...audit,
      action: "organization.approve_edit",
      summary: `Approved the edit of ${org.name} (${fields.join(", ")})`,
    }),
    discard,
  ]);
  const deleted = rest.at(-1) as D1Result;
  if (deleted.meta.changes === 0) throw conflict(message("admin.editChangedMeanwhile"), "CHANGED_MEANWHILE");
  await discardImages(
    images,
    removed.map((row) => row.imageKey),
  );
  if (proposed.countryCode !== org.countryCode) await refreshActiveCountries(db, cache);
}

/**
 * What the edit page of an approved Explore company needs: the approved version (which the page compares the form
 * with, to say which changes will need a review) and the edit waiting, if any, with its full content (the form shows it).
 */
export async function reviewOf(db: Db, id: string) {
  const [[org], rows, [row]] = await db.batch([
    db.select().from(organizations).where(eq(organizations.id, id)).limit(1),
    categoryFacts(db, id),
    pendingEditQuery(db, id),
  ]);
  if (!org || !isReviewedListing(org)) return null;
  const approved = storedContent(org, rows);
  return {
    approved,
    pendingEdit: row ? toPendingEditDto(row, approved) : null,
    proposed: row ? (row.content as ReviewedContent) : null,
  };
}
