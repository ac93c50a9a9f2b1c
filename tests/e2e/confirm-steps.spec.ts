import type { Page } from "@playwright/test";
import { signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { type E2EFactories, expect, QUIET_CITY, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/**
 * What one click cannot take back asks first (docs/decisions/0053): canceling a plan, and the admin's Featured and
 * Explore flags and Remove from Explore. Hydrated, the question is a modal dialog; without JavaScript it is a step of
 * its own address. Either way nothing changes until it is confirmed, and going back changes nothing.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

const planOf = (page: Page, name: string) =>
  page.getByRole("region", { name: /My Subscriptions|Mis suscripciones/ }).getByRole("listitem", { name });

async function ownerWithPlan(page: Page, factories: E2EFactories) {
  const owner = await signedInUser(page, factories, { name: "Plan Asker" });
  const name = `Asker ${unique()}`;
  await factories.createPaidOrganization({
    name,
    createdBy: owner.id,
    subscription: { endDate: new Date(Date.UTC(2031, 11, 28, 12)) },
  });
  return name;
}

test("canceling a plan asks first, with the date the listing stays public until @phone", async ({
  page,
  factories,
}) => {
  // Many steps, each a request: a busy machine needs more than the default time.
  test.slow();
  const name = await ownerWithPlan(page, factories);
  await page.goto("/profile");
  const plan = planOf(page, name);
  const cancel = await hydrated(plan.getByRole("button", { name: `Cancel plan for ${name}` }));

  // Going back (Escape, then Keep the plan) changes nothing.
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: `Cancel the plan for ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your listing stays public until December 28, 2031");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await cancel.click();
  await dialog.getByRole("link", { name: "Keep the plan" }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(plan.getByText("Renews on")).toBeVisible();

  await plan.getByRole("button", { name: `Cancel plan for ${name}` }).click();
  await dialog.getByRole("button", { name: "Yes, cancel the plan" }).click();
  await expect(page.getByText("Plan canceled. It stays active until the end of the paid period")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(plan.getByText("Ends on")).toBeVisible();
});

test("in Spanish the question names the date in Spanish @phone", async ({ page, factories }) => {
  const name = await ownerWithPlan(page, factories);
  await page.goto("/es/profile");
  await (await hydrated(planOf(page, name).getByRole("button", { name: `Cancelar plan de ${name}` }))).click();
  const dialog = page.getByRole("dialog", { name: `¿Cancelar el plan de ${name}?` });
  await expect(dialog).toContainText("Tu perfil sigue publicado hasta el 28 de diciembre de 2031");
  await dialog.getByRole("button", { name: "Sí, cancelar el plan" }).click();
  await expect(page).toHaveURL(/\/es\/profile\?updated=plan-canceled/);
  await expect(planOf(page, name).getByText("Termina el")).toBeVisible();
});

/** A curated Explore company of its own in the hidden city, unpaid, neither featured nor taken out. */
async function adminWithCompany(page: Page, factories: E2EFactories, baseURL: string) {
  const admin = await factories.createAdmin();
  await signIn(page, baseURL, { email: admin.email, password: admin.password ?? "" });
  const company = await factories.createUnclaimedExploreCompany({
    name: `A Confirm Co ${unique()}`,
    primaryCity: QUIET_CITY,
  });
  return company;
}

const companyRow = (page: Page, name: string) =>
  page
    .getByRole("list", { name: /^(Companies|Empresas)$/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

test("the admin's Featured and Explore flags ask first and say what changes @phone", async ({
  page,
  factories,
  baseURL,
}) => {
  test.slow();
  const company = await adminWithCompany(page, factories, baseURL!);
  await page.goto("/admin/companies?status=approved");
  const row = companyRow(page, company.name);
  const featured = await hydrated(row.getByRole("button", { name: `Featured for ${company.name}` }));
  await expect(featured).toHaveAttribute("aria-pressed", "false");

  await featured.click();
  const dialog = page.getByRole("dialog", { name: `Feature ${company.name}?` });
  await expect(dialog).toContainText("anchor organizations of the Austin guide");
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Keep as it is" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/companies\?status=approved$/);
  const stored = async () => (await (await page.request.get(`/api/organizations/${company.id}`)).json()).data;
  expect((await stored()).isFeatured).toBe(false);
  await expect(featured).toHaveAttribute("aria-pressed", "false");

  await featured.click();
  await dialog.getByRole("button", { name: "Yes, turn it on" }).click();
  await expect(page.getByText("Organization flags updated")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/companies\?status=approved&reason=flags-saved$/);
  await expect(row.getByRole("button", { name: `Featured for ${company.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Taking an unpaid curated company out of Explore also takes it out of the directory: the question says so.
  await row.getByRole("button", { name: `Explore company for ${company.name}` }).click();
  const out = page.getByRole("dialog", { name: `Take ${company.name} out of Explore?` });
  await expect(out).toContainText("It leaves the Austin guide at once.");
  await expect(out).toContainText("It is not paid for, so it also leaves the directory.");
  await page.keyboard.press("Escape");
  await expect(out).toHaveCount(0);
  expect((await page.request.get(`/api/organizations/${company.id}`)).ok()).toBe(true);
});

test("in Spanish the admin's question is in Spanish", async ({ page, factories, baseURL }) => {
  const company = await adminWithCompany(page, factories, baseURL!);
  await page.goto("/es/admin/companies?status=approved");
  const row = companyRow(page, company.name);
  await (await hydrated(row.getByRole("button", { name: `Destacada para ${company.name}` }))).click();
  const dialog = page.getByRole("dialog", { name: `¿Destacar ${company.name}?` });
  await expect(dialog).toContainText("organizaciones ancla de la guía de Austin");
  await dialog.getByRole("button", { name: "Sí, activarlo" }).click();
  await expect(page).toHaveURL(/\/es\/admin\/companies\?status=approved&reason=flags-saved$/);
  await expect(row.getByRole("button", { name: `Destacada para ${company.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test.describe("without JavaScript the question is a step of its own", () => {
  test.use({ javaScriptEnabled: false });

  test("canceling a plan: the step says until when, and only its button cancels @phone", async ({
    page,
    factories,
  }) => {
    const name = await ownerWithPlan(page, factories);
    await page.goto("/profile");
    await planOf(page, name)
      .getByRole("button", { name: `Cancel plan for ${name}` })
      .click();
    await expect(page).toHaveURL(/\/profile\?confirm=cancel-plan&organization=[^#]+#confirm-step$/);
    const step = page.getByRole("region", { name: `Cancel the plan for ${name}?` });
    await expect(step).toContainText("Your listing stays public until December 28, 2031");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Nothing changed yet.
    await expect(planOf(page, name).getByText("Renews on")).toBeVisible();
    await step.getByRole("link", { name: "Keep the plan" }).click();
    await expect(page).toHaveURL(/\/profile#my-subscriptions$/);
    await expect(planOf(page, name).getByText("Renews on")).toBeVisible();

    await planOf(page, name)
      .getByRole("button", { name: `Cancel plan for ${name}` })
      .click();
    await page.getByRole("button", { name: "Yes, cancel the plan" }).click();
    await expect(page.getByText("Plan canceled.", { exact: false })).toBeVisible();
    await expect(planOf(page, name).getByRole("button", { name: `Resume plan for ${name}` })).toBeVisible();
  });

  test("Remove from Explore: the reason goes with the step, and only its button removes", async ({
    page,
    factories,
    baseURL,
  }) => {
    const company = await adminWithCompany(page, factories, baseURL!);
    await page.goto("/admin/companies?status=approved");
    const row = companyRow(page, company.name);
    await row.getByText("Remove from Explore…").click();
    await row.getByLabel("Reason").fill("No longer based in Austin.");
    await row.getByRole("button", { name: `Remove from Explore ${company.name}` }).click();
    const step = page.getByRole("region", { name: `Remove ${company.name} from Explore?` });
    await expect(step).toContainText("It leaves the Austin guide at once");
    await expect(step).toContainText("“No longer based in Austin.”");
    await expect(step).toContainText("It is not paid for, so it also leaves the directory.");
    // Nothing changed yet: the company is still listed.
    expect((await page.request.get(`/api/organizations/${company.id}`)).ok()).toBe(true);
    await step.getByRole("button", { name: "Remove from Explore" }).click();
    await expect(page.getByText("Removed from Explore", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/companies\?status=approved&reason=removed-from-explore$/);
    await expect(companyRow(page, company.name)).toHaveCount(0);
  });

  test("a flag: the step says what changes, and only its button changes it", async ({ page, factories, baseURL }) => {
    const company = await adminWithCompany(page, factories, baseURL!);
    await page.goto("/admin/companies?status=approved");
    await companyRow(page, company.name)
      .getByRole("button", { name: `Featured for ${company.name}` })
      .click();
    const step = page.getByRole("region", { name: `Feature ${company.name}?` });
    await expect(step).toContainText("anchor organizations of the Austin guide");
    await expect(
      companyRow(page, company.name).getByRole("button", { name: `Featured for ${company.name}` }),
    ).toHaveAttribute("aria-pressed", "false");
    await step.getByRole("button", { name: "Yes, turn it on" }).click();
    await expect(page.getByText("Organization flags updated")).toBeVisible();
    await expect(
      companyRow(page, company.name).getByRole("button", { name: `Featured for ${company.name}` }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});
