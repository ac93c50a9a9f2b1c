import { z } from "zod";
import { CATEGORY_ID_PATTERN, COUNTRY_FILTER_PATTERN, splitCategoryList } from "./directory-url";
import { says } from "./issues";
import {
  DEFAULT_EXPLORE_CITY,
  DEFAULT_PAGE_SIZE,
  EXPLORE_LIMIT,
  MAX_FILTER_CATEGORIES,
  MAX_NICE_TO_HAVES,
  MAX_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
} from "./limits";
import { LOCALES } from "./locale";
import { citySlug } from "./organization";
import { shortText } from "./text";

// The pages' zod-free reading and writing of the directory's URL (contract/directory-url.ts), re-exported.
export type { DirectoryFilters } from "./directory-url";

/**
 * The directory's filters, read the same way by GET /api/organizations (strictly: a bad value is a 400) and by the
 * home page (forgivingly: a bad value is dropped and the page redirects to the URL without it; directory-url.ts).
 */

export const countryFilter = z
  .string()
  .trim()
  .toUpperCase()
  .regex(COUNTRY_FILTER_PATTERN, says("request.invalidCountryCode"));

/** A category id in a filter: the catalogue's spelling, checked against the catalogue by the query. */
const categoryId = z.string().regex(CATEGORY_ID_PATTERN, says("organization.invalidCategoryId"));

/** A comma list of category ids (or several values, as the no-JavaScript form sends them), without repeats. */
const categoryList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => splitCategoryList(value));

export const categoriesFilter = categoryList.pipe(
  z.array(categoryId).max(MAX_FILTER_CATEGORIES, says("request.tooManyFilterCategories")),
);

/** The categories that rank a list (docs/product/directory.md, Culture match): at most MAX_NICE_TO_HAVES. */
export const niceFilter = categoryList.pipe(
  z.array(categoryId).max(MAX_NICE_TO_HAVES, says("request.tooManyNiceToHaves")),
);

export const searchFilter = shortText().max(SEARCH_MAX_LENGTH, says("request.searchTooLong"));

const pageSize = (fallback: number) =>
  z.coerce
    .number(says("request.invalidLimit"))
    .int(says("request.limitNotWhole"))
    .min(1, says("request.limitTooSmall"))
    .max(MAX_PAGE_SIZE, says("request.limitTooLarge"))
    .default(fallback);

/** GET /api/organizations and /api/organizations/facets. */
export const directoryQuery = z.object({
  country: countryFilter.optional().or(z.literal("").transform(() => undefined)),
  categories: categoriesFilter,
  /** Must-haves: the ranked form's name for `categories` (every one held); the two lists are joined. */
  must: categoriesFilter,
  /** Nice-to-haves: the list is ranked by how many of them an organization holds, then by name. */
  nice: niceFilter,
  q: searchFilter.transform((value) => value || undefined).optional(),
  /** The language whose category names a search's words may name (English when left out). */
  locale: z.enum(LOCALES).optional(),
  limit: pageSize(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(512).optional(),
});

/** The whole query of GET /api/organizations, ranked when it has nice-to-haves. */
export type DirectoryRankQuery = z.infer<typeof directoryQuery>;
/** A list query without ranking: what the directory's unranked lists and searches read. */
export type DirectoryQuery = Omit<DirectoryRankQuery, "must" | "nice">;
export type DirectoryFilterQuery = Pick<DirectoryQuery, "country" | "categories" | "q" | "locale">;

/** GET /api/organizations/explore. */
export const exploreQuery = z.object({
  city: citySlug.default(DEFAULT_EXPLORE_CITY),
  limit: pageSize(EXPLORE_LIMIT),
  cacheBuster: z.string().optional(),
});
