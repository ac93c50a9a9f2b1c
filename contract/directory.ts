import { z } from "zod";
import {
  DEFAULT_EXPLORE_CITY,
  DEFAULT_PAGE_SIZE,
  EXPLORE_LIMIT,
  MAX_FILTER_CATEGORIES,
  MAX_PAGE_SIZE,
  MAX_SHOWN,
  SEARCH_MAX_LENGTH,
} from "./limits";
import { ORGANIZATION_MESSAGES } from "./messages";
import { citySlug } from "./organization";

/**
 * The directory's filters, read the same way by GET /api/organizations (strictly: a bad value is a 400) and by the
 * home page (forgivingly: a bad value is dropped and the page redirects to the URL without it).
 */

const countryFilter = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}|ALL)$/, "Invalid country code");

/** A category id in a filter: the catalogue's spelling, checked against the catalogue by the query. */
const categoryId = z.string().regex(/^[a-z0-9_]{1,64}$/, ORGANIZATION_MESSAGES.invalidCategoryId);

/** A comma list of category ids (or several values, as the no-JavaScript form sends them), without repeats. */
const categoryList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => [
    ...new Set(
      [value ?? []]
        .flat()
        .flatMap((item) => item.split(","))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ]);

const categoriesFilter = categoryList.pipe(
  z.array(categoryId).max(MAX_FILTER_CATEGORIES, `You can filter by at most ${MAX_FILTER_CATEGORIES} categories`),
);

const searchFilter = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`);

const pageSize = (fallback: number) =>
  z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);

/** GET /api/organizations and /api/organizations/facets. */
export const directoryQuery = z.object({
  country: countryFilter.optional().or(z.literal("").transform(() => undefined)),
  categories: categoriesFilter,
  q: searchFilter.transform((value) => value || undefined).optional(),
  limit: pageSize(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(512).optional(),
});

export type DirectoryQuery = z.infer<typeof directoryQuery>;
export type DirectoryFilterQuery = Pick<DirectoryQuery, "country" | "categories" | "q">;

/** What the home page shows: the filters plus how many cards "Load more" has grown the list to. */
export type DirectoryFilters = DirectoryFilterQuery & { shown: number };

/**
 * The home page's reading of its URL: every value that passes the API's check is kept, anything else dropped
 * (categories one by one), so a hand-edited link still shows a page.
 */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const country = countryFilter.safeParse(params.get("country") ?? "");
  const categories = categoryList
    .parse(params.getAll("categories"))
    .filter((id) => categoryId.safeParse(id).success)
    .slice(0, MAX_FILTER_CATEGORIES);
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
  const shown = Number(params.get("shown"));
  return {
    country: country.success ? country.data : undefined,
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

/** GET /api/organizations/explore. */
export const exploreQuery = z.object({
  city: citySlug.default(DEFAULT_EXPLORE_CITY),
  limit: pageSize(EXPLORE_LIMIT),
  cacheBuster: z.string().optional(),
});

/** The `topics` parameter of a city guide (a comma list of category ids), without blanks or repeats. */
export function readTopics(value: string | null): string[] {
  return categoryList.parse(value ?? undefined);
}

/**
 * A count as the directory shows it: "1,234", or "1,000+" when counting stopped at a cap or a count is a lower
 * bound (docs/decisions/0017).
 */
export function formatCount(count: number, atLeast: boolean): string {
  return `${count.toLocaleString("en-US")}${atLeast ? "+" : ""}`;
}
