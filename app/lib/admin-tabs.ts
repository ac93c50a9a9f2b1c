/** The admin panel's tabs: each is a page of its own under /admin (the overview is /admin itself). */

export const ADMIN_TABS = [
  { id: "overview", label: "Overview" },
  { id: "cities", label: "Cities" },
  { id: "companies", label: "Companies" },
  { id: "jobs", label: "Jobs" },
  { id: "users", label: "Admin Users" },
  { id: "system", label: "System" },
  { id: "analytics", label: "Analytics" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function parseTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? "overview";
}

/** A tab's page: /admin for the overview, /admin/cities for the cities, ... */
export function adminPath(tab: AdminTab): string {
  return tab === "overview" ? "/admin" : `/admin/${tab}`;
}

/** The tab a path (without its language prefix) shows: /admin/cities → cities, /admin → overview. */
export function tabOfPath(pathname: string): AdminTab {
  return parseTab(pathname.replace(/^\/admin\/?/, "").split("/")[0] || null);
}

/**
 * A tab's page with these query parameters (empty values left out), e.g. adminHref({ tab: "cities", city: "miami" })
 * is /admin/cities?city=miami.
 */
export function adminHref({ tab, ...params }: { tab: AdminTab } & Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${adminPath(tab)}?${query}` : adminPath(tab);
}

/** The forms' intents: each action call names the one service it runs. */
export const INTENTS = {
  saveCity: "city-save",
  cityVisibility: "city-visibility",
  deleteCity: "city-delete",
  heroImage: "city-hero",
  companyFlag: "company-flag",
  approve: "company-approve",
  reject: "company-reject",
  removeFromExplore: "company-remove-from-explore",
  approveEdit: "company-approve-edit",
  rejectEdit: "company-reject-edit",
  runJob: "job-run",
  hidePosting: "posting-hide",
  unhidePosting: "posting-unhide",
} as const;

/** "Load more" adds a page: the loader follows the cursor this many pages from the start (capped). */
export const MAX_PAGES = 10;

export function parsePages(value: string | null): number {
  const pages = Number(value);
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1;
}
