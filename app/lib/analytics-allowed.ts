import { ANALYTICS_SKIP_GLOBAL, ANALYTICS_SKIP_KEY, type Lane } from "../../contract/analytics-flags";

/**
 * What the page's analytics and its lazily loaded sender (./analytics.client.ts) both need: the events a page view
 * sends, the page its vitals belong to, and whether this browser may be counted at all.
 */

export type AnalyticsBeacon = {
  endpoint: "explore" | "directory" | "jobs";
  body: Record<string, string | number | string[] | null | undefined>;
};

/** The page a set of vitals belongs to: the route pattern (not the URL), its lane and city. */
export type PageInfo = { route: string; lane: Lane; city: string | null };

/** Not with Do Not Track or Global Privacy Control on, nor while a skip flag is set (./analytics.ts says which). */
export function analyticsAllowed(): boolean {
  try {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    const win = window as Window & { doNotTrack?: string; [ANALYTICS_SKIP_GLOBAL]?: boolean };
    if (nav.doNotTrack === "1" || win.doNotTrack === "1" || nav.globalPrivacyControl === true) return false;
    return win[ANALYTICS_SKIP_GLOBAL] !== true && sessionStorage.getItem(ANALYTICS_SKIP_KEY) !== "1";
  } catch {
    // No storage (a locked-down browser): send nothing rather than guess.
    return false;
  }
}
