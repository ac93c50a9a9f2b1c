import { isbot } from "isbot";
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { withoutLocale } from "../../contract/locale";
import { type AnalyticsBeacon, analyticsAllowed, type PageInfo } from "./analytics-allowed";

/**
 * The sender, loaded after hydration by app/lib/analytics.ts so that `web-vitals` stays out of the
 * first-load bundle. Beacons go with navigator.sendBeacon (they survive leaving the page), or fetch with keepalive
 * where the browser refuses the beacon. Nothing here throws: failures only warn.
 */

/** What analytics.ts allows, and not for a bot-like user agent. */
const sendable = () => analyticsAllowed() && !isbot(navigator.userAgent);

function post(endpoint: string, body: unknown) {
  const path = `/api/analytics/${endpoint}`;
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(path, new Blob([json], { type: "application/json" }))) return;
  } catch {
    // Fall through to fetch.
  }
  fetch(path, { method: "POST", body: json, headers: { "content-type": "application/json" }, keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn(`Analytics beacon ${path} answered ${response.status}`);
    })
    .catch((error: unknown) => console.warn(`Analytics beacon ${path} failed`, error));
}

export function send(beacons: AnalyticsBeacon[]) {
  if (!sendable()) return;
  for (const { endpoint, body } of beacons) post(endpoint, body);
}

let vitalsStarted = false;

/** Measures FCP, LCP, CLS, INP and TTFB of the loaded document, each sent once web-vitals reports it. */
export function startVitals(page: PageInfo) {
  if (vitalsStarted) return;
  vitalsStarted = true;
  const report = ({ name, value }: Metric) => {
    if (!sendable()) return;
    // Timings in whole milliseconds; CLS is a small unitless score.
    const rounded = name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
    post("vitals", { metric: name, value: rounded, route: page.route, lane: page.lane, city: page.city });
  };
  try {
    onTTFB(report);
    onFCP(report);
    onLCP(report);
    onCLS(report);
    onINP(report);
  } catch (error) {
    console.warn("Web vitals could not be measured", error);
  }
  document.addEventListener("click", onClick, { capture: true });
}

/**
 * Clicks on elements marked `data-analytics="<event type>"` send that event: a role's from the nearest
 * `data-analytics-role`, an organization's from the nearest `data-analytics-org`, the city from `data-analytics-city`,
 * and `data-analytics-context` says which link.
 */
function onClick(event: MouseEvent) {
  const target = (event.target as Element | null)?.closest?.<HTMLElement>("[data-analytics]");
  const eventType = target?.dataset.analytics;
  if (!target || !eventType) return;
  if (eventType.startsWith("role_")) {
    const roleId = target.closest<HTMLElement>("[data-analytics-role]")?.dataset.analyticsRole;
    if (roleId) send([{ endpoint: "jobs", body: { eventType, roleId } }]);
    return;
  }
  const orgId = target.closest<HTMLElement>("[data-analytics-org]")?.dataset.analyticsOrg;
  const city = target.closest<HTMLElement>("[data-analytics-city]")?.dataset.analyticsCity || null;
  const context = target.dataset.analyticsContext || null;
  if (!orgId) return;
  const lane = withoutLocale(location.pathname).startsWith("/explore") ? "explore" : "discovery";
  send([
    eventType.startsWith("explore_")
      ? { endpoint: "explore", body: { eventType, orgId, city, context, lane } }
      : { endpoint: "directory", body: { eventType, orgIds: [orgId], context } },
  ]);
}
