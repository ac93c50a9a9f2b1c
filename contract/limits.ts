/** The product's business constants and the limits the server enforces, shared by the server and the pages. */

/** Categories per organization, and so the most a filter can ask for and still match. */
export const MAX_CATEGORIES_PER_ORGANIZATION = 7;
export const MAX_FILTER_CATEGORIES = MAX_CATEGORIES_PER_ORGANIZATION;
/**
 * The placeholder category every new organization starts with ("New Profile"). It is never a filter or a city topic,
 * and it goes as soon as a real category is chosen.
 */
export const DEFAULT_CATEGORY_ID = "default_category";

/** `ids` without the placeholder, unless it is all there is. */
export function withoutPlaceholder(ids: string[]): string[] {
  const chosen = ids.filter((id) => id !== DEFAULT_CATEGORY_ID);
  return chosen.length > 0 ? chosen : ids;
}

/** Category chips a card shows (directory and Explore): the organization's first categories, in its own order. */
export const CARD_CATEGORY_COUNT = 3;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
/** How many cards "Load more" can grow the home list to (a shared link reproduces the same list). */
export const MAX_SHOWN = 240;
export const SEARCH_MAX_LENGTH = 100;

/** Anchors and emerging teams shown per city, and the default Explore list size. */
export const EXPLORE_LIMIT = 8;
/** The most a city guide's lane shows when asked for all of it (`?anchors=all`, `?teams=all`). */
export const EXPLORE_ALL_MAX = 200;
export const HOME_TEASER_LIMIT = 3;
export const DEFAULT_EXPLORE_CITY = "miami";

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MAX = 200;
export const URL_MAX = 2048;
export const FOUNDED_YEAR_MIN = 1800;
export const CATEGORY_DETAIL_MAX = 2000;
export const EVIDENCE_MAX_ITEMS = 20;
export const EVIDENCE_MAX_LENGTH = 300;

export const PASSWORD_MIN_LENGTH = 6;
/** better-auth's own ceiling, stated so the page can say it. */
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX = 100;
/** What a person types to confirm deleting their account. */
export const DELETE_CONFIRMATION = "DELETE";

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const GUEST_CODE_MAX_LENGTH = 64;

export const PAYMENT_CANCELED_COUNTDOWN_SECONDS = 10;
export const REDIRECT_AFTER_SAVE_MS = 1500;
export const SUCCESS_MESSAGE_MS = 5000;
export const COMING_SOON_MS = 4000;

/** Explore moderation and cities. */
export const EDITOR_NOTE_MIN = 300;
export const EDITOR_NOTE_MAX = 600;
export const REJECTION_REASON_MAX = 1000;
export const THESIS_WORDS_MIN = 120;
export const THESIS_WORDS_MAX = 180;
export const CITY_NAME_MAX = 100;
export const CITY_SLUG_MAX = 64;
export const THESIS_MAX = 3000;
export const PLUG_IN_GUIDE_MAX = 5000;
export const CURATOR_CREDIT_MAX = 200;
export const CITY_RECEIPTS_MAX = 20;
export const CITY_TOPICS_MAX = 12;
export const CITY_RHYTHMS_MAX = 20;
/** Stale badges: over 180 days since the last update reads 6+ months, over 365 days 12+ months. */
export const STALE_DAYS = 180;
export const VERY_STALE_DAYS = 365;
/** A city guide is worth indexing once it lists this many Explore companies (the stats' thresholds). */
export const CITY_INDEXABLE_MIN_COMPANIES = 3;

/** Admin lists: the Overview's recent activity, and the audit log and companies pages. */
export const RECENT_ACTIVITY_COUNT = 10;
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** The System tab's headline figures look at this many days of job runs. */
export const JOB_STATS_WINDOW_DAYS = 7;
/** How long a scheduled job's run stays recorded (each job's latest successful run stays however old it is). */
export const JOB_RUN_RETENTION_DAYS = 90;

/**
 * Counts that would need an intersection (categories selected, or a search) stop here: the directory says "1,000+"
 * instead of reading every match (docs/decisions/0017). Totals and facet counts without either are exact.
 */
export const COUNT_CAP = 1000;
/**
 * The most entries of one index range a count reads: the smallest selected category's (for several categories) or
 * the full-text matches (for a search). A count that stops there without reaching COUNT_CAP is a lower bound.
 */
export const COUNT_SCAN = 10_000;
/**
 * A search first reads at most this many full-text matches: when there are no more, its results, total and facets
 * come from them, exactly. A broader search walks the directory in list order instead (see SEARCH_CHECKS).
 */
export const SEARCH_SCAN = 1_000;
/**
 * A broad search's page checks at most this many organizations that pass the other filters against the full-text
 * index (each check is a lookup of its own), within at most PAGE_SCAN entries of the list; it holds the matches found
 * and a cursor that goes on from the last organization checked.
 */
export const SEARCH_CHECKS = 100;
/**
 * The most entries of the smallest selected category's range one page of a several-category list reads. A page whose
 * walk stops there holds the matches found so far (possibly none) and a cursor that goes on from where it stopped.
 */
export const PAGE_SCAN = 3_000;
/** The most nice-to-haves a ranked directory list takes (docs/product/directory.md, Culture match). */
export const MAX_NICE_TO_HAVES = 8;
/**
 * The most index entries one rank group's walk reads, shared by the ranges it walks (docs/decisions/0060). Finding
 * where the walk stops and reading up to there costs about three times this many entries, and a request walks at most
 * two groups: with its total, a ranked page reads at most about 6 * RANK_SCAN + RANK_COUNT_SCAN entries.
 */
export const RANK_SCAN = 6_000;
/** The most index entries a ranked list's total reads, shared by the ranges it counts. */
export const RANK_COUNT_SCAN = 8_000;
/**
 * The job board's bounds (docs/product/jobs.md): a page walks at most BOARD_PAGE_SCAN roles of the board in its order
 * (a sparse page holds the matches found and goes on from where it stopped); a first page's total and facet counts
 * that the precomputed counts cannot give are read from the matches among its first BOARD_COUNT_SCAN roles, at most
 * COUNT_CAP + 1 of them, a lower bound ("1,000+") when the board is longer or more match; the precomputed counts are
 * corrected by the roles whose time is up that the hourly job has not marked yet, when there are at most
 * BOARD_STALE_SCAN of them.
 */
export const BOARD_PAGE_SCAN = 5_000;
export const BOARD_COUNT_SCAN = 10_000;
export const BOARD_STALE_SCAN = 1_000;
/**
 * Search words shorter than this are left out; only the last word is a prefix, from SEARCH_PREFIX_MIN characters on,
 * and it matches words that start with its first SEARCH_PREFIX_MAX characters (the full-text index keeps every prefix
 * length in between, so a prefix is one lookup however common its word).
 */
export const SEARCH_MIN_WORD = 2;
export const SEARCH_PREFIX_MIN = 3;
export const SEARCH_PREFIX_MAX = 8;
export const SEARCH_MAX_WORDS = 5;

/** How many emails the development mailbox lists (worker/platform/email.ts, /dev/mailbox). */
export const DEV_MAILBOX_LIMIT = 50;

/** Compare: how many organizations a comparison shows side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Saved searches: per person, the name's length, and how many new organizations a digest lists. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
export const DIGEST_MAX_ORGANIZATIONS = 20;

/** The job board: a posting's words, its salary's bounds, how long it stays open, and how many a plan includes. */
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MIN = 50;
export const JOB_DESCRIPTION_MAX = 10_000;
export const SALARY_MAX = 100_000_000;
export const POSTING_DURATIONS_DAYS = [30, 60] as const;
export const OPEN_POSTINGS_PER_ORGANIZATION = 5;
export const REMOTE_COUNTRIES_MAX = 50;
/** An editor's reason for hiding a role, which its owner reads. */
export const HIDE_REASON_MAX = 500;
/** The dashboard lists a person's most recent roles, this many (well under D1's bound parameters per statement). */
export const OWNER_ROLES_LISTED = 50;
