import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";

const lane = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const cardNames = (page: Page, name: string) => lane(page, name).getByRole("heading", { level: 3 });

test("the Explore landing lists the published cities with their real counts @phone", async ({ page }) => {
  const response = await page.goto("/explore");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Explore Innovative Cities" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "How Explore Works" })).toBeVisible();
  // The seeded two, Miami and Lisbon, and the count of the cities listed: the admin's city test lists a city of its
  // own (Porto Test ...) for a while, in parallel with this one.
  const cities = page.getByRole("region", { name: "Cities", exact: true }).getByRole("article");
  await expect(cities.first()).toBeVisible();
  const names = await cities.getByRole("heading", { level: 3 }).allInnerTexts();
  expect(names.filter((name) => !name.startsWith("Porto Test ")).sort()).toEqual(["Lisbon", "Miami"]);
  await expect(page.getByText(`${names.length} regions`, { exact: true })).toBeVisible();

  // The seed has 9 featured and 11 other Miami Explore companies; the hidden city (Austin) is not listed.
  const miami = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Miami" }) });
  await expect(miami).toContainText("9 Anchors");
  await expect(miami).toContainText("11 Emerging teams");
  await expect(page.getByRole("heading", { level: 3, name: "Lisbon" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Austin" })).toHaveCount(0);

  await miami.getByRole("link", { name: "See Miami" }).click();
  await expect(page).toHaveURL("/explore/miami");
  await expect(page.getByRole("heading", { level: 1, name: "Miami Ecosystem Guide" })).toBeVisible();
});

test("Propose Your City shows a Coming Soon! notice that goes away", async ({ page }) => {
  await page.goto("/explore");
  await page.getByRole("button", { name: "Propose Your City" }).click();
  const notice = page.getByText("Coming Soon!");
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden();
});

test("a city guide shows both lanes, the plug-in guide and its resources", async ({ page }) => {
  const response = await page.goto("/explore/miami");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Miami Ecosystem Guide/);
  await expect(page.getByRole("heading", { level: 1, name: "Miami Ecosystem Guide" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Editorial Lane" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit City" })).toHaveCount(0);

  await expect(cardNames(page, "Anchor Organizations")).toHaveCount(8);
  await expect(cardNames(page, "Emerging Teams")).toHaveCount(8);
  await expect(page.getByText("Still Curating Miami")).toHaveCount(0);
  const tidewater = lane(page, "Anchor Organizations").getByRole("listitem").filter({ hasText: "Tidewater Commons" });
  await expect(tidewater.getByText("Claimed", { exact: true })).toBeVisible();

  await expect(page.getByRole("region", { name: "How to Plug In" })).toContainText("Start with the rhythms");
  const resources = page.getByRole("region", { name: "Supporting Resources" }).getByRole("link");
  await expect(resources).toHaveCount(6);
  await expect(resources.first()).toHaveAttribute("target", "_blank");
  await expect(resources.first()).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText("Curated by the Culture Directory editorial team")).toBeVisible();

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const itemList = jsonLd.map((text) => JSON.parse(text)).find((item) => item["@type"] === "ItemList");
  expect(itemList.itemListElement).toHaveLength(16);
  expect(itemList.itemListElement[0].url).toMatch(/^http:\/\/localhost:\d+\/organizations\/mia-/);

  await tidewater.getByRole("link", { name: "Tidewater Commons" }).click();
  await expect(page).toHaveURL("/organizations/mia-tidewater-commons");
});

test("topics filter the guide through the URL; an organization matches any selected topic", async ({ page }) => {
  await page.goto("/explore/miami");
  const oceans = page.getByRole("button", { name: "Oceans & Water" });
  await expect(oceans).toHaveAttribute("aria-pressed", "false");

  await oceans.click();
  await expect(page).toHaveURL("/explore/miami?topics=ocean_water");
  await expect(oceans).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Filtering by 1 topic(s)")).toBeVisible();
  await expect(cardNames(page, "Anchor Organizations")).toHaveText(
    ["Biscayne Resilience Accelerator", "Coastal Futures Lab"],
    {
      useInnerText: true,
    },
  );
  await expect(cardNames(page, "Emerging Teams")).toHaveCount(2);
  await expect(page.getByText("Still Curating Miami")).toBeVisible();
  await expect(page.getByText("Still Mapping Miami")).toBeVisible();

  await page.getByRole("button", { name: "Health Tech" }).click();
  await expect(page).toHaveURL("/explore/miami?topics=health_tech%2Cocean_water");
  await expect(page.getByText("Filtering by 2 topic(s)")).toBeVisible();
  await expect(cardNames(page, "Anchor Organizations")).toHaveCount(3);
  await expect(cardNames(page, "Emerging Teams")).toHaveCount(4);

  await page.getByRole("link", { name: "Clear topics" }).click();
  await expect(page).toHaveURL("/explore/miami");
  await expect(page.getByText(/Filtering by/)).toHaveCount(0);
  await expect(cardNames(page, "Anchor Organizations")).toHaveCount(8);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("See all shows every card of a lane through the URL, which stays out of the canonical one", async ({ page }) => {
    await page.goto("/explore/miami");
    await expect(cardNames(page, "Anchor Organizations")).toHaveCount(8);
    await expect(cardNames(page, "Emerging Teams")).toHaveCount(8);
    const teams = await seeAllCount(page, "Emerging Teams", /^See all \d+ emerging teams/);
    const anchors = await seeAllCount(page, "Anchor Organizations", /^See all \d+ anchor organizations/);
    expect(Math.min(teams, anchors)).toBeGreaterThan(8);

    await lane(page, "Emerging Teams")
      .getByRole("link", { name: `See all ${teams} emerging teams` })
      .click();
    await expect(page).toHaveURL("/explore/miami?teams=all#emerging-teams");
    await expect(cardNames(page, "Emerging Teams")).toHaveCount(teams);
    await expect(cardNames(page, "Anchor Organizations")).toHaveCount(8);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/explore\/miami$/);

    await lane(page, "Anchor Organizations")
      .getByRole("link", { name: `See all ${anchors} anchor organizations` })
      .click();
    await expect(page).toHaveURL("/explore/miami?teams=all&anchors=all#anchor-organizations");
    await expect(cardNames(page, "Anchor Organizations")).toHaveCount(anchors);
    await expect(cardNames(page, "Emerging Teams")).toHaveCount(teams);

    await lane(page, "Emerging Teams").getByRole("link", { name: "Show fewer emerging teams" }).click();
    await expect(page).toHaveURL("/explore/miami?anchors=all#emerging-teams");
    await expect(cardNames(page, "Emerging Teams")).toHaveCount(8);
    await expect(cardNames(page, "Anchor Organizations")).toHaveCount(anchors);
  });

  test("the topic buttons still filter", async ({ page }) => {
    await page.goto("/explore/miami");
    await page.getByRole("button", { name: "Oceans & Water" }).click();
    await expect(page).toHaveURL(/\/explore\/miami\?topics=ocean_water$/);
    await expect(page.getByText("Filtering by 1 topic(s)")).toBeVisible();
    await expect(cardNames(page, "Emerging Teams")).toHaveText(["Reefline Robotics", "Saltline Sensors"], {
      useInnerText: true,
    });
  });
});

/** The number a lane's "See all" link names: the lane's count, which the page shows only the first 8 of. */
async function seeAllCount(page: Page, laneName: string, name: RegExp): Promise<number> {
  const text = (await lane(page, laneName).getByRole("link", { name }).textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0]);
}

test("See all shows every anchor or team of a lane, in Spanish too, and Show fewer the first ones again", async ({
  page,
}) => {
  await page.goto("/es/explore/miami");
  const teams = "Equipos emergentes";
  await expect(cardNames(page, teams)).toHaveCount(8);
  const total = await seeAllCount(page, teams, /^Ver los \d+ equipos emergentes/);
  expect(total).toBeGreaterThan(8);
  await lane(page, teams)
    .getByRole("link", { name: `Ver los ${total} equipos emergentes` })
    .click();
  await expect(page).toHaveURL("/es/explore/miami?teams=all#emerging-teams");
  await expect(cardNames(page, teams)).toHaveCount(total);
  await expect(page.getByRole("heading", { level: 2, name: teams })).toBeInViewport();
  await expect(cardNames(page, "Organizaciones ancla")).toHaveCount(8);

  await lane(page, teams).getByRole("link", { name: "Ver menos equipos emergentes" }).click();
  await expect(page).toHaveURL("/es/explore/miami#emerging-teams");
  await expect(cardNames(page, teams)).toHaveCount(8);
});

test("admins get an Edit City link to the cities tab of the admin panel", async ({ page, factories }) => {
  await signedInUser(page, factories, { role: "admin" });
  await page.goto("/explore/miami");
  await expect(page.getByRole("link", { name: "Edit City" })).toHaveAttribute("href", "/admin/cities?city=miami");
});

test("a hidden city still renders but asks search engines not to index it", async ({ page }) => {
  const response = await page.goto("/explore/austin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Austin Ecosystem Guide" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByText("Still Curating Austin")).toBeVisible();
});

test("an unknown city answers 404", async ({ page }) => {
  const response = await page.goto("/explore/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "City not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the city guide has no serious accessibility violations", async ({ page }) => {
  await page.goto("/explore/miami");
  await expect(page.getByRole("heading", { level: 1, name: "Miami Ecosystem Guide" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1, name: "Explore Innovative Cities" })).toBeVisible();
  await expectAccessible(page);
});
