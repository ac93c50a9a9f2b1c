import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";

const PASSWORD = "secret123";
const WRONG_CREDENTIALS =
  "The email or password you entered is incorrect. Please try again or use the 'Forgot Password' option.";
const EMAIL_IN_USE =
  "This email is already registered. Please sign in with your password or use the 'Forgot Password' option.";

/** An address no other test or run has used. */
function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The newest verification or reset link sent to an address, read from the development mailbox page (/dev/mailbox
 * lists each email's text with its links). Every test that calls this depends on that page.
 */
async function mailboxLink(page: Page, to: string, pathname: "/verify-email" | "/reset-password"): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathname}\\?token=[^\\s"'<>]+`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get(`/dev/mailbox?${new URLSearchParams({ to })}`)).text();
      link = html.match(pattern)?.[0].replaceAll("&amp;", "&");
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function signUp(page: Page, email: string, { name = "", password = PASSWORD } = {}) {
  await page.goto("/signup");
  if (name) await page.getByLabel("Display name").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

const header = (page: Page) => page.getByRole("banner");

test("signing up asks for verification, and the emailed link verifies and signs in", async ({ page }) => {
  const email = uniqueEmail("signup");
  await signUp(page, email, { name: "Vera Verified" });

  await expect(page).toHaveURL("/verify-email-required");
  await expect(page).toHaveTitle("Verify Your Email · Culture Directory");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend Verification Email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contact");

  // Depends on /dev/mailbox.
  await page.goto(await mailboxLink(page, email, "/verify-email"));
  await expect(page.getByText("Your email has been verified")).toBeVisible();
  // The page that says to manage organizations from the dashboard links to it.
  await expect(page.getByRole("link", { name: "dashboard", exact: true })).toHaveAttribute("href", "/profile");
  await page.getByRole("link", { name: "Continue to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("button", { name: "Vera Verified" })).toBeVisible();

  // Verified people have nothing left to do on the reminder page.
  await page.goto("/verify-email-required");
  await expect(page).toHaveURL("/profile");
});

test("opening another account's verification link verifies it but keeps the signed-in person", async ({
  browser,
  factories,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const email = uniqueEmail("other");
  await signUp(otherPage, email, { name: "Otto Other" });
  await expect(otherPage).toHaveURL("/verify-email-required");
  const link = await mailboxLink(otherPage, email, "/verify-email");
  await other.close();

  const person = await factories.createVerifiedUser({ name: "Olivia Owner" });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await logIn(page, person.email, person.password!);
  await expect(header(page).getByRole("button", { name: "Olivia Owner" })).toBeVisible();
  await page.goto(link);
  await expect(page.getByText("Your email has been verified")).toBeVisible();
  // Still Olivia: no silent switch to the account whose link it was.
  await expect(header(page).getByRole("button", { name: "Olivia Owner" })).toBeVisible();
  await context.close();
});

test("the resend button on the reminder page sends a new verification email", async ({ page }) => {
  await signUp(page, uniqueEmail("resend"));
  await expect(page).toHaveURL("/verify-email-required");
  await page.getByRole("button", { name: "Resend Verification Email" }).click();
  await expect(page.getByRole("status")).toHaveText("Verification email sent. Please check your inbox.");
});

test("a wrong password shows the invalid-credentials message", async ({ page, factories }) => {
  const person = await factories.createVerifiedUser();
  await page.goto("/login");
  await logIn(page, person.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText(WRONG_CREDENTIALS);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(person.email);
  await expect(page).toHaveURL("/login");
});

test("the Spanish pages say an auth failure in Spanish @phone", async ({ page, factories }) => {
  const person = await factories.createVerifiedUser();
  await page.goto("/es/login");
  await page.getByRole("main").getByLabel("Correo electrónico", { exact: true }).fill(person.email);
  await page.getByRole("main").getByLabel("Contraseña", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "El correo o la contraseña no son correctos. Inténtalo de nuevo o usa la opción «¿Olvidaste tu contraseña?».",
  );

  // better-auth's own ceiling, which only the server checks: its "Password too long" never reaches the page.
  await page.goto("/es/signup");
  // The optional field says so in the page's language.
  await expect(page.getByRole("main").getByText("Nombre visible (opcional)")).toBeVisible();
  const long = "x".repeat(129);
  await page.getByRole("main").getByLabel("Correo electrónico", { exact: true }).fill(uniqueEmail("long"));
  await page.getByRole("main").getByLabel("Contraseña", { exact: true }).fill(long);
  await page.getByRole("main").getByLabel("Confirma la contraseña").fill(long);
  await page.getByRole("button", { name: "Registrarse", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("La contraseña puede tener como máximo 128 caracteres");

  await page.goto("/es/login?error=unable_to_get_user_info");
  await expect(page.getByRole("alert")).toHaveText("El inicio de sesión se interrumpió. Inténtalo de nuevo.");
});

test("signing up with a registered email offers to sign in or reset the password", async ({ page }) => {
  const email = uniqueEmail("twice");
  await signUp(page, email);
  await expect(page).toHaveURL("/verify-email-required");
  await page.context().clearCookies();

  await signUp(page, email);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(EMAIL_IN_USE);
  await expect(alert.getByRole("link", { name: "Sign in with your password" })).toHaveAttribute("href", "/login");
  await expect(alert.getByRole("link", { name: "Reset your password" })).toHaveAttribute("href", "/forgot-password");
});

test("the signup form checks the password length and the confirmation before posting", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("short"));
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm password").fill("abcd");
  await page.getByRole("button", { name: "Sign Up" }).click();

  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/Password must be at least 6 characters/);
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription("Passwords do not match");
  await expect(page).toHaveURL("/signup");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the action validates the signup form and answers a failed login", async ({ page, factories }) => {
    await page.goto("/signup");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nojs"));
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abc");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    await page.goto("/login");
    await logIn(page, (await factories.createVerifiedUser()).email, "not-the-password");
    await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
  });
});

test("a fresh visitor becomes a guest once the page has loaded", async ({ page }) => {
  await page.goto("/about");
  await expect(header(page).getByText("Browsing as Guest")).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
});

test("the account pages, in either language, do not make a guest that could race the sign-in", async ({ page }) => {
  const signIns: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/sign-in/anonymous")) signIns.push(new URL(page.url()).pathname);
  });
  for (const path of ["/signup", "/es/signup", "/login", "/es/login", "/es/forgot-password"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // The same visit elsewhere does make one: what the listener above would have caught.
  await page.goto("/es/about");
  await expect(header(page).getByText("Navegando como invitado")).toBeVisible();
  expect(signIns).toEqual(["/es/about"]);
});

test("password reset: request, emailed link, new password, log in with it", async ({ page }) => {
  const email = uniqueEmail("reset");
  await signUp(page, email);
  await expect(page).toHaveURL("/verify-email-required");
  await page.context().clearCookies();

  await page.goto("/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for password reset instructions");

  // Depends on /dev/mailbox.
  await page.goto(await mailboxLink(page, email, "/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill("brand-new-1");
  await page.getByLabel("Confirm new password").fill("brand-new-1");
  await page.getByRole("button", { name: "Reset Password" }).click();

  await expect(page).toHaveURL("/login?reset=1");
  await expect(page.getByText("Your password has been reset. Please log in.")).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText(WRONG_CREDENTIALS);
  await logIn(page, email, "brand-new-1");
  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("button", { name: email })).toBeVisible();
});

test("the forgot-password page answers the same for an address without an account", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for password reset instructions");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("a reset link that does not work says so and offers a new one", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill("brand-new-1");
  await page.getByLabel("Confirm new password").fill("brand-new-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("This reset link is invalid or has expired. Please request a new one.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
});

test("a guest who signs up becomes that account: the guest session is not left behind", async ({ page, request }) => {
  await page.goto("/about");
  await expect(header(page).getByText("Browsing as Guest")).toBeVisible();
  const guestCookie = (await page.context().cookies())
    .filter((cookie) => cookie.name.startsWith("better-auth"))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
  const guest = await (await request.get("/api/auth/get-session", { headers: { cookie: guestCookie } })).json();
  expect(guest.user.isAnonymous).toBe(true);

  await header(page).getByRole("link", { name: "Sign Up" }).click();
  await expect(page.getByText("You are browsing as a guest.")).toBeVisible();
  const email = uniqueEmail("guest");
  await page.getByLabel("Display name").fill("Gail Guest");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL("/verify-email-required");
  await expect(header(page).getByRole("button", { name: "Gail Guest" })).toBeVisible();
  await expect(header(page).getByText("Browsing as Guest")).toHaveCount(0);
  const account = await (await page.request.get("/api/auth/get-session")).json();
  expect(account.user).toMatchObject({ email, isAnonymous: false });
  // The guest was linked into the account and deleted, not kept as a second user.
  const stale = await (await request.get("/api/auth/get-session", { headers: { cookie: guestCookie } })).json();
  expect(stale).toBeNull();
});

test("the seeded owner logs in, is sent back where they came from, and signs out to /login", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Fabout");
  await logIn(page, "owner@example.com", "owner12345");
  await expect(page).toHaveURL("/about");

  const menu = header(page).getByRole("button", { name: "Olivia Owner" });
  await expect(menu).toBeVisible();
  // Signed-in people do not see the login page.
  await page.goto("/login");
  await expect(page).toHaveURL("/");

  await menu.click();
  await header(page).getByRole("button", { name: "Sign out" }).click();
  // Signing out writes to D1 and then loads /login, on a server shared by the parallel tests.
  await expect(page).toHaveURL("/login", { timeout: 15_000 });
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
});

test("a redirect target on another site is ignored after login", async ({ page, factories }) => {
  const person = await factories.createVerifiedUser();
  await page.goto("/login?redirectTo=%2F%2Fevil.example%2Fphish");
  await logIn(page, person.email, person.password!);
  await expect(page).toHaveURL("/");
});

test("the login page shows why the person was sent there", async ({ page }) => {
  await page.goto("/login?reason=permanent-account");
  await expect(page.getByText("Please sign in with a permanent account to access this feature")).toBeVisible();
});

test.describe("Google and GitHub through the local OAuth server", () => {
  // The local OAuth server signs in whoever was set last, so these run one after another.
  test.describe.configure({ mode: "serial" });

  /** Chooses who the local OAuth server (scripts/oauth-mock.mjs, next to the app's port) signs in next. */
  async function nextIdentity(page: Page, baseURL: string, identity: { sub: string; email: string; name: string }) {
    const mock = new URL(baseURL);
    mock.port = String(Number(mock.port) + 1000);
    const response = await page.request.post(`${mock.origin}/__identity`, { data: identity });
    expect(response.ok()).toBe(true);
  }

  test("signs in with GitHub and counts as verified", async ({ page, baseURL }) => {
    const email = uniqueEmail("github");
    await nextIdentity(page, baseURL!, { sub: `gh-${Date.now()}`, email, name: "Grace GitHub" });
    await page.goto("/login?redirectTo=%2Fprofile");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    // Verified by the provider: the verified-only profile opens straight away.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("button", { name: /Grace GitHub/ })).toBeVisible();
  });

  test("refuses a Google sign-in with the email of a password account, with links to both ways in", async ({
    page,
    baseURL,
    factories,
  }) => {
    const { email } = await factories.createVerifiedUser();
    await nextIdentity(page, baseURL!, { sub: `google-${Date.now()}`, email, name: "Owner" });
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/login\?error=account_not_linked/);
    await expect(page.getByRole("alert")).toContainText(
      "This email is already registered with a password. Please sign in with your password or use the 'Forgot Password' option if you don't remember it.",
    );
    await expect(page.getByRole("link", { name: "Reset your password" })).toHaveAttribute("href", "/forgot-password");
  });

  test("a guest who signs up with Google becomes that account", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page.getByText("Browsing as Guest").first()).toBeVisible();
    const email = uniqueEmail("google");
    await nextIdentity(page, baseURL!, { sub: `g-${Date.now()}`, email, name: "Gloria Google" });
    await page.goto("/signup");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: /Gloria Google/ })).toBeVisible();
    await expect(page.getByText("Browsing as Guest")).toHaveCount(0);
  });

  test("a GitHub account signs in again from its dashboard, then deletes itself", async ({ page, baseURL }) => {
    const identity = { sub: `gh-again-${Date.now()}`, email: uniqueEmail("again"), name: "Ada Again" };
    await nextIdentity(page, baseURL!, identity);
    await page.goto("/login?redirectTo=%2Fprofile");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // No password to confirm with: a fresh sign-in with the provider, a round trip of redirects that ends in a new
    // load of the dashboard (its address is the same, so the address alone cannot tell the new page from the old).
    await nextIdentity(page, baseURL!, identity);
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Sign in again with GitHub" }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/profile$/);
    await (await hydrated(page.getByLabel("Type DELETE to confirm"))).fill("DELETE");
    await page.getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL("/?reason=account-deleted");
  });
});

test("the tabs link the two screens and mark the current one @phone", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Log In · Culture Directory");
  const tabs = page.getByRole("navigation", { name: "Log in or sign up" });
  await expect(tabs.getByRole("link", { name: "Log In" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/signup");
  await expect(tabs.getByRole("link", { name: "Sign Up" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("verification links: missing information, and an invalid token with nobody signed in", async ({ page }) => {
  await page.goto("/verify-email");
  await expect(
    page.getByText("Missing verification information. Please check your email link and try again."),
  ).toBeVisible();

  await page.goto("/verify-email?token=invalid&userId=nobody");
  await expect(
    page.getByText("Verification failed. The link may be expired or invalid. Please request a new verification email."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  await page.getByRole("button", { name: "Request New Verification Email" }).click();
  await expect(page.getByText("You must be logged in to request a verification email.")).toBeVisible();
});

test("the reminder page needs a permanent account", async ({ page }) => {
  await page.goto("/verify-email-required");
  await expect(page).toHaveURL("/login?redirectTo=%2Fverify-email-required");
});

test("the login and signup pages are accessible @phone", async ({ page }) => {
  await page.goto("/login");
  await expectAccessible(page);
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
});

test("a page opened with an expired session sends the person to log in again", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "better-auth.session_token", value: "expired.token", url: baseURL! }]);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile&reason=expired/);
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
});
