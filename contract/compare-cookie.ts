/**
 * The name of the cookie of compare picks, apart from how its value is read and written (./compare-picks.ts): every
 * page's first load looks for it, and only a browser that has picked something needs the rest.
 */
export const COMPARE_PICKS_COOKIE = "compare_picks";
