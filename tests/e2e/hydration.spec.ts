import { expect, test } from "@playwright/test";

// The pages are rendered by the worker and hydrated in the browser on Preact (docs/decisions/0021). Preact adopts the
// server's elements without rewriting their attributes, so a server document that differed from the browser's tree
// would keep wrong links or grow a second copy of the page. These pages, hydrated, navigated away from and back to on
// the client, must still be the document the server sent.

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
      .map((element) => element.outerHTML.replace(/ nonce="[^"]*"/, "")),
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

const REACT_PROPS = ["suppresshydrationwarning", "suppresscontenteditablewarning", "classname", "htmlfor"];

test("the server writes HTML attributes only, never a prop meant for React", async ({ page }) => {
  for (const path of PAGES) {
    const html = await (await page.request.get(path)).text();
    const names = await page.evaluate((html) => {
      const served = new DOMParser().parseFromString(html, "text/html");
      return [...new Set([...served.querySelectorAll("*")].flatMap((element) => element.getAttributeNames()))];
    }, html);
    // DOMParser lowercases attribute names.
    const reactOnly = names.filter((name) => REACT_PROPS.includes(name));
    expect(reactOnly, path).toEqual([]);
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
