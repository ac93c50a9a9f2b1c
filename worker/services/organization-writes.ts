import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { OrganizationDto } from "../../contract/dto";
import { DEFAULT_CATEGORY_ID } from "../../contract/limits";
import { ORGANIZATION_MESSAGES } from "../../contract/messages";
import {
  type AdminFlagsInput,
  type CreateOrganizationInput,
  exploreRequestProblem,
  type UpdateOrganizationInput,
} from "../../contract/organization";
import type { Db } from "../db/client";
import { categories, cities, countries, type Organization, organizationCategories, organizations } from "../db/schema";
import { refreshActiveCountries } from "./active-countries";
import { invalid, notFound } from "./errors";
import { imageUrl } from "./images";
import { organizationWithCategories, parseCategoryRows, toOrganizationDto } from "./organizations";
import { requireAdmin, requireEditor, requirePaid, type Viewer } from "./permissions";

type Stores = { db: Db; images: R2Bucket; cache: KVNamespace };

/** The organization with its category rows, as stored. */
async function loadOrganization(db: Db, id: string) {
  const [row] = await db
    .select(organizationWithCategories)
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row) throw notFound(ORGANIZATION_MESSAGES.notFound(id));
  const { categoryRows, ...org } = row;
  return { org: org as Organization, categoryRows: parseCategoryRows(categoryRows) };
}

/** Creates an unpaid organization for its creator, with the single default category (SPEC.md §5). */
export async function createOrganization(
  { db, cache }: Omit<Stores, "images">,
  viewer: Viewer,
  input: CreateOrganizationInput,
): Promise<OrganizationDto> {
  // The input's schema checks the shape of the code; the country itself must be one the catalogue has.
  if (input.country !== "ALL") {
    const [country] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, input.country));
    if (!country) {
      const message = ORGANIZATION_MESSAGES.countryRequired;
      throw invalid(message, [{ path: "country", message }]);
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

/** The new enrolment status and request time, from what the owner asked and where the organization stands. */
function nextEnrollment(org: Organization, input: UpdateOrganizationInput) {
  const current = { status: org.exploreEnrollmentStatus, requestedAt: org.exploreEnrollmentRequestedAt };
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
  id: string,
  input: UpdateOrganizationInput,
): Promise<OrganizationDto> {
  const { org, categoryRows: previous } = await loadOrganization(db, id);
  requireEditor(org, viewer);
  requirePaid(org);

  const [known, city] = await db.batch([
    db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds)),
    db
      .select({ slug: cities.slug })
      .from(cities)
      .where(and(eq(cities.slug, input.primaryCity ?? ""), eq(cities.isIndexable, true))),
  ]);
  if (known.length !== input.categoryIds.length) throw invalid(ORGANIZATION_MESSAGES.unknownCategory);
  if (input.primaryCity && city.length === 0) throw invalid(ORGANIZATION_MESSAGES.primaryCity);
  const enrollment = nextEnrollment(org, input);

  const changes = {
    name: input.name,
    description: input.description,
    countryCode: input.country,
    location: input.location ?? null,
    foundedYear: input.foundedYear ?? null,
    entityType: input.entityType ?? org.entityType,
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
  };
  const rows = input.categoryIds.map((categoryId, position) => ({
    categoryId,
    position,
    detail: input.categoriesDetails[categoryId]?.trim() ?? "",
    imageKey: previous.find((row) => row.categoryId === categoryId)?.imageKey ?? null,
  }));
  await db.batch([
    db.update(organizations).set(changes).where(eq(organizations.id, id)),
    db
      .delete(organizationCategories)
      .where(
        and(
          eq(organizationCategories.organizationId, id),
          notInArray(organizationCategories.categoryId, input.categoryIds),
        ),
      ),
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
  const orphaned = previous.flatMap((row) =>
    row.imageKey && !input.categoryIds.includes(row.categoryId) ? [row.imageKey] : [],
  );
  if (orphaned.length > 0) await images.delete(orphaned);
  await refreshActiveCountries(db, cache);
  return toOrganizationDto({ ...org, ...changes }, rows);
}

/** An admin's featured and Explore flags, alone (SPEC.md §7: PUT with isFeatured or isExploreCompany). */
export async function setAdminFlags(
  { db, cache }: Omit<Stores, "images">,
  viewer: Viewer,
  id: string,
  flags: AdminFlagsInput,
): Promise<OrganizationDto> {
  requireAdmin(viewer);
  const { org, categoryRows } = await loadOrganization(db, id);
  const changes = { ...flags, updatedAt: new Date() };
  await db.update(organizations).set(changes).where(eq(organizations.id, id));
  await refreshActiveCountries(db, cache);
  const updated = { ...org, ...changes };
  return toOrganizationDto(
    { ...updated, isListed: updated.paymentStatus === "paid" || updated.isExploreCompany },
    categoryRows,
  );
}

export async function deleteOrganization(
  { db, images, cache }: Stores,
  viewer: Viewer | null,
  id: string,
): Promise<void> {
  const { org, categoryRows } = await loadOrganization(db, id);
  requireEditor(org, viewer);
  // Category rows go with the organization (foreign key cascade).
  await db.delete(organizations).where(eq(organizations.id, id));
  const keys = [org.logoKey, org.bannerKey, ...categoryRows.map((row) => row.imageKey)].filter((key): key is string =>
    Boolean(key),
  );
  if (keys.length > 0) await images.delete(keys);
  await refreshActiveCountries(db, cache);
}

export type ImageSlot = { kind: "logo" } | { kind: "banner" } | { kind: "category"; categoryId: string };

/**
 * Stores an uploaded image under a key the server makes and points the organization (or its category) at it; the
 * object it replaces is deleted. `upload: null` removes the image.
 */
export async function setOrganizationImage(
  { db, images }: Pick<Stores, "db" | "images">,
  viewer: Viewer,
  id: string,
  slot: ImageSlot,
  upload: { bytes: Uint8Array; type: { contentType: string; extension: string } } | null,
): Promise<string | null> {
  const { org, categoryRows } = await loadOrganization(db, id);
  requireEditor(org, viewer);
  requirePaid(org);

  let previous: string | null;
  if (slot.kind === "category") {
    const row = categoryRows.find((candidate) => candidate.categoryId === slot.categoryId);
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
