/**
 * The few analytics constants the first-load bundle needs (app/lib/analytics.ts), kept apart from the zod schemas of
 * contract/analytics.ts so that loading them costs a few bytes. contract/analytics.ts re-exports them.
 */

/** explore for paths starting /explore, else discovery (docs/product/analytics.md). */
export const LANES = ["explore", "discovery"] as const;
export type Lane = (typeof LANES)[number];

/** The web vitals the browser reports. */
export const VITAL_METRICS = ["FCP", "LCP", "CLS", "INP", "TTFB"] as const;

/** A beacon is small: anything larger is refused before it is read. */
export const ANALYTICS_BODY_MAX = 4 * 1024;

/** Organizations one appearance event may name (a page of the directory, DEFAULT_PAGE_SIZE up to MAX_PAGE_SIZE). */
export const APPEARANCES_PER_EVENT = 60;

/**
 * Skip flags: nothing is sent while either is set (besides Do Not Track, Global Privacy Control and bots). The
 * session flag lasts for the tab's session: sessionStorage.setItem("analytics:skip", "1"); the global one for the
 * page: window.__ANALYTICS_SKIP__ = true (set by a test harness or an embedding page before the app loads).
 */
export const ANALYTICS_SKIP_KEY = "analytics:skip";
export const ANALYTICS_SKIP_GLOBAL = "__ANALYTICS_SKIP__";
