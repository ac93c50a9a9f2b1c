import type { Browser, Page } from "@playwright/test";
import { ADMIN, signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { type E2EFactories, expect, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/**
 * An owner's edit of an approved, featured Explore company waits for review while the approved version stays on the
 * city guide and the profile (docs/product/explore.md#edits-of-an-approved-company). Made in Lisbon, whose guide the
 * admin tests already add companies to, so that Miami's counts stay the seed's.
 */

const CITY = "lisbon";
const APPROVED = "A Lisbon anchor that builds grid software with neighbourhood energy co-ops.";
const ADDED = " It now also runs a weekly open office for engineers new to the city.";

let counter = 0;
async function approvedAnchor(page: Page, factories: E2EFactories) {
  const owner = await signedInUser(page, factories, { name: "Olga Owner" });
  counter += 1;
  const company = await factories.createClaimedExploreCompany(owner.id, {
    name: `Anchor Edit ${Date.now().toString(36)}${counter}`,
    description: APPROVED,
    primaryCity: CITY,
    isFeatured: true,
    countryCode: "PT",
    localPresenceCriteria: ["Office in Marvila"],
    categories: ["climate_tech"],
  });
  return company;
}

async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, baseURL, ADMIN);
  return page;
}

const companyRow = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name }) });

test("an owner's edit of an approved anchor waits for review; the guide keeps the approved text until an admin publishes it", async ({
  page,
  browser,
  baseURL,
  factories,
}) => {
  test.slow();
  const company = await approvedAnchor(page, factories);
  await page.goto(`/organizations/${company.id}/edit`);
  // Before saving, the page says which fields the editors review and, as the owner types, which changes will wait.
  await expect(page.getByRole("heading", { name: "Approved for Explore: some changes need a review" })).toBeVisible();
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  await hydrated(description);
  await description.fill(APPROVED + ADDED);
  await description.blur();
  await expect(page.getByText("Saving sends these changes for review: Description.")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your edit is waiting for review" })).toBeVisible();
  await page.getByText("See what changes (1)").click();
  await expect(page.getByRole("definition").getByText(APPROVED + ADDED)).toBeVisible();
  // Checked once the "sent for review" toast has gone: axe misjudges the contrast of a toast while it fades.
  await expect(page.getByText("Saved. Your changes wait for the editors' review")).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);

  // The guide and the profile still show the approved version, featured.
  await page.goto(`/explore/${CITY}`);
  // Other tests' anchors share the city and the approved text: this company's card only.
  const card = page
    .getByRole("region", { name: "Anchor Organizations" })
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: company.name }) });
  await expect(card.getByText(APPROVED, { exact: true })).toBeVisible();
  await page.goto(`/organizations/${company.id}`);
  await expect(page.getByText(APPROVED, { exact: true })).toBeVisible();

  // The admin sees what changed, approved against edited, and publishes it.
  const admin = await adminPage(browser, baseURL!);
  await admin.goto("/admin/companies?status=edited");
  const row = companyRow(admin, company.name);
  await expect(row.getByText("Edit pending")).toBeVisible();
  const change = row.getByRole("definition");
  await expect(change.getByText(APPROVED, { exact: true })).toBeVisible();
  await expect(change.getByText(APPROVED + ADDED, { exact: true })).toBeVisible();
  await expectAccessible(admin);
  await row.getByRole("button", { name: `Publish edit ${company.name}` }).click();
  await expect(admin.getByText("Edit published: the profile and the city guide show it now")).toBeVisible();

  await admin.goto(`/explore/${CITY}`);
  await expect(
    admin
      .getByRole("region", { name: "Anchor Organizations" })
      .getByRole("article")
      .filter({ has: admin.getByRole("link", { name: company.name }) })
      .getByText(APPROVED + ADDED, { exact: true }),
  ).toBeVisible();
  await page.goto(`/organizations/${company.id}/edit`);
  await expect(page.getByRole("heading", { name: "Your edit is waiting for review" })).toHaveCount(0);
  await admin.context().close();
});

test("on a phone the owner reads the pending edit and withdraws it; the approved version stays @phone", async ({
  page,
  factories,
}) => {
  const company = await approvedAnchor(page, factories);
  await page.goto(`/organizations/${company.id}/edit`);
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  await hydrated(description);
  await description.fill(APPROVED + ADDED);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const pending = page.getByRole("region", { name: "Your edit is waiting for review" });
  await expect(pending).toBeVisible();
  const box = await pending.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await pending.getByText("See what changes (1)").click();
  await expect(pending.getByText("Approved (public now)")).toBeVisible();
  await pending.getByRole("button", { name: "Withdraw edit" }).click();
  await expect(page.getByText("Edit withdrawn: the approved version stays as it is.")).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(APPROVED);
});
