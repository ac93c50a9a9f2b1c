import type { Page } from "@playwright/test";
import { expect, signedInUser, test } from "./support/factories";

/**
 * The page cache (docs/decisions/0018): a guest's pages come from the edge cache like a visitor's, with the header
 * still saying "Browsing as Guest"; a signed-in person's pages are always rendered for them.
 */

const header = (page: Page) => page.getByRole("banner");
let run = 0;
/** A public page under a URL no other test has asked for, so the first request is sure to be a miss. */
const freshUrl = (path: string) => `${path}?e2e=${Date.now()}-${run++}`;

test("a guest's second page is a cache hit, and the header still says Browsing as Guest", async ({ page, request }) => {
  const signIns: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/sign-in/anonymous")) signIns.push(request.url());
  });
  await page.goto("/about");
  await expect(header(page).getByText("Browsing as Guest")).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === "cd_guest")).toBe(true);
  expect(cookies.some((cookie) => cookie.name === "better-auth.session_token")).toBe(true);

  const url = freshUrl("/faq");
  const first = await page.goto(url);
  expect(first?.headers()["x-page-cache"]).toBe("miss");
  // Rendered as a visitor's page: shareable, with nothing of the guest in it.
  expect(first?.headers()["cache-control"]).toContain("s-maxage=");
  await expect(header(page).getByText("Browsing as Guest")).toBeVisible();

  const second = await page.goto(url);
  expect(second?.headers()["x-page-cache"]).toBe("hit");
  await expect(header(page).getByText("Browsing as Guest")).toBeVisible();

  // A visitor without a session gets the very copy the guest's miss stored.
  const visitor = await request.get(url);
  expect(visitor.headers()["x-page-cache"]).toBe("hit");

  // The guest was created once: the cached pages do not make the browser sign in again.
  await page.goto("/");
  await expect(header(page).getByText("Browsing as Guest")).toBeVisible();
  expect(signIns).toHaveLength(1);
});

test("a guest still gets their own answer on a page that is not public", async ({ page }) => {
  await page.goto("/about");
  await expect(header(page).getByText("Browsing as Guest")).toBeVisible();
  const response = await page.goto("/profile");
  // Guests are sent to the login page with the guest's reason, not treated as signed out.
  await expect(page).toHaveURL(/\/login\?.*reason=/);
  expect(response?.headers()["cache-control"]).toContain("no-store");
});

test("a signed-in person's pages are never served from the cache", async ({ page, request, factories }) => {
  const url = freshUrl("/faq");
  // A visitor (a client of its own, without cookies) fills the cache for the URL first.
  const visitor = await request.get(url);
  expect(visitor.headers()["x-page-cache"]).toBe("miss");

  await signedInUser(page, factories, { name: "Sam Signedin" });
  for (let i = 0; i < 2; i++) {
    const response = await page.goto(url);
    expect(response?.headers()["x-page-cache"]).toBe("bypass");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
  }
  await expect(header(page).getByText("Browsing as Guest")).toHaveCount(0);
  await expect(header(page).getByRole("button", { name: "Sam Signedin" })).toBeVisible();
});

test("a signed-in owner's render is never shared, however the session cookie is spelled", async ({
  page,
  playwright,
  baseURL,
  factories,
}) => {
  const owner = await signedInUser(page, factories, { name: "Uma Unpaid" });
  const org = await factories.createDraftOrganization({ name: `Unpaid Secret ${Date.now()}`, createdBy: owner.id });
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "better-auth.session_token")!.value;
  const name = "better-auth.session_token";
  // Spellings better-auth reads as the owner's session: the cache's old pattern missed the first three.
  const spellings = [
    `${name} =${token}`,
    `${name}= ${token}`,
    `theme=dark;${name} = ${token}`,
    `${name}=${token}; ${name}=junk`,
    `BETTER-AUTH.SESSION_TOKEN=junk; ${name} =${token}`,
  ];
  const paths = [
    `/organizations/${org.id}`,
    `/es/organizations/${org.id}`,
    "/jobs",
    "/compare?ids=mia-causeway-labs,pt-marulho",
  ];
  // Fresh clients without a cookie jar: only the header below says who is asking.
  const owners = await playwright.request.newContext({ baseURL });
  const visitors = await playwright.request.newContext({ baseURL });
  for (const spelling of spellings) {
    for (const path of paths) {
      const url = freshUrl(path).replace(/\?(.*)\?/, "?$1&");
      const mine = await owners.get(url, { headers: { cookie: spelling } });
      expect(mine.status(), `${spelling} ${url}`).toBe(200);
      expect(await mine.text()).toContain("Uma Unpaid");
      expect(mine.headers()["x-page-cache"]).toBe("bypass");
      expect(mine.headers()["cache-control"]).toBe("private, no-store");
      for (let i = 0; i < 2; i++) {
        const visitor = await visitors.get(url);
        const body = await visitor.text();
        expect(body, `${spelling} ${url}`).not.toContain("Uma Unpaid");
        expect(body).not.toContain(owner.email);
        expect(body).not.toContain(org.name);
        if (path.includes("/organizations/")) expect(visitor.status()).toBe(404);
        // The owner's render was not stored: the first visitor's page is rendered for them, then shared.
        else expect(visitor.headers()["x-page-cache"]).toBe(i === 0 ? "miss" : "hit");
      }
    }
  }
  await owners.dispose();
  await visitors.dispose();
});
