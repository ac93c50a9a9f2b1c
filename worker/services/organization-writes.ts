import { and, eq, inArray, notInArray } from "drizzle-orm";
import { ApiError, badRequest, forbidden, notFound } from "../api/errors";
import type { Db } from "../db/client";
import { categories, cities, type Organization, organizationCategories, organizations } from "../db/schema";
import { DEFAULT_CATEGORY_ID } from "../limits";
import { refreshActiveCountries } from "./active-countries";
import { imageUrl } from "./images";
import {
  type createOrganizationInput,
  exploreRequestProblem,
  type UpdateOrganizationInput,
} from "./organization-input";
import { getOrganization, type Viewer } from "./organizations";

export const EDIT_FORBIDDEN = "You don't have permission to edit this organization";

type Stores = { db: Db; images: R2Bucket; cache: KVNamespace };

async function loadOrganization(db: Db, id: string): Promise<Organization> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!org) throw notFound(`Organization with ID "${id}" not found`);
  return org;
}

/** Only the creator edits, deletes and uploads (SPEC.md §6); admins change flags only, through setAdminFlags. */
export function requireOwner(org: Pick<Organization, "createdBy">, viewer: Viewer): void {
  if (!viewer || org.createdBy !== viewer.id) throw forbidden(EDIT_FORBIDDEN);
}

/** An unpaid organization shows a payment gate instead of the form; the API holds the same line. */
function requirePaid(org: Pick<Organization, "paymentStatus">): void {
  if (org.paymentStatus !== "paid") {
    throw new ApiError(403, "Choose a plan to edit this organization", "PAYMENT_REQUIRED");
  }
}

export async function createOrganization(
  { db, cache }: Omit<Stores, "images">,
  userId: string,
  input: ReturnType<typeof createOrganizationInput.parse>,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(organizations).values({
      id,
      name: input.name,
      description: input.description,
      countryCode: input.country,
      createdBy: userId,
      paymentStatus: "pending",
    }),
    // Every organization starts with the single default category (SPEC.md §5); the owner picks real ones next.
    db.insert(organizationCategories).values({ organizationId: id, categoryId: DEFAULT_CATEGORY_ID, position: 0 }),
  ]);
  await refreshActiveCountries(db, cache);
  return id;
}

/** The new enrolment status and request time, from what the owner asked and where the organization stands. */
function nextEnrollment(org: Organization, input: UpdateOrganizationInput) {
  const current = { status: org.exploreEnrollmentStatus, requestedAt: org.exploreEnrollmentRequestedAt };
  if (
    input.exploreEnrollmentStatus === "requested" &&
    (current.status === "not_requested" || current.status === "rejected")
  ) {
    const problem = exploreRequestProblem(input);
    if (problem) throw badRequest(problem);
    return { status: "requested" as const, requestedAt: new Date() };
  }
  if (input.exploreEnrollmentStatus === "not_requested" && current.status === "requested") {
    return { status: "not_requested" as const, requestedAt: null };
  }
  // Approved and rejected are the editors' decisions; repeating the current status changes nothing.
  return current;
}

export async function updateOrganization(
  { db, images, cache }: Stores,
  viewer: Viewer,
  id: string,
  input: UpdateOrganizationInput,
) {
  const org = await loadOrganization(db, id);
  requireOwner(org, viewer);
  requirePaid(org);

  const [known, city, previous] = await db.batch([
    db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds)),
    db
      .select({ slug: cities.slug })
      .from(cities)
      .where(and(eq(cities.slug, input.primaryCity ?? ""), eq(cities.isIndexable, true))),
    db.select().from(organizationCategories).where(eq(organizationCategories.organizationId, id)),
  ]);
  if (known.length !== input.categoryIds.length) throw badRequest("Unknown category");
  if (input.primaryCity && city.length === 0) throw badRequest("Please select a primary Explore city");
  const enrollment = nextEnrollment(org, input);

  const removed = previous.filter((row) => !input.categoryIds.includes(row.categoryId));
  await db.batch([
    db
      .update(organizations)
      .set({
        name: input.name,
        description: input.description,
        countryCode: input.country,
        location: input.location ?? null,
        foundedYear: input.foundedYear ?? null,
        ...(input.entityType ? { entityType: input.entityType } : {}),
        websiteUrl: input.websiteUrl,
        linkedinUrl: input.linkedinUrl,
        twitterUrl: input.twitterUrl,
        blogUrl: input.blogUrl,
        primaryCity: input.primaryCity ?? null,
        hasLocalPresence: input.hasLocalPresence,
        localPresenceCriteria: input.localPresenceCriteria,
        exploreEnrollmentStatus: enrollment.status,
        exploreEnrollmentRequestedAt: enrollment.requestedAt,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, id)),
    db
      .delete(organizationCategories)
      .where(
        and(
          eq(organizationCategories.organizationId, id),
          notInArray(organizationCategories.categoryId, input.categoryIds),
        ),
      ),
    ...input.categoryIds.map((categoryId, position) => {
      const detail = input.categoriesDetails[categoryId]?.trim() ?? "";
      return db
        .insert(organizationCategories)
        .values({ organizationId: id, categoryId, position, detail })
        .onConflictDoUpdate({
          target: [organizationCategories.organizationId, organizationCategories.categoryId],
          set: { position, detail },
        });
    }),
  ]);
  // Images of categories the organization no longer has go with them.
  const orphaned = removed.flatMap((row) => (row.imageKey ? [row.imageKey] : []));
  if (orphaned.length > 0) await images.delete(orphaned);
  await refreshActiveCountries(db, cache);
  return getOrganization(db, id, viewer);
}

export async function setAdminFlags(
  { db, cache }: Omit<Stores, "images">,
  id: string,
  flags: { isFeatured?: boolean; isExploreCompany?: boolean },
) {
  await loadOrganization(db, id);
  await db
    .update(organizations)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(organizations.id, id));
  await refreshActiveCountries(db, cache);
  return getOrganization(db, id, null);
}

export async function deleteOrganization({ db, images, cache }: Stores, viewer: Viewer, id: string): Promise<void> {
  const org = await loadOrganization(db, id);
  requireOwner(org, viewer);
  const categoryImages = await db
    .select({ key: organizationCategories.imageKey })
    .from(organizationCategories)
    .where(eq(organizationCategories.organizationId, id));
  // Category rows go with the organization (foreign key cascade).
  await db.delete(organizations).where(eq(organizations.id, id));
  const keys = [org.logoKey, org.bannerKey, ...categoryImages.map((row) => row.key)].filter((key): key is string =>
    Boolean(key),
  );
  if (keys.length > 0) await images.delete(keys);
  await refreshActiveCountries(db, cache);
}

export type ImageSlot = { kind: "logo" } | { kind: "banner" } | { kind: "category"; categoryId: string };

/**
 * Stores an uploaded image under a key the server makes and points the organization (or its category) at it; the
 * object it replaces is deleted. `bytes: null` removes the image.
 */
export async function setOrganizationImage(
  { db, images }: Pick<Stores, "db" | "images">,
  viewer: Viewer,
  id: string,
  slot: ImageSlot,
  upload: { bytes: Uint8Array; type: { contentType: string; extension: string } } | null,
): Promise<string | null> {
  const org = await loadOrganization(db, id);
  requireOwner(org, viewer);
  requirePaid(org);

  let previous: string | null;
  if (slot.kind === "category") {
    const [row] = await db
      .select({ imageKey: organizationCategories.imageKey })
      .from(organizationCategories)
      .where(
        and(eq(organizationCategories.organizationId, id), eq(organizationCategories.categoryId, slot.categoryId)),
      );
    if (!row) throw notFound(`Category "${slot.categoryId}" is not one of this organization's categories`);
    previous = row.imageKey;
  } else {
    previous = slot.kind === "logo" ? org.logoKey : org.bannerKey;
  }

  const name = slot.kind === "category" ? `category-${slot.categoryId}` : slot.kind;
  const key = upload ? `organizations/${id}/${name}-${crypto.randomUUID()}.${upload.type.extension}` : null;
  if (upload && key) await images.put(key, upload.bytes, { httpMetadata: { contentType: upload.type.contentType } });

  if (slot.kind === "category") {
    await db
      .update(organizationCategories)
      .set({ imageKey: key })
      .where(
        and(eq(organizationCategories.organizationId, id), eq(organizationCategories.categoryId, slot.categoryId)),
      );
  } else {
    await db
      .update(organizations)
      .set({ [slot.kind === "logo" ? "logoKey" : "bannerKey"]: key, updatedAt: new Date() })
      .where(eq(organizations.id, id));
  }
  if (previous) await images.delete(previous);
  return imageUrl(key);
}
