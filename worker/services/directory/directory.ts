import type {
  DirectoryFilterQuery,
  DirectoryFilters,
  DirectoryQuery,
  DirectoryRankQuery,
} from "../../../contract/directory";
import type { OrganizationDto } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import {
  CARD_CATEGORY_COUNT,
  DEFAULT_CATEGORY_ID,
  DEFAULT_EXPLORE_CITY,
  DEFAULT_PAGE_SIZE,
  HOME_TEASER_LIMIT,
  MAX_PAGE_SIZE,
} from "../../../contract/limits";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locale";
import type { Db } from "../../db/client";
import { invalid } from "../../platform/errors";
import { listExploreOrganizations } from "../organizations/organizations";
import { getActiveCountries } from "../reference/active-countries";
import { getCatalogue } from "../reference/catalogue";
import { type CategoryKey, getReferenceData } from "../reference/reference";
import { orNull } from "../reference/sections";
import { getCategorySizes } from "./directory-counts";
import { decodeCursor, toPage, toTotal } from "./directory-paging";
import {
  type CategorySizes,
  facetQuery,
  listQueries,
  rangeSizeQuery,
  totalFromFacets,
  totalQuery,
} from "./directory-queries";
import { rankedPage } from "./directory-rank";
import { type CategoryNames, searchDirectory } from "./directory-search";

/** The Miami teaser: three of the city's companies, or null when they could not be loaded. */
function loadTeaser(db: Db) {
  return orNull("Miami teaser", async () => {
    const organizations = await listExploreOrganizations(db, { city: DEFAULT_EXPLORE_CITY, limit: HOME_TEASER_LIMIT });
    return organizations.map(({ id, name, description, logo }) => ({ id, name, description, logo }));
  });
}

/**
 * A directory card: the fields the card shows, with the ids of the organization's first categories (the page names
 * them from its catalogue) and how many more it has. The ids come with the list's rows, not from a query of their own.
 */
function toCard({ id, name, description, logo, premium, location, verifiedDomain, categoryIds }: OrganizationDto) {
  const chosen = categoryIds.filter((categoryId) => categoryId !== DEFAULT_CATEGORY_ID);
  return {
    id,
    name,
    description,
    logo,
    premium,
    location,
    verifiedDomain,
    categoryIds: chosen.slice(0, CARD_CATEGORY_COUNT),
    moreCategories: Math.max(chosen.length - CARD_CATEGORY_COUNT, 0),
  };
}

type Query = Pick<DirectoryFilters, "country" | "categories" | "q"> & Pick<DirectoryQuery, "locale">;

/** The category names a search's words may name: the catalogue in the query's language (English by default). */
async function searchNames(db: Db, query: Pick<DirectoryQuery, "locale">): Promise<CategoryNames> {
  return (await getCatalogue(db, query.locale ?? DEFAULT_LOCALE)).categories;
}

/** The catalogue's categories this query names that do not exist. */
async function assertKnownCategories(db: Db, categories: string[]) {
  const { categories: catalogue } = await getReferenceData(db);
  const known = new Set(catalogue.map((category) => category.id));
  const unknown = categories.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalid(message("organization.unknownCategories", unknown.join(", ")));
}

/** The total a further page carries in its cursor (counted by the first page), if any. */
const carriedCount = (cursor: string | undefined) => (cursor ? decodeCursor(cursor).count : undefined);

/**
 * A page of the list ranked by nice-to-haves (directory-rank.ts): must-haves are `categories` and `must` joined; a
 * category cannot be both, and a ranking takes no search text.
 */
async function listRanked(db: Db, query: DirectoryRankQuery) {
  const must = [...new Set([...query.categories, ...query.must])];
  const both = query.nice.filter((id) => must.includes(id));
  if (both.length > 0) throw invalid(message("request.niceAlsoMust", both.join(", ")));
  if (query.q) throw invalid(message("request.rankedSearch"));
  await assertKnownCategories(db, [...must, ...query.nice]);
  return rankedPage(db, { ...query, must }, await getCategorySizes(db));
}

/** GET /api/organizations: the ranked list when it names nice-to-haves, else the list by name (listOrganizations). */
export function listDirectory(db: Db, { must, nice, ...query }: DirectoryRankQuery) {
  if (nice.length > 0) return listRanked(db, { ...query, must, nice });
  return listOrganizations(db, { ...query, categories: [...new Set([...query.categories, ...must])] });
}

/**
 * A page of the public list. Without a search, one round trip: the page (and where a bounded walk stopped) with the
 * total, which a further page takes from its cursor instead. A search: see searchDirectory.
 */
export async function listOrganizations(db: Db, query: DirectoryQuery) {
  await assertKnownCategories(db, query.categories);
  const sizes = await getCategorySizes(db);
  if (query.q) {
    const names = await searchNames(db, query);
    const { rows, count, walkEnd, broad } = await searchDirectory(db, query, sizes, { names });
    return toPage(rows, count, query.limit, walkEnd, broad);
  }
  const list = listQueries(db, query, sizes);
  const carried = carriedCount(query.cursor);
  const walkEnd = "walkEnd" in list ? list.walkEnd : undefined;
  if (carried) {
    const [rows, [end]] = walkEnd ? await db.batch([list.page, walkEnd]) : [await list.page, []];
    return toPage(rows, carried, query.limit, end);
  }
  const [[totalRow], rows, [end]] = walkEnd
    ? await db.batch([list.total, list.page, walkEnd])
    : [...(await db.batch([list.total, list.page])), []];
  return toPage(rows, toTotal(totalRow, list.counting), query.limit, end);
}

/** Facet counts for the filters, and whether they are lower bounds (the total is capped). */
export async function facetCounts(db: Db, query: DirectoryFilterQuery) {
  const [sizes, { categoryKeys: catalogue }] = await Promise.all([getCategorySizes(db), getReferenceData(db)]);
  if (query.q) {
    const names = await searchNames(db, query);
    const { facets = [], count } = await searchDirectory(db, { ...query, limit: 1 }, sizes, {
      facets: catalogue,
      names,
    });
    return { counts: new Map(facets.map((row) => [row.categoryId, row.total])), capped: count.totalCapped };
  }
  if (query.categories.length >= 2) {
    const [rows, [rangeRow]] = await db.batch([
      facetQuery(db, query, catalogue, sizes),
      rangeSizeQuery(db, query, sizes),
    ]);
    return {
      counts: new Map(rows.map((row) => [row.categoryId, row.total])),
      capped: toTotal(totalFromFacets(rows, query, rangeRow), "capped").totalCapped,
    };
  }
  const { total, counting } = totalQuery(db, query, sizes);
  const [rows, [totalRow]] = await db.batch([facetQuery(db, query, catalogue, sizes), total]);
  return {
    counts: new Map(rows.map((row) => [row.categoryId, row.total])),
    capped: toTotal(totalRow, counting).totalCapped,
  };
}

/** Facet counts, total and first page of a list without a search: one round trip. */
async function loadFiltered(db: Db, query: Query, limit: number, sizes: CategorySizes, catalogue: CategoryKey[]) {
  const list = listQueries(db, { ...query, limit }, sizes);
  const facets = facetQuery(db, query, catalogue, sizes);
  if ("walkEnd" in list) {
    // Two or more categories: the total comes from the facet counts (rangeSizeQuery), not a second walk.
    const [facetRows, [rangeRow], rows, [end]] = await db.batch([
      facets,
      rangeSizeQuery(db, query, sizes),
      list.page,
      list.walkEnd,
    ]);
    const count = toTotal(totalFromFacets(facetRows, query, rangeRow), list.counting);
    return { facetRows, firstPage: toPage(rows, count, limit, end) };
  }
  const [facetRows, [totalRow], rows] = await db.batch([facets, list.total, list.page]);
  return { facetRows, firstPage: toPage(rows, toTotal(totalRow, list.counting), limit) };
}

/** Facet counts, total and first page of a search (searchDirectory), the facets of the matches it read. */
async function loadSearch(db: Db, query: Query, limit: number, sizes: CategorySizes, catalogue: CategoryKey[]) {
  const names = await searchNames(db, query);
  const search = await searchDirectory(db, { ...query, limit }, sizes, { facets: catalogue, names });
  const { rows, count, walkEnd, broad, facets = [] } = search;
  return { facetRows: facets, firstPage: toPage(rows, count, limit, walkEnd, broad) };
}

/**
 * Facet counts, the total and the first `shown` organizations, in one database round trip (then one more per further
 * keyset page when "Load more" grew the list). Categories the catalogue (the worker's memo) does not know are
 * reported, not searched. With categories or a search, the total and facet counts are
 * counted up to COUNT_CAP: `totalCapped` says the total is "COUNT_CAP or more" and the facet counts lower bounds.
 *
 * A list by several categories reads at most PAGE_SCAN index entries per page (organizations.ts categoryPage), so a
 * sparse intersection may fill fewer cards than asked: the list reads at most one page per DEFAULT_PAGE_SIZE cards
 * shown, and "Load more" (one more page's worth) goes on from where the last walk stopped. A shared link reproduces
 * the same list.
 */
async function loadDirectory(db: Db, query: Query, shown: number) {
  const limit = Math.min(shown, MAX_PAGE_SIZE);
  const [{ categories, categoryKeys: catalogue }, sizes] = await Promise.all([
    getReferenceData(db),
    getCategorySizes(db),
  ]);
  // The placeholder a new organization starts with is no filter: a link asking for it gets the list without it.
  const known = new Set(categories.flatMap((category) => (category.id === DEFAULT_CATEGORY_ID ? [] : [category.id])));
  const unknownCategories = query.categories.filter((id) => !known.has(id));
  const { facetRows, firstPage } = query.q
    ? await loadSearch(db, query, limit, sizes, catalogue)
    : await loadFiltered(db, query, limit, sizes, catalogue);
  // "Load more" grows `shown`; a shared link re-creates the same list, one keyset page at a time.
  const organizations = [...firstPage.data];
  // A total that found no match in the part it counted reads no further pages (see hasMore below).
  let cursor = firstPage.meta.total > 0 ? firstPage.meta.nextCursor : null;
  const pages = Math.ceil(shown / DEFAULT_PAGE_SIZE);
  for (let read = 1; unknownCategories.length === 0 && cursor && organizations.length < shown && read < pages; read++) {
    const next = await listOrganizations(db, {
      ...query,
      limit: Math.min(shown - organizations.length, MAX_PAGE_SIZE),
      cursor,
    });
    organizations.push(...next.data);
    cursor = next.meta.nextCursor;
  }
  return {
    unknownCategories,
    facets: Object.fromEntries(facetRows.map((row) => [row.categoryId, row.total])),
    organizations: organizations.map(toCard),
    total: firstPage.meta.total,
    totalCapped: firstPage.meta.totalCapped,
    // A bounded walk may stop with a cursor before it has found every match; an exact total says when it has. A
    // total that found no match in the part it counted offers no Load more of pages as empty: the page asks for
    // narrower filters instead.
    hasMore: cursor !== null && (firstPage.meta.totalCapped || organizations.length < firstPage.meta.total),
  };
}

/**
 * What the home page shows for a set of filters, besides the catalogue (app/routes/directory/directory.tsx loads that once for
 * the whole time the filters change). Its three parts load side by side and fail on their own: without the directory the page says Error loading categories and Failed to load organizations,
 * without the countries Error loading countries, without the teaser Unable to load Miami organizations.
 */
export async function getDirectoryHome(
  db: Db,
  cache: KVNamespace,
  filters: DirectoryFilters,
  locale: Locale = DEFAULT_LOCALE,
) {
  const query = { country: filters.country, categories: filters.categories, q: filters.q, locale };
  const [directory, countries, teaser] = await Promise.all([
    orNull("directory", () => loadDirectory(db, query, filters.shown)),
    orNull("countries", () => getActiveCountries(db, cache)),
    loadTeaser(db),
  ]);
  return {
    ...(directory ?? {
      unknownCategories: [],
      facets: {},
      organizations: [],
      total: 0,
      totalCapped: false,
      hasMore: false,
    }),
    countries: countries ?? [],
    failed: { directory: directory === null, countries: countries === null },
    teaser,
  };
}

type DirectoryHome = Awaited<ReturnType<typeof getDirectoryHome>>;

/** Every section of the home read: only such a home is shared from the page cache. */
export function isCompleteHome(home: Pick<DirectoryHome, "failed" | "teaser">): boolean {
  return !home.failed.directory && !home.failed.countries && home.teaser !== null;
}
