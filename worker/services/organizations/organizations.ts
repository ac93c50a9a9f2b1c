import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { OrganizationDto } from "../../../contract/dto";
import type { Db } from "../../db/client";
import { type OrganizationRow, organizationRow, organizationWithCategories } from "../../db/organization-row";
import { type Organization, organizationCategories, organizations } from "../../db/schema";
import { imageUrl } from "../../platform/image-urls";
import { isAdmin, isCreator, requireVisibleOrganization, type Viewer } from "../access/permissions";
import { shownVerifiedDomain } from "../verification/domain-verification";

type CategoryRow = typeof organizationCategories.$inferSelect;
type CategoryFacts = Pick<CategoryRow, "categoryId" | "position" | "detail" | "imageKey">;

/** The organization as the API and the pages see it (docs/product/organizations.md), with the category maps derived from its rows. */
export function toOrganizationDto(org: Organization, rows: CategoryFacts[]): OrganizationDto {
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const categoriesOrder: Record<string, number> = {};
  const categoriesDetails: Record<string, string> = {};
  const categoryImages: Record<string, string> = {};
  for (const row of ordered) {
    categoriesOrder[row.categoryId] = row.position;
    if (row.detail) categoriesDetails[row.categoryId] = row.detail;
    const url = imageUrl(row.imageKey);
    if (url) categoryImages[row.categoryId] = url;
  }
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    logo: imageUrl(org.logoKey),
    bannerImage: imageUrl(org.bannerKey),
    country: org.countryCode,
    location: org.location,
    foundedYear: org.foundedYear,
    websiteUrl: org.websiteUrl,
    linkedinUrl: org.linkedinUrl,
    twitterUrl: org.twitterUrl,
    blogUrl: org.blogUrl,
    categoryIds: ordered.map((row) => row.categoryId),
    categoriesOrder,
    categoriesDetails,
    categoryImages,
    createdBy: org.createdBy,
    claimedByUserId: org.claimedByUserId,
    premium: org.claimedByUserId !== null,
    verifiedDomain: shownVerifiedDomain(org),
    isExploreCompany: org.isExploreCompany,
    isFeatured: org.isFeatured,
    editorNote: org.editorNote,
    exploreLinks: org.exploreLinks,
    exploreEnrollmentStatus: org.exploreEnrollmentStatus,
    exploreEnrollmentRequestedAt: org.exploreEnrollmentRequestedAt?.toISOString() ?? null,
    primaryCity: org.primaryCity,
    hasLocalPresence: org.hasLocalPresence,
    localPresenceCriteria: org.localPresenceCriteria,
    entityType: org.entityType,
    paymentStatus: org.paymentStatus,
    subscriptionType: org.subscriptionType,
    ...(org.isExploreCompany ? { status: org.claimedByUserId ? ("claimed" as const) : ("unclaimed" as const) } : {}),
    createdAt: org.createdAt.toISOString(),
    updatedAt: org.updatedAt.toISOString(),
  };
}

export function parseCategoryRows(json: string): CategoryFacts[] {
  return (JSON.parse(json) as [string, number, string, string | null][]).map(
    ([categoryId, position, detail, imageKey]) => ({ categoryId, position, detail, imageKey }),
  );
}

/** The fields only the creator and admins read (contract/dto.ts marks them private). */
const PRIVATE_FIELDS = [
  "createdBy",
  "claimedByUserId",
  "localPresenceCriteria",
  "paymentStatus",
  "subscriptionType",
  "exploreRejectionReason",
] as const;

/** An organization as anyone may read it: without who owns it, how it pays, or what the editors review. */
export function publicOrganization(dto: OrganizationDto): OrganizationDto {
  const visible = { ...dto };
  for (const field of PRIVATE_FIELDS) delete visible[field];
  return visible;
}

/** A row read for its creator (their own list) or an admin: every field. */
export function fromOwnRow({ categoryRows, ...org }: Organization & { categoryRows: string }): OrganizationDto {
  return toOrganizationDto(org, parseCategoryRows(categoryRows));
}

/** A row of a public list or lane, as the public reads it. */
export function fromRow({ categoryRows, ...org }: Organization & { categoryRows: string }): OrganizationDto {
  return publicOrganization(toOrganizationDto(org, parseCategoryRows(categoryRows)));
}

// ---------------------------------------------------------------------------
// Public list with filters and keyset pagination
// ---------------------------------------------------------------------------

/** Who owns an organization and how it pays: what the access rules read, whatever the viewer may see of it. */
export type OrganizationFacts = Pick<
  Organization,
  "createdBy" | "claimedByUserId" | "isExploreCompany" | "paymentStatus"
>;

/**
 * One organization as this viewer may read it (its private fields for its creator and admins only), with the facts
 * the access rules need. An unpaid organization is visible only to its creator and admins; to anyone else it does
 * not exist (404).
 */
export async function getOrganizationWithFacts(
  db: Db,
  id: string,
  viewer: Viewer | null,
): Promise<{ org: OrganizationDto; facts: OrganizationFacts }> {
  const [row] = await organizationRow(db, id);
  return withFacts(row, id, viewer);
}

/** The organization of a row (organizationRow) as this viewer may see it, with the facts access rules read; 404 else. */
export function withFacts(
  found: OrganizationRow | undefined,
  id: string,
  viewer: Viewer | null,
): { org: OrganizationDto; facts: OrganizationFacts } {
  const row = requireVisibleOrganization(found, id, viewer);
  const { categoryRows: _rows, ...org } = row;
  const facts = {
    createdBy: org.createdBy,
    claimedByUserId: org.claimedByUserId,
    isExploreCompany: org.isExploreCompany,
    paymentStatus: org.paymentStatus,
  };
  const full = fromOwnRow(row);
  // An editor's reason for refusing the Explore request is for the owner (and the editors), not the public.
  if (isCreator(org, viewer) || isAdmin(viewer)) {
    return { org: { ...full, exploreRejectionReason: org.exploreRejectionReason }, facts };
  }
  return { org: publicOrganization(full), facts };
}

export async function getOrganization(db: Db, id: string, viewer: Viewer | null): Promise<OrganizationDto> {
  return (await getOrganizationWithFacts(db, id, viewer)).org;
}

// ---------------------------------------------------------------------------
// Explore
// ---------------------------------------------------------------------------

/**
 * On its city's lanes, and counted there: an Explore company, unless a change its owner made waits for an editor's
 * review (organization-writes.ts nextEnrollment), so an approval is never shown for words or a city it was not given.
 */
export const onExploreLanes = sql`(${organizations.isExploreCompany} = 1 and ${organizations.exploreEnrollmentStatus} <> 'requested')`;

/** `topics`: when given, an organization matches when it has any of these categories. */
type ExploreOptions = { city: string; limit: number; featured?: boolean; topics?: string[] };

function exploreWhere(options: Omit<ExploreOptions, "limit">) {
  const topics = options.topics ?? [];
  return and(
    eq(organizations.primaryCity, options.city),
    onExploreLanes,
    options.featured === undefined ? undefined : eq(organizations.isFeatured, options.featured),
    topics.length > 0
      ? sql`exists (select 1 from ${organizationCategories} where ${organizationCategories.organizationId} = ${organizations.id} and ${inArray(organizationCategories.categoryId, topics)})`
      : undefined,
  );
}

/**
 * A city's Explore companies. `featured: true` gives its anchors, `false` its emerging teams (newest first);
 * without it, anchors come first.
 */
export function exploreQuery(db: Db, options: ExploreOptions) {
  return db
    .select(organizationWithCategories)
    .from(organizations)
    .where(exploreWhere(options))
    .orderBy(desc(organizations.isFeatured), desc(organizations.createdAt))
    .limit(options.limit);
}

/** How many of a city's Explore companies (those with any of `topics`, when given) are anchors and how many teams. */
export function exploreTotalsQuery(db: Db, options: { city: string; topics?: string[] }) {
  return db
    .select({ featured: organizations.isFeatured, total: count() })
    .from(organizations)
    .where(exploreWhere(options))
    .groupBy(organizations.isFeatured);
}

export async function listExploreOrganizations(db: Db, options: ExploreOptions): Promise<OrganizationDto[]> {
  return (await exploreQuery(db, options)).map(fromRow);
}
