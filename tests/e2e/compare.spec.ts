import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/factories";

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
  await expect(page.getByText("Pick another organization to compare.")).toBeVisible();

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
  await page.getByRole("link", { name: "Remove Causeway Labs from the comparison" }).click();
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

test("refuses a fifth organization with a message, and undoes a pick", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("compare:ids", JSON.stringify(["a-1", "a-2", "a-3", "a-4"])));
  await page.goto(`/organizations/${FIRST}`);
  await expect(page.getByRole("link", { name: "Compare (4)" })).toBeVisible();
  await page.getByRole("button", { name: "Add to compare" }).click();
  await expect(page.getByText("You can compare at most 4 organizations. Remove one first.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to compare" })).toHaveAttribute("aria-pressed", "false");

  await page.evaluate(() => localStorage.setItem("compare:ids", JSON.stringify(["a-1"])));
  await page.reload();
  await page.getByRole("button", { name: "Add to compare" }).click();
  await expect(page.getByRole("link", { name: "Compare (2)" })).toBeVisible();
  await page.getByRole("button", { name: "Added to compare" }).click();
  await expect(page.getByRole("link", { name: /^Compare \(/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("compare:ids"))).toBe(JSON.stringify(["a-1"]));
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
