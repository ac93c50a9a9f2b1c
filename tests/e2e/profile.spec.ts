import type { Page } from "@playwright/test";
import { type Account, signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { type E2EFactories, expect, QUIET_CITY, signedInUser, test } from "./support/factories";
import { holdRequests } from "./support/hold";
import { hydrated } from "./support/hydration";

const PASSWORD = "first-pass1";

/** A new account signed up through the API (unverified, signed in), for the tests about what sign-up sends. */
async function signUp(page: Page, baseURL: string, label: string): Promise<Account> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "Casey Newcomer" },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return { email, password: PASSWORD };
}

/** A new verified account made by the factory, signed in. */
async function verifiedUser(page: Page, factories: E2EFactories, emailVerified = true): Promise<Account> {
  const person = await signedInUser(page, factories, { name: "Casey Newcomer", password: PASSWORD, emailVerified });
  return { email: person.email, password: person.password };
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("signed out, /profile sends to the login page with the way back", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
});

test("an unverified account is asked to verify first", async ({ page, factories }) => {
  await verifiedUser(page, factories, false);
  await page.goto("/profile");
  await expect(page).toHaveURL("/verify-email-required");
});

test("the owner sees their profile, organizations and subscriptions @phone", async ({ page, factories }) => {
  // An owner with an organization in each state the dashboard tells apart.
  const owner = await signedInUser(page, factories, { name: "Olivia Owner" });
  const ledgerlineId = (
    await factories.createPaidOrganization({ name: "Ledgerline", countryCode: "GB", createdBy: owner.id })
  ).id;
  await factories.createDraftOrganization({ name: "Fietsdata", countryCode: "NL", createdBy: owner.id });
  await factories.createClaimedExploreCompany(owner.id, { name: "Tidewater Commons", primaryCity: QUIET_CITY });
  await factories.createAnnualOrganization({ name: "Kestrel Annual", countryCode: "DE", createdBy: owner.id });
  const response = await page.goto("/profile");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Dashboard/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const info = section(page, "Profile Information");
  await expect(info.getByText("Olivia Owner")).toBeVisible();
  await expect(info.getByText(owner.email).first()).toBeVisible();
  await expect(info.getByText("Member since")).toBeVisible();
  await expect(info.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(info.getByRole("link", { name: "Edit Profile" })).toBeVisible();

  const organizations = section(page, "My Organizations");
  const rows = organizations.getByRole("listitem");
  await expect(rows).toHaveCount(4);
  const ledgerline = rows.filter({ hasText: "Ledgerline" });
  await expect(ledgerline.getByRole("link", { name: "Ledgerline", exact: true })).toHaveAttribute(
    "href",
    `/organizations/${ledgerlineId}`,
  );
  await expect(ledgerline).toContainText("United Kingdom");
  await expect(ledgerline.getByText("Paid", { exact: true })).toBeVisible();
  await expect(ledgerline.getByText("Not requested", { exact: true })).toBeVisible();
  await expect(ledgerline.getByRole("link", { name: "Edit Ledgerline" })).toHaveAttribute(
    "href",
    `/organizations/${ledgerlineId}/edit`,
  );
  const fietsdata = rows.filter({ hasText: "Fietsdata" });
  await expect(fietsdata.getByText("Payment pending", { exact: true })).toBeVisible();
  const tidewater = rows.filter({ hasText: "Tidewater Commons" });
  await expect(tidewater.getByText("Approved for Explore", { exact: true })).toBeVisible();

  const subscriptions = section(page, "My Subscriptions").getByRole("listitem");
  await expect(subscriptions).toHaveCount(3);
  const ledgerlinePlan = subscriptions.filter({ hasText: "Ledgerline" });
  await expect(ledgerlinePlan).toContainText(/Monthly|Yearly/);
  await expect(ledgerlinePlan).toContainText("Active");
  await expect(ledgerlinePlan.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toHaveCount(2);

  await expect(section(page, "Account Settings").getByRole("region", { name: "Change Password" })).toBeVisible();
  await expect(section(page, "Account Settings").getByRole("region", { name: "Delete Account" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await expectAccessible(page);
});

test("the display name and photo can be edited", async ({ page, factories }) => {
  await verifiedUser(page, factories);
  await page.goto("/profile");
  const info = section(page, "Profile Information");
  await expect(info.getByText("Casey Newcomer")).toBeVisible();

  await info.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL("/profile?edit=profile");
  const name = info.getByLabel("Display name");
  await expect(name).toBeFocused();
  await name.fill("Casey Renamed");
  await info.getByLabel("Photo URL").fill("http://example.com/photo.jpg");
  await info.getByRole("button", { name: "Save" }).click();
  await expect(info.getByRole("alert")).toHaveText("Please enter a valid URL (e.g., https://example.com/photo.jpg)");
  await expect(info.getByLabel("Photo URL")).toBeFocused();
  await expectAccessible(page);

  await info.getByLabel("Photo URL").fill("");
  await info.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  // Success messages vanish after 5 seconds, and their marker leaves the address so a reload does not repeat them.
  await expect(page.getByText("Profile updated")).toBeHidden();
  await expect(page).toHaveURL("/profile");
  await expect(info.getByText("Casey Renamed")).toBeVisible();
  await expect(info.getByRole("link", { name: "Edit Profile" })).toBeFocused();

  await page.reload();
  await expect(info.getByText("Casey Renamed")).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Casey Renamed");

  // Cancel leaves edit mode without saving.
  await info.getByRole("link", { name: "Edit Profile" }).click();
  await info.getByLabel("Display name").fill("Not Saved");
  await info.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(info.getByText("Casey Renamed")).toBeVisible();
});

test("a link followed while a success message shows still arrives when the message goes", async ({
  page,
  factories,
}) => {
  await verifiedUser(page, factories);
  await page.goto("/profile?updated=profile");
  const message = page.getByText("Profile updated");
  await expect(message).toBeVisible();
  // The next page's data is held until the message has gone and its marker would leave the address.
  const release = await holdRequests(page, "**/about.data*");
  const about = await hydrated(page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }));
  await about.click();
  await expect(message).toBeHidden();
  release();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Culture Directory" })).toBeVisible();
});

test("the password change checks its input, then renews the session", async ({ page, baseURL, factories }) => {
  const account = await verifiedUser(page, factories);
  await page.goto("/profile");
  const form = section(page, "Account Settings").getByRole("region", { name: "Change Password" });
  const submit = async (current: string, next: string, confirm: string) => {
    await form.getByLabel("Current password").fill(current);
    await form.getByLabel(/^New password/).fill(next);
    await form.getByLabel("Confirm new password").fill(confirm);
    await form.getByRole("button", { name: "Update Password" }).click();
  };

  await submit(account.password, "second-pass2", "second-pass3");
  await expect(form.getByRole("alert")).toHaveText("New passwords do not match");
  await expect(form.getByLabel("Confirm new password")).toBeFocused();

  await submit(account.password, "abc", "abc");
  await expect(form.getByRole("alert")).toHaveText("Password must be at least 6 characters");

  await submit("wrong-password", "second-pass2", "second-pass2");
  await expect(form.getByRole("alert")).toHaveText(
    "Incorrect password. Please try again or use the 'Forgot Password' option.",
  );

  await submit(account.password, "second-pass2", "second-pass2");
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page).toHaveURL("/profile?updated=password");
  await expect(form.getByLabel("Current password")).toHaveValue("");

  // The renewed session keeps this browser signed in.
  await page.goto("/profile");
  await expect(page).toHaveURL("/profile");
  await expect(section(page, "Profile Information")).toBeVisible();

  const oldPassword = await page.request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { origin: baseURL! },
  });
  expect(oldPassword.status()).toBe(401);
  await signIn(page, baseURL!, { email: account.email, password: "second-pass2" });
});

test("deleting the account needs DELETE and the password, then signs out for good", async ({
  page,
  baseURL,
  factories,
}) => {
  const account = await verifiedUser(page, factories);
  await page.goto("/profile");
  const zone = section(page, "Account Settings").getByRole("region", { name: "Delete Account" });
  await expect(zone).toContainText("Organizations you created are deleted");
  await expect(zone).toContainText("Explore companies you claimed return to unclaimed");
  await expect(zone).toContainText("Subscription records are kept for accounting");

  await zone.getByLabel("Type DELETE to confirm").fill("delete");
  await zone.getByLabel("Current password").fill(account.password);
  await zone.getByRole("button", { name: "Delete Account" }).click();
  await expect(zone.getByRole("alert")).toHaveText("Please type DELETE to confirm");
  await expect(zone.getByLabel("Type DELETE to confirm")).toBeFocused();

  await zone.getByLabel("Type DELETE to confirm").fill("DELETE");
  await zone.getByLabel("Current password").fill("wrong-password");
  await zone.getByRole("button", { name: "Delete Account" }).click();
  await expect(zone.getByRole("alert")).toHaveText(
    "Incorrect password. Please enter your current password to confirm account deletion.",
  );

  await zone.getByLabel("Current password").fill(account.password);
  await zone.getByRole("button", { name: "Delete Account" }).click();
  // The home page says so, at its top.
  await expect(page).toHaveURL("/?reason=account-deleted");
  await expect(page.getByText("Your account was deleted.")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
  const again = await page.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: baseURL! } });
  expect(again.status()).toBe(401);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the profile edit and the password change still work", async ({ page, factories }) => {
    const account = await verifiedUser(page, factories);
    await page.goto("/profile");
    const info = section(page, "Profile Information");
    await info.getByRole("link", { name: "Edit Profile" }).click();
    await info.getByLabel("Display name").fill("Plain Form");
    await info.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Profile updated");
    await expect(info.getByText("Plain Form")).toBeVisible();

    const form = section(page, "Account Settings").getByRole("region", { name: "Change Password" });
    await form.getByLabel("Current password").fill(account.password);
    await form.getByLabel(/^New password/).fill("second-pass2");
    await form.getByLabel("Confirm new password").fill("second-pass2");
    await form.getByRole("button", { name: "Update Password" }).click();
    // The page after the change is rendered with the renewed session, not sent to the login page.
    await expect(page).toHaveURL("/profile?updated=password");
    await expect(page.getByRole("status")).toHaveText("Password updated");
  });
});

test("an admin reaches the admin panel from the dashboard", async ({ page, factories }) => {
  const admin = await signedInUser(page, factories, { role: "admin" });
  await page.goto("/profile");
  await page.getByRole("main").getByRole("link", { name: "Admin Panel" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await expect(page.getByText(`Welcome, ${admin.email}`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("a non-admin is turned away from /admin to the dashboard", async ({ page, factories }) => {
  await signedInUser(page, factories);
  await page.goto("/admin");
  await expect(page).toHaveURL("/profile?reason=forbidden");
  await expect(
    page.getByRole("alert").filter({ hasText: "You don't have permission to access this page" }),
  ).toBeVisible();
});

test("the dev mailbox lists a new account's verification email with its link", async ({ page, baseURL }) => {
  const account = await signUp(page, baseURL!, "mailbox");
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(account.email)}`);
  const email = page.getByRole("article");
  await expect(email).toHaveCount(1);
  await expect(email.getByRole("heading", { name: "Verify your email for Culture Directory" })).toBeVisible();
  await expect(email).toContainText(account.email);
  const link = email.getByRole("link", { name: /\/verify-email\?token=/ });
  await expect(link).toHaveAttribute("href", new RegExp(`^${baseURL}/verify-email\\?token=[^&]+&userId=`));
  expect(await link.textContent()).toBe(await link.getAttribute("href"));

  await page.goto("/dev/mailbox?to=nobody%40example.com");
  await expect(page.getByText("No emails to nobody@example.com.")).toBeVisible();
});
