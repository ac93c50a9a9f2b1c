import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { type E2EFactories, expect, QUIET_CITY, signedInUser, test } from "./support/factories";
import { holdRequests } from "./support/hold";

// The seeded Miami Explore company Causeway Labs (seed/data/organizations-miami.ts) is unclaimed and stays so: the
// tests below only read it or start checkouts they never pay. A test that buys or needs another state makes its own.
const UNCLAIMED = "/claim/mia-causeway-labs";
const DEV_CHECKOUT = /\/dev\/checkout\/cs_dev_[0-9a-f]+$/;

/** A new verified email/password account, signed in on this page's context. */
const signInNewUser = (page: Page, factories: E2EFactories) => signedInUser(page, factories, { name: "Cleo Claimer" });

async function newSignedInPage(browser: Browser, baseURL: string, factories: E2EFactories, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await signInNewUser(page, factories);
  return page;
}

const claimButton = (page: Page) => page.getByRole("button", { name: "Claim Organization Profile" });
const plans = (page: Page) => page.getByRole("group", { name: "Choose a plan" });

test("a guest sees what claiming costs, and the Claim button asks for a sign-in that comes back here", async ({
  page,
  factories,
}) => {
  await page.goto("/");
  await expect(page.getByText("Browsing as Guest").first()).toBeVisible();
  const response = await page.goto(UNCLAIMED);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Causeway Labs", level: 1 })).toBeVisible();
  await expect(plans(page)).toContainText("$12/month");
  await expect(plans(page)).toContainText("$100/year");
  await expect(claimButton(page)).toHaveCount(0);
  await expectAccessible(page);
  const person = await factories.createUser({ emailVerified: true });
  await page.getByRole("link", { name: "Sign in to claim" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText("Please sign in to claim organization profiles")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password ?? "");
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(UNCLAIMED);
  await expect(claimButton(page)).toBeEnabled();
});

test("signed out without JavaScript, in Spanish, the page shows the plans and the way to sign in", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/es${UNCLAIMED}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("group", { name: "Elige un plan" })).toContainText("$12");
  const signIn = page.getByRole("link", { name: "Inicia sesión para reclamar" });
  await expect(signIn).toHaveAttribute(
    "href",
    `/es/login?redirectTo=%2Fes${encodeURIComponent(UNCLAIMED)}&reason=claim`,
  );
  await expect(page.getByRole("button", { name: "Reclamar el perfil de la organización" })).toHaveCount(0);
  // The page is open, the claim is not: a post without a session is sent to sign in and starts nothing.
  const post = await page.request.post(`/es${UNCLAIMED}`, {
    form: { intent: "claim", plan: "monthly" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toMatch(/^\/es\/login\?redirectTo=/);
  await context.close();
});

test("an unverified person sees the plans and is asked to verify the email first", async ({ page, factories }) => {
  await signedInUser(page, factories, { emailVerified: false });
  await page.goto(UNCLAIMED);
  await expect(plans(page).getByRole("radio")).toHaveCount(2);
  await expect(claimButton(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Verify your email to claim" }).click();
  await expect(page).toHaveURL("/verify-email-required");
});

test("a verified user sees the company and the plans, monthly first", async ({ page, factories }) => {
  await signInNewUser(page, factories);
  const response = await page.goto(UNCLAIMED);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Claim Causeway Labs/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await expect(page.getByRole("heading", { name: "Causeway Labs", level: 1 })).toBeVisible();
  await expect(page.getByText("Status: Unclaimed", { exact: true })).toBeVisible();
  await expect(page.getByText("A downtown cowork and event space near the Metromover line")).toBeVisible();
  const website = page.getByRole("link", { name: "causeway-labs.example.com" });
  await expect(website).toHaveAttribute("href", "https://causeway-labs.example.com");
  await expect(website).toHaveAttribute("rel", "noopener noreferrer");
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("definition").filter({ hasText: "2014" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Editor's Note" })).toBeVisible();
  await expect(page.getByText("Causeway Labs is where Miami's evening tech calendar happens.")).toBeVisible();

  await expect(plans(page).getByRole("radio")).toHaveCount(2);
  await expect(page.getByRole("radio", { name: /Monthly/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Annual/ })).not.toBeChecked();
  await expect(plans(page)).toContainText("$12/month");
  await expect(plans(page)).toContainText("$100/year");
  await expect(page.getByRole("radio", { name: /Annual/ })).toHaveAccessibleDescription(
    "Billed once a year Save $44 a year (31%) compared with monthly",
  );
  await expect(claimButton(page)).toBeEnabled();
  await expect(page.getByText("Already Claimed")).toHaveCount(0);
  await expectAccessible(page);

  // A native radio group: the arrow keys move the choice.
  await page.getByRole("radio", { name: /Monthly/ }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Annual/ })).toBeChecked();
});

test("Claim Organization Profile shows its progress and opens the development checkout", async ({
  page,
  factories,
}) => {
  await signInNewUser(page, factories);
  await page.goto(UNCLAIMED);
  // The action and then the checkout page's data wait until the state each one causes has been seen.
  const releaseAction = await holdRequests(page, "**/claim/mia-causeway-labs.data*");
  const releaseCheckout = await holdRequests(page, "**/dev/checkout/*.data*");
  await page.getByRole("radio", { name: /Annual/ }).check();
  await claimButton(page).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  releaseAction();
  await expect(page.getByRole("button", { name: "Redirecting to secure payment..." })).toBeDisabled();
  releaseCheckout();
  await expect(page).toHaveURL(DEV_CHECKOUT);
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByText("Causeway Labs")).toBeVisible();
});

test("the claim works without JavaScript", async ({ browser, baseURL, factories }) => {
  const page = await newSignedInPage(browser, baseURL!, factories, false);
  await page.goto(UNCLAIMED);
  await expect(page.getByRole("radio", { name: /Monthly/ })).toBeChecked();
  await claimButton(page).click();
  await expect(page).toHaveURL(DEV_CHECKOUT);
  await page.context().close();
});

test("a claimed company offers no plans, only ways onward", async ({ page, factories }) => {
  const owner = await factories.createVerifiedUser();
  const claimed = await factories.createClaimedExploreCompany(owner.id, {
    name: "Tidewater Commons",
    primaryCity: QUIET_CITY,
  });
  await signInNewUser(page, factories);
  await page.goto(`/claim/${claimed.id}`);
  await expect(page.getByRole("heading", { name: "Tidewater Commons", level: 1 })).toBeVisible();
  await expect(page.getByText("Status: Claimed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Already Claimed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Explore" })).toHaveAttribute("href", "/explore");
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(claimButton(page)).toHaveCount(0);
  await expectAccessible(page);
});

test("coming back from a canceled checkout says so", async ({ page, factories }) => {
  await signInNewUser(page, factories);
  await page.goto(`${UNCLAIMED}?canceled=true`);
  await expect(page.getByRole("status").filter({ hasText: "Payment was canceled. You can try again." })).toBeVisible();
  await expect(claimButton(page)).toBeEnabled();
  await page.goto(UNCLAIMED);
  await expect(page.getByText("Payment was canceled. You can try again.")).toHaveCount(0);
});

test("Cancel on the checkout returns to the claim page with the notice", async ({ page, factories }) => {
  await signInNewUser(page, factories);
  await page.goto(UNCLAIMED);
  await claimButton(page).click();
  await expect(page).toHaveURL(DEV_CHECKOUT);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${UNCLAIMED}?canceled=true`);
  await expect(page.getByText("Payment was canceled. You can try again.")).toBeVisible();
});

test("an organization outside Explore, or none at all, cannot be loaded", async ({ page, factories }) => {
  await signInNewUser(page, factories);
  const outside = await factories.createPaidOrganization({ createdBy: (await factories.createVerifiedUser()).id });
  let response = await page.goto(`/claim/${outside.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unable to load company" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  response = await page.goto("/claim/no-such-company");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unable to load company" })).toBeVisible();
});

test("paying claims the company: the buyer goes to its editor, the next claimant finds it taken", async ({
  browser,
  baseURL,
  factories,
}) => {
  const company = await factories.createUnclaimedExploreCompany({
    name: "Palmetto Microgrid",
    primaryCity: QUIET_CITY,
  });
  const TO_BUY = `/claim/${company.id}`;
  const buyer = await newSignedInPage(browser, baseURL!, factories);
  const rival = await newSignedInPage(browser, baseURL!, factories);
  // The rival opens the page while the company is still free.
  await rival.goto(TO_BUY);
  await expect(claimButton(rival)).toBeVisible();

  await buyer.goto(TO_BUY);
  await buyer.getByRole("radio", { name: /Annual/ }).check();
  await claimButton(buyer).click();
  await expect(buyer).toHaveURL(DEV_CHECKOUT);
  await buyer.getByRole("button", { name: "Pay", exact: true }).click();
  // The verification may already have confirmed the payment and dropped its parameters from the address.
  await expect(buyer).toHaveURL(
    new RegExp(`/organizations/${company.id}/edit\\?(success=true&session_id=cs_dev_[0-9a-f]+&)?claimed=true$`),
  );

  // Too late: the rival's attempt is refused with the 409 message, and the page turns to Already Claimed.
  await claimButton(rival).click();
  await expect(
    rival.getByRole("alert").filter({
      hasText:
        "This organization profile has already been claimed by another user. Please try a different organization.",
    }),
  ).toBeVisible();
  await expect(rival.getByRole("heading", { name: "Already Claimed" })).toBeVisible();
  await rival.reload();
  await expect(rival.getByRole("heading", { name: "Already Claimed" })).toBeVisible();
  await expect(rival.getByText("Status: Claimed", { exact: true })).toBeVisible();

  // The buyer is told the profile is theirs.
  await buyer.goto(TO_BUY);
  await expect(buyer.getByText("You own this organization profile.")).toBeVisible();
  await expect(buyer.getByRole("link", { name: "Edit your profile" })).toHaveAttribute(
    "href",
    `/organizations/${company.id}/edit`,
  );
  await buyer.context().close();
  await rival.context().close();
});

test("the claim page fits a phone screen", async ({ page, factories }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewUser(page, factories);
  await page.goto(UNCLAIMED);
  await expect(claimButton(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Screenshots for looking at the layout: CLAIM_SHOTS_DIR=/tmp/shots-claim npx playwright test ...
  const shots = process.env.CLAIM_SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/claim-390.png`, fullPage: true });
  // The plans come after the details on one column; a link leads straight to them.
  await page.getByRole("link", { name: "Choose a plan" }).click();
  await expect(page.getByRole("heading", { name: "Claim this profile" })).toBeInViewport();
  await expect(claimButton(page)).toBeInViewport();
  if (shots) {
    const claimed = `/claim/${(await factories.createClaimedExploreCompany((await factories.createVerifiedUser()).id, { primaryCity: QUIET_CITY })).id}`;
    await page.goto(claimed);
    await page.screenshot({ path: `${shots}/claimed-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${UNCLAIMED}?canceled=true`);
    await page.screenshot({ path: `${shots}/claim-1280.png`, fullPage: true });
    await page.goto(claimed);
    await page.screenshot({ path: `${shots}/claimed-1280.png`, fullPage: true });
    await page.goto("/claim/no-such-company");
    await page.screenshot({ path: `${shots}/unable-1280.png`, fullPage: true });
  }
});
