import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

const UUID = /\/payments\/select\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Fills and sends the create form; answers the new organization's id. */
async function createThroughForm(page: Page, name: string): Promise<string> {
  await page.goto("/submit-organization");
  await page.getByLabel("Organization name").fill(name);
  await page.getByLabel("Country").selectOption({ label: "United Kingdom" });
  await page.getByLabel("Description").fill("A small team building tools for local makers.");
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page).toHaveURL(UUID);
  return page.url().match(UUID)![1]!;
}

/** The owner's organizations as /profile lists them. */
const myOrganizations = (page: Page) => page.getByRole("region", { name: "My Organizations", exact: true });

test("a guest is sent to log in with a permanent account", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Browsing as Guest").first()).toBeVisible();
  await page.goto("/submit-organization");
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText("Please sign in with a permanent account to create organizations")).toBeVisible();
});

test("the create form checks its fields, creates the organization and goes to plan selection", async ({
  page,
  factories,
}) => {
  await signedInUser(page, factories);
  const response = await page.goto("/submit-organization");
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { name: "Create organization", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Country").locator("option").first()).toHaveText("Select a country");

  await page.getByRole("button", { name: "Create Organization" }).click();
  const alerts = page.getByRole("alert");
  await expect(alerts.filter({ hasText: "Please provide an organization name" })).toBeVisible();
  await expect(alerts.filter({ hasText: "Please select a country" })).toBeVisible();
  await expect(alerts.filter({ hasText: "Please provide an organization description" })).toBeVisible();
  await expect(page.getByLabel("Organization name")).toBeFocused();
  await expect(page.getByLabel("Organization name")).toHaveAttribute("aria-invalid", "true");

  const name = `Owner Flow ${Date.now()}`;
  const id = await createThroughForm(page, name);

  await page.goto("/profile");
  const row = myOrganizations(page).getByRole("listitem").filter({ hasText: name });
  await expect(row.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/organizations/${id}`);
  await expect(row.getByText("Payment pending", { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server checks the fields and keeps what was typed", async ({ page, factories }) => {
    await signedInUser(page, factories);
    await page.goto("/submit-organization");
    await page.getByLabel("Organization name").fill("Half Done");
    await page.getByRole("button", { name: "Create Organization" }).click();
    await expect(page.getByText("Please select a country")).toBeVisible();
    await expect(page.getByText("Please provide an organization description")).toBeVisible();
    await expect(page.getByText("Please provide an organization name")).toHaveCount(0);
    await expect(page.getByLabel("Organization name")).toHaveValue("Half Done");
  });

  test("the creator deletes through the confirmation step", async ({ page, factories }) => {
    await signedInUser(page, factories);
    const name = `No Script ${Date.now()}`;
    const id = await createThroughForm(page, name);
    await page.goto(`/organizations/${id}`);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(`/organizations/${id}?confirm=delete`);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Delete", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Delete organization" }).click();
    await expect(page).toHaveURL("/profile?reason=deleted");
    await expect(page.getByText("Organization deleted successfully")).toBeVisible();
  });
});

test("the creator deletes an organization after confirming", async ({ page, factories }) => {
  await signedInUser(page, factories);
  const name = `Delete Me ${Date.now()}`;
  const id = await createThroughForm(page, name);

  await page.goto(`/organizations/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveAttribute(
    "href",
    `/organizations/${id}/edit`,
  );

  // The owner's controls load on their own: focus moves once they are hydrated.
  await (await hydrated(page.getByRole("button", { name: "Delete", exact: true }))).click();
  await expect(page.getByText("Delete this organization? This cannot be undone.")).toBeFocused();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Delete this organization? This cannot be undone.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("button", { name: "Delete organization" }).click();
  await expect(page).toHaveURL("/profile?reason=deleted");
  await expect(page.getByRole("status").filter({ hasText: "Organization deleted successfully" })).toBeVisible();
  await expect(myOrganizations(page).getByText(name)).toHaveCount(0);

  const gone = await page.goto(`/organizations/${id}`);
  expect(gone?.status()).toBe(404);
});

test("the owner's controls speak the page's language, through the confirmation step", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({ name: "Taller Norte", createdBy: owner.id });
  await page.goto(`/es/organizations/${org.id}`);
  await expect(page.getByText("Este perfil es tuyo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Editar", exact: true })).toHaveAttribute(
    "href",
    `/es/organizations/${org.id}/edit`,
  );
  await (await hydrated(page.getByRole("button", { name: "Eliminar", exact: true }))).click();
  await expect(page.getByText("¿Eliminar esta organización? No se puede deshacer.")).toBeFocused();
  await expect(page.getByRole("button", { name: "Eliminar organización" })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByText("You own this profile")).toHaveCount(0);
});

test("someone else's Delete post is refused with the API's message", async ({ page, baseURL, factories }) => {
  const owner = await factories.createVerifiedUser();
  const org = await factories.createPaidOrganization({ createdBy: owner.id });
  await signedInUser(page, factories, { role: "admin" });
  const response = await page.request.post(`/organizations/${org.id}`, {
    form: { intent: "delete" },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("permission to edit this organization");
  const stillThere = await page.goto(`/organizations/${org.id}`);
  expect(stillThere?.status()).toBe(200);
});

test("a non-owner sees no Edit or Delete", async ({ page, factories }) => {
  const owner = await factories.createVerifiedUser();
  const org = await factories.createPaidOrganization({ name: "Ledgerline", createdBy: owner.id });
  await signedInUser(page, factories, { role: "admin" });
  await page.goto(`/organizations/${org.id}`);
  await expect(page.getByRole("heading", { name: "Ledgerline", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await expect(page.getByText("You own this profile")).toHaveCount(0);
});

test("the create page is accessible", async ({ page, factories }) => {
  await signedInUser(page, factories);
  await page.goto("/submit-organization");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectAccessible(page);
});
