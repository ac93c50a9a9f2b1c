import type { Browser, Page } from "@playwright/test";
import { fireCrons } from "../../scripts/lib/local-cron.mjs";
import { signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { type E2EFactories, expect, QUIET_CITY, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/**
 * The admin panel (docs/product/admin.md): one page per section, the old `?tab=` addresses redirected, cities
 * from creation to deletion, Explore moderation, the System tab's jobs. Every test makes its own records (unique names) and reads
 * only those, so the suites can run in parallel.
 */

// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const unique = () => Math.random().toString(36).slice(2, 8);

const sections = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });
const tab = (page: Page, name: string) => sections(page).getByRole("link", { name, exact: true });

/** An admin page, interactive (its section links hydrated). */
async function openAdmin(page: Page, path = "/admin") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await hydrated(tab(page, "Overview"));
}

/**
 * An organization of a new owner, paid through the development checkout and sent for Explore review in `city`:
 * answers its id and name, and the owner's browser context (to read the edit page as the owner).
 */
async function requestedOrganization(
  browser: Browser,
  baseURL: string,
  factories: E2EFactories,
  label: string,
  city = "lisbon",
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signedInUser(page, factories, { name: "Rita Requester" });
  const headers = { origin: baseURL };
  const name = `Review ${label} ${unique()}`;
  const created = await page.request.post("/api/organizations", {
    data: { name, country: "PT", description: "A Lisbon team building tools for neighbourhood energy co-ops." },
    headers,
  });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data.id;

  const checkout = await page.request.post("/api/payments/create-checkout-session", {
    data: { organizationId: id, plan: "monthly" },
    headers,
  });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()).data as { url: string };
  const paid = await page.request.post(new URL(url).pathname, { form: { intent: "pay" }, headers, maxRedirects: 0 });
  expect(paid.status()).toBe(302);

  const org = (await (await page.request.get(`/api/organizations/${id}`)).json()).data;
  expect(org.paymentStatus).toBe("paid");
  const requested = await page.request.put(`/api/organizations/${id}`, {
    data: {
      name,
      description: org.description,
      country: "PT",
      categoryIds: org.categoryIds,
      primaryCity: city,
      hasLocalPresence: true,
      localPresenceCriteria: ["Office at Rua Augusta 100, Lisbon"],
      exploreEnrollmentStatus: "requested",
    },
    headers,
  });
  expect(requested.ok()).toBe(true);
  return { id, name, owner: page, close: () => context.close() };
}

/** A row of the Companies tab, by the organization's name. */
const companyRow = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Companies" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a non-admin is sent to the dashboard with the reason", async ({ page, factories }) => {
  await signedInUser(page, factories);
  await page.goto("/admin/cities");
  await expect(page).toHaveURL(/\/profile\?reason=forbidden$/);
  await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
});

test.describe("as the admin", () => {
  // Each test signs in an admin of its own: these tests run at once, and one account's sign-ins are throttled.
  test.beforeEach(async ({ page, baseURL, factories }) => {
    const admin = await factories.createAdmin();
    await signIn(page, baseURL!, { email: admin.email, password: admin.password! });
  });

  test("heading, welcome line, seven sections as links; the current one marked; Tab and Enter open another", async ({
    page,
  }) => {
    await openAdmin(page);
    await expect(page.getByText(/^Welcome, user-[0-9a-f]+@example\.com$/)).toBeVisible();
    await expect(sections(page).getByRole("link")).toHaveText([
      "Overview",
      "Cities",
      "Companies",
      "Jobs",
      "Admin Users",
      "System",
      "Analytics",
    ]);
    await expect(tab(page, "Overview")).toHaveAttribute("aria-current", "page");
    await expect(tab(page, "Cities")).not.toHaveAttribute("aria-current");
    await expect(tab(page, "Cities")).toHaveAttribute("href", "/admin/cities");
    await expect(page.getByRole("region", { name: "Overview" })).toBeVisible();

    await tab(page, "Overview").focus();
    await page.keyboard.press("Tab");
    await expect(tab(page, "Cities")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(tab(page, "Companies")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/companies$/);
    await expect(tab(page, "Companies")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Companies" })).toBeVisible();
  });

  test("the old ?tab= addresses redirect (301) to the section's page, keeping the other parameters", async ({
    page,
  }) => {
    for (const [old, now] of [
      ["/admin?tab=cities", "/admin/cities"],
      ["/admin?tab=cities&city=miami", "/admin/cities?city=miami"],
      ["/admin?tab=overview&log=1", "/admin?log=1"],
      ["/es/admin?tab=users&x=1", "/es/admin/users?x=1"],
    ] as const) {
      const response = await page.request.get(old, { maxRedirects: 0 });
      expect(response.status(), old).toBe(301);
      expect(response.headers().location, old).toBe(now);
    }
    await page.goto("/admin?tab=cities&city=miami");
    await expect(page).toHaveURL(/\/admin\/cities\?city=miami$/);
    await expect(tab(page, "Cities")).toHaveAttribute("aria-current", "page");
  });

  for (const [name, path] of [
    ["Overview", "/admin"],
    ["Overview", "/admin?log=1"],
    ["Cities", "/admin/cities?city=miami"],
    ["Companies", "/admin/companies"],
    ["Jobs", "/admin/jobs"],
    ["Jobs", "/admin/jobs?filter=hidden"],
    ["Admin Users", "/admin/users"],
    ["System", "/admin/system"],
    ["Analytics", "/admin/analytics"],
  ] as const) {
    test(`${path} selects ${name} and has no serious accessibility violations`, async ({ page }) => {
      await openAdmin(page, path);
      await expect(tab(page, name)).toHaveAttribute("aria-current", "page");
      await expectAccessible(page);
    });
  }

  test("Overview: system status, quick actions, recent activity, Explore features, the audit log", async ({ page }) => {
    await openAdmin(page);
    const panel = page.getByRole("region", { name: "Overview" });
    for (const heading of ["System Status", "Quick Actions", "Recent Activity", "Explore Features"]) {
      await expect(panel.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: "Add a city" })).toHaveAttribute("href", "/admin/cities?city=new");
    await panel.getByRole("link", { name: "View full audit log" }).click();
    await expect(page).toHaveURL(/\/admin\?log=1$/);
    await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
    await page.getByLabel("Record type").selectOption("job");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/targetType=job/);
  });

  test("Admin Users lists the seeded admin with its badges and dates", async ({ page }) => {
    await openAdmin(page, "/admin/users");
    await expect(page.getByRole("heading", { name: /^Admin Users \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Refresh" })).toHaveAttribute("href", "/admin/users");
    const entry = page.getByRole("list", { name: "Admin users" }).getByRole("listitem").filter({
      hasText: "admin@example.com",
    });
    await expect(entry.getByText("Admin", { exact: true })).toBeVisible();
    await expect(entry.getByText("Email", { exact: true }).first()).toBeVisible();
    await expect(entry.getByText(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} [AP]M UTC$/).first()).toBeVisible();
  });

  test("Edit City on the city page lands on the Cities tab with that city selected", async ({ page }) => {
    await page.goto("/explore/miami");
    const edit = page.getByRole("link", { name: "Edit City" });
    await expect(edit).toHaveAttribute("href", "/admin/cities?city=miami");
    await edit.click();
    await expect(page).toHaveURL(/\/admin\/cities\?city=miami$/);
    await expect(tab(page, "Cities")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Edit Miami" })).toBeVisible();
    await expect(page.getByLabel("City name")).toHaveValue("Miami");
    await expect(page.getByRole("link", { name: "Edit Miami" })).toHaveAttribute("aria-current", "true");
  });

  test("a city: create with a hero image, listed on /explore, hidden (noindex), refused delete, deleted", async ({
    page,
  }) => {
    test.slow();
    const cityName = `Porto Test ${unique()}`;
    const slug = cityName.toLowerCase().replaceAll(" ", "-");
    await openAdmin(page, "/admin/cities");
    await page.getByRole("link", { name: "New city" }).click();
    await expect(page).toHaveURL(/city=new$/);
    const form = page.getByRole("form", { name: "New city" });
    await expect(form.getByLabel("Slug")).toBeEditable();

    // Required fields are checked in the browser with the action's own schema.
    await form.getByRole("button", { name: "Create city" }).click();
    await expect(form.getByText("Country code is required")).toBeVisible();
    await expect(form.getByLabel("Country code")).toBeFocused();

    await form.getByLabel("Country code").fill("pt");
    await expect(form.getByLabel("Country code")).toHaveValue("PT");
    await form.getByLabel("City name").fill(cityName);
    await expect(form.getByLabel("Slug")).toHaveValue(slug);
    const thesis = form.getByLabel("Thesis");
    await thesis.fill("Porto builds quietly. ".repeat(10));
    await expect(form.getByText("30 words: aim for 120-180")).toBeVisible();
    await thesis.fill("Porto is where engineers build civic tools with the city. ".repeat(13));
    await expect(form.getByText("130 words: within the 120-180 word guide")).toBeVisible();
    await form.getByLabel("Plug-in guide").fill("Start at the monthly civic tech night by the river.");
    await form.getByLabel("Receipts").fill("example.com/porto-report\nhttps://example.org/porto");
    await form.getByRole("checkbox", { name: "Climate Tech" }).check();
    await form.getByLabel("Curator credit").fill("Curated by the e2e suite");
    await form.getByRole("checkbox", { name: /^Indexable/ }).check();
    await form.getByRole("button", { name: "Create city" }).click();

    await expect(page).toHaveURL(new RegExp(`\\/admin\\/cities\\?city=${slug}&reason=city-created$`));
    await expect(page.getByText("City created. You can add a hero image now.")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Edit ${cityName}` })).toBeVisible();
    await expect(page.getByLabel("Receipts")).toHaveValue(
      "https://example.com/porto-report\nhttps://example.org/porto",
    );

    // The hero image: a multipart form to the page's action, with the API's byte checks.
    await page.getByLabel("Hero image").setInputFiles({ name: "porto.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Upload hero image" }).click();
    await expect(page.getByText("Hero image successfully uploaded")).toBeVisible();
    const hero = page.getByRole("img", { name: `Current hero of ${cityName}` });
    await expect(hero).toHaveAttribute("src", /^\/images\/cities\//);
    expect((await page.request.get((await hero.getAttribute("src"))!)).headers()["content-type"]).toBe("image/png");

    await page.goto("/explore");
    await expect(page.getByRole("heading", { name: cityName })).toBeVisible();

    // Hide it from the list: gone from the landing, and the guide asks search engines not to index it.
    await openAdmin(page, "/admin/cities");
    const row = page.getByRole("list", { name: "Cities" }).getByRole("listitem").filter({ hasText: cityName });
    await expect(row.getByText("Indexable", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Hide ${cityName}` }).click();
    await expect(page.getByText("City is now hidden")).toBeVisible();
    await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
    await page.goto("/explore");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: cityName })).toHaveCount(0);
    await page.goto(`/explore/${slug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    // A city organizations name cannot be deleted: the 409's message, on the confirmation step.
    await openAdmin(page, "/admin/cities?city=miami");
    await page.getByRole("button", { name: "Delete city" }).click();
    await expect(page).toHaveURL(/confirm=delete/);
    await expect(page.getByText("Are you sure you want to delete this city?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete city" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: /This city can't be deleted: \d+ organizations name it/ }),
    ).toBeVisible();

    await openAdmin(page, `/admin/cities?city=${slug}`);
    await page.getByRole("button", { name: "Delete city" }).click();
    await expect(page.getByText("Are you sure you want to delete this city?")).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).last().click();
    await expect(page).not.toHaveURL(/confirm=delete/);
    await page.getByRole("button", { name: "Delete city" }).click();
    await page.getByRole("button", { name: "Yes, delete city" }).click();
    await expect(page).toHaveURL(/\/admin\/cities\?reason=city-deleted$/);
    await expect(page.getByText("City deleted")).toBeVisible();
    await expect(page.getByRole("list", { name: "Cities" }).getByText(cityName)).toHaveCount(0);
  });

  test("Explore moderation: approve one request into its city's lanes, reject another with a reason the owner reads", async ({
    page,
    baseURL,
    browser,
    factories,
  }) => {
    test.slow();
    const approved = await requestedOrganization(browser, baseURL!, factories, "approve");
    const rejected = await requestedOrganization(browser, baseURL!, factories, "reject");

    await openAdmin(page, "/admin/companies?status=requested");
    await expect(page.getByRole("link", { name: "Requested", exact: true })).toHaveAttribute("aria-current", "page");
    const row = companyRow(page, approved.name);
    await expect(row.getByText("Requested", { exact: true })).toBeVisible();
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    await row.getByText("Approve…").click();
    const note = row.getByLabel("Editor note");
    await note.fill("Too short.");
    await expect(row.getByText("Need 290 more characters")).toBeVisible();
    await note.fill("x".repeat(610));
    await expect(row.getByText("10 characters over limit")).toBeVisible();
    await row.getByRole("button", { name: `Approve ${approved.name}` }).click();
    await expect(row.getByRole("alert").filter({ hasText: "10 characters over limit" })).toBeVisible();
    await note.fill(
      "A Lisbon team that turns neighbourhood energy co-ops into working software. Engineers here sit with the co-op members every week, ship small tools that people actually use, and learn how grids, tariffs and local politics fit together. Expect real users, a calm pace and plenty of time outside the office with the people the product serves.",
    );
    await row.getByRole("button", { name: `Approve ${approved.name}` }).click();
    await expect(page.getByText("Organization approved for Explore")).toBeVisible();

    await page.goto("/explore/lisbon");
    await expect(page.getByRole("region", { name: "Emerging Teams" }).getByText(approved.name)).toBeVisible();

    await openAdmin(page, "/admin/companies?status=requested");
    const other = companyRow(page, rejected.name);
    await other.getByText("Reject…").click();
    await other.getByLabel("Reason").fill("Please add evidence of a team in Lisbon, such as local hires.");
    await other.getByRole("button", { name: `Reject ${rejected.name}` }).click();
    await expect(page.getByText("Explore request rejected")).toBeVisible();
    await expect(companyRow(page, rejected.name)).toHaveCount(0);

    await rejected.owner.goto(`/organizations/${rejected.id}/edit`);
    await expect(rejected.owner.getByText("Explore request not approved")).toBeVisible();
    await expect(rejected.owner.getByTestId("explore-rejection-reason")).toHaveText(
      "Please add evidence of a team in Lisbon, such as local hires.",
    );

    // The approved company is taken out of Explore again: a removal, not the rejection of a request.
    // A curated company nobody claimed is nobody's to pay for.
    const curated = await factories.createUnclaimedExploreCompany({
      name: `A Curated Co ${unique()}`,
      primaryCity: QUIET_CITY,
    });
    await openAdmin(page, "/admin/companies?status=approved");
    await expect(companyRow(page, curated.name).getByText("Unclaimed", { exact: true })).toBeVisible();
    await expect(companyRow(page, curated.name).getByText("Payment pending")).toHaveCount(0);
    await expect(companyRow(page, curated.name).getByRole("note")).toHaveCount(0);
    const listed = companyRow(page, approved.name);
    await listed.getByText("Remove from Explore…").click();
    await listed.getByRole("button", { name: `Remove from Explore ${approved.name}` }).click();
    await page
      .getByRole("dialog", { name: `Remove ${approved.name} from Explore?` })
      .getByRole("button", { name: "Remove from Explore" })
      .click();
    await expect(page.getByText("Removed from Explore", { exact: true })).toBeVisible();
    await page.goto("/explore/lisbon");
    await expect(page.getByRole("main").getByText(approved.name)).toHaveCount(0);

    // The decisions are in the audit log.
    await openAdmin(page, "/admin?log=1&targetType=organization");
    await expect(page.getByText(`Approved ${approved.name} for Explore in lisbon`)).toBeVisible();
    await expect(page.getByText(new RegExp(`Rejected the Explore request of ${rejected.name}`))).toBeVisible();
    await expect(page.getByText(`Removed ${approved.name} from Explore`)).toBeVisible();
    await approved.close();
    await rejected.close();
  });

  test("System: the jobs after a scheduled run, and Run now records a new run", async ({ page, baseURL }) => {
    // The hourly trigger, fired as `npm start` fires it at minute 17 (UTC), here without waiting for the minute.
    const [hourly] = fireCrons(baseURL!, ["17 * * * *"]);
    expect(hourly!.nextRun()?.getUTCMinutes()).toBe(17);
    await hourly!.trigger();
    hourly!.stop();
    const jobs = page.getByRole("list", { name: "Scheduled jobs" }).getByRole("listitem");
    await expect(async () => {
      await openAdmin(page, "/admin/system");
      await expect(jobs.first().getByText("Never")).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    // Every job of worker/services/background/scheduled.ts (hourly, daily and weekly) has a row, and nothing else does.
    const names = [
      "explore-freshness",
      "search-index",
      "guest-cleanup",
      "subscription-reconcile",
      "analytics-rollup",
      "sitemap-boundaries",
      "domain-verification",
      "saved-search-digests",
      "posting-expiry",
      "image-sweep",
      "newsletter-weekly",
    ];
    await expect(jobs).toHaveCount(names.length);
    for (const name of names) {
      await expect(jobs.filter({ has: page.getByRole("heading", { name, exact: true }) })).toHaveCount(1);
    }
    await expect(page.getByText("Successful runs")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Companies" })).toHaveAttribute("href", "/admin/companies");

    const job = jobs.filter({ has: page.getByRole("heading", { name: "search-index" }) });
    await expect(job.getByText(/^(success|warning|error)$/)).toBeVisible();
    const before = await job.locator("time").first().getAttribute("datetime");
    await job.getByRole("button", { name: "Run now search-index" }).click();
    await expect(page.getByText("Job run recorded")).toBeVisible();
    await expect(job.locator("time").first()).not.toHaveAttribute("datetime", before!);

    await openAdmin(page, "/admin?log=1&action=job.run");
    await expect(page.getByRole("list", { name: "Audit log entries" }).getByText("Ran job").first()).toBeVisible();
  });
});
