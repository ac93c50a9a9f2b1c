import { useEffect } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";
import type { Lane } from "../../contract/analytics-flags";
import { withoutLocale } from "../../contract/locale";
import { type AnalyticsBeacon, analyticsAllowed } from "./analytics-allowed";

/**
 * Analytics in the browser: the component that, mounted after hydration, checks ./analytics-allowed.ts and loads the
 * rest (./analytics.client.ts with `web-vitals`) by dynamic import. Nothing is sent, and nothing more is
 * loaded, with Do Not Track or Global Privacy Control on, or while a skip flag is set: sessionStorage
 * "analytics:skip" = "1" (this tab's session) or window.__ANALYTICS_SKIP__ = true (this page). A bot-like user agent
 * loads the sender, which sends nothing (the bot patterns stay out of the first load).
 */

/** A route module's `handle.analytics`: the events a view of its page sends, from its match (data and params). */
export type AnalyticsHandle = { analytics: (match: UIMatch<unknown, unknown>) => AnalyticsBeacon[] };

let client: Promise<typeof import("./analytics.client")> | undefined;
const loadClient = () => {
  client ??= import("./analytics.client");
  return client;
};

/** The leaf match's route pattern: its pathname with each parameter's value put back as `:name` (a splat as `*`). */
export function routePattern(match: Pick<UIMatch, "pathname" | "params">): string {
  let pattern = match.pathname;
  const { "*": splat, ...params } = match.params;
  if (splat) pattern = `${pattern.slice(0, pattern.length - splat.length)}*`;
  for (const [name, value] of Object.entries(params)) {
    if (value)
      pattern = pattern.replace(`/${encodeURIComponent(value)}`, `/:${name}`).replace(`/${value}`, `/:${name}`);
  }
  return pattern.length > 1 ? pattern.replace(/\/$/, "") : pattern;
}

const isHandle = (handle: unknown): handle is AnalyticsHandle =>
  typeof (handle as AnalyticsHandle | undefined)?.analytics === "function";

/** Mounted once by the root route after hydration: vitals of the page loaded, and each page view's events. */
export function Analytics() {
  const matches = useMatches();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation, with that navigation's matches.
  useEffect(() => {
    if (!analyticsAllowed()) return;
    const leaf = matches.at(-1);
    const beacons = matches.flatMap((match) => (isHandle(match.handle) ? match.handle.analytics(match) : []));
    loadClient().then(
      (sender) => {
        // Vitals measure the document's own load, so the first page it showed names them.
        if (leaf) {
          const route = routePattern(leaf);
          // A Spanish page (/es/explore/:citySlug) is in the lane of its English twin.
          const path = withoutLocale(route);
          const lane: Lane = path === "/explore" || path.startsWith("/explore/") ? "explore" : "discovery";
          sender.startVitals({ route, lane, city: leaf.params.citySlug ?? null });
        }
        sender.send(beacons);
      },
      (error: unknown) => console.warn("Analytics could not load", error),
    );
  }, [location.key]);
  return null;
}
