import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, integer, type SQLiteColumn, sqliteTable } from "drizzle-orm/sqlite-core";
import type { DirectoryFilterQuery, DirectoryQuery } from "../../contract/directory";
import type { OrganizationDto } from "../../contract/dto";
import {
  COUNT_CAP,
  COUNT_SCAN,
  PAGE_SCAN,
  SEARCH_MAX_WORDS,
  SEARCH_MIN_WORD,
  SEARCH_PREFIX_MIN,
  SEARCH_SCAN,
} from "../../contract/limits";
import { ORGANIZATION_MESSAGES } from "../../contract/messages";
import type { Db } from "../db/client";
import { directoryCounts, type Organization, organizationCategories, organizations } from "../db/schema";
import { getCategorySizes } from "./directory-counts";
import { shownVerifiedDomain } from "./domain-verification";
import { invalid, notFound } from "./errors";
import { imageUrl } from "./images";
import { canSeeOrganization, isAdmin, isCreator, type Viewer } from "./permissions";
import { getReferenceData } from "./reference";

type CategoryRow = typeof organizationCategories.$inferSelect;
type CategoryFacts = Pick<CategoryRow, "categoryId" | "position" | "detail" | "imageKey">;

/** The organization as the API and the pages see it (SPEC.md §3), with the category maps derived from its rows. */
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

/**
 * Selected with every organization: its category rows as one JSON array, so a page of organizations is one query
 * instead of one for the organizations and one for their categories.
 */
const categoryRowsJson = sql<string>`(select json_group_array(json_array(${organizationCategories.categoryId}, ${organizationCategories.position}, ${organizationCategories.detail}, ${organizationCategories.imageKey})) from ${organizationCategories} where ${organizationCategories.organizationId} = ${organizations.id})`;

export const organizationWithCategories = { ...getTableColumns(organizations), categoryRows: categoryRowsJson };

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
  throw invalid("Invalid cursor");
}

const oc = alias(organizationCategories, "oc");

export function hasCategory(organizationId: SQLWrapper, categoryId: string): SQL {
  return sql`exists (select 1 from ${organizationCategories} where ${organizationCategories.organizationId} = ${organizationId} and ${organizationCategories.categoryId} = ${categoryId})`;
}

/**
 * An FTS5 query for what a person typed: every word must match. Words are quoted, so FTS5 operators in the input are
 * plain text. Bounded so that no search walks the whole index: words under SEARCH_MIN_WORD characters are left out
 * (a one-letter prefix would match nearly every row), at most SEARCH_MAX_WORDS words are used, and only the last
 * word (the one being typed) is a prefix ("clim" finds "climate"), from SEARCH_PREFIX_MIN characters on.
 */
export function toFtsQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= SEARCH_MIN_WORD)
    .slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return null;
  return words
    .map((word, index) => (index === words.length - 1 && word.length >= SEARCH_PREFIX_MIN ? `"${word}"*` : `"${word}"`))
    .join(" ");
}

/** The full-text index (migration 0002), for joins: it is not part of the drizzle schema, which would create it. */
const organizationsFts = sqliteTable("organizations_fts", { rowid: integer("rowid").notNull() });

/**
 * The organization matches what a person typed (toFtsQuery), checked on one organization's row through the index's
 * rowid: for filtering a few known candidates, not for finding matches. Text with no usable word matches nothing, as
 * in the directory's search.
 */
export function matchesText(text: string): SQL {
  const fts = toFtsQuery(text);
  if (!fts) return sql`0`;
  return sql`exists (select 1 from ${organizationsFts} where ${organizationsFts} match ${fts} and ${organizationsFts.rowid} = ${organizations}.rowid)`;
}

function afterCursor(cursor: string | undefined, columns: { name: SQLWrapper; id: SQLWrapper }): SQL | undefined {
  if (!cursor) return undefined;
  const { name, id } = decodeCursor(cursor);
  return sql`(${columns.name}, ${columns.id}) > (${name}, ${id})`;
}

/**
 * How many listed organizations each category has (in a country), for choosing which category's index range a
 * query starts from: the smallest. Only a plan: a stale or missing figure makes a query slower, never wrong.
 */
export type CategorySizes = (categoryId: string, country: string | undefined) => number;

/** The selected categories, smallest range first (as given when there are no sizes). */
function smallestFirst(categories: string[], country: string | undefined, sizes?: CategorySizes): string[] {
  if (!sizes) return categories;
  return [...categories].sort((a, b) => sizes(a, country) - sizes(b, country));
}

/** The columns of organization_categories (or an alias of it) the filter index covers. */
type FilterColumns = Record<"categoryId" | "isListed" | "countryCode" | "categorySet", SQLiteColumn>;

/** The organization of this filter-index entry also has `categoryId` (read from the entry's category_set). */
function alsoHas(table: FilterColumns, categoryId: string): SQL {
  return sql`instr(${table.categorySet}, ${`,${categoryId},`}) > 0`;
}

/** One category's range of the filter index (listed, optionally in a country), with the other categories checked. */
function categoryRange(table: FilterColumns, query: DirectoryFilterQuery, sizes?: CategorySizes) {
  const [driver, ...others] = smallestFirst(query.categories, query.country, sizes);
  return {
    driver: driver ?? "",
    where: and(
      eq(table.categoryId, driver ?? ""),
      eq(table.isListed, true),
      query.country ? eq(table.countryCode, query.country) : undefined,
    ),
    others: and(...others.map((categoryId) => alsoHas(table, categoryId))),
  };
}

// ---------------------------------------------------------------------------
// Search: one bounded candidate set, read once, shared by the page, the total and the facets
// ---------------------------------------------------------------------------

/**
 * The first SEARCH_SCAN + 1 full-text matches (FTS5 gives them in rowid order), each with whether it passes the
 * other filters (listed, country, every selected category). Evaluating the full-text query is the costly part of a
 * search (a prefix of a common word merges many terms' lists), so it runs once per request, in this query; the page
 * and the facets then read the matching ids (see readSearchMatches). CROSS JOIN keeps the candidates outside:
 * SQLite would otherwise walk the list index in name order and probe the candidates.
 */
export function searchMatchesQuery(db: Db, query: DirectoryFilterQuery) {
  const fts = query.q ? toFtsQuery(query.q) : null;
  const candidates = db
    .select({ rowid: organizationsFts.rowid })
    .from(organizationsFts)
    .where(fts ? sql`${organizationsFts} match ${fts}` : sql`0`)
    .limit(SEARCH_SCAN + 1)
    .as("candidates");
  return db
    .select({
      id: organizations.id,
      matches: sql<number>`${and(
        eq(organizations.isListed, true),
        query.country ? eq(organizations.countryCode, query.country) : undefined,
        ...query.categories.map((categoryId) => hasCategory(organizations.id, categoryId)),
      )}`.as("matches"),
    })
    .from(candidates)
    .crossJoin(organizations)
    .where(sql`${organizations}.rowid = ${candidates.rowid}`)
    .orderBy(candidates.rowid);
}

/** What a search considered: the ids that pass the filters, and whether the full-text matches went past SEARCH_SCAN. */
export type SearchMatches = { ids: string[]; more: boolean };

export function toSearchMatches(rows: { id: string; matches: number }[]): SearchMatches {
  return {
    ids: rows
      .slice(0, SEARCH_SCAN)
      .filter((row) => Boolean(row.matches))
      .map((row) => row.id),
    more: rows.length > SEARCH_SCAN,
  };
}

export async function readSearchMatches(db: Db, query: DirectoryFilterQuery): Promise<SearchMatches> {
  return toSearchMatches(await searchMatchesQuery(db, query));
}

/** The ids as one bound parameter (D1 binds at most 100), read with json_each. */
const idList = (ids: string[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

/**
 * A page of a search: the matching ids ordered by (name, id) from the cursor on, `limit + 1` of them picked first,
 * then their organizations and categories read for the picked rows only.
 */
export function searchPageQuery(db: Db, matches: SearchMatches, query: DirectoryQuery) {
  const picked = db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(sql`${organizations.id} in ${idList(matches.ids)}`, afterCursor(query.cursor, organizations)))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(query.limit + 1)
    .as("picked");
  return db
    .select(organizationWithCategories)
    .from(picked)
    .innerJoin(organizations, eq(organizations.id, picked.id))
    .orderBy(asc(picked.name), asc(picked.id));
}

/** Facet counts of a search: the categories of its matching ids. */
export function searchFacetQuery(db: Db, matches: SearchMatches) {
  const facet = alias(organizationCategories, "facet");
  return db
    .select({ categoryId: facet.categoryId, total: count() })
    .from(facet)
    .where(sql`${facet.organizationId} in ${idList(matches.ids)}`)
    .groupBy(facet.categoryId);
}

/**
 * A search's total: the matches among the first SEARCH_SCAN full-text matches, exact when there were no more, a
 * lower bound ("412+") otherwise.
 */
export function searchTotal(matches: SearchMatches) {
  return {
    total: Math.min(matches.ids.length, COUNT_CAP),
    totalCapped: matches.more || matches.ids.length > COUNT_CAP,
  };
}

/** How a total was counted: exact (from directory_counts, or every match read), or a lower bound. */
export type Counting = "exact" | "capped";

/**
 * The listed organizations having every selected category (two or more), at most COUNT_CAP + 1 of them, read from
 * the first COUNT_SCAN entries of the smallest selected category's range (the others checked on the entry).
 * `rangeSize` is directory_counts' size of that category, so a count below COUNT_CAP is known exact or a lower bound.
 */
function categoryMatches(db: Db, query: DirectoryFilterQuery, sizes?: CategorySizes) {
  const range = categoryRange(oc, query, sizes);
  const scanned = db
    .select({ id: oc.organizationId, categorySet: oc.categorySet })
    .from(oc)
    .where(range.where)
    .limit(COUNT_SCAN)
    .as("scanned");
  return {
    bound: COUNT_SCAN,
    rangeSize: sql<number>`coalesce((select ${directoryCounts.total} from ${directoryCounts} where ${directoryCounts.countryCode} = ${query.country ?? ""} and ${directoryCounts.categoryId} = ${range.driver}), 0)`,
    ids: db
      .select({ id: scanned.id, categorySet: scanned.categorySet })
      .from(scanned)
      .where(
        and(
          ...smallestFirst(query.categories, query.country, sizes)
            .slice(1)
            .map((categoryId) => sql`instr(${scanned.categorySet}, ${`,${categoryId},`}) > 0`),
        ),
      )
      .limit(COUNT_CAP + 1),
  };
}

/**
 * Beside the facet counts of two or more categories, the total needs no walk of its own: every match has every
 * selected category, so the facet count of any selected one is the number of matches (up to COUNT_CAP + 1, the same
 * bounded walk). What is left to read is how long the walked range is: one row of directory_counts, for the
 * category facetQuery's walk starts from (the same plan, from the same sizes).
 */
export function rangeSizeQuery(db: Db, query: DirectoryFilterQuery, sizes?: CategorySizes) {
  const [driver] = smallestFirst(query.categories, query.country, sizes);
  return db
    .select({ rangeSize: directoryCounts.total })
    .from(directoryCounts)
    .where(and(eq(directoryCounts.countryCode, query.country ?? ""), eq(directoryCounts.categoryId, driver ?? "")));
}

/** The total of two or more categories from their facet counts and the range size (see rangeSizeQuery). */
export function totalFromFacets(
  facetRows: { categoryId: string; total: number }[],
  query: DirectoryFilterQuery,
  rangeRow: { rangeSize: number } | undefined,
): TotalRow {
  const counted = facetRows.find((row) => row.categoryId === query.categories[0])?.total ?? 0;
  return { total: counted, rangeSize: rangeRow?.rangeSize ?? 0, bound: COUNT_SCAN };
}

/**
 * The total behind a list: without a search and with at most one category, one row of directory_counts (exact,
 * whatever the size of the directory); otherwise the capped matches counted, with how far their range went.
 * Rows: `{ total, rangeSize, bound }`; see toTotal.
 */
export function totalQuery(db: Db, query: DirectoryFilterQuery, sizes?: CategorySizes) {
  if (query.q) throw new Error("A search is counted from its matches (searchTotal)");
  if (query.categories.length <= 1) {
    return {
      counting: "exact" as Counting,
      total: db
        .select({
          total: directoryCounts.total,
          rangeSize: sql<number>`0`.as("range_size"),
          bound: sql<number>`0`.as("bound"),
        })
        .from(directoryCounts)
        .where(
          and(
            eq(directoryCounts.countryCode, query.country ?? ""),
            eq(directoryCounts.categoryId, query.categories[0] ?? ""),
          ),
        ),
    };
  }
  const { ids, rangeSize, bound } = categoryMatches(db, query, sizes);
  const matches = ids.as("matches");
  return {
    counting: "capped" as Counting,
    total: db
      .select({
        total: count().as("total"),
        rangeSize: rangeSize.as("range_size"),
        bound: sql<number>`${sql.raw(String(bound))}`.as("bound"),
      })
      .from(matches),
  };
}

/**
 * The queries behind a list page: listed organizations, optionally in a country, having every selected category
 * and matching the search text (exported so tests can check their query plans), and their total (see totalQuery).
 * Without categories, pages read the organizations index in (name, id) order; with categories, the smallest selected
 * category's range of the filter index (every category's range is in list order), the others checked on the entry.
 * Not for a search: see searchMatchesQuery.
 */
export function listQueries(db: Db, query: DirectoryQuery, sizes?: CategorySizes) {
  const { total, counting } = totalQuery(db, query, sizes);
  if (query.categories.length === 0) {
    return {
      total,
      counting,
      page: db
        .select(organizationWithCategories)
        .from(organizations)
        .where(
          and(
            eq(organizations.isListed, true),
            query.country ? eq(organizations.countryCode, query.country) : undefined,
            afterCursor(query.cursor, organizations),
          ),
        )
        .orderBy(asc(organizations.name), asc(organizations.id))
        .limit(query.limit + 1),
    };
  }
  // Several categories: a bounded walk of the smallest selected category's range (see categoryPage).
  return { total, counting, ...categoryPage(db, query, sizes) };
}

/**
 * A page of a list by several categories, read from at most PAGE_SCAN entries of the smallest selected category's
 * range from the cursor on (in list order), the other categories checked on each entry. `walkEnd` is the walk's
 * PAGE_SCAN-th entry, when the range goes that far: a page that stops there holds the matches found so far (few or
 * none in a sparse intersection) and the next page goes on after that entry (see toPage). The page's bound is that
 * entry, or the range's last one when it is shorter, a row value the index range stops at: an empty intersection
 * costs PAGE_SCAN index entries per page, not the whole range.
 */
export function categoryPage(db: Db, query: DirectoryQuery, sizes?: CategorySizes) {
  const range = categoryRange(oc, query, sizes);
  const walk = alias(organizationCategories, "walk");
  const walkRange = categoryRange(walk, query, sizes);
  const walkFrom = and(walkRange.where, afterCursor(query.cursor, { name: walk.name, id: walk.organizationId }));
  const walkEnd = db
    .select({ name: walk.name, id: walk.organizationId })
    .from(walk)
    .where(walkFrom)
    .orderBy(asc(walk.name), asc(walk.organizationId))
    .limit(1)
    .offset(PAGE_SCAN - 1);
  const rangeLast = db
    .select({ name: walk.name, id: walk.organizationId })
    .from(walk)
    .where(walkFrom)
    .orderBy(desc(walk.name), desc(walk.organizationId))
    .limit(1);
  // The walk's last entry: the PAGE_SCAN-th, else (a shorter range) the range's last. UNION ALL reads its branches
  // in order, so LIMIT 1 takes the second only when the first has no row.
  const bound = sql`(select * from ${walkEnd} union all select * from ${rangeLast} limit 1)`;
  return {
    walkEnd,
    page: db
      .select(organizationWithCategories)
      .from(oc)
      .innerJoin(organizations, eq(organizations.id, oc.organizationId))
      .where(
        and(
          range.where,
          afterCursor(query.cursor, { name: oc.name, id: oc.organizationId }),
          sql`(${oc.name}, ${oc.organizationId}) <= ${bound}`,
          range.others,
        ),
      )
      .orderBy(asc(oc.name), asc(oc.organizationId))
      .limit(query.limit + 1),
  };
}

type PageRow = Organization & { categoryRows: string };

export type TotalRow = { total: number; rangeSize: number; bound: number };

/**
 * A total as the API and the pages show it. Counted exactly, as is. Capped: more than COUNT_CAP matches is
 * "COUNT_CAP or more"; fewer, read from a range longer than its bound, is "at least this many". Both set
 * `totalCapped`, which the pages show as "1,000+".
 */
export function toTotal(row: TotalRow | undefined, counting: Counting) {
  const counted = row?.total ?? 0;
  if (counting === "exact") return { total: counted, totalCapped: false };
  if (counted > COUNT_CAP) return { total: COUNT_CAP, totalCapped: true };
  return { total: counted, totalCapped: (row?.rangeSize ?? 0) > (row?.bound ?? 0) };
}

/**
 * A page of results from the rows of `listQueries` (which fetches one row more than the limit to detect more). With
 * more rows than the limit, the next page starts after the last one shown; a several-category page whose walk
 * stopped at its bound (`walkEnd`, see categoryPage) first goes on from where the walk stopped, however few rows
 * it found.
 */
export function toPage(
  rows: PageRow[],
  totalRow: TotalRow | undefined,
  counting: Counting,
  limit: number,
  walkEnd?: Cursor,
  counted?: { total: number; totalCapped: boolean },
) {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  const next = hasMore ? last : walkEnd;
  return {
    data: pageRows.map(fromRow),
    meta: {
      ...(counted ?? toTotal(totalRow, counting)),
      nextCursor: next ? encodeCursor({ name: next.name, id: next.id }) : null,
    },
  };
}

export async function listOrganizations(db: Db, query: DirectoryQuery) {
  const { categories: catalogue } = await getReferenceData(db);
  const known = new Set(catalogue.map((category) => category.id));
  const unknown = query.categories.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalid(`Unknown category: ${unknown.join(", ")}`);
  if (query.q) {
    // Two round trips: the full-text query once, then the page of its matches.
    const matches = await readSearchMatches(db, query);
    const rows = await searchPageQuery(db, matches, query);
    return toPage(rows, undefined, "exact", query.limit, undefined, searchTotal(matches));
  }
  const sizes = await getCategorySizes(db);
  const list = listQueries(db, query, sizes);
  // One round trip: total and page (and where a bounded walk stopped).
  if ("walkEnd" in list) {
    const [[totalRow], rows, [end]] = await db.batch([list.total, list.page, list.walkEnd]);
    return toPage(rows, totalRow, list.counting, query.limit, end);
  }
  const [[totalRow], rows] = await db.batch([list.total, list.page]);
  return toPage(rows, totalRow, list.counting, query.limit);
}

/**
 * Facet counts: for every category, how many organizations would match if it were added to the current filters
 * (country, selected categories). Categories missing from the result would give zero. Without categories, rows of
 * directory_counts for the unfiltered and country-only cases (exact); otherwise the category sets of the capped
 * matches (see categoryMatches): exact while the total is, lower bounds once it is capped. A search's facets are
 * read from its matches (searchFacetQuery).
 */
export function facetQuery(db: Db, query: DirectoryFilterQuery, sizes?: CategorySizes) {
  if (query.q) throw new Error("A search's facets are read from its matches (searchFacetQuery)");
  if (query.categories.length === 0) {
    return db
      .select({ categoryId: directoryCounts.categoryId, total: directoryCounts.total })
      .from(directoryCounts)
      .where(
        and(
          eq(directoryCounts.countryCode, query.country ?? ""),
          sql`${directoryCounts.categoryId} > ''`,
          sql`${directoryCounts.total} > 0`,
        ),
      );
  }
  // The matches' category sets, split: no further read of the table.
  const matches = categoryMatches(db, query, sizes).ids.as("matches");
  const member = sql`json_each('["' || replace(trim(${matches.categorySet}, ','), ',', '","') || '"]')`;
  return db
    .select({ categoryId: sql<string>`member.value`, total: count() })
    .from(matches)
    .innerJoin(sql`${member} as member`, sql`1`)
    .groupBy(sql`member.value`);
}

/** Facet counts for the filters, and whether they are lower bounds (the total is capped). */
export async function facetCounts(db: Db, query: DirectoryFilterQuery) {
  if (query.q) {
    const matches = await readSearchMatches(db, query);
    const rows = await searchFacetQuery(db, matches);
    return {
      counts: new Map(rows.map((row) => [row.categoryId, row.total])),
      capped: searchTotal(matches).totalCapped,
    };
  }
  const sizes = await getCategorySizes(db);
  if (query.categories.length >= 2) {
    const [rows, [rangeRow]] = await db.batch([facetQuery(db, query, sizes), rangeSizeQuery(db, query, sizes)]);
    return {
      counts: new Map(rows.map((row) => [row.categoryId, row.total])),
      capped: toTotal(totalFromFacets(rows, query, rangeRow), "capped").totalCapped,
    };
  }
  const { total, counting } = totalQuery(db, query, sizes);
  const [rows, [totalRow]] = await db.batch([facetQuery(db, query, sizes), total]);
  return {
    counts: new Map(rows.map((row) => [row.categoryId, row.total])),
    capped: toTotal(totalRow, counting).totalCapped,
  };
}

// ---------------------------------------------------------------------------
// One organization
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
  const [row] = await db
    .select(organizationWithCategories)
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row || !canSeeOrganization(row, viewer)) throw notFound(ORGANIZATION_MESSAGES.notFound(id));
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
