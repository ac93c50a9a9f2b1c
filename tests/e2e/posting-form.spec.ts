import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/**
 * Posting a role (docs/product/jobs.md, Posting): the organization is chosen for the owner only when exactly one can
 * post, the others are shown with why they cannot; the countries people may live in are a checkbox list that works
 * with the keyboard and without JavaScript, filtered as one types once the page is hydrated.
 */

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const form = (page: Page) => page.locator("form[method=post]");

test("with several organizations none is chosen for the owner, and those that cannot post say why @phone", async ({
  page,
  factories,
}) => {
  const owner = await signedInUser(page, factories);
  const s = stamp();
  const first = await factories.createPaidOrganization({ createdBy: owner.id, name: `A Paid ${s}` });
  const second = await factories.createPaidOrganization({ createdBy: owner.id, name: `B Paid ${s}` });
  const unpaid = await factories.createDraftOrganization({ createdBy: owner.id, name: `C Unpaid ${s}` });
  const full = await factories.createPaidOrganization({ createdBy: owner.id, name: `D Full ${s}` });
  for (let i = 0; i < 5; i++) await factories.createJobPosting({ organizationId: full.id });

  await page.goto("/jobs/post");
  const organization = form(page).getByLabel("Organization");
  await expect(organization).toHaveValue("");
  await expect(organization.locator("option:checked")).toHaveText("Choose an organization…");
  await expect(organization.locator(`option[value="${first.id}"]`)).toBeEnabled();
  await expect(organization.locator(`option[value="${second.id}"]`)).toBeEnabled();
  await expect(organization.locator(`option[value="${unpaid.id}"]`)).toBeDisabled();
  await expect(organization.locator(`option[value="${unpaid.id}"]`)).toHaveText(
    `${unpaid.name} (not paid yet: choose a plan first)`,
  );
  await expect(organization.locator(`option[value="${full.id}"]`)).toBeDisabled();
  await expect(organization.locator(`option[value="${full.id}"]`)).toHaveText(
    `${full.name} (all its open roles are in use)`,
  );
  await expectAccessible(page);
});

test("the one organization that can post is chosen, even beside an unpaid one", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories);
  const s = stamp();
  await factories.createDraftOrganization({ createdBy: owner.id, name: `A Unpaid ${s}` });
  const paid = await factories.createPaidOrganization({ createdBy: owner.id, name: `B Paid ${s}` });
  await page.goto("/jobs/post");
  await expect(form(page).getByLabel("Organization")).toHaveValue(paid.id);
  await expect(
    form(page).getByLabel("Organization").locator("option", { hasText: "Choose an organization" }),
  ).toHaveCount(0);
});

/** Fills every required field of a remote role but the organization and the countries. */
async function fillRemoteRole(page: Page, title: string) {
  const f = form(page);
  await f.getByLabel("Job title").fill(title);
  await f.getByLabel("Description").fill("Keep our sensors honest, from anywhere the list allows.");
  await f.getByLabel("Employment type").selectOption("full_time");
  await f.getByLabel("Seniority").selectOption("mid");
  await f.getByLabel("Workplace").selectOption("remote");
  await f.getByLabel("Lowest salary").fill("40000");
  await f.getByLabel("Highest salary").fill("52000");
  await f.getByLabel("Currency").selectOption("EUR");
  await f.getByLabel("How to apply").fill("jobs@example.org");
}

async function remoteCountriesOf(page: Page): Promise<string[]> {
  const id = new URL(page.url()).searchParams.get("role");
  const role = (await (await page.request.get(`/api/jobs/${id}`)).json()).data;
  return [...role.remoteCountries].sort();
}

test("countries are chosen with the keyboard through the filter, and the choice is said @phone", async ({
  page,
  factories,
}) => {
  test.slow();
  const owner = await signedInUser(page, factories);
  await factories.createPaidOrganization({ createdBy: owner.id, name: `Keyboard ${stamp()}` });
  await page.goto("/jobs/post");
  const countries = page.getByRole("group", { name: "Countries people may live in" });
  const filter = await hydrated(countries.getByRole("searchbox", { name: "Filter countries" }));
  await fillRemoteRole(page, "Sensor Engineer, Keyboard");
  await expect(countries.getByText("None chosen: people may live anywhere.")).toBeVisible();

  await filter.fill("portu");
  // Filtered out, not removed: every country is still in the form.
  await expect(countries.getByRole("checkbox", { includeHidden: true })).toHaveCount(249);
  await expect(countries.getByRole("checkbox", { name: "Portugal" })).toBeVisible();
  await expect(countries.getByRole("checkbox", { name: "Spain" })).toBeHidden();
  // Enter in the filter does not post the form.
  await filter.press("Enter");
  await expect(page).toHaveURL(/\/jobs\/post$/);
  await filter.press("Tab");
  await expect(countries.getByRole("checkbox", { name: "Portugal" })).toBeFocused();
  await page.keyboard.press("Space");
  await filter.fill("españa");
  await expect(countries.getByText("No country matches the filter.")).toBeVisible();
  await filter.fill("SPAI");
  await filter.press("Tab");
  await page.keyboard.press("Space");
  await expect(countries.getByText("Chosen: Portugal, Spain.")).toBeVisible();
  await filter.fill("");
  await expect(countries.getByRole("checkbox", { name: "Spain" })).toBeVisible();
  await expectAccessible(page);

  await form(page).getByRole("button", { name: "Post the role" }).click();
  await expect(page).toHaveURL(/\/jobs\/posted\?role=/);
  expect(await remoteCountriesOf(page)).toEqual(["ES", "PT"]);

  // Editing the role: the chosen countries come first, under their own heading.
  const id = new URL(page.url()).searchParams.get("role");
  await page.goto(`/jobs/post?role=${id}`);
  const chosen = page.getByRole("list", { name: "Chosen" });
  await expect(chosen.getByRole("checkbox")).toHaveCount(2);
  await expect(chosen.getByRole("checkbox", { name: "Portugal" })).toBeChecked();
  await expect(chosen.getByRole("checkbox", { name: "Spain" })).toBeChecked();
});

test("in Spanish the country list and its filter speak Spanish", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories);
  await factories.createPaidOrganization({ createdBy: owner.id, name: `Español ${stamp()}` });
  await page.goto("/es/jobs/post");
  const countries = page.getByRole("group", { name: "Países desde los que se puede trabajar" });
  const filter = await hydrated(countries.getByRole("searchbox", { name: "Filtrar países" }));
  await expect(countries.getByText("Ninguno elegido: se puede vivir en cualquier lugar.")).toBeVisible();
  await filter.fill("espana");
  await countries.getByRole("checkbox", { name: "España" }).check();
  await expect(countries.getByText("Elegidos: España.")).toBeVisible();
  await expect(countries.getByRole("list", { name: "E" }).getByRole("checkbox", { name: "España" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the countries are plain checkboxes that post the role's list @phone", async ({ page, factories }) => {
    const owner = await signedInUser(page, factories);
    await factories.createPaidOrganization({ createdBy: owner.id, name: `Plain ${stamp()}` });
    await page.goto("/jobs/post");
    const countries = page.getByRole("group", { name: "Countries people may live in" });
    await expect(countries.getByRole("searchbox")).toHaveCount(0);
    await fillRemoteRole(page, "Sensor Engineer, Plain");
    await countries.getByRole("checkbox", { name: "Germany" }).check();
    await countries.getByRole("checkbox", { name: "Poland" }).check();
    await form(page).getByRole("button", { name: "Post the role" }).click();
    await expect(page).toHaveURL(/\/jobs\/posted\?role=/);
    expect(await remoteCountriesOf(page)).toEqual(["DE", "PL"]);
  });
});
