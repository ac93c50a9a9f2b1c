/** The queues the beacons are sent to, as wrangler.toml names them. */
export const VITALS_QUEUE = "culture-directory-vitals";
export const ANALYTICS_QUEUE = "culture-directory-analytics";

/** A valid web vitals sample. */
export const LCP = { metric: "LCP", value: 1834.2, route: "/explore/:citySlug", lane: "explore", city: "miami" };
