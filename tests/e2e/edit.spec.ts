import type { Page } from "@playwright/test";
import type { OrganizationInput } from "../../seed/factories";
import { type Account, signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { type E2EFactories, expect, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/** A paid organization like the seeded Ledgerline, made afresh for each suite that edits it. */
const LEDGERLINE: OrganizationInput = {
  name: "Ledgerline",
  description: "Cash-flow forecasts for sole traders and small shops.",
  countryCode: "GB",
  location: "London, England",
  foundedYear: 2017,
  websiteUrl: "https://ledgerline.example.com",
  blogUrl: "https://ledgerline.example.com/blog",
  categories: [
    "fintech_inclusion",
    "regulated_industry",
    "pair_programming",
    "hybrid_office",
    "psychological_safety",
    "transparent_salaries",
  ],
};

/** A new owner and their paid organization; answers the edit page's path. */
async function paidOrganization(factories: E2EFactories) {
  const owner = await factories.createVerifiedUser();
  const org = await factories.createPaidOrganization({ ...LEDGERLINE, createdBy: owner.id });
  return {
    owner: { email: owner.email, password: owner.password! },
    id: org.id,
    edit: `/organizations/${org.id}/edit`,
  };
}

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The edit suite's organization: its id, edit page and owner (made in its beforeAll). */
let PAID: string;
let EDIT: string;
let OWNER: Account;

/** The edit page, ready for input (uploads and reordering need the page to be interactive). */
async function openEdit(page: Page) {
  await page.goto(EDIT);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Organization" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move Regulated Industry up" })).toBeEnabled();
}

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

test("signed out, the edit page sends to the login page with the way back", async ({ page, factories }) => {
  const { edit } = await paidOrganization(factories);
  await page.goto(edit);
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(edit);
});

test("an unpaid organization shows the payment gate instead of the form", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories);
  const UNPAID = (await factories.createDraftOrganization({ name: "Fietsdata", createdBy: owner.id })).id;
  await page.goto(`/organizations/${UNPAID}/edit`);
  await expect(page.getByRole("heading", { name: "Complete payment to edit" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", `/payments/select/${UNPAID}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
});

test("the payment gate speaks the page's language", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories);
  const unpaid = (await factories.createDraftOrganization({ name: "Fietsdata", createdBy: owner.id })).id;
  await page.goto(`/es/organizations/${unpaid}/edit`);
  await expect(page.getByRole("heading", { name: "Completa el pago para editar" })).toBeVisible();
  await expect(page.getByText("Fietsdata está guardada como borrador.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Elige un plan" })).toHaveAttribute(
    "href",
    `/es/payments/select/${unpaid}`,
  );
  await expect(page.getByRole("link", { name: "Volver al panel" })).toHaveAttribute("href", "/es/profile");
});

test("someone else's organization sends an admin to the dashboard with the reason", async ({ page, factories }) => {
  const { edit } = await paidOrganization(factories);
  await signedInUser(page, factories, { role: "admin" });
  await page.goto(edit);
  await expect(page).toHaveURL(/\/profile\?reason=edit-forbidden/);
  await expect(page.getByText("You don't have permission to edit this organization")).toBeVisible();
});

test("an unknown organization is a 404", async ({ page, factories }) => {
  await signedInUser(page, factories);
  const response = await page.goto("/organizations/no-such-org/edit");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Organization not found" })).toBeVisible();
});

test("a new profile's placeholder category goes when a real one is chosen, and does not count", async ({
  page,
  factories,
}) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({ createdBy: owner.id, categories: ["default_category"] });
  await page.goto(`/organizations/${org.id}/edit`);
  const categories = page.getByRole("region", { name: "Categories" });
  const placeholder = categories.getByRole("checkbox", { name: "New Profile" });
  await expect(placeholder).toBeChecked();
  await expect(categories.getByText("1 of 7 chosen")).toBeVisible();
  await hydrated(placeholder);

  await categories.getByRole("checkbox", { name: "Remote First" }).check();
  // Unticked, the placeholder is no longer offered at all.
  await expect(placeholder).toHaveCount(0);
  await expect(categories.getByText("1 of 7 chosen")).toBeVisible();
  await save(page);
  await page.waitForURL(`**/organizations/${org.id}`);
  await expect(page.locator("#category-remote_first")).toBeVisible();
  await expect(page.locator("#category-default_category")).toHaveCount(0);
});

test.describe("editing the paid organization", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ factories }) => {
    ({ id: PAID, edit: EDIT, owner: OWNER } = await paidOrganization(factories));
  });

  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page, baseURL!, OWNER);
  });

  test("the form is accessible and titled, noindex", async ({ page }) => {
    await openEdit(page);
    await expect(page).toHaveTitle(/Edit Organization/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);
  });

  test("categories: swap one, move it up with the keyboard buttons, describe it, save", async ({ page }) => {
    await openEdit(page);
    const categories = page.getByRole("region", { name: "Categories" });
    await categories.getByRole("checkbox", { name: "Hybrid Office" }).uncheck();
    await categories.getByRole("checkbox", { name: "Remote First" }).check();
    const order = categories.getByRole("list", { name: "Chosen categories in display order" });
    await expect(order.locator("> li")).toHaveCount(6);
    await expect(order.locator("> li").nth(5)).toContainText("Remote First");
    const up = page.getByRole("button", { name: "Move Remote First up" });
    await up.focus();
    await page.keyboard.press("Enter");
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(order.locator("> li").nth(3)).toContainText("Remote First");
    // Not saved yet: no image for it.
    await expect(order.locator("> li").nth(3)).toContainText("Save first to add an image");
    const detail = "Everyone works from home; the team meets in person twice a year.";
    const textarea = page.getByLabel("What Remote First means at your organization");
    await textarea.fill(detail);
    await expect(order.locator("> li").nth(3)).toContainText(`${detail.length} / 2000`);
    await save(page);
    await expect(page.getByText("Organization updated successfully")).toBeVisible();
    await page.waitForURL(`**/organizations/${PAID}`);
    // The URL changes as the profile starts rendering: wait for its categories before reading their order.
    await expect(page.locator("section[id^='category-']").first()).toBeVisible();
    const ids = await page.locator("section[id^='category-']").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual([
      "category-fintech_inclusion",
      "category-regulated_industry",
      "category-pair_programming",
      "category-remote_first",
      "category-psychological_safety",
      "category-transparent_salaries",
    ]);
    await expect(page.locator("#category-remote_first")).toContainText(detail);
  });

  test("categories can be reordered by drag and drop", async ({ page }) => {
    await openEdit(page);
    const items = page.getByRole("list", { name: "Chosen categories in display order" }).locator("> li");
    const first = await items.nth(0).getAttribute("data-category");
    const second = await items.nth(1).getAttribute("data-category");
    // Picked up by its heading row (text fields keep their own dragging) and dropped on the first card.
    await items.nth(0).scrollIntoViewIfNeeded();
    await items.nth(1).dragTo(items.nth(0), { sourcePosition: { x: 30, y: 20 }, targetPosition: { x: 30, y: 20 } });
    await expect(items.nth(0)).toHaveAttribute("data-category", second!);
    await expect(items.nth(1)).toHaveAttribute("data-category", first!);
  });

  test("the detail counter counts against the 2000 characters a detail holds and warns near them", async ({ page }) => {
    await openEdit(page);
    const textarea = page.getByLabel("What Regulated Industry means at your organization");
    const item = page.locator("li[data-category='regulated_industry']");
    await textarea.fill("x".repeat(950));
    await expect(item.getByText("950 / 2000")).not.toHaveClass(/amber/);
    await textarea.fill("x".repeat(1850));
    await expect(item.getByText("1850 / 2000")).toHaveClass(/amber/);
  });

  test("a link without a scheme is saved with https://", async ({ page }) => {
    await openEdit(page);
    const blog = page.getByLabel("Blog");
    await blog.fill("ledgerline.example.com/notes");
    await blog.blur();
    await expect(blog).toHaveValue("https://ledgerline.example.com/notes");
    await page.getByLabel("Website").fill("www.ledgerline.example.com");
    await save(page);
    await page.waitForURL(`**/organizations/${PAID}`);
    await expect(page.locator('a[href="https://www.ledgerline.example.com/"]').first()).toBeAttached();
    await expect(page.locator('a[href="https://ledgerline.example.com/notes"]').first()).toBeAttached();
  });

  test("a script link shows the URL message", async ({ page }) => {
    await openEdit(page);
    await page.getByLabel("Twitter").fill("javascript:alert(1)");
    await save(page);
    await expect(page.getByText("Please enter a valid URL (e.g., https://x.com/example)")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${EDIT}$`));
  });

  test("a founded year before 1800 shows the founded-year message", async ({ page }) => {
    await openEdit(page);
    await page.getByLabel("Founded year").fill("1700");
    await save(page);
    await expect(page.getByText("Founded year must be between 1800 and the current year")).toBeVisible();
  });

  test("removing every category asks for the required fields", async ({ page }) => {
    await openEdit(page);
    const categories = page.getByRole("region", { name: "Categories" });
    const checked = categories.getByRole("checkbox", { checked: true });
    while ((await checked.count()) > 0) await checked.first().uncheck();
    await expect(categories.getByText("0 of 7 chosen")).toBeVisible();
    await save(page);
    await expect(page.getByText("Please fill out all required fields")).toBeVisible();
  });

  test("the server holds the same checks when the browser's are skipped", async ({ page }) => {
    await page.goto(EDIT);
    const form = page.locator("form[aria-label^='Edit']");
    // Submitted without the page's own checks, the way a browser without JavaScript would.
    await form.evaluate((element: HTMLFormElement) => {
      (element.querySelector("[name='foundedYear']") as HTMLInputElement).value = "1700";
      HTMLFormElement.prototype.submit.call(element);
    });
    await expect(page.getByText("Founded year must be between 1800 and the current year")).toBeVisible();
  });

  test("a PNG logo uploads and shows on the profile", async ({ page }) => {
    await openEdit(page);
    await page
      .getByLabel("Logo", { exact: true })
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Logo successfully uploaded")).toBeVisible();
    await expect(page.getByRole("img", { name: "Current logo" })).toHaveAttribute(
      "src",
      new RegExp(`^/images/organizations/${PAID}/logo-`),
    );
    await page.goto(`/organizations/${PAID}`);
    await expect(page.getByRole("img", { name: "Ledgerline logo" })).toHaveAttribute(
      "src",
      new RegExp(`^/images/organizations/${PAID}/logo-`),
    );
  });

  test("a saved category takes a 16:9 image; the logo can be removed after confirmation", async ({ page }) => {
    await openEdit(page);
    const item = page.locator("li[data-category='pair_programming']");
    await item
      .getByLabel("Pair Programming image")
      .setInputFiles({ name: "pairing.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Category image successfully uploaded")).toBeVisible();
    await expect(item.getByRole("img", { name: "Current category image" })).toHaveAttribute(
      "src",
      new RegExp(`^/images/organizations/${PAID}/category-pair_programming-`),
    );

    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Remove logo" }).click();
    await expect(page.getByText("Logo successfully deleted")).toBeVisible();
    await expect(page.getByRole("img", { name: "Current logo" })).toHaveCount(0);
  });

  test("a file that is not an image is refused before upload", async ({ page }) => {
    await openEdit(page);
    await page
      .getByLabel("Banner image", { exact: true })
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Please select a valid image file (JPEG, PNG, or WebP)")).toBeVisible();
  });

  test("without the page's checks, the server answers a review request with what is missing", async ({ page }) => {
    await openEdit(page);
    const explore = page.getByRole("region", { name: "Explore" });
    await explore.getByLabel("Primary Explore city").selectOption("miami");
    await explore.getByLabel("We have a local presence in this city").uncheck();
    // The request submitted as a browser without JavaScript would: the whole form, straight to the server.
    await page.locator("form[aria-label^='Edit']").evaluate((element: HTMLFormElement) => {
      element.insertAdjacentHTML("beforeend", '<input type="hidden" name="exploreAction" value="requested">');
      HTMLFormElement.prototype.submit.call(element);
    });
    await expect(
      page.getByText(
        "To request Explore review, please confirm a local presence, add at least one piece of local presence evidence.",
      ),
    ).toBeVisible();
  });

  test("Explore review: the missing items, then a request, then its withdrawal", async ({ page }) => {
    await openEdit(page);
    const explore = page.getByRole("region", { name: "Explore" });
    await explore.getByRole("button", { name: "Request Explore review" }).click();
    await expect(
      explore.getByText(
        "To request Explore review, please select a primary Explore city, confirm a local presence, add at least one piece of local presence evidence.",
      ),
    ).toBeVisible();

    await explore.getByLabel("Primary Explore city").selectOption("miami");
    await explore.getByLabel("We have a local presence in this city").check();
    await explore.getByLabel("Local presence evidence").fill("Office at 100 Biscayne Blvd\n\n");
    await explore.getByRole("button", { name: "Request Explore review" }).click();
    await expect(explore.getByText("Review Pending")).toBeVisible();
    await save(page);
    await page.waitForURL(`**/organizations/${PAID}`);
    await expect(page.getByText("Review Pending")).toBeVisible();

    await openEdit(page);
    await expect(explore.getByText("Review Pending")).toBeVisible();
    await expect(explore.getByText("Your request is under review")).toBeVisible();
    await expect(explore.getByLabel("Local presence evidence")).toHaveValue("Office at 100 Biscayne Blvd");
    await explore.getByRole("button", { name: "Withdraw request" }).click();
    await expect(explore.getByRole("button", { name: "Request Explore review" })).toBeEnabled();
    await save(page);
    await page.waitForURL(`**/organizations/${PAID}`);
    await expect(page.getByText("Review Pending")).toHaveCount(0);
  });

  test("a claimed profile is welcomed with its Explore city", async ({ page }) => {
    await page.goto(`${EDIT}?claimed=true`);
    await expect(
      page.getByText(
        "Welcome! You now manage this Explore profile. Keep it current so engineers in Miami can find you.",
      ),
    ).toBeVisible();
  });

  test("turning local presence off clears the evidence", async ({ page }) => {
    await openEdit(page);
    const explore = page.getByRole("region", { name: "Explore" });
    const presence = explore.getByLabel("We have a local presence in this city");
    await presence.check();
    await explore.getByLabel("Local presence evidence").fill("Cowork desk in Wynwood");
    await presence.uncheck();
    await expect(explore.getByLabel("Local presence evidence")).toHaveValue("");
  });

  test("Cancel goes back to the profile at once", async ({ page }) => {
    await openEdit(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${PAID}$`));
  });
});
