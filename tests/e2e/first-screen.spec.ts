import type { Page } from "@playwright/test";
import { worldOrganizations } from "../../seed/data/organizations-world";
import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";

// The list's first results are in the first screen; on a phone the filters give way to the list in one tap.

const firstCard = (page: Page, profiles = "/organizations/") =>
  page
    .locator(`a[href^="${profiles}"]`)
    .filter({ hasText: /View profile|Ver perfil/ })
    .first();

/** The element's top edge lies within the window's first screen. */
async function expectInFirstScreen(page: Page, what: ReturnType<Page["locator"]>) {
  const box = await what.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, "the element is laid out").not.toBeNull();
  expect(box!.y + 24, "at least its top part is in the first screen").toBeLessThanOrEqual(height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

for (const [path, profiles] of [
  ["/", "/organizations/"],
  ["/es", "/es/organizations/"],
] as const) {
  test(`${path}: the first organization is in the first screen, on a laptop and on a phone @phone`, async ({
    page,
    isMobile,
  }) => {
    if (!isMobile) await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expectInFirstScreen(page, firstCard(page, profiles));
    // Also with categories chosen: their group is open beside the list, not above it.
    await page.goto(`${path}?categories=remote_first,climate_tech`);
    await expectInFirstScreen(page, firstCard(page, profiles));
  });
}

test("the job board's first role is in the first screen, on a laptop and on a phone @phone", async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/jobs");
  await expectInFirstScreen(page, page.getByRole("region", { name: /roles/i }).getByRole("listitem").first());
});

test("categories sit in closed groups that open by themselves for a chosen one, and filter without JavaScript too", async ({
  page,
}) => {
  await page.goto("/?categories=remote_first");
  const panel = page.getByRole("region", { name: "Filter by Categories" });
  await expect(panel.getByRole("checkbox", { name: /Remote First/ })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: /Remote First/ })).toBeVisible();
  // Climate Tech's group is closed: its box is not shown until its disclosure opens.
  await expect(panel.getByRole("checkbox", { name: /Climate Tech/ })).toBeHidden();
  await panel.locator("summary", { hasText: "Impact Areas" }).click();
  await (await hydrated(panel.getByRole("checkbox", { name: /Climate Tech/ }))).check();
  await expect(page).toHaveURL(/categories=remote_first,climate_tech$/);
});

test("without JavaScript a group opens and the chosen categories apply @phone", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  const panel = page.getByRole("region", { name: "Filter by Categories" });
  await panel.locator("summary", { hasText: "Impact Areas" }).click();
  await panel.getByRole("checkbox", { name: /Climate Tech/ }).check();
  await panel.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\?categories=climate_tech$/);
  await expect(page.getByRole("checkbox", { name: /Climate Tech/ })).toBeChecked();
  await context.close();
});

for (const { path, toggle, group, category, show } of [
  {
    path: "/",
    toggle: "Filter by Categories",
    group: "Impact Areas",
    category: /Climate Tech/,
    show: /^Show \d+ results?$/,
  },
  {
    path: "/es",
    toggle: "Filtrar por categorías",
    group: "Áreas de impacto",
    category: /Tecnología climática/,
    show: /^Ver \d+ resultados?$/,
  },
]) {
  test(`${path}: on a phone, Show N results closes the filters and goes to the list @phone`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "wide screens show the categories beside the list");
    await page.goto(path);
    await (await hydrated(page.getByRole("button", { name: toggle }))).click();
    const panel = page.locator("#category-filter");
    await expect(panel).toBeVisible();
    await panel.locator("summary", { hasText: group }).click();
    const heading = page.getByRole("heading", { level: 2, name: /^(Organizations|Organizaciones) \(\d+\)$/ });
    const before = await heading.textContent();
    await panel.getByRole("checkbox", { name: category }).check();
    await expect(page).toHaveURL(/categories=climate_tech$/);
    await expect(heading).not.toHaveText(before!);
    const count = ((await heading.textContent()) ?? "").match(/\((\d+)\)/)![1];
    const button = panel.getByRole("button", { name: show });
    await expect(button).toContainText(count!);
    await expect(button).toBeInViewport();
    await button.click();
    await expect(panel).toBeHidden();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(firstCard(page, path === "/" ? "/organizations/" : "/es/organizations/")).toBeInViewport();
  });
}

test("the count beside the list names what it counts, one organization in the singular @phone", async ({ page }) => {
  const target = worldOrganizations.find((org) => org.countryCode === "DE" && org.paid)!;
  await page.goto("/");
  await expect(page.getByText("All organizations", { exact: true })).toBeVisible();
  await expect(page.getByText("select categories")).toHaveCount(0);

  await page.goto(`/?q=${encodeURIComponent(target.name)}`);
  await expect(page.getByRole("heading", { level: 2, name: "Organizations (1)" })).toBeVisible();
  await expect(page.getByText("1 matching organization", { exact: true })).toBeVisible();

  await page.goto(`/es?q=${encodeURIComponent(target.name)}`);
  await expect(page.getByText("1 organización coincide", { exact: true })).toBeVisible();
  await page.goto("/es?country=DE");
  await expect(page.getByText(/^\d+ organizaciones coinciden$/)).toBeVisible();
  await page.goto("/es");
  await expect(page.getByText("Todas las organizaciones", { exact: true })).toBeVisible();
});
