/** Business constants of SPEC.md §9 that both the server and the pages use. No imports: safe in client bundles. */

/** Categories per organization, and so the most a filter can ask for and still match. */
export const MAX_CATEGORIES_PER_ORGANIZATION = 7;
export const MAX_FILTER_CATEGORIES = MAX_CATEGORIES_PER_ORGANIZATION;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
/** Anchors and emerging teams shown per city, and the default Explore list size. */
export const EXPLORE_LIMIT = 8;
export const HOME_TEASER_LIMIT = 3;
export const SEARCH_MAX_LENGTH = 100;
/** The single category every new organization starts with (SPEC.md §5). */
export const DEFAULT_CATEGORY_ID = "default_category";
