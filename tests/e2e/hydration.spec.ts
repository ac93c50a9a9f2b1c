import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";

// The pages are rendered by React DOM in the worker and hydrated by React DOM in the browser. Hydrated, navigated away
// from and back to on the client, a page must still be the document the server sent: the same head elements (React
// puts the ones it hoists in an order of its own) and one copy of the page.

const PAGES = ["/", "/es/about", "/explore/miami", "/organizations/mia-causeway-labs"];

/**
 * The head's elements and the page's landmarks of `html` (or of the open page), nonces left out: the browser hides
 * them, and every answer has its own. Runs in the browser.
 */
function outline(html: string | null) {
  const page = html === null ? document : new DOMParser().parseFromString(html, "text/html");
  return {
    lang: page.documentElement.lang,
    head: [...page.head.children]
      .filter((element) => element.tagName !== "SCRIPT" && element.getAttribute("rel") !== "modulepreload")
      .map((element) => element.outerHTML.replace(/ nonce="[^"]*"/, ""))
      .sort(),
    htmlElements: page.querySelectorAll("html").length,
    headers: page.querySelectorAll("body > header").length,
    mains: page.querySelectorAll("#main").length,
    headings: [...page.querySelectorAll("h1")].map((h1) => h1.textContent),
  };
}

for (const path of PAGES) {
  test(`${path} keeps the server's document through hydration and client navigation`, async ({ page }) => {
    const served = await page.evaluate(outline, await (await page.request.get(path)).text());
    expect(served.headers).toBe(1);

    await page.goto(path);
    // A client navigation away and back proves the page is hydrated: a full page load would lose the marker.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.locator(`footer a[href^="/"]:not([href="${path}"])`).first().click();
    await expect(page).not.toHaveURL(path);
    await page.goBack();
    await expect(page).toHaveURL(path);
    // The URL changes at once on "back"; the page follows when its loaders have answered.
    await expect(page.locator("h1")).toHaveText(served.headings);
    expect(await page.evaluate(() => "stayed" in window)).toBe(true);

    expect(await page.evaluate(outline, null)).toEqual(served);
  });
}

test("the pages are React DOM's: the hydrated document carries React's fibers", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    // React DOM links each element it hydrated to its fiber under a property of its own; no other renderer does.
    await hydrated(page.locator("h1"));
  }
});

test("an app link navigates on the client on a plain click and leaves a modified click to the browser", async ({
  page,
  context,
}) => {
  await page.goto("/faq");
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  const about = page.locator('footer a[href="/about"]');

  // Ctrl (Cmd on macOS) + click: the browser opens the page in a new tab; this one stays where it was.
  const [tab] = await Promise.all([context.waitForEvent("page"), about.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(/\/about$/);
  await tab.close();
  await expect(page).toHaveURL("/faq");

  // A plain click: React Router's navigation, without a document load (the page's own state survives).
  await about.click();
  await expect(page).toHaveURL("/about");
  await expect(page.locator("h1")).toHaveText(/About/);
  expect(await page.evaluate(() => "stayed" in window)).toBe(true);
});

test("nothing moves when a page hydrates: its layout before and after is the same", async ({ browser }) => {
  const where = async (hydrate: boolean, path: string) => {
    const page = await browser.newPage();
    // Without its modules the page stays as the server sent it, in a browser that runs scripts (no noscript content).
    if (!hydrate) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(path);
    if (hydrate) await hydrated(page.locator("h1"));
    // The last section of each page: whatever grows or shrinks above it on hydration moves it.
    const box = await page.locator("main section").last().boundingBox();
    await page.close();
    return box?.y;
  };
  for (const path of PAGES) {
    const served = await where(false, path);
    expect(served, path).toBeGreaterThan(0);
    expect(await where(true, path), path).toBe(served);
  }
});
