import { DEFAULT_PAGE_SIZE, MAX_FILTER_CATEGORIES, MAX_SHOWN, SEARCH_MAX_LENGTH } from "./limits";

/**
 * The directory's URL, read and written without zod: the home and city pages run this in the browser, and a first
 * load must not fetch a validation library for it (docs/decisions/0018). contract/directory.ts builds the
 * API's strict zod schemas on the same rules.
 */

/** A country filter: two letters, or ALL. */
export const COUNTRY_FILTER_PATTERN = /^([A-Z]{2}|ALL)$/;

/** A category id in a filter: the catalogue's spelling, checked against the catalogue by the query. */
export const CATEGORY_ID_PATTERN = /^[a-z0-9_]{1,64}$/;

/** A comma list of category ids (or several values, as the no-JavaScript form sends them), without blanks or repeats. */
export function splitCategoryList(value: string | string[] | undefined | null): string[] {
  return [
    ...new Set(
      [value ?? []]
        .flat()
        .flatMap((item) => item.split(","))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** What the home page shows: the filters plus how many cards "Load more" has grown the list to. */
export type DirectoryFilters = {
  country?: string | undefined;
  categories: string[];
  q?: string | undefined;
  shown: number;
};

/**
 * The home page's reading of its URL: every value that passes the API's check is kept, anything else dropped
 * (categories one by one), so a hand-edited link still shows a page.
 */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const country = (params.get("country") ?? "").trim().toUpperCase();
  const categories = splitCategoryList(params.getAll("categories"))
    .filter((id) => CATEGORY_ID_PATTERN.test(id))
    .slice(0, MAX_FILTER_CATEGORIES);
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
  const shown = Number(params.get("shown"));
  return {
    country: COUNTRY_FILTER_PATTERN.test(country) ? country : undefined,
    categories,
    q,
    shown: Number.isInteger(shown) && shown > DEFAULT_PAGE_SIZE ? Math.min(shown, MAX_SHOWN) : DEFAULT_PAGE_SIZE,
  };
}

/** The canonical query string for a set of filters (empty values left out, categories as one comma list). */
export function directorySearch(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.country) params.set("country", filters.country);
  if (filters.categories?.length) params.set("categories", filters.categories.join(","));
  if (filters.shown && filters.shown > DEFAULT_PAGE_SIZE) params.set("shown", String(filters.shown));
  const search = params.toString();
  return search ? `?${search.replaceAll("%2C", ",")}` : "";
}

/** The `topics` parameter of a city guide (a comma list of category ids), without blanks or repeats. */
export function readTopics(value: string | null): string[] {
  return splitCategoryList(value);
}

/** A city guide's two lanes, each with a parameter of its own (`?anchors=all`) that shows all of it. */
export const GUIDE_LANES = ["anchors", "teams"] as const;
export type GuideLane = (typeof GUIDE_LANES)[number];

/** The lanes a city guide's URL asks to show in full; any other value of their parameters is ignored. */
export function readExpandedLanes(params: URLSearchParams): GuideLane[] {
  return GUIDE_LANES.filter((lane) => params.get(lane) === "all");
}

/** The guide's URL (`search`, the current query string) with one lane shown in full, or back to its first ones. */
export function laneSearch(search: string, lane: GuideLane, all: boolean): string {
  const params = new URLSearchParams(search);
  if (all) params.set(lane, "all");
  else params.delete(lane);
  const query = params.toString().replaceAll("%2C", ",");
  return query ? `?${query}` : "";
}

/** One formatter for every count: `toLocaleString` builds a new one per call, which the directory's facets felt. */
const COUNT_FORMAT = new Intl.NumberFormat("en-US");

/**
 * A count as the directory shows it: "1,234", or "1,000+" when counting stopped at a cap or a count is a lower
 * bound (docs/decisions/0017).
 */
export function formatCount(count: number, atLeast: boolean): string {
  return `${COUNT_FORMAT.format(count)}${atLeast ? "+" : ""}`;
}
