import type { Locator, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signIn } from "./support/accounts";
import { expect, test } from "./support/factories";

/**
 * Screens that clipped on a phone (or in a narrow column): every check measures the element itself (its scroll width
 * against its width, its box against its row), so text cut off by an overflow shows as a failure, not as a picture.
 */

/** How far an element's content runs past its own box, in CSS pixels (0 when it fits). */
const overflowOf = (locator: Locator) => locator.evaluate((element) => element.scrollWidth - element.clientWidth);

async function signInAsAdmin(
  page: Page,
  factories: { createAdmin: () => Promise<{ email: string; password?: string | null }> },
) {
  const admin = await factories.createAdmin();
  await signIn(page, baseURL, { email: admin.email, password: admin.password ?? "" });
}

test("the API reference's section list and endpoint headings keep long paths inside their column @phone", async ({
  page,
}) => {
  await page.goto("/developers/api");
  const nav = page.getByRole("navigation", { name: "API sections" });
  await expect(nav).toBeVisible();
  expect(await overflowOf(nav)).toBeLessThanOrEqual(0);
  const longest = page.getByRole("heading", { name: /domain-verification\/code-request$/ });
  await expect(longest).toBeVisible();
  expect(await overflowOf(longest)).toBeLessThanOrEqual(0);
  // The path still reads as one path to a screen reader and to a copy: the break points add no text.
  await expect(longest.locator("code")).toHaveText("/api/organizations/{id}/domain-verification/code-request");
  const linksPastTheirBox = await nav
    .getByRole("link")
    .evaluateAll((links) =>
      links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent),
    );
  expect(linksPastTheirBox).toEqual([]);
});

test("the Spanish job search shows its whole placeholder @phone", async ({ page }) => {
  await page.goto("/es/jobs");
  const search = page.getByRole("searchbox", { name: "Buscar puestos" });
  await expect(search).toHaveAttribute("placeholder", "Título o descripción");
  const room = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return inner - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThan(0);
});

test("the admin's Jobs keep each state badge at the top right of its row @phone", async ({ page, factories }) => {
  await signInAsAdmin(page, factories);
  await page.goto("/admin/jobs");
  const rows = page.getByRole("list", { name: "Roles" }).locator(":scope > li");
  await expect(rows.first()).toBeVisible();
  const places = [];
  for (const row of (await rows.all()).slice(0, 12)) {
    const rowBox = await row.boundingBox();
    const badgeBox = await row.getByText(/^(Open|Closed|Expired|Hidden)$/).boundingBox();
    if (!rowBox || !badgeBox) throw new Error("a row or its badge has no box");
    places.push({
      right: Math.round(rowBox.x + rowBox.width - badgeBox.x - badgeBox.width),
      top: Math.round(badgeBox.y - rowBox.y),
    });
  }
  expect(places.length).toBeGreaterThan(3);
  // Long titles wrap beside the badge instead of pushing it under the organization's name.
  for (const place of places) expect(place).toEqual(places[0]);
  expect(places[0]?.right).toBe(0);
});

test("the companies' thresholds table says it scrolls sideways and can be scrolled by keyboard @phone", async ({
  page,
  factories,
}, testInfo) => {
  await signInAsAdmin(page, factories);
  await page.goto("/admin/companies");
  const region = page.getByRole("region", { name: "Indexing thresholds by city" });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute("tabindex", "0");
  if (testInfo.project.name === "phone") {
    expect(await overflowOf(region)).toBeGreaterThan(0);
    await expect(page.getByText("Scroll sideways to see every column.")).toBeVisible();
    await expect(region).toHaveAccessibleDescription("Scroll sideways to see every column.");
    // The page itself never scrolls sideways: only the table's own box does.
    expect(await overflowOf(page.locator("html"))).toBeLessThanOrEqual(0);
  } else {
    await expect(page.getByText("Scroll sideways to see every column.")).toBeHidden();
  }
});

test("Admin Users names the sign-in method once, apart from the Email label @phone", async ({ page, factories }) => {
  await signInAsAdmin(page, factories);
  await page.goto("/admin/users");
  const card = page.getByRole("list", { name: "Admin users" }).getByRole("listitem").first();
  await expect(card.getByText("Signs in with password")).toBeVisible();
  await expect(card.getByText("Email", { exact: true })).toHaveCount(1);
  await page.goto("/es/admin/users");
  const tarjeta = page.getByRole("list", { name: "Administradores" }).getByRole("listitem").first();
  await expect(tarjeta.getByText("Entra con contraseña")).toBeVisible();
});
