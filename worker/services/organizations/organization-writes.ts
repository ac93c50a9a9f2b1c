import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { OrganizationDto } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import { DEFAULT_CATEGORY_ID } from "../../../contract/limits";
import { ORGANIZATION_MESSAGES } from "../../../contract/messages";
import {
  type AdminFlagsInput,
  type CreateOrganizationInput,
  changedFields,
  exploreRequestProblem,
  proposedContent,
  type UpdateOrganizationInput,
} from "../../../contract/organization";
import type { Db } from "../../db/client";
import {
  categories,
  cities,
  countries,
  type Organization,
  organizationCategories,
  organizationPendingEdits,
  organizations,
} from "../../db/schema";
import type { Config } from "../../platform/env";
import { invalid, notFound } from "../../platform/errors";
import { discardImages, putImage } from "../../platform/image-store";
import { readSource, type UploadSource } from "../../platform/image-upload";
import { imageUrl } from "../../platform/image-urls";
import { ORGANIZATIONS_PER_PERSON, requireWithinLimits, UPLOADS_PER_PERSON } from "../../platform/rate-limit";
import { auditAfterChange } from "../access/audit";
import {
  isClaimedCompany,
  requireAdmin,
  requireEditor,
  requireListableByAdmin,
  requirePaid,
  type Viewer,
} from "../access/permissions";
import { loadVisibleOrganization } from "../access/visible-organization";
import { cancelOrphanedSubscriptions } from "../payments/subscription-cleanup";
import { refreshActiveCountries } from "../reference/active-countries";
import { parseCategoryRows, toOrganizationDto } from "./organizations";
import { isReviewedListing, saveForReview, storedContent } from "./pending-edits";

type Stores = { db: Db; images: R2Bucket; cache: KVNamespace };

type Loaded = { org: Organization; categoryRows: ReturnType<typeof parseCategoryRows> };

/** The organization with its category rows, as stored: 404 when unknown or hidden from this viewer. */
async function loadOrganization(db: Db, id: string, viewer: Viewer | null): Promise<Loaded> {
  const { categoryRows, ...org } = await loadVisibleOrganization(db, id, viewer);
  return { org, categoryRows: parseCategoryRows(categoryRows) };
}

/** An organization read once, with who may make which change already settled (what requireChangeAccess answers). */
export type ChangeAccess<Change extends "flags" | "content"> = Loaded & { readonly change: Change };

/**
 * Whether this person may change the organization at all, checked before its body is even read: the
 * featured/Explore flags are admins'; everything else is the creator's. 404 unknown or hidden from them, 403 anyone
 * else. Answers the organization as read, for the change itself, so that it is read and checked once.
 */
export async function requireChangeAccess<Change extends "flags" | "content">(
  db: Db,
  viewer: Viewer,
  id: string,
  change: Change,
): Promise<ChangeAccess<Change>> {
  const loaded = await loadOrganization(db, id, viewer);
  if (change === "flags") requireAdmin(viewer);
  else requireEditor(loaded.org, viewer);
  return { ...loaded, change };
}

/**
 * Creates an unpaid organization for its creator, with the single default category
 * (docs/product/organizations.md#create).
 */
export async function createOrganization(
  { db, cache }: Omit<Stores, "images">,
  viewer: Viewer,
  input: CreateOrganizationInput,
): Promise<OrganizationDto> {
  await requireWithinLimits(db, [[`create-organization:${viewer.id}`, ORGANIZATIONS_PER_PERSON]]);
  // The input's schema checks the shape of the code; the country itself must be one the catalogue has.
  if (input.country !== "ALL") {
    const [country] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, input.country));
    if (!country) {
      throw invalid(message("organization.countryRequired"), [
        { path: "country", message: ORGANIZATION_MESSAGES.countryRequired },
      ]);
    }
  }
  const id = crypto.randomUUID();
  const [[org]] = await db.batch([
    db
      .insert(organizations)
      .values({
        id,
        name: input.name,
        description: input.description,
        countryCode: input.country,
        createdBy: viewer.id,
        paymentStatus: "pending",
      })
      .returning(),
    db.insert(organizationCategories).values({ organizationId: id, categoryId: DEFAULT_CATEGORY_ID, position: 0 }),
  ]);
  await refreshActiveCountries(db, cache);
  return toOrganizationDto(org!, [{ categoryId: DEFAULT_CATEGORY_ID, position: 0, detail: "", imageKey: null }]);
}

/**
 * The new enrolment status and request time, from what the owner asked and where the organization stands. An Explore
 * company is the editors' (the curated ones, and those they approved): its owner neither withdraws nor re-asks, and
 * while approved its changes wait for review apart (saveForReview), its approved version public meanwhile. For any
 * other organization the owner may request review (with what it needs) or withdraw a pending request; one that lost
 * the Explore flag while approved goes back to review when its content changes.
 */
function nextEnrollment(org: Organization, input: UpdateOrganizationInput, contentChanged: boolean) {
  const current = { status: org.exploreEnrollmentStatus, requestedAt: org.exploreEnrollmentRequestedAt };
  if (org.isExploreCompany) return current;
  if (current.status === "approved" && contentChanged) {
    return exploreRequestProblem(input) || input.exploreEnrollmentStatus === "not_requested"
      ? { status: "not_requested" as const, requestedAt: null }
      : { status: "requested" as const, requestedAt: new Date() };
  }
  if (
    input.exploreEnrollmentStatus === "requested" &&
    (current.status === "not_requested" || current.status === "rejected")
  ) {
    const problem = exploreRequestProblem(input);
    if (problem) throw invalid(problem);
    return { status: "requested" as const, requestedAt: new Date() };
  }
  if (input.exploreEnrollmentStatus === "not_requested" && current.status === "requested") {
    return { status: "not_requested" as const, requestedAt: null };
  }
  // Approved and rejected are the editors' decisions; repeating the current status changes nothing.
  return current;
}

/** The creator's full update of a paid organization; answers the organization as saved. */
export async function updateOrganization(
  { db, images, cache }: Stores,
  viewer: Viewer,
  target: string | ChangeAccess<"content">,
  input: UpdateOrganizationInput,
): Promise<OrganizationDto> {
  const { org, categoryRows: previous } =
    typeof target === "string" ? await requireChangeAccess(db, viewer, target, "content") : target;
  const id = org.id;
  requirePaid(org);

  const [known, city] = await db.batch([
    db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds)),
    db
      .select({ slug: cities.slug })
      .from(cities)
      .where(and(eq(cities.slug, input.primaryCity ?? ""), eq(cities.isIndexable, true))),
  ]);
  if (known.length !== input.categoryIds.length) throw invalid(message("organization.unknownCategory"));
  // A city chosen now must be published; the one it already has stays acceptable, so a save of what was read works.
  if (input.primaryCity && input.primaryCity !== org.primaryCity && city.length === 0) {
    throw invalid(message("organization.primaryCity"));
  }

  const rows = input.categoryIds.map((categoryId, position) => ({
    categoryId,
    position,
    detail: input.categoriesDetails[categoryId]?.trim() ?? "",
    imageKey: previous.find((row) => row.categoryId === categoryId)?.imageKey ?? null,
  }));
  const ordered = [...previous].sort((a, b) => a.position - b.position);
  const approved = storedContent(org, previous);
  const content = proposedContent(input, org);
  // The row's own reviewed fields; the categories are written apart.
  const { categories: _categories, ...proposed } = content;
  if (isReviewedListing(org)) {
    // The approved version stays as it is, public; the change waits for an editor.
    const pendingEdit = await saveForReview(db, viewer, org, approved, content);
    return {
      ...toOrganizationDto(org, previous),
      exploreRejectionReason: org.exploreRejectionReason,
      ...(pendingEdit ? { pendingEdit } : {}),
    };
  }
  const contentChanged = changedFields(approved, content).length > 0;
  const enrollment = nextEnrollment(org, input, contentChanged);
  // A save of exactly what was read writes nothing: not even the time of the last update.
  const unchanged =
    !contentChanged &&
    enrollment.status === org.exploreEnrollmentStatus &&
    JSON.stringify(ordered.map((row) => row.categoryId)) === JSON.stringify(input.categoryIds);
  if (unchanged) return { ...toOrganizationDto(org, previous), exploreRejectionReason: org.exploreRejectionReason };
  const backToReview = org.exploreEnrollmentStatus === "approved" && enrollment.status !== "approved";

  // The Explore and featured flags are the editors': an owner's save never sets them.
  const changes = {
    ...proposed,
    exploreEnrollmentStatus: enrollment.status,
    exploreEnrollmentRequestedAt: enrollment.requestedAt,
    updatedAt: new Date(),
  };
  // The category rows this save removes answer their image keys from the delete itself, so an image uploaded to one
  // of them meanwhile is deleted with it too.
  const [removedCategories] = await db.batch([
    db
      .delete(organizationCategories)
      .where(
        and(
          eq(organizationCategories.organizationId, id),
          notInArray(organizationCategories.categoryId, input.categoryIds),
        ),
      )
      .returning({ imageKey: organizationCategories.imageKey }),
    db.update(organizations).set(changes).where(eq(organizations.id, id)),
    // An edit left waiting from when it was an approved Explore company is outdated by this save.
    db.delete(organizationPendingEdits).where(eq(organizationPendingEdits.organizationId, id)),
    ...(backToReview
      ? [
          auditAfterChange(db, viewer, {
            action: "organization.review",
            targetType: "organization",
            targetId: id,
            summary: `${org.name} changed while approved for Explore: back to review`,
            before: { exploreEnrollmentStatus: org.exploreEnrollmentStatus, primaryCity: org.primaryCity },
            after: { exploreEnrollmentStatus: enrollment.status, primaryCity: proposed.primaryCity },
          }),
        ]
      : []),
    ...rows.map(({ categoryId, position, detail }) =>
      db
        .insert(organizationCategories)
        .values({ organizationId: id, categoryId, position, detail })
        .onConflictDoUpdate({
          target: [organizationCategories.organizationId, organizationCategories.categoryId],
          set: { position, detail },
        }),
    ),
  ]);
  // Images of categories the organization no longer has go with them.
  await discardImages(
    images,
    removedCategories.map((row) => row.imageKey),
  );
  await refreshActiveCountries(db, cache);
  return {
    ...toOrganizationDto({ ...org, ...changes }, rows),
    exploreRejectionReason: org.exploreRejectionReason,
  };
}

/**
 * An admin's featured and Explore flags, alone (a PUT with isFeatured or isExploreCompany). The Explore
 * flag lists an organization publicly, so it is never set on an unpaid one; the update repeats that check, so a
 * payment lapsing meanwhile cannot slip through. The audit row goes in the same batch.
 */
export async function setAdminFlags(
  { db, cache }: Omit<Stores, "images">,
  viewer: Viewer | null,
  target: string | ChangeAccess<"flags">,
  flags: AdminFlagsInput,
): Promise<OrganizationDto> {
  const admin = requireAdmin(viewer);
  const { org, categoryRows } = typeof target === "string" ? await loadOrganization(db, target, viewer) : target;
  const id = org.id;
  requireListableByAdmin(org, flags);
  const changes = { ...flags, updatedAt: new Date() };
  const listsUnpaid = flags.isExploreCompany === true && !org.isExploreCompany;
  const before = Object.fromEntries(Object.keys(flags).map((key) => [key, org[key as keyof AdminFlagsInput]]));
  const [result] = await db.batch([
    db
      .update(organizations)
      .set(changes)
      .where(and(eq(organizations.id, id), listsUnpaid ? eq(organizations.paymentStatus, "paid") : undefined)),
    auditAfterChange(db, admin, {
      action: "organization.flags",
      targetType: "organization",
      targetId: id,
      summary: `Set ${Object.entries(flags)
        .map(([key, value]) => `${key} ${value ? "on" : "off"}`)
        .join(", ")} for ${org.name}`,
      before,
      after: flags,
    }),
  ]);
  if (result.meta.changes === 0) requireListableByAdmin({ ...org, paymentStatus: "pending" }, flags);
  if (flags.isExploreCompany !== undefined && flags.isExploreCompany !== org.isExploreCompany) {
    await refreshActiveCountries(db, cache);
  }
  const updated = { ...org, ...changes };
  return toOrganizationDto(
    { ...updated, isListed: updated.paymentStatus === "paid" || updated.isExploreCompany },
    categoryRows,
  );
}

/**
 * A claimed Explore company is the editors' record, whoever pays for it: its claimer gives it up (deleting it, or
 * their account), never deletes it. It returns to unclaimed and unpaid, with its content, flags and images; the
 * audit row goes in the same batch as the change. Conditional on the claim still being this person's.
 */
export function releaseClaimStatements(
  db: Db,
  claimer: Pick<Viewer, "id" | "email">,
  org: Pick<Organization, "id" | "name" | "paymentStatus" | "subscriptionType">,
) {
  return [
    db
      .update(organizations)
      .set({
        claimedByUserId: null,
        createdBy: null,
        paymentStatus: "pending",
        subscriptionType: null,
        paidVia: null,
        updatedAt: new Date(),
      })
      .where(and(eq(organizations.id, org.id), eq(organizations.claimedByUserId, claimer.id))),
    auditAfterChange(db, claimer, {
      action: "organization.release",
      targetType: "organization",
      targetId: org.id,
      summary: `${claimer.email} gave up their claim on ${org.name}`,
      before: { claimedByUserId: claimer.id, paymentStatus: org.paymentStatus, subscriptionType: org.subscriptionType },
      after: { claimedByUserId: null, paymentStatus: "pending", subscriptionType: null },
    }),
  ] as const;
}

export async function deleteOrganization(
  { db, images, cache, config }: Stores & { config: Config },
  viewer: Viewer | null,
  id: string,
): Promise<void> {
  const { org } = await loadOrganization(db, id, viewer);
  requireEditor(org, viewer);
  if (isClaimedCompany(org)) {
    // "Deleting" a claimed company gives it up, as deleting the account does; its subscription is then orphaned and
    // canceled.
    await db.batch(releaseClaimStatements(db, viewer!, org));
    await cancelOrphanedSubscriptions(config, db, { organizationId: id });
    await refreshActiveCountries(db, cache);
    return;
  }
  // Category rows go with the organization (foreign key cascade); its subscriptions stay for accounting, unlinked.
  // Its image keys are read in the same batch as the delete, so an image stored meanwhile is deleted with the rest.
  const [categoryImages, [deleted]] = await db.batch([
    db
      .select({ key: organizationCategories.imageKey })
      .from(organizationCategories)
      .where(eq(organizationCategories.organizationId, id)),
    db
      .delete(organizations)
      .where(and(eq(organizations.id, id), isNull(organizations.claimedByUserId)))
      .returning({ logoKey: organizations.logoKey, bannerKey: organizations.bannerKey }),
  ]);
  // Nothing is billed for an organization that no longer exists.
  await cancelOrphanedSubscriptions(config, db);
  if (deleted) {
    await discardImages(images, [deleted.logoKey, deleted.bannerKey, ...categoryImages.map((row) => row.key)]);
  }
  await refreshActiveCountries(db, cache);
}

export type ImageSlot = { kind: "logo" } | { kind: "banner" } | { kind: "category"; categoryId: string };

/**
 * Stores an uploaded image under a key the server makes and points the organization (or its category) at it; the
 * object it replaces is deleted. `upload: null` removes the image. The row is written in the same batch that reads
 * the key it replaces, so of uploads sent at once each deletes the one it replaced and only the last stays.
 */
export async function setOrganizationImage(
  { db, images }: Pick<Stores, "db" | "images">,
  viewer: Viewer,
  id: string,
  slot: ImageSlot,
  source: UploadSource | null,
): Promise<string | null> {
  const { org, categoryRows } = await loadOrganization(db, id, viewer);
  requireEditor(org, viewer);
  requirePaid(org);
  if (source) await requireWithinLimits(db, [[`upload:${viewer.id}`, UPLOADS_PER_PERSON]]);
  const gone =
    slot.kind === "category"
      ? notFound(message("request.categoryNotOwned", slot.categoryId))
      : notFound(message("organization.notFound", id));
  if (slot.kind === "category" && !categoryRows.some((row) => row.categoryId === slot.categoryId)) throw gone;

  // Read only now: authorized, within the limits, and the slot exists.
  const upload = source ? await readSource(source) : null;
  const name = slot.kind === "category" ? `category-${slot.categoryId}` : slot.kind;
  const key = upload ? `organizations/${id}/${name}-${crypto.randomUUID()}.${upload.type.extension}` : null;
  if (upload && key) await putImage(images, key, upload);

  let replaced: { key: string | null }[];
  let changes: number;
  try {
    if (slot.kind === "category") {
      const where = and(
        eq(organizationCategories.organizationId, id),
        eq(organizationCategories.categoryId, slot.categoryId),
      );
      const [before, written] = await db.batch([
        db.select({ key: organizationCategories.imageKey }).from(organizationCategories).where(where),
        db.update(organizationCategories).set({ imageKey: key }).where(where),
      ]);
      [replaced, changes] = [before, written.meta.changes];
    } else {
      const column = slot.kind === "logo" ? organizations.logoKey : organizations.bannerKey;
      const [before, written] = await db.batch([
        db.select({ key: column }).from(organizations).where(eq(organizations.id, id)),
        db
          .update(organizations)
          .set({ [slot.kind === "logo" ? "logoKey" : "bannerKey"]: key, updatedAt: new Date() })
          .where(eq(organizations.id, id)),
      ]);
      [replaced, changes] = [before, written.meta.changes];
    }
  } catch (error) {
    await discardImages(images, [key]);
    throw error;
  }
  // The organization or the category went away meanwhile: nothing names the new object.
  if (changes === 0) {
    await discardImages(images, [key]);
    throw gone;
  }
  await discardImages(
    images,
    replaced.flatMap((row) => (row.key && row.key !== key ? [row.key] : [])),
  );
  return imageUrl(key);
}
