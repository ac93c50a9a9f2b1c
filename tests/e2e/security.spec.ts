import { expect, signedInUser, test } from "./support/factories";

test.describe("Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => {
    // Collects every violation the browser reports, from the first script on.
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
  });

  test("pages carry a nonce policy; React Router's scripts run under it, nothing is blocked", async ({ page }) => {
    const response = await page.goto("/explore");
    const policy = response!.headers()["content-security-policy"] ?? "";
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response!.headers()["content-type"]).toBe("text/html; charset=utf-8");

    // Hydrated: the Coming Soon notice is client-side behaviour.
    await page.getByRole("button", { name: "Propose Your City" }).click();
    await expect(page.getByText("Coming Soon!")).toBeVisible();
    // Client navigation loads route modules through the nonce-trusted entry ('strict-dynamic').
    await page.getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL("/about");
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test("a page served from the edge cache carries a nonce of its own, and its scripts still run", async ({
    page,
    request,
  }) => {
    const nonceOf = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1];
    const first = await request.get("/faq");
    const again = await request.get("/faq");
    expect(again.headers()["x-page-cache"]).toBe("hit");
    const [firstNonce, againNonce] = [
      nonceOf(first.headers()["content-security-policy"]),
      nonceOf(again.headers()["content-security-policy"]),
    ];
    expect(againNonce).toBeTruthy();
    expect(againNonce).not.toBe(firstNonce);
    expect(await again.text()).toContain(`nonce="${againNonce}"`);

    const response = await page.goto("/faq");
    expect(response!.headers()["x-page-cache"]).toBe("hit");
    // Hydrated from the cached copy: client navigation works and nothing was blocked.
    await page.getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL("/about");
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test("an injected inline script without the nonce is refused", async ({ page }) => {
    await page.goto("/about");
    const ran = await page.evaluate(() => {
      // Markup the way an injection into the HTML arrives: an inline event handler, which no nonce can cover.
      document.body.insertAdjacentHTML("beforeend", '<img src="x" onerror="window.injected = true">');
      return new Promise((resolve) =>
        setTimeout(() => resolve((window as unknown as { injected?: boolean }).injected === true), 300),
      );
    });
    expect(ran).toBe(false);
    // The browser reports the refusal asynchronously.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations))
      .toContainEqual(expect.stringMatching(/^script-src/));
  });

  test("personal pages are private and never cached", async ({ page }) => {
    const response = await page.goto("/login");
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    expect(response!.headers()["x-frame-options"]).toBe("DENY");
  });
});

test("a session that ends while a page is open sends the person to log in again, with the way back", async ({
  page,
  baseURL,
  factories,
}) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({
    createdBy: owner.id,
    categories: ["fintech_inclusion", "regulated_industry"],
  });
  await page.goto(`/organizations/${org.id}/edit`);
  // Interactive: uploads need JavaScript.
  await expect(page.getByRole("button", { name: "Move Regulated Industry up" })).toBeEnabled();
  // The session ends while the page is open (it expired, or was revoked on another device).
  await page.context().addCookies([{ name: "better-auth.session_token", value: "expired.token", url: baseURL! }]);

  await page.getByLabel("Logo", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent(`/organizations/${org.id}/edit`)}&reason=expired`,
  );
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
});

test.describe("redirects and links stay on this site", () => {
  const OFF_SITE = ["/.//evil.example/phish", "//evil.example/phish", "/\\evil.example", "https:evil.example"];

  for (const target of OFF_SITE) {
    test(`logging in with redirectTo ${JSON.stringify(target)} lands on this site`, async ({
      page,
      baseURL,
      factories,
    }) => {
      const person = await factories.createVerifiedUser();
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      // The form posts the target as given, whatever the page made of it: the action judges it again.
      await page
        .locator('input[name="redirectTo"]')
        .first()
        .evaluate((input, value) => {
          (input as HTMLInputElement).value = value;
        }, target);
      await page.getByLabel("Email", { exact: true }).fill(person.email);
      await page.getByLabel("Password", { exact: true }).fill(person.password!);
      await page.getByRole("button", { name: "Log In" }).click();
      // Signing in hashes the password (about 100 ms of CPU), on a server shared by the parallel tests.
      await expect(page).toHaveURL(`${new URL(baseURL!).origin}/`, { timeout: 15_000 });
    });
  }

  test("the language switch on a path that reads as another host links to this site", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto(`${origin}//evil.example/x`);
    const link = page.getByRole("banner").getByRole("link", { name: "Español" }).first();
    const href = await link.getAttribute("href");
    expect(new URL(href!, page.url()).origin).toBe(origin);
    expect(href).toBe("/es");
  });
});

test("an upload over 5 MB gets the form's 413 message, not a reset connection", async ({
  page,
  baseURL,
  factories,
}) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({ createdBy: owner.id });
  const response = await page.request.post(`/api/organizations/${org.id}/logo`, {
    headers: { origin: new URL(baseURL!).origin },
    multipart: { image: { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 0x89) } },
  });
  expect(response.status()).toBe(413);
  expect((await response.json()).message).toBe("File size must be less than 5MB");
});

test("an image opened on its own runs nothing: /images answers carry a sandbox policy", async ({ request }) => {
  const response = await request.get("/images/seed/logos/mia-stiltwork.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toBe("sandbox");
});
