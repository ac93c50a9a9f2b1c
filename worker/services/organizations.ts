import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { badRequest, notFound } from "../api/errors";
import type { Db } from "../db/client";
import { categories, type Organization, organizationCategories, organizations } from "../db/schema";
import { imageUrl } from "./images";

/** Who is looking: decides whether an unpaid organization may be shown. */
export type Viewer = { id: string; role: string } | null;

export const MAX_FILTER_CATEGORIES = 7;
export const DEFAULT_PAGE_SIZE = 24;
// Each page loads its category rows with one IN (...) query; D1 binds at most 100 parameters.
export const MAX_PAGE_SIZE = 60;
export const DEFAULT_EXPLORE_LIMIT = 8;

type CategoryRow = typeof organizationCategories.$inferSelect;

/** The organization as the API and the pages see it (SPEC.md §3), with the category maps derived from its rows. */
export function toOrganizationDto(org: Organization, rows: CategoryRow[]) {
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

export type OrganizationDto = ReturnType<typeof toOrganizationDto>;

async function withCategories(db: Db, rows: Organization[]): Promise<OrganizationDto[]> {
  if (rows.length === 0) return [];
  const categoryRows = await db
    .select()
    .from(organizationCategories)
    .where(
      inArray(
        organizationCategories.organizationId,
        rows.map((row) => row.id),
      ),
    );
  const byOrg = Map.groupBy(categoryRows, (row) => row.organizationId);
  return rows.map((row) => toOrganizationDto(row, byOrg.get(row.id) ?? []));
}

// ---------------------------------------------------------------------------
// Public list with filters and keyset pagination
// ---------------------------------------------------------------------------

const categoryId = z.string().regex(/^[a-z0-9_]{1,64}$/, "Invalid category id");

export const listQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}|ALL)$/, "Invalid country code")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  categories: z
    .string()
    .optional()
    .transform((value) => [
      ...new Set(
        (value ?? "")
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(categoryId).max(MAX_FILTER_CATEGORIES, `You can filter by at most ${MAX_FILTER_CATEGORIES} categories`),
    ),
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(512).optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

type Cursor = { name: string; id: string };

function encodeCursor(cursor: Cursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([cursor.name, cursor.id]));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function decodeCursor(value: string): Cursor {
  try {
    const binary = atob(value.replaceAll("-", "+").replaceAll("_", "/"));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [name, id] = parsed;
      if (typeof name === "string" && typeof id === "string") return { name, id };
    }
  } catch {
    // fall through
  }
  throw badRequest("Invalid cursor");
}

/** The filters a public list applies: listed organizations, optionally in a country, having every category. */
function listFilters(query: Pick<ListQuery, "country" | "categories">): SQL[] {
  const filters: SQL[] = [eq(organizations.isListed, true)];
  if (query.country) filters.push(eq(organizations.countryCode, query.country));
  for (const id of query.categories) {
    filters.push(
      sql`exists (select 1 from ${organizationCategories} where ${organizationCategories.organizationId} = ${organizations.id} and ${organizationCategories.categoryId} = ${id})`,
    );
  }
  return filters;
}

/** The two queries behind a list page (exported so tests can check their query plans). */
export function listQueries(db: Db, query: ListQuery) {
  const filters = listFilters(query);
  const page = [...filters];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    page.push(sql`(${organizations.name}, ${organizations.id}) > (${cursor.name}, ${cursor.id})`);
  }
  return {
    total: db
      .select({ total: count() })
      .from(organizations)
      .where(and(...filters)),
    page: db
      .select()
      .from(organizations)
      .where(and(...page))
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(query.limit + 1),
  };
}

export async function listOrganizations(db: Db, query: ListQuery) {
  const { total, page } = listQueries(db, query);
  // One round trip: category validation, total and page.
  const [known, [totalRow], rows] = await db.batch([
    db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, query.categories.length > 0 ? query.categories : [""])),
    total,
    page,
  ]);
  const unknown = query.categories.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length > 0) throw badRequest(`Unknown category: ${unknown.join(", ")}`);

  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  const last = pageRows.at(-1);
  return {
    data: await withCategories(db, pageRows),
    meta: {
      total: totalRow?.total ?? 0,
      nextCursor: hasMore && last ? encodeCursor({ name: last.name, id: last.id }) : null,
    },
  };
}

// ---------------------------------------------------------------------------
// One organization
// ---------------------------------------------------------------------------

export function canSeeUnlisted(org: Pick<Organization, "createdBy">, viewer: Viewer): boolean {
  return viewer !== null && (viewer.role === "admin" || org.createdBy === viewer.id);
}

export async function getOrganization(db: Db, id: string, viewer: Viewer): Promise<OrganizationDto> {
  const [orgRows, categoryRows] = await db.batch([
    db.select().from(organizations).where(eq(organizations.id, id)).limit(1),
    db.select().from(organizationCategories).where(eq(organizationCategories.organizationId, id)),
  ]);
  const org = orgRows[0];
  // An unpaid organization is visible only to its creator and admins; to anyone else it does not exist.
  if (!org || (!org.isListed && !canSeeUnlisted(org, viewer))) {
    throw notFound(`Organization with ID "${id}" not found`);
  }
  return toOrganizationDto(org, categoryRows);
}

// ---------------------------------------------------------------------------
// Explore
// ---------------------------------------------------------------------------

export const exploreQuerySchema = z.object({
  city: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,64}$/, "Invalid city slug")
    .default("miami"),
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_EXPLORE_LIMIT),
  cacheBuster: z.string().optional(),
});

/**
 * A city's Explore companies. `featured: true` gives its anchors, `false` its emerging teams (newest first);
 * without it, anchors come first.
 */
export async function listExploreOrganizations(
  db: Db,
  options: { city: string; limit: number; featured?: boolean },
): Promise<OrganizationDto[]> {
  const filters = [eq(organizations.primaryCity, options.city), eq(organizations.isExploreCompany, true)];
  if (options.featured !== undefined) filters.push(eq(organizations.isFeatured, options.featured));
  const rows = await db
    .select()
    .from(organizations)
    .where(and(...filters))
    .orderBy(desc(organizations.isFeatured), desc(organizations.createdAt))
    .limit(options.limit);
  return withCategories(db, rows);
}

export async function countExploreOrganizations(db: Db, city: string) {
  const rows = await db
    .select({ featured: organizations.isFeatured, total: count() })
    .from(organizations)
    .where(and(eq(organizations.primaryCity, city), eq(organizations.isExploreCompany, true)))
    .groupBy(organizations.isFeatured);
  return {
    anchorCount: rows.find((row) => row.featured)?.total ?? 0,
    teamCount: rows.find((row) => !row.featured)?.total ?? 0,
  };
}
