import type { APIRequestContext, Page } from "@playwright/test";
import { worldOrganizations } from "../../seed/data/organizations-world";
import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/**
 * How many organizations the server says match a filter. Other browser tests add organizations to the same
 * database, so the pages are checked against the server's answer; the matching rule itself is checked against
 * the seed data in tests/api/directory/public-api.test.ts.
 */
async function total(request: APIRequestContext, query = ""): Promise<number> {
  const body = (await (await request.get(`/api/organizations?limit=1&${query}`)).json()) as { meta: { total: number } };
  return body.meta.total;
}

const heading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Organizations \(\d+\)$/ });

/**
 * The heading shows the server's count for the page's filters. Visitors and guests share the edge cache
 * (docs/decisions/0004, 0018), so a page may be up to a minute older than the API's count when another test has just
 * added or removed an organization: then the page is reloaded until the shared copy has expired.
 */
async function expectCount(page: Page, query = "") {
  test.setTimeout(120_000);
  await expect(async () => {
    const expected = `Organizations (${await total(page.request, query)})`;
    if ((await heading(page).textContent()) !== expected) await page.reload();
    await expect(heading(page)).toHaveText(expected, { timeout: 2_000 });
  }).toPass({ timeout: 80_000, intervals: [1_000, 5_000] });
}
/** Opens every closed category group of the filters (each is a disclosure, closed unless one of its is chosen). */
async function openCategoryGroups(page: Page) {
  const closed = page.locator("#category-filter details:not([open]) > summary");
  while ((await closed.count()) > 0) await closed.first().click();
}

const cards = (page: Page) => page.locator('a[href^="/organizations/"]').filter({ hasText: "View profile" });

test.describe("home directory", () => {
  test("lists public organizations with a count, Add Your Organization and the Miami teaser @phone", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Culture Directory");
    await expectCount(page);
    await expect(page.getByText("All organizations", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByRole("link", { name: /Add Your Organization/ })).toHaveAttribute("href", "/signup");
    const teaser = page.getByRole("region", { name: "Miami's impact ecosystem" });
    await expect(teaser.getByRole("link", { name: "View Miami Ecosystem" })).toHaveAttribute("href", "/explore/miami");
    await expect(teaser.getByRole("listitem")).toHaveCount(3);
  });

  test("filters by country and categories through the URL, and the filters survive a reload and history", async ({
    page,
  }) => {
    await page.goto("/");
    // A choice made before React hydrates the select is reset by hydration (the form's own submit button only shows
    // without JavaScript): choose once the page is interactive.
    await (await hydrated(page.getByLabel("Country"))).selectOption("US");
    await expect(page).toHaveURL(/\?country=US$/);
    const inUs = await total(page.request, "country=US");
    await expect(heading(page)).toHaveText(`Organizations (${inUs})`);
    await openCategoryGroups(page);

    // A click navigates; the checkbox shows the new state as soon as that navigation starts.
    await page.getByRole("checkbox", { name: /Remote First/ }).click();
    await expect(page).toHaveURL(/country=US&categories=remote_first$/);
    const remoteInUs = await total(page.request, "country=US&categories=remote_first");
    await expect(heading(page)).toHaveText(`Organizations (${remoteInUs})`);
    await expect(page.getByText(`${remoteInUs} matching organizations`)).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText(`Organizations (${remoteInUs})`);
    await expect(page.getByRole("checkbox", { name: /Remote First/ })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\?country=US$/);
    await expect(heading(page)).toHaveText(`Organizations (${inUs})`);
    await page.goForward();
    await expect(heading(page)).toHaveText(`Organizations (${remoteInUs})`);
  });

  test("removes one filter chip, then clears all", async ({ page }) => {
    await page.goto("/?country=US&categories=remote_first,climate_tech");
    const chips = page.getByRole("region", { name: "Active Filters" });
    await expect(chips.getByRole("listitem")).toHaveCount(3);
    await chips.getByRole("link", { name: /Remove filter .*Climate Tech/ }).click();
    await expect(page).toHaveURL(/\?country=US&categories=remote_first$/);
    await expect(chips.getByRole("listitem")).toHaveCount(2);
    await chips.getByRole("link", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectCount(page);
    await expect(page.getByRole("region", { name: "Active Filters" })).toHaveCount(0);
  });

  test("a filter fetches the list and its counts, not the catalogue again; the language switch brings the other's", async ({
    page,
  }) => {
    await page.goto("/");
    await openCategoryGroups(page);
    const description = await page
      .getByRole("checkbox", { name: /Climate Tech/ })
      .locator("xpath=..")
      .getAttribute("title");
    expect(description).toBeTruthy();
    const data: string[] = [];
    page.on("response", async (response) => {
      if (new URL(response.url()).pathname.endsWith(".data")) data.push(await response.text());
    });
    await page.getByRole("checkbox", { name: /Climate Tech/ }).check();
    await expect(page).toHaveURL("/?categories=climate_tech");
    await expect(page.getByRole("checkbox", { name: /Health Tech/ })).toBeVisible();
    await expect.poll(() => data.length).toBe(1);
    // The list came (its cards' names), the catalogue did not (a category's description).
    expect(data[0]).toContain('"organizations"');
    expect(data[0]).not.toContain(description);

    await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL("/es?categories=climate_tech");
    // A client navigation keeps the groups as they were; the Spanish page's are its own.
    await openCategoryGroups(page);
    await expect(page.getByRole("checkbox", { name: /Tecnología climática/ })).toBeChecked();
  });

  test("facet counts say what each category would give, and zero-result categories are disabled", async ({ page }) => {
    await page.goto("/?country=US");
    await openCategoryGroups(page);
    const remote = page.getByRole("checkbox", { name: /Remote First/ });
    await expect(remote.locator("xpath=..")).toContainText(
      String(await total(page.request, "country=US&categories=remote_first")),
    );
    const zero = page.locator("label", { has: page.locator("input:disabled") }).first();
    await expect(zero).toContainText(/0\s*organizations/);
  });

  test("searches by name, together with the filters, and shows the empty state", async ({ page }) => {
    const target = worldOrganizations.find((org) => org.countryCode === "DE" && org.paid)!;
    await page.goto("/");
    await page.getByLabel("Search organizations").fill(target.name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(target.name).replaceAll("%20", "\\+")}`));
    await expect(cards(page).filter({ hasText: target.name })).toHaveCount(1);

    await page.getByLabel("Search organizations").fill("zzzz-no-such-organization");
    await page.getByLabel("Search organizations").press("Enter");
    await expect(page.getByText("No organizations found")).toBeVisible();
    await expect(page.getByText("Try other or fewer words.", { exact: false })).toBeVisible();
  });

  test("an empty list says what to change: the words, the filters or both, in either language @phone", async ({
    page,
  }) => {
    // Three categories no organization holds together; a made-up word no organization has.
    const none = "categories=nonprofit,venture_backed,bootstrapped";
    const cases = [
      ["/?q=zzqnosuch", "No name, description or category matches every word. Try other or fewer words."],
      [`/?${none}`, "Try another country or fewer categories."],
      ["/?country=US&q=zzqnosuch", "Try other or fewer words, another country or fewer categories."],
      [
        "/es?q=zzqnosuch",
        "Ningún nombre, descripción o categoría coincide con todas las palabras. Prueba con otras palabras o con menos.",
      ],
      [`/es?${none}`, "Prueba con otro país o con menos categorías."],
      ["/es?country=US&q=zzqnosuch", "Prueba con otras palabras o con menos, con otro país o con menos categorías."],
    ] as const;
    for (const [path, text] of cases) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }), path).toBeVisible();
    }
  });

  test("a word naming a category finds the organizations that hold it, in the page's language @phone", async ({
    page,
  }) => {
    await page.goto("/?q=clean+energy");
    await expectCount(page, "q=clean%20energy");
    expect(await total(page.request, "q=clean%20energy")).toBeGreaterThanOrEqual(
      await total(page.request, "categories=clean_energy"),
    );
    await page.goto("/es?q=energ%C3%ADa+limpia");
    await expect(page.getByRole("heading", { level: 2, name: /^Organizaciones \(\d+\)$/ })).toHaveText(
      `Organizaciones (${await total(page.request, "q=energ%C3%ADa%20limpia&locale=es")})`,
    );
    await expect(page.locator('a[href^="/es/organizations/"]').filter({ hasText: "Ver perfil" }).first()).toBeVisible();
  });

  test("Load more grows the list and keeps it in the URL", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/\?shown=48$/);
    await expect(cards(page)).toHaveCount(48);
    await page.reload();
    await expect(cards(page)).toHaveCount(48);
  });

  test("a card names the organization's first categories in its own order, and how many more it has", async ({
    page,
    factories,
  }) => {
    const name = `Chipwright ${Date.now()}`;
    const categories = ["ocean_water", "remote_first", "b_corp", "health_tech", "climate_tech"];
    await factories.createPaidOrganization({ name, categories });
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    const card = cards(page).filter({ hasText: name });
    await expect(card.getByRole("listitem")).toHaveText([
      "Oceans & Water",
      "Remote First",
      "Certified B Corp",
      "+2 more",
    ]);
    await expect(card.getByText("+2")).toBeVisible();

    await page.goto(`/es?q=${encodeURIComponent(name)}`);
    await expect(
      page.locator('a[href^="/es/organizations/"]').filter({ hasText: name }).getByRole("listitem"),
    ).toHaveText(["Océanos y agua", "Remoto primero", "B Corp certificada", "+2 más"]);
  });

  test("a card flips on keyboard focus and opens the organization", async ({ page }) => {
    await page.goto("/?country=DE");
    const first = cards(page).first();
    const name = (await first.locator("h3").textContent()) ?? "";
    await first.focus();
    await expect(first.getByText("View profile")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/organizations\/de-/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("the filter panel works from the keyboard", async ({ page }) => {
    await page.goto("/");
    await openCategoryGroups(page);
    await page.getByRole("checkbox", { name: /Climate Tech/ }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/categories=climate_tech/);
    await expect(page.getByRole("checkbox", { name: /Climate Tech/ })).toBeFocused();
    await expectCount(page, "categories=climate_tech");
  });

  test("caps the selection and says so", async ({ page }) => {
    const ids = ["remote_first", "climate_tech", "venture_backed", "psychological_safety"];
    await page.goto(`/?categories=${ids.join(",")},learning_budget,b_corp,education`);
    await expect(page.getByText("You've reached the maximum of 7 categories")).toBeVisible();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/?categories=remote_first");
    await expectAccessible(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form still filters, through a canonical URL", async ({ page }) => {
    await page.goto("/");
    await openCategoryGroups(page);
    await page.getByRole("checkbox", { name: /Remote First/ }).check();
    await page.getByRole("checkbox", { name: /Climate Tech/ }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\?categories=(remote_first,climate_tech|climate_tech,remote_first)$/);
    await expectCount(page, "categories=remote_first,climate_tech");
  });
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("edge page cache", () => {
  test("shares public pages between visitors without a session, never between signed-in people", async ({
    request,
    page,
    factories,
  }) => {
    const path = `/?q=cache${Date.now()}`;
    await request.get(path);
    const second = await request.get(path);
    // From the isolate's memory or the Cache API (worker/platform/page-cache.ts): either way a stored copy.
    expect(second.headers()["x-page-cache"]).toBe("hit");
    expect(second.headers()["cache-control"]).toContain("s-maxage=60");
    expect(second.headers()["x-page-cached-at"]).toBeUndefined();

    // A signed-in person's request (a session cookie alone decides nothing: what the render resolved does).
    await signedInUser(page, factories);
    const signedIn = await page.request.get(path);
    expect(signedIn.headers()["x-page-cache"]).toBe("bypass");
    expect(signedIn.headers()["cf-cache-status"]).toBeUndefined();
    expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
  });

  test("never caches a 404", async ({ request }) => {
    await request.get("/organizations/not-cached");
    const again = await request.get("/organizations/not-cached");
    expect(again.status()).toBe(404);
    expect(again.headers()["x-page-cache"]).not.toBe("hit");
    expect(again.headers()["cf-cache-status"]).toBeUndefined();
  });
});
