import type { Browser, Page } from "@playwright/test";
import { baseURL as serverURL } from "../../playwright.config";
import { createDb } from "../../worker/db/client";
import { createGuestCode } from "../../worker/services/payments/guest-codes";
import { expectAccessible } from "./support/axe";
import { explorerD1 } from "./support/explorer-d1";
import { type E2EFactories, expect, QUIET_CITY, signedInUser, test } from "./support/factories";
import { holdRequests } from "./support/hold";
import { hydrated } from "./support/hydration";

const SELECT = /\/payments\/select\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Creates an organization through the form; lands on plan selection; answers the id. */
async function createOrganization(page: Page, name: string): Promise<string> {
  await page.goto("/submit-organization");
  await page.getByLabel("Organization name").fill(name);
  await page.getByLabel("Country").selectOption({ label: "United Kingdom" });
  await page.getByLabel("Description").fill("A small team building tools for local makers.");
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page).toHaveURL(SELECT);
  return page.url().match(SELECT)![1]!;
}

/** A new verified owner, signed in, who creates an organization through the form and lands on plan selection. */
async function ownerWithOrganization(page: Page, factories: E2EFactories, label: string) {
  await signedInUser(page, factories, { name: "Pat Payer" });
  const name = `Pay ${label} ${Math.random().toString(36).slice(2, 7)}`;
  const id = await createOrganization(page, name);
  return { id, name };
}

async function status(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.get(path, { maxRedirects: 0 });
  await context.close();
  return response.status();
}

/**
 * A new one-use guest code, written by the service `npm run guest-code` uses into the test server's own D1 (through
 * its explorer API, so nothing races the server for the database file), hashed under the secret
 * scripts/e2e-server.mjs gives the server. Running the script instead meant starting npx, tsx and a second local
 * runtime inside the test: on a busy machine that took most of the test's time, and it blocked the test's worker.
 */
function guestCode(): Promise<string> {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  return createGuestCode(createDb(explorerD1(serverURL)), "e2e-guest-code-secret-not-for-production", {
    code,
    maxUses: 1,
    expiresAt: null,
  });
}

const editForm = (page: Page, name: string) => page.getByRole("form", { name: `Edit ${name}` });

test("plan selection shows both plans and a guest code form, and is accessible", async ({ page, factories }) => {
  const { name } = await ownerWithOrganization(page, factories, "plans");
  await expect(page.getByRole("heading", { name: "Choose your plan", level: 1 })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  const monthly = page.getByRole("region", { name: "Monthly" });
  const annual = page.getByRole("region", { name: "Annual" });
  await expect(monthly.getByText("$12", { exact: true })).toBeVisible();
  await expect(monthly.getByRole("button", { name: "Choose Monthly" })).toBeVisible();
  await expect(annual.getByText("$100", { exact: true })).toBeVisible();
  // One saving, computed from the prices: twelve payments of $12 are $144, so $100 saves $44, 31% of them.
  await expect(annual.getByText("Save $44 a year (31%) compared with monthly")).toBeVisible();
  await expect(annual.getByText(/Save/)).toHaveCount(1);
  await expect(annual).not.toContainText(/16%|months free/);
  await expect(annual.getByRole("button", { name: "Choose Annual" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Have a guest code?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply code" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectAccessible(page);
});

/**
 * Records every status message the page shows, as it appears, from its next document on and across client
 * navigations; answers a reader of what was seen. A message that goes after 5 s is still seen on a slow machine.
 */
async function recordStatuses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenStatuses: seen });
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[role="status"]')) {
        const text = element.textContent ?? "";
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses.join("\n"));
}

test("annual checkout: dev checkout, pay, verification, then the form; the profile is public", async ({
  page,
  baseURL,
  browser,
  factories,
}) => {
  const seen = await recordStatuses(page);
  const { id, name } = await ownerWithOrganization(page, factories, "annual");
  expect(await status(browser, baseURL!, `/organizations/${id}`)).not.toBe(200);

  await page.getByRole("button", { name: "Choose Annual" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_dev_[a-z0-9]+$/);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText("Annual", { exact: true })).toBeVisible();
  await expect(page.getByText("$100")).toBeVisible();

  // The first check waits until the verification screen has been seen.
  const releaseCheck = await holdRequests(page, "**/api/payments/session/**");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Verifying your payment..." })).toBeVisible();
  await expect(page.getByText(/Attempt 1 of 10/)).toBeVisible();
  releaseCheck();
  await expect(page.getByText("Payment confirmed").first()).toBeVisible();
  await expect(editForm(page, name)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}/edit$`));
  // The first payment of a new organization: the page asks to complete the profile; the message goes after 5 s.
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Organization Profile" })).toBeVisible();
  await expect.poll(seen).toContain("Organization created successfully!");
  const created = page.getByRole("status").filter({ hasText: "Organization created successfully!" });
  await expect(created).toBeHidden();

  expect(await status(browser, baseURL!, `/organizations/${id}`)).toBe(200);

  // Paid already: plan selection sends the owner to the edit page.
  await page.goto(`/payments/select/${id}`);
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}/edit\\?reason=already-paid$`));
  await expect(page.getByText("Organization is already paid")).toBeVisible();
  await expect(editForm(page, name)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Organization" })).toBeVisible();

  // The checkout page is its buyer's only.
  const checkoutStatus = await status(browser, baseURL!, "/dev/checkout/cs_dev_doesnotexist");
  expect(checkoutStatus).not.toBe(200);
});

test("canceling the dev checkout counts down, then returns to plan selection", async ({ page, factories }) => {
  test.setTimeout(120_000);
  const { id } = await ownerWithOrganization(page, factories, "cancel");
  await page.getByRole("button", { name: "Choose Monthly" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await expect(page.getByText("$12")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/canceled\\?org=${id}$`));
  await expect(page.getByRole("heading", { name: "Payment canceled", level: 1 })).toBeVisible();
  await expect(page.getByText(/Redirecting in \d+ seconds?/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Profile" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", `/payments/select/${id}`);
  await expectAccessible(page);
  await expect(page).toHaveURL(new RegExp(`/payments/select/${id}$`), { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Choose Monthly" })).toBeVisible();
});

test("without an organization the canceled page points to the profile", async ({ page, factories }) => {
  await signedInUser(page, factories, { name: "Pat Payer" });
  await page.clock.install();
  await page.goto("/payments/canceled");
  await expect(page.getByText("Payment was canceled. You can try again from your organizations.")).toBeVisible();
  await expect(page.getByText("Redirecting in 10 seconds")).toBeVisible();
  // The countdown's timer starts once the page has hydrated; advancing the clock before that would advance nothing.
  await hydrated(page.getByRole("link", { name: "Go to Profile" }));
  await expect(async () => {
    await page.clock.runFor(11_000);
    await expect(page).toHaveURL(/\/profile\?reason=payment-canceled$/, { timeout: 1_000 });
  }).toPass();
  await expect(page.getByText("Payment was canceled. You can try again from your organizations.")).toBeVisible();
});

test("a guest code activates the organization; a wrong one is refused", async ({ page, factories }) => {
  const code = await guestCode();
  const seen = await recordStatuses(page);
  const { id, name } = await ownerWithOrganization(page, factories, "guest");

  await page.getByRole("textbox", { name: "Guest code" }).fill("NOT-A-REAL-CODE");
  await page.getByRole("button", { name: "Apply code" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid guest code" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/payments/select/${id}$`));

  await page.getByRole("textbox", { name: "Guest code" }).fill(code);
  await page.getByRole("button", { name: "Apply code" }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}/edit\\?guest=true$`));
  await expect.poll(seen).toContain("Guest code applied. Your organization is now active.");
  await expect(editForm(page, name)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Organization Profile" })).toBeVisible();
  await expect.poll(seen).toContain("Organization created successfully!");
});

test("an organization created months ago and paid now is not greeted as created", async ({ page, factories }) => {
  const code = await guestCode();
  const seen = await recordStatuses(page);
  const owner = await signedInUser(page, factories);
  const { id } = await factories.createDraftOrganization({
    createdBy: owner.id,
    createdAt: new Date(Date.now() - 90 * 24 * 60 * 60 * 1000),
  });
  await page.goto(`/payments/select/${id}`);
  await page.getByRole("textbox", { name: "Guest code" }).fill(code);
  await page.getByRole("button", { name: "Apply code" }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}/edit\\?guest=true$`));
  await expect.poll(seen).toContain("Guest code applied. Your organization is now active.");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Organization" })).toBeVisible();
  await expect(page.getByText("Organization created successfully!")).toHaveCount(0);
});

test("another user: plan selection sends to the profile, the checkout page is a 404", async ({ page, factories }) => {
  const { id } = await ownerWithOrganization(page, factories, "first");
  await page.getByRole("button", { name: "Choose Monthly" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_dev_/);
  const checkout = new URL(page.url()).pathname;
  await page.context().clearCookies();
  await signedInUser(page, factories, { name: "Pat Payer" });
  await page.goto(`/payments/select/${id}`);
  await expect(page).toHaveURL(/\/profile$/);
  const response = await page.goto(checkout);
  expect(response?.status()).toBe(404);
});

test("plan selection fits a phone @phone", async ({ page, factories }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await ownerWithOrganization(page, factories, "phone");
  for (const name of ["Choose Monthly", "Choose Annual", "Apply code"]) {
    await expect(page.getByRole("button", { name })).toBeVisible();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("verification: a claim lost to someone else, and the timeout screen", async ({ page, factories }) => {
  // Ten verification attempts and an accessibility scan: a long flow on a shared machine.
  test.slow();
  const { id } = await ownerWithOrganization(page, factories, "verify");
  const sessionPath = `/organizations/${id}/edit?success=true&session_id=cs_dev_mocked`;

  await page.route("**/api/payments/session/**", (route) =>
    route.fulfill({ status: 409, json: { error: { message: "Already claimed" } } }),
  );
  await page.goto(sessionPath);
  await expect(
    page.getByText(
      "This organization profile has already been claimed by another user. Please try a different organization.",
    ),
  ).toBeVisible();
  await page.unrouteAll();

  let calls = 0;
  await page.route("**/api/payments/session/**", (route) => {
    calls += 1;
    return route.fulfill({ json: { data: { status: "pending" } } });
  });
  await page.route("**/api/payments/status/**", (route) => route.fulfill({ json: { data: { status: "pending" } } }));
  await page.clock.install();
  await page.goto(sessionPath);
  await expect(page.getByRole("heading", { name: "Verifying your payment..." })).toBeVisible();
  // The payment gate is not shown while verifying.
  await expect(page.getByRole("heading", { name: "Complete payment to edit" })).toHaveCount(0);
  // The 10th attempt's answer comes at once here, so the timeout screen follows it straight away.
  for (let attempt = 2; attempt <= 9; attempt += 1) {
    await page.clock.runFor(3000);
    await expect(page.getByText(`Attempt ${attempt} of 10`)).toBeVisible();
  }
  await page.clock.runFor(3000);
  await expect(page.getByRole("heading", { name: "Payment Verification Timeout" })).toBeVisible();
  await expectAccessible(page);
  expect(calls).toBe(10);
  await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
  await page.getByRole("button", { name: "Try Verifying Again" }).click();
  await expect(page.getByText("Attempt 1 of 10")).toBeVisible();
});

test("without JavaScript: choose a plan, pay, continue to the form; a guest code error shows", async ({
  page,
  baseURL,
  browser,
  factories,
}) => {
  const { id, name } = await ownerWithOrganization(page, factories, "nojs");
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noJs = await context.newPage();
  await noJs.goto(`/payments/select/${id}`);
  await noJs.getByRole("textbox", { name: "Guest code" }).fill("NOPE-NOPE");
  await noJs.getByRole("button", { name: "Apply code" }).click();
  await expect(noJs.getByText("Invalid guest code")).toBeVisible();
  await noJs.getByRole("button", { name: "Choose Monthly" }).click();
  await expect(noJs).toHaveURL(/\/dev\/checkout\/cs_dev_/);
  await expect(noJs.getByText("$12")).toBeVisible();
  await noJs.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(noJs).toHaveURL(new RegExp(`/organizations/${id}/edit\\?success=true&session_id=cs_dev_`));
  await noJs.getByRole("link", { name: "Continue to your organization" }).click();
  await expect(editForm(noJs, name)).toBeVisible();
  await context.close();
});

test("a claim paid after someone else's: the edit page's verification answers it was already claimed", async ({
  browser,
  baseURL,
  factories,
}) => {
  // An unclaimed Explore company of this test's own.
  const company = (await factories.createUnclaimedExploreCompany({ name: "Brisa Works", primaryCity: QUIET_CITY })).id;
  const startClaim = async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signedInUser(page, factories, { name: "Pat Payer" });
    const response = await page.request.post("/api/payments/create-checkout-session", {
      data: { organizationId: company, plan: "monthly", intent: "claim" },
      headers: { origin: baseURL! },
    });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { url: string } };
    return { page, checkout: new URL(data.url).pathname };
  };
  const winner = await startClaim();
  const loser = await startClaim();

  await winner.page.goto(winner.checkout);
  await winner.page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(winner.page.getByText("Payment confirmed").first()).toBeVisible();
  await expect(winner.page).toHaveURL(new RegExp(`/organizations/${company}/edit\\?claimed=true$`));

  await loser.page.goto(loser.checkout);
  await loser.page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(loser.page).toHaveURL(new RegExp(`/organizations/${company}/edit\\?success=true&session_id=cs_dev_`));
  await expect(
    loser.page.getByText(
      "This organization profile has already been claimed by another user. Please try a different organization.",
    ),
  ).toBeVisible();
  await winner.page.context().close();
  await loser.page.context().close();
});
