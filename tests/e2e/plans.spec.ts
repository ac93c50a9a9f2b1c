import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";

const DAY = 86_400_000;

/** The dashboard's entry for one organization's plan. */
const planOf = (page: Page, name: string) =>
  page.getByRole("region", { name: "My Subscriptions" }).getByRole("listitem", { name });

/** The subjects of the development mailbox's emails to one address, newest first. */
async function mailSubjects(page: Page, to: string): Promise<string> {
  return (await page.request.get(`/dev/mailbox?${new URLSearchParams({ to })}`)).text();
}

test("an unpaid organization offers a plan; paying shows its price and renewal, and sends a receipt", async ({
  page,
  factories,
}) => {
  const owner = await signedInUser(page, factories, { name: "Plan Chooser" });
  const name = `Unpaid ${Math.random().toString(36).slice(2, 7)}`;
  const draft = await factories.createDraftOrganization({ name, createdBy: owner.id });

  await page.goto("/profile");
  const row = page.getByRole("region", { name: "My Organizations" }).getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("Not listed yet: choose a plan to publish it.")).toBeVisible();
  await row.getByRole("link", { name: `Choose a plan for ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/select/${draft.id}$`));
  await page.getByRole("button", { name: "Choose Monthly" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_dev_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${draft.id}/edit`));

  await page.goto("/profile");
  const plan = planOf(page, name);
  await expect(plan.getByText("Monthly", { exact: true })).toBeVisible();
  await expect(plan.getByText("$12/month")).toBeVisible();
  await expect(plan.getByText("Active", { exact: true })).toBeVisible();
  // A month from today, as the stand-in records the paid period.
  const renewal = new Date();
  renewal.setUTCMonth(renewal.getUTCMonth() + 1);
  const shown = renewal.toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  await expect(plan.getByRole("definition").filter({ hasText: shown })).toBeVisible();
  await expect(plan.getByRole("term").filter({ hasText: "Renews on" })).toBeVisible();
  await expect(plan.getByRole("button", { name: `Cancel plan for ${name}` })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "My Organizations" }).getByRole("link", { name: `Choose a plan for ${name}` }),
  ).toHaveCount(0);
  expect(await mailSubjects(page, owner.email)).toContain(`Receipt: Monthly plan for ${name}`);
  await expectAccessible(page);
});

test("cancel at the end of the period, resume, and the billing portal's stand-in", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories, { name: "Plan Keeper" });
  const name = `Keeper ${Math.random().toString(36).slice(2, 7)}`;
  const endDate = new Date(Date.UTC(2031, 2, 14, 12));
  await factories.createPaidOrganization({ name, createdBy: owner.id, subscription: { endDate } });

  await page.goto("/profile");
  const plan = planOf(page, name);
  await expect(plan.getByText("Renews on")).toBeVisible();
  await expect(plan.getByText("Mar 14, 2031")).toBeVisible();

  await plan.getByRole("button", { name: `Cancel plan for ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel the plan" }).click();
  await expect(page.getByText("Plan canceled. It stays active until the end of the paid period")).toBeVisible();
  await expect(plan.getByText("Ends on")).toBeVisible();
  await expect(plan.getByText("Active", { exact: true })).toBeVisible();
  await expect(plan.getByText(/Canceled: the plan stays active until Mar 14, 2031/)).toBeVisible();

  await plan.getByRole("button", { name: `Resume plan for ${name}` }).click();
  await expect(page.getByText("Plan resumed. It renews at the end of the paid period.")).toBeVisible();
  await expect(plan.getByText("Renews on")).toBeVisible();
  await expect(plan.getByRole("button", { name: `Cancel plan for ${name}` })).toBeVisible();

  await plan.getByRole("button", { name: `Invoices and payment method for ${name}` }).click();
  await expect(page).toHaveURL(/\/dev\/billing\//);
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(page.getByText("March 14, 2031")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page).toHaveURL(/\/profile\?updated=plan-canceled#my-subscriptions$/);
  await expect(planOf(page, name).getByText("Ends on")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("canceling a plan is a plain form, after its confirmation step", async ({ page, factories }) => {
    const owner = await signedInUser(page, factories, { name: "Plan Plain" });
    const name = `Plain ${Math.random().toString(36).slice(2, 7)}`;
    await factories.createPaidOrganization({ name, createdBy: owner.id });
    await page.goto("/profile");
    await planOf(page, name)
      .getByRole("button", { name: `Cancel plan for ${name}` })
      .click();
    await page.getByRole("button", { name: "Yes, cancel the plan" }).click();
    await expect(page.getByText("Plan canceled.", { exact: false })).toBeVisible();
    await expect(planOf(page, name).getByRole("button", { name: `Resume plan for ${name}` })).toBeVisible();
  });
});

test("a canceled plan ends with its paid period: the hourly job ends it, tells the owner, and the profile needs a plan", async ({
  page,
  playwright,
  baseURL,
  factories,
}) => {
  const owner = await signedInUser(page, factories, { name: "Plan Ender" });
  const name = `Ender ${Math.random().toString(36).slice(2, 7)}`;
  const endDate = new Date(Date.now() - DAY);
  await factories.createPaidOrganization({
    name,
    createdBy: owner.id,
    subscription: { endDate, cancelAtPeriodEnd: true },
  });

  // The hourly job, as an admin's Run now starts it (the local server also fires it on its schedule).
  const admin = await factories.createAdmin();
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect(
    (await request.post("/api/auth/sign-in/email", { data: { email: admin.email, password: admin.password } })).ok(),
  ).toBe(true);
  expect((await request.post("/api/admin/system-status/jobs/subscription-reconcile/run")).ok()).toBe(true);
  await request.dispose();

  expect(await mailSubjects(page, owner.email)).toContain(`Your Monthly plan for ${name} has ended`);
  await page.goto("/profile");
  const plan = planOf(page, name);
  await expect(plan.getByText("Canceled")).toBeVisible();
  await expect(plan.getByText("Ended on")).toBeVisible();
  await expect(plan.getByRole("button")).toHaveCount(0);
  const organization = page
    .getByRole("region", { name: "My Organizations" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(organization.getByRole("link", { name: `Choose a plan for ${name}` })).toBeVisible();
});
