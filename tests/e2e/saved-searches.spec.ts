import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";

// Saved searches with alerts: save the directory's filters, manage them on the dashboard, get the daily
// digest in the development mailbox and stop it from the email's link without signing in.

const unique = () => Math.random().toString(36).slice(2, 10);

test("saves the current filters from the directory and manages them on the dashboard @phone", async ({
  page,
  factories,
}) => {
  // Two pages' accessibility scans and a dozen steps: a long flow on a shared machine.
  test.slow();
  await signedInUser(page, factories);
  await page.goto("/?country=PT&categories=remote_first");
  await page.getByText("Save this search").click();
  const name = page.getByLabel("Name this search");
  // The name suggested from the filters, as the chips read them.
  await expect(name).toHaveValue("Remote First · Portugal");
  await name.fill("Remote teams in Portugal");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Saved “Remote teams in Portugal”.")).toBeVisible();

  // The same filters again: refused with the reason, next to the field.
  await page.reload();
  await page.getByText("Save this search").click();
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("You already saved a search with these filters")).toBeVisible();
  await expect(page.getByLabel("Name this search")).toHaveAttribute("aria-invalid", "true");

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Saved Searches" });
  const item = section.getByRole("listitem").filter({ hasText: "Remote teams in Portugal" });
  await expect(item.getByRole("list", { name: "Filters" })).toContainText("Portugal");
  await expect(item.getByRole("list", { name: "Filters" })).toContainText("Remote First");
  await expect(item.getByText("Alerts on")).toBeVisible();
  await expectAccessible(page);

  await item.getByRole("button", { name: "Turn alerts off for Remote teams in Portugal" }).click();
  await expect(page.getByText("Alerts are off for that search")).toBeVisible();
  await expect(item.getByText("Alerts off")).toBeVisible();

  // Its link opens the directory with the same filters.
  await item.getByRole("link", { name: "Remote teams in Portugal" }).click();
  await expect(page).toHaveURL("/?country=PT&categories=remote_first");

  await page.goto("/profile");
  await item.getByRole("button", { name: "Delete Remote teams in Portugal" }).click();
  await expect(page.getByText("Saved search deleted")).toBeVisible();
  await expect(section.getByText("No saved searches yet.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page's own form saves the search and says so, and refuses the same filters again", async ({
    page,
    factories,
  }) => {
    await signedInUser(page, factories);
    await page.goto("/?country=DE&categories=remote_first");
    await page.getByText("Save this search").click();
    await page.getByLabel("Name this search").fill("Remote teams in Germany");
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("Saved “Remote teams in Germany”.")).toBeVisible();

    await page.goto("/?country=DE&categories=remote_first");
    await page.getByText("Save this search").click();
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("You already saved a search with these filters")).toBeVisible();
    await expect(page.getByLabel("Name this search")).toHaveAttribute("aria-invalid", "true");
  });
});

test("a visitor is asked to sign in first, and comes back to the same filters", async ({ page, factories }) => {
  await page.goto("/?categories=remote_first");
  await page.getByRole("link", { name: "Sign in to save this search and get alerts" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2F%3Fcategories%3Dremote_first/);
  const person = await factories.createUser({ emailVerified: true });
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password!);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/?categories=remote_first");
  await expect(page.getByText("Save this search")).toBeVisible();
});

test("the daily digest arrives in the mailbox, and its link stops the alerts without signing in", async ({
  page,
  factories,
  browser,
}) => {
  const person = await signedInUser(page, factories);
  const word = `nimbostrata${unique()}`;
  await page.goto(`/?q=${word}`);
  await page.getByText("Save this search").click();
  await page.getByLabel("Name this search").fill("Cloud teams");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Saved “Cloud teams”.")).toBeVisible();

  // An organization is listed after the search was saved; the daily job runs.
  const org = await factories.createPaidOrganization({ name: `Nimbus ${word}`, countryCode: "PT" });
  expect((await page.request.get("/cdn-cgi/local/scheduled?cron=17+7+*+*+*")).ok()).toBe(true);

  const mail = page.getByRole("listitem").filter({ hasText: "1 new organization matches “Cloud teams”" });
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(person.email)}`);
    await expect(mail).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText(`Nimbus ${word}`);
  await expect(mail.getByRole("link", { name: new RegExp(`/organizations/${org.id}$`) })).toBeVisible();
  const unsubscribeUrl = await mail.getByRole("link", { name: /\/unsubscribe\?token=/ }).getAttribute("href");

  // The same job again: nothing new, nothing sent.
  expect((await page.request.get("/cdn-cgi/local/scheduled?cron=17+7+*+*+*")).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "Cloud teams" })).toHaveCount(1);

  // Opened in another browser, signed out: one button.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(unsubscribeUrl!);
  await expect(other.getByRole("heading", { level: 1, name: "Stop alerts for “Cloud teams”?" })).toBeVisible();
  await expectAccessible(other);
  await other.getByRole("button", { name: "Stop alerts" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Alerts stopped" })).toBeVisible();
  await expect(other.getByText("You will no longer get emails for “Cloud teams”.")).toBeVisible();

  // A tampered link changes nothing and says so.
  const response = await other.goto(`${unsubscribeUrl!.slice(0, -3)}xyz`);
  expect(response?.status()).toBe(400);
  await expect(other.getByRole("alert")).toContainText("This unsubscribe link is not valid.");
  await stranger.close();

  await page.goto("/profile");
  const item = page
    .getByRole("region", { name: "Saved Searches" })
    .getByRole("listitem")
    .filter({ hasText: "Cloud teams" });
  await expect(item.getByText("Alerts off")).toBeVisible();
});

test("saving a search in Spanish: the form and the digest's page speak Spanish", async ({ page, factories }) => {
  await signedInUser(page, factories);
  await page.goto("/es?categories=remote_first");
  await page.getByText("Guardar esta búsqueda").click();
  await page.getByLabel("Nombre de la búsqueda").fill(`Remoto ${unique()}`);
  await page.getByRole("button", { name: "Guardar búsqueda" }).click();
  await expect(page.getByText(/^Guardamos “Remoto/)).toBeVisible();
  await page.goto("/es/unsubscribe?token=nothing.AAAA");
  await expect(page.getByRole("heading", { level: 1, name: "Este enlace no funciona" })).toBeVisible();
});
