import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";

// Seeded organizations (seed/data), for the tests about how the demo data shows: a paid US startup with every
// Connect link, an unclaimed and a claimed Miami Explore company. Drafts are made per test.
const GRIDTIDE = "/organizations/us-gridtide";
const CAUSEWAY = "/organizations/mia-causeway-labs";
const TIDEWATER = "/organizations/mia-tidewater-commons";

test("a seeded organization shows its profile @phone", async ({ page }) => {
  const response = await page.goto(GRIDTIDE);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Gridtide · Culture Directory");
  await expect(page.getByRole("heading", { level: 1, name: "Gridtide" })).toBeVisible();
  await expect(page.getByRole("region", { name: "About" })).toContainText(
    "Gridtide turns home batteries, smart thermostats and EV chargers into virtual power plants",
  );
  await expect(page.getByText("Startup", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Austin, TX").first()).toBeVisible();

  // Culture sections in the seeded order; Venture Backed is a company property, not an ordered section.
  const categoryHeadings = page.locator("section[id^='category-'] h2");
  await expect(categoryHeadings).toHaveText(
    ["Clean Energy", "Data Driven", "Continuous Delivery", "Psychological Safety", "Learning Budget"].map(
      (name) => new RegExp(`^\\P{L}*${name}$`, "u"),
    ),
  );
  await expect(page.getByRole("region", { name: "Clean Energy" })).toContainText(
    "The fleet currently aggregates about 40,000 homes",
  );
  const properties = page.getByRole("region", { name: "Company Properties" });
  await expect(properties).toContainText("Venture Backed");
  await expect(properties).toContainText("Raised institutional venture capital to grow quickly");

  const connect = page.getByRole("region", { name: "Connect" });
  for (const [name, href] of [
    ["Website", "https://gridtide.example.com"],
    ["LinkedIn", "https://www.linkedin.com/company/gridtide"],
    ["Twitter", "https://x.com/gridtide"],
    ["Blog", "https://gridtide.example.com/blog"],
  ] as const) {
    const link = connect.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  const info = page.getByRole("region", { name: "Organization Info" });
  await expect(info).toContainText("2019");
  await expect(info).toContainText("🇺🇸");
  await expect(info).toContainText("United States");

  // Not an Explore company, not claimed, and the visitor owns nothing.
  await expect(page.getByRole("heading", { name: "Editor's Note" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Explore Resources" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Claim Profile" })).toHaveCount(0);
  await expect(page.getByText("Premium", { exact: true })).toHaveCount(0);
  await expect(page.getByText("You own this profile")).toHaveCount(0);
  await expectAccessible(page);
});

test("a jump link scrolls to its category section", async ({ page }) => {
  await page.goto(GRIDTIDE);
  const nav = page.getByRole("navigation", { name: "On this page" });
  await nav.getByRole("link", { name: "Learning Budget" }).click();
  await expect(page).toHaveURL(/#category-learning_budget$/);
  await expect(page.getByRole("heading", { level: 2, name: "Learning Budget" })).toBeInViewport();
});

test("an unclaimed Miami Explore company shows the editors' note, resources and Claim Profile", async ({ page }) => {
  const response = await page.goto(CAUSEWAY);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Causeway Labs" })).toBeVisible();
  const note = page.getByRole("region", { name: "Editor's Note" });
  await expect(note).toBeVisible();
  await expect(note.getByRole("link", { name: "Miami" })).toHaveAttribute("href", "/explore/miami");
  const resources = page.getByRole("region", { name: "Explore Resources" });
  const links = resources.getByRole("link");
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(page.getByRole("link", { name: "Claim Profile" })).toHaveAttribute("href", "/claim/mia-causeway-labs");
  await expect(page.getByText("Premium", { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test("a claimed Explore company is Premium and offers no claim", async ({ page }) => {
  await page.goto(TIDEWATER);
  await expect(page.getByRole("heading", { level: 1, name: "Tidewater Commons" })).toBeVisible();
  await expect(page.getByText("Premium", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Editor's Note" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Claim Profile" })).toHaveCount(0);
});

test("the page describes the organization for search engines", async ({ page }) => {
  await page.goto(GRIDTIDE);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Gridtide",
    foundingDate: "2019",
    address: { "@type": "PostalAddress", addressLocality: "Austin, TX", addressCountry: "US" },
    sameAs: [
      "https://gridtide.example.com",
      "https://www.linkedin.com/company/gridtide",
      "https://x.com/gridtide",
      "https://gridtide.example.com/blog",
    ],
  });
  expect(jsonLd.url).toMatch(/^https?:\/\/[^/]+\/organizations\/us-gridtide$/);
  expect(jsonLd.logo).toMatch(/^https?:\/\/[^/]+\/images\//);
  expect(jsonLd.description.length).toBeLessThanOrEqual(160);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\//);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("an unknown id is a 404 with the catalogue message", async ({ page }) => {
  const response = await page.goto("/organizations/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Organization with ID "does-not-exist" not found')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to the directory" }).click();
  await expect(page).toHaveURL("/");
});

test("an unpaid organization is a 404 for visitors", async ({ page, factories }) => {
  const draft = await factories.createDraftOrganization({ createdBy: (await factories.createVerifiedUser()).id });
  const response = await page.goto(`/organizations/${draft.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Organization with ID "${draft.id}" not found`)).toBeVisible();
});

test("the creator sees their unpaid draft, marked as theirs and kept out of search", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories);
  const draft = await factories.createDraftOrganization({ createdBy: owner.id });
  const response = await page.goto(`/organizations/${draft.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("You own this profile")).toBeVisible();
  await expect(page.getByRole("link", { name: "Claim Profile" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
