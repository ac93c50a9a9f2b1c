import { and, asc, count, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DirectoryFilterQuery, DirectoryQuery } from "../../../contract/directory";
import { COUNT_CAP, COUNT_SCAN, PAGE_SCAN } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { organizationWithCategories } from "../../db/organization-row";
import { directoryCounts, organizationCategories, organizations } from "../../db/schema";
import type { CategoryKey } from "../reference/reference";
import { setHolds, tallyCategories } from "./category-set";
import { afterCursor, type Counting, type TotalRow, walkBound } from "./directory-paging";

/** The directory's queries: category ranges of the filter index, totals, pages and facets. */

const oc = alias(organizationCategories, "oc");

export function hasCategory(organizationId: SQLWrapper, categoryId: string): SQL {
  return sql`exists (select 1 from ${organizationCategories} where ${organizationCategories.organizationId} = ${organizationId} and ${organizationCategories.categoryId} = ${categoryId})`;
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
const alsoHas = (table: FilterColumns, categoryId: string) => setHolds(table.categorySet, categoryId);

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
            .map((categoryId) => setHolds(scanned.categorySet, categoryId)),
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
 * A bounded walk (see walkBound) of the smallest selected category's range from the cursor on, in list order, the
 * other categories checked on each entry: `where` selects its entries of `oc`, `walkEnd` is where it stops.
 */
export function categoryWalk(db: Db, query: DirectoryQuery, size: number, sizes?: CategorySizes) {
  const range = categoryRange(oc, query, sizes);
  const walk = alias(organizationCategories, "walk");
  const { walkEnd, bound } = walkBound(
    db,
    walk,
    { name: walk.name, id: walk.organizationId },
    categoryRange(walk, query, sizes).where,
    query.cursor,
    size,
  );
  return {
    oc,
    walkEnd,
    where: and(
      range.where,
      afterCursor(query.cursor, { name: oc.name, id: oc.organizationId }),
      sql`(${oc.name}, ${oc.organizationId}) <= ${bound}`,
      range.others,
    ),
  };
}

/**
 * A page of a list by several categories, read from at most PAGE_SCAN entries of the smallest selected category's
 * range (categoryWalk). A page whose walk stops at `walkEnd` holds the matches found so far (few or none in a sparse
 * intersection) and the next page goes on after that entry (see toPage): an empty intersection costs PAGE_SCAN index
 * entries per page, not the whole range.
 */
export function categoryPage(db: Db, query: DirectoryQuery, sizes?: CategorySizes) {
  const { walkEnd, where } = categoryWalk(db, query, PAGE_SCAN, sizes);
  return {
    walkEnd,
    page: db
      .select(organizationWithCategories)
      .from(oc)
      .innerJoin(organizations, eq(organizations.id, oc.organizationId))
      .where(where)
      .orderBy(asc(oc.name), asc(oc.organizationId))
      .limit(query.limit + 1),
  };
}

/**
 * Facet counts: for every category, how many organizations would match if it were added to the current filters
 * (country, selected categories). Categories missing from the result would give zero. Without categories, rows of
 * directory_counts for the unfiltered and country-only cases (exact); otherwise the category sets of the capped
 * matches (see categoryMatches): exact while the total is, lower bounds once it is capped. A search's facets are
 * read from its matches (directory-search.ts).
 */
export function facetQuery(
  db: Db,
  query: DirectoryFilterQuery,
  catalogue: readonly CategoryKey[],
  sizes?: CategorySizes,
) {
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
  const matches = categoryMatches(db, query, sizes).ids.as("matches");
  return tallyCategories(db, matches, matches.categorySet, catalogue);
}

// ---------------------------------------------------------------------------
// One organization
// ---------------------------------------------------------------------------
