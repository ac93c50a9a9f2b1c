import { MAX_FILTER_CATEGORIES, DEFAULT_PAGE_SIZE as PAGE_SIZE, SEARCH_MAX_LENGTH } from "../../worker/limits";

export { MAX_FILTER_CATEGORIES, PAGE_SIZE };
/** How many cards "Load more" can grow the list to (a shared link reproduces the same list). */
export const MAX_SHOWN = 240;

export type DirectoryFilters = {
  country: string | undefined;
  categories: string[];
  q: string | undefined;
  shown: number;
};

/**
 * Reads the filters from a URL, forgivingly: a page never fails on a hand-edited link, it drops what it cannot use.
 * `categories` may come as a comma list (shareable links) or repeated (the no-JavaScript GET form).
 */
export function readFilters(searchParams: URLSearchParams, knownCategoryIds?: Set<string>): DirectoryFilters {
  const country = searchParams.get("country")?.trim().toUpperCase();
  const categories = [
    ...new Set(
      searchParams
        .getAll("categories")
        .flatMap((value) => value.split(","))
        .map((id) => id.trim())
        .filter((id) => /^[a-z0-9_]{1,64}$/.test(id) && (!knownCategoryIds || knownCategoryIds.has(id))),
    ),
  ].slice(0, MAX_FILTER_CATEGORIES);
  const q = searchParams.get("q")?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
  const shown = Number(searchParams.get("shown"));
  return {
    country: country && /^([A-Z]{2}|ALL)$/.test(country) ? country : undefined,
    categories,
    q,
    shown: Number.isInteger(shown) && shown > PAGE_SIZE ? Math.min(shown, MAX_SHOWN) : PAGE_SIZE,
  };
}

/** The canonical query string for a set of filters (empty values left out, categories as one comma list). */
export function filtersToSearch(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.country) params.set("country", filters.country);
  if (filters.categories?.length) params.set("categories", filters.categories.join(","));
  if (filters.shown && filters.shown > PAGE_SIZE) params.set("shown", String(filters.shown));
  const search = params.toString();
  return search ? `?${search.replaceAll("%2C", ",")}` : "";
}
