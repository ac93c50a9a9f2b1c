import { devices, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { explorerD1 } from "./support/explorer-d1";
import { expect, QUIET_CITY, signedInUser, test } from "./support/factories";
import { runRollup } from "./support/rollup";

/**
 * Analytics from the browser to the charts: beacons go through the queue into D1 (wrangler dev runs the
 * consumer locally; it takes a batch every few seconds), the rollup job sums them, the admin tab and the owner's
 * dashboard show them. Each test reads only rows it can tell apart (a topic filter, its own organization or route).
 */

const d1 = explorerD1(baseURL);
const unique = () => Math.random().toString(36).slice(2, 8);

async function rows<T = Record<string, unknown>>(sql: string, ...values: string[]): Promise<T[]> {
  const result = await d1
    .prepare(sql)
    .bind(...values)
    .all<T>();
  return result.results;
}

/** Polls until the query answers at least `count` rows (the queue's batch timeout is 5 seconds). */
async function eventually<T>(sql: string, values: string[], count = 1, timeout = 25_000): Promise<T[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await rows<T>(sql, ...values);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every analytics beacon the page sends. */
function beaconsOf(page: Page) {
  const sent: { url: string }[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/analytics/")) sent.push({ url: request.url() });
  });
  return sent;
}

test("a view of /explore/miami is stored as an explore_page_view once the queue drains", async ({ page }) => {
  const sent = beaconsOf(page);
  // Miami's topics in the city's order: the test's own filter, so the row is this page view's.
  const topic = "housing_cities,remote_first,community_building";
  await page.goto(`/explore/miami?topics=${topic}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => sent.filter((beacon) => beacon.url.endsWith("/api/analytics/explore")).length).toBe(1);
  const stored = await eventually<{ city: string; lane: string; context: string; visitor: string }>(
    "select city, lane, context, visitor from analytics_events where event_type = 'explore_page_view' and topic = ?",
    [topic],
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ city: "miami", lane: "explore", context: "city" });
  expect(stored[0]?.visitor).toMatch(/^[0-9a-f]{32}$/);
});

test("a view of a claim page, signed out, is stored as the funnel's claim step", async ({ browser, factories }) => {
  // A company of its own, so that the stored row is this view's, in a city no test counts the companies of.
  const company = await factories.createUnclaimedExploreCompany({ primaryCity: QUIET_CITY });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const sent = beaconsOf(page);
  await page.goto(`/claim/${company.id}`);
  await expect(page.getByRole("link", { name: "Sign in to claim" })).toBeVisible();
  await expect.poll(() => sent.filter((beacon) => beacon.url.endsWith("/api/analytics/explore")).length).toBe(1);
  const stored = await eventually<{ city: string; context: string }>(
    "select city, context from analytics_events where event_type = 'explore_claim_view' and org_id = ?",
    [company.id],
  );
  expect(stored).toEqual([{ city: QUIET_CITY, context: "claim" }]);
  await context.close();
});

test("with Do Not Track on, nothing is sent and nothing stored", async ({ browser, request }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { DNT: "1" } });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });
  });
  const page = await context.newPage();
  const sent = beaconsOf(page);
  const topic = "fintech_inclusion,hybrid_office,community_building";
  await page.goto(`/explore/miami?topics=${topic}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Another page view, and leaving the page, which is when web-vitals reports LCP, CLS and INP.
  await page.goto("/explore");
  // The last page's analytics code, which loads once the page has hydrated and decides at once: once it has
  // arrived and the page has loaded, whatever it would send has been sent. (Not "network idle": the page may keep a
  // request open, and a wait for silence then never ends.)
  const analyticsLoaded = page.waitForResponse((response) =>
    /\/assets\/analytics-(?!flags-)[\w-]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto("/about");
  await analyticsLoaded;
  await page.waitForLoadState("load");
  expect(sent).toEqual([]);
  // The server refuses it too, should a browser send it regardless.
  const response = await page.request.post("/api/analytics/explore", {
    headers: { origin: baseURL, DNT: "1" },
    data: { eventType: "explore_page_view", city: "miami", topic },
  });
  expect(response.status()).toBe(204);
  // A beacon without Do Not Track, sent after all of those: once the queue has stored it, it has stored whatever
  // reached the server before it.
  const control = `dnt_control_${unique()}`;
  const accepted = await request.post("/api/analytics/explore", {
    headers: { origin: baseURL, "user-agent": devices["Desktop Chrome"].userAgent },
    data: { eventType: "explore_page_view", city: "miami", topic: control },
  });
  expect(accepted.status()).toBe(202);
  expect(await eventually("select id from analytics_events where topic = ?", [control])).toHaveLength(1);
  expect(await rows("select id from analytics_events where topic = ?", topic)).toEqual([]);
  await context.close();
});

test("a crawler's visit sends no beacon and makes no guest", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/analytics/") || path === "/api/auth/sign-in/anonymous") sent.push(path);
  });
  await page.goto("/explore/miami");
  await page.getByRole("link", { name: "About" }).first().click();
  await expect(page).toHaveURL("/about");
  // The sender loads after hydration and decides at once; nothing is queued for later.
  await page.waitForLoadState("networkidle");
  expect(sent).toEqual([]);
  await context.close();
});

test("the admin Analytics tab charts p75 vitals and the Explore funnel", async ({ browser, factories }) => {
  const run = unique();
  const route = `/e2e-${run}/:id`;
  const city = `e2e-${run}`;
  const now = Date.now();
  const samples = [900, 1400, 2100, 2600, 3900].map((value, i) => [`e2e-${run}-lcp-${i}`, value] as const);
  for (const [id, value] of samples) {
    await d1
      .prepare(
        "insert into vitals_samples (id, metric, value, route, lane, city, created_at) values (?, 'LCP', ?, ?, 'explore', null, ?)",
      )
      .bind(id, value, route, now - 60_000)
      .run();
  }
  const events = [
    ["explore_page_view", 3],
    ["explore_profile_view", 2],
    ["explore_claim_click", 1],
    ["explore_claim_view", 2],
  ] as const;
  for (const [eventType, count] of events) {
    for (let i = 0; i < count; i++) {
      await d1
        .prepare("insert into analytics_events (id, event_type, city, visitor, created_at) values (?, ?, ?, ?, ?)")
        .bind(`e2e-${run}-${eventType}-${i}`, eventType, city, `v${i}`, now - 60_000)
        .run();
    }
  }
  const admin = await runRollup(browser, factories);
  await admin.page.goto("/admin/analytics?range=30d&lane=explore");
  await expect(
    admin.page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Analytics", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  const chart = admin.page.getByTestId("vitals-chart-LCP");
  await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /LCP p75 by route/);
  // p75 of the five samples (nearest rank: the 4th) is 2600 ms, in the "needs improvement" band.
  const series = chart.locator(`[data-series="explore ${route}"]`);
  await expect(series.locator("circle")).toHaveCount(1);
  // Today's point sits inside the plot (640 wide, 12 of right padding), not past its edge.
  expect(Number(await series.locator("circle").getAttribute("cx"))).toBeLessThanOrEqual(628);
  // A lone day is no line: its point carries its value, and the chart says why there is no line yet.
  await expect(series.getByText("2600 ms", { exact: true })).toBeVisible();
  await expect(chart.getByText("Only one day with samples so far", { exact: false })).toBeVisible();
  await admin.page.getByTestId("vitals-chart-LCP").locator("..").getByText("Figures").click();
  await expect(admin.page.getByRole("row").filter({ hasText: route }).filter({ hasText: "2600 ms" })).toHaveCount(1);
  const funnel = admin.page.getByTestId("explore-funnel").locator(`tr[data-city="${city}"]`);
  await expect(funnel.getByRole("cell")).toHaveText(["3", "2", "1", "2"]);
  await expect(
    admin.page.getByTestId("explore-funnel").getByRole("columnheader", { name: "Claim page views" }),
  ).toBeVisible();
  await admin.context.close();
});

test("an owner sees their organization's views, link clicks and appearances", async ({ browser, page, factories }) => {
  const name = `Analytics Owner Org ${unique()}`;
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({
    createdBy: owner.id,
    name,
    websiteUrl: "https://analytics-owner.example.com",
  });

  // A visitor (another browser) finds it with a search, opens it, then its website link.
  const visitor = await browser.newContext({ baseURL });
  await visitor.route("https://analytics-owner.example.com/**", (route) => route.fulfill({ body: "elsewhere" }));
  const visit = await visitor.newPage();
  // Each page sends its events once the sender has loaded after hydration: wait for them before moving on.
  const beacon = () => visit.waitForRequest((request) => request.url().endsWith("/api/analytics/directory"));
  let sent = beacon();
  await visit.goto(`/?q=${encodeURIComponent(name)}`);
  await expect(visit.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  await sent;
  sent = beacon();
  await visit.goto(`/organizations/${org.id}`);
  await expect(visit.getByRole("heading", { level: 1, name })).toBeVisible();
  await sent;
  sent = beacon();
  await visit.getByRole("link", { name: "Website" }).click();
  await sent;
  // The same visitor again the same day counts once.
  sent = beacon();
  await visit.reload();
  await sent;
  const stored = await eventually<{ event_type: string }>(
    "select event_type from analytics_events where org_id = ?",
    [org.id],
    4,
  );
  expect(stored.map((row) => row.event_type).sort()).toEqual([
    "org_directory_appearance",
    "org_link_click",
    "org_profile_view",
    "org_profile_view",
  ]);
  await visitor.close();

  const admin = await runRollup(browser, factories);
  await admin.context.close();

  await page.goto("/profile");
  const figures = page.getByRole("region", { name: `${name}: last 30 days` });
  await expect(figures.locator('[data-stat="profile-views"] dd')).toHaveText("1");
  await expect(figures.locator('[data-stat="link-clicks"] dd')).toHaveText("1");
  await expect(figures.locator('[data-stat="appearances"] dd')).toHaveText("1");

  // Nobody else reads them.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await signedInUser(strangerPage, factories);
  const refused = await strangerPage.request.get(`/api/analytics/organizations/${org.id}`);
  expect(refused.status()).toBe(403);
  await stranger.close();
});
