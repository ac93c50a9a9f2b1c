import type { DirectoryFilters } from "../../contract/directory";
import type { OrganizationDto } from "../../contract/dto";
import { DEFAULT_EXPLORE_CITY, HOME_TEASER_LIMIT, MAX_PAGE_SIZE } from "../../contract/limits";
import type { Db } from "../db/client";
import { getActiveCountries } from "./active-countries";
import { facetQuery, listExploreOrganizations, listOrganizations, listQueries, toPage } from "./organizations";
import { listCategories, listCategoryGroups } from "./reference";

/** The Miami teaser degrades on its own: a failure there never takes the directory down. */
async function loadTeaser(db: Db) {
  try {
    const organizations = await listExploreOrganizations(db, { city: DEFAULT_EXPLORE_CITY, limit: HOME_TEASER_LIMIT });
    return {
      failed: false,
      organizations: organizations.map(({ id, name, description, logo }) => ({ id, name, description, logo })),
    };
  } catch (error) {
    console.error("Miami teaser failed", error);
    return { failed: true, organizations: [] };
  }
}

const toCard = ({ id, name, description, logo, claimedByUserId, location }: OrganizationDto) => ({
  id,
  name,
  description,
  logo,
  claimedByUserId,
  location,
});

/**
 * Everything the home page shows for a set of filters: the catalogue, facet counts, the active countries, the first
 * `shown` organizations and the Miami teaser. Categories the catalogue does not know are reported, not searched.
 */
export async function getDirectoryHome(db: Db, cache: KVNamespace, filters: DirectoryFilters) {
  const query = { country: filters.country, categories: filters.categories, q: filters.q };
  const limit = Math.min(filters.shown, MAX_PAGE_SIZE);
  const list = listQueries(db, { ...query, limit });
  // Everything the directory needs in one database round trip; the teaser and the KV-cached countries alongside.
  const [[categories, groups, facetRows, [totalRow], rows], countries, teaser] = await Promise.all([
    db.batch([listCategories(db), listCategoryGroups(db), facetQuery(db, query), list.total, list.page]),
    getActiveCountries(db, cache),
    loadTeaser(db),
  ]);
  const known = new Set(categories.map((category) => category.id));
  const unknownCategories = filters.categories.filter((id) => !known.has(id));

  const firstPage = toPage(rows, totalRow?.total ?? 0, limit);
  // "Load more" grows `shown`; a shared link re-creates the same list, one keyset page at a time.
  const organizations = [...firstPage.data];
  let cursor = firstPage.meta.nextCursor;
  while (unknownCategories.length === 0 && cursor && organizations.length < filters.shown) {
    const next = await listOrganizations(db, {
      ...query,
      limit: Math.min(filters.shown - organizations.length, MAX_PAGE_SIZE),
      cursor,
    });
    organizations.push(...next.data);
    cursor = next.meta.nextCursor;
  }

  return {
    unknownCategories,
    categories,
    groups,
    countries,
    facets: Object.fromEntries(facetRows.map((row) => [row.categoryId, row.total])),
    organizations: organizations.map(toCard),
    total: firstPage.meta.total,
    hasMore: cursor !== null,
    teaser,
  };
}
