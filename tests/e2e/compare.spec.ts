import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";

// Compare: pick organizations on their profiles, see them side by side at a link anyone can open.

const FIRST = "mia-causeway-labs";
const SECOND = "pt-marulho";
const THIRD = "mia-tidewater-commons";
const FOURTH = "mia-coastal-futures-lab";

test("picks two organizations on their profiles and compares them side by side, at a shareable link @phone", async ({
  page,
  browser,
  isMobile,
}) => {
  await page.goto(`/organizations/${FIRST}`);
  const add = page.getByRole("button", { name: "Add to compare" });
  await add.click();
  await expect(page.getByRole("button", { name: "Added to compare" })).toHaveAttribute("aria-pressed", "true");
  // Said by the button, and by the tray at the foot of the page.
  await expect(page.getByText("Pick another organization to compare.").first()).toBeVisible();

  await page.goto(`/organizations/${SECOND}`);
  await page.getByRole("button", { name: "Add to compare" }).click();
  await page.getByRole("link", { name: "Compare (2)" }).click();
  await expect(page).toHaveURL(`/compare?ids=${FIRST},${SECOND}`);
  await expect(page.getByRole("heading", { level: 1, name: "Compare organizations" })).toBeVisible();

  if (isMobile) {
    // A phone has no room for columns side by side: each organization is a card of its own.
    const card = page.getByRole("article", { name: "Causeway Labs" });
    await expect(card.getByRole("link", { name: "Causeway Labs", exact: true })).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: "Community Building" })).toContainText(
      "Hosts four to six evening meetups",
    );
  } else {
    const table = page.getByRole("table", { name: "Compare organizations" });
    await expect(
      table.getByRole("columnheader").getByRole("link", { name: "Causeway Labs", exact: true }),
    ).toBeVisible();
    const row = table.getByRole("row", { name: /Community Building/ });
    await expect(row).toContainText("Hosts four to six evening meetups");
    await expect(row.getByText("Listed").first()).toBeAttached();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // Someone else opening the link sees the same comparison.
  const other = await browser.newContext();
  const shared = await other.newPage();
  const response = await shared.goto(page.url());
  expect(response?.status()).toBe(200);
  await expect(shared.getByText("Hosts four to six evening").filter({ visible: true })).toBeVisible();
  await other.close();

  // Removing one leaves too few to compare.
  await page.getByRole("button", { name: "Remove Causeway Labs from the comparison" }).click();
  await expect(page).toHaveURL(`/compare?ids=${SECOND}`);
  await expect(page.getByRole("heading", { name: "Pick organizations to compare" })).toBeVisible();
});

test("on a phone every organization of the comparison is a card within the screen, with the same facts @phone", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the desktop layout is the table");
  await page.goto(`/compare?ids=${FIRST},${SECOND},${THIRD}`);
  const width = page.viewportSize()!.width;
  const names = ["Causeway Labs", "Marulho Energia", "Tidewater Commons"];
  for (const name of names) {
    // Every link that shows the name, wherever the layout puts it, lies within the screen's width as the page
    // opens: nothing is hidden past its right edge.
    const links = page.getByRole("main").getByRole("link", { name, exact: true }).filter({ visible: true });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends inside the screen`).toBeLessThanOrEqual(width);
    }
  }
  for (const name of names) {
    const heading = page.getByRole("article", { name }).getByRole("link", { name, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeInViewport({ ratio: 1 });
  }
  // What the table's columns say: the detail of a category it has, and the categories of the others it has not.
  const marulho = page.getByRole("article", { name: "Marulho Energia" });
  await expect(marulho.getByRole("listitem").filter({ hasText: "Clean Energy" })).toContainText("Forecasts cover");
  await expect(marulho.getByText(/^Not listed: .*Climate Tech/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The list at the top jumps to each card.
  await page
    .getByRole("navigation", { name: "Organizations in this comparison" })
    .getByRole("link", {
      name: "Tidewater Commons",
    })
    .click();
  await expect(page).toHaveURL(/#compare-mia-tidewater-commons$/);
  await expect(page.getByRole("article", { name: "Tidewater Commons" })).toBeInViewport();
  await expectAccessible(page);
});

test("where four columns do not fit, the table scrolls in a labelled region the keyboard reaches, and says so", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`/compare?ids=${FIRST},${SECOND},${THIRD},${FOURTH}`);
  const region = page.getByRole("region", { name: "Compare organizations" });
  await expect(region.getByRole("table", { name: "Compare organizations" })).toBeVisible();
  await expect(region).toHaveAccessibleDescription("Scroll sideways to see every organization.");
  await expect(page.getByText("Scroll sideways to see every organization.")).toBeVisible();
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);

  await region.focus();
  await expect(region).toBeFocused();
  const last = region.getByRole("link", { name: "Coastal Futures Lab", exact: true });
  await expect(last).not.toBeInViewport({ ratio: 1 });
  for (let press = 0; press < 8; press++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expect(last).toBeInViewport({ ratio: 1 });
});

test("refuses a fifth organization with a message, and undoes a pick", async ({ page, baseURL }) => {
  const picks = (ids: string[]) =>
    page.context().addCookies([{ name: "compare_picks", value: ids.join("."), url: baseURL! }]);
  await picks(["a-1", "a-2", "a-3", "a-4"]);
  await page.goto(`/organizations/${FIRST}`);
  await expect(page.getByRole("link", { name: "Compare (4)" })).toBeVisible();
  await (await hydrated(page.getByRole("button", { name: "Add to compare" }))).click();
  await expect(page.getByText("You can compare at most 4 organizations. Remove one first.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to compare" })).toHaveAttribute("aria-pressed", "false");

  await picks(["a-1"]);
  await page.reload();
  await (await hydrated(page.getByRole("button", { name: "Add to compare" }))).click();
  await expect(page.getByRole("link", { name: "Compare (2)" })).toBeVisible();
  await page.getByRole("button", { name: "Added to compare" }).click();
  await expect(page.getByRole("link", { name: /^Compare \(/ })).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === "compare_picks");
  expect(cookie?.value).toBe("a-1");
});

/** A tray chip's text: the name, then its remove button's ×. */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

test("picks from the directory's cards, keeps them in a tray on every page, and removes them there @phone", async ({
  page,
}) => {
  await page.goto("/?country=DE");
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /Add to compare/ }) });
  const firstName = (await cards.nth(0).locator("h3").textContent())!;
  const secondName = (await cards.nth(1).locator("h3").textContent())!;
  const card = (name: string) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });
  const first = card(firstName);
  const second = card(secondName);
  await (await hydrated(first.getByRole("button", { name: `Add to compare ${firstName}` }))).click();
  await expect(first.getByRole("button", { name: `Added to compare ${firstName}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const tray = page.getByRole("complementary", { name: "Picked to compare" });
  await expect(tray.getByRole("listitem")).toHaveText([startsWith(firstName)]);
  await expect(tray.getByText("Pick another organization to compare.")).toBeVisible();
  await second.getByRole("button", { name: `Add to compare ${secondName}` }).click();
  await expect(tray.getByRole("listitem")).toHaveText([startsWith(firstName), startsWith(secondName)]);
  await expect(tray).toBeInViewport();

  // The tray follows the person to any page.
  await page.goto("/about");
  await expect(tray.getByRole("listitem")).toHaveText([startsWith(firstName), startsWith(secondName)]);
  await expect(tray).toBeInViewport();
  await tray.getByRole("link", { name: "Compare (2)" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+$/);
  await expect(
    page.getByRole("link", { name: firstName, exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();

  await page.goto("/about");
  await tray.getByRole("button", { name: `Remove ${firstName} from the picks` }).click();
  await expect(tray.getByRole("listitem")).toHaveText([startsWith(secondName)]);
  await tray.getByRole("button", { name: "Clear picks" }).click();
  await expect(tray).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("complementary", { name: "Picked to compare" })).toHaveCount(0);
});

test("without JavaScript a card's Add to compare still picks, and the comparison removes @phone", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/?country=DE");
  const button = (name: string) => page.getByRole("main").getByRole("button", { name: `Add to compare ${name}` });
  const names = await page.getByRole("main").locator("li h3").allTextContents();
  await button(names[0]!).click();
  // The server kept the pick and shows where the comparison stands.
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Pick organizations to compare" })).toBeVisible();
  await page.goto("/?country=DE");
  await button(names[1]!).click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+$/);
  await expect(page.getByRole("link", { name: names[1], exact: true }).first()).toBeAttached();
  await page
    .getByRole("button", { name: `Remove ${names[0]} from the comparison` })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+$/);
  const cookie = (await context.cookies()).find((c) => c.name === "compare_picks");
  expect(cookie?.value.split(".")).toHaveLength(1);
  await context.close();
});

test("once interactive, a pick whose code cannot be fetched is sent to the server instead", async ({ page }) => {
  // The code that changes the picks in the browser loads at the first press; here it never arrives.
  await page.route(/\/assets\/toggle-pick-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`/organizations/${FIRST}`);
  await (await hydrated(page.getByRole("button", { name: "Add to compare" }))).click();
  await expect(page).toHaveURL(`/compare?ids=${FIRST}`);
  const cookie = (await page.context().cookies()).find((c) => c.name === "compare_picks");
  expect(cookie?.value).toBe(FIRST);
});

test("on a long comparison the organizations' row stays in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/compare?ids=${FIRST},${SECOND},${THIRD},${FOURTH}`);
  const name = page.getByRole("columnheader").getByRole("link", { name: "Marulho Energia", exact: true });
  await page.getByRole("table").getByRole("row").last().scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(name).toBeInViewport({ ratio: 1 });
  // Below the site's header, not under it.
  expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(64);
});

test("a link that names too many or too few organizations answers 400 and says why", async ({ page }) => {
  const tooMany = await page.goto("/compare?ids=a,b,c,d,e");
  expect(tooMany?.status()).toBe(400);
  await expect(
    page.getByText("You can compare at most 4 organizations at a time. Remove one from the link."),
  ).toBeVisible();
  const none = await page.goto("/compare");
  expect(none?.status()).toBe(400);
  await expect(page.getByRole("link", { name: "Browse the directory" })).toHaveAttribute("href", "/");
});

test("the comparison in Spanish names categories and groups in Spanish", async ({ page }) => {
  await page.goto(`/es/compare?ids=${FIRST},${SECOND}`);
  await expect(page.getByRole("heading", { level: 1, name: "Comparar organizaciones" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Construcción de comunidad/ })).toContainText("Hosts four to six");
  await expect(
    page.getByRole("columnheader").getByRole("link", { name: "Causeway Labs", exact: true }),
  ).toHaveAttribute("href", `/es/organizations/${FIRST}`);
});
