import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";

// Saved searches of the job board: save the board's filters from /jobs, see them on the dashboard, and get the new
// matching roles in the daily digest (the development mailbox).

const unique = () => Math.random().toString(36).slice(2, 10);

test("saves a job board search from /jobs, lists it on the dashboard, and the digest brings the new role", async ({
  page,
  factories,
}) => {
  test.slow();
  const person = await signedInUser(page, factories);
  const word = `quillwort${unique()}`;
  await page.goto(`/jobs?q=${word}&workplace=remote`);
  await page.getByText("Save this search").click();
  const name = page.getByLabel("Name this search");
  await expect(name).toHaveValue(`“${word}” · Remote`);
  await name.fill("Remote quillwort roles");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Saved “Remote quillwort roles”.")).toBeVisible();

  await page.goto("/profile");
  const item = page
    .getByRole("region", { name: "Saved Searches" })
    .getByRole("listitem")
    .filter({ hasText: "Remote quillwort roles" });
  const filters = item.getByRole("list", { name: "Filters" });
  await expect(filters).toContainText("Job board");
  await expect(filters).toContainText("Remote");
  await expect(filters).toContainText(word);
  await expect(item.getByRole("link", { name: "Remote quillwort roles" })).toHaveAttribute(
    "href",
    `/jobs?q=${word}&workplace=remote`,
  );

  // A role is posted after the search was saved, another that does not match; the daily job runs.
  const org = await factories.createPaidOrganization({ name: `Quill ${word}` });
  const role = await factories.createJobPosting({ organizationId: org.id, title: `Botanist ${word}` });
  await factories.createJobPosting({
    organizationId: org.id,
    title: `Gardener ${word}`,
    workplace: "on_site",
    locationCity: "Lisbon",
    locationCountry: "PT",
  });
  expect((await page.request.get("/cdn-cgi/local/scheduled?cron=17+7+*+*+*")).ok()).toBe(true);

  const mail = page.getByRole("listitem").filter({ hasText: "1 new role matches “Remote quillwort roles”" });
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(person.email)}`);
    await expect(mail).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText(`Botanist ${word}`);
  await expect(mail).not.toContainText(`Gardener ${word}`);
  await expect(mail.getByRole("link", { name: new RegExp(`/jobs/${role.id}$`) })).toBeVisible();
});

test("a visitor is asked to sign in first to save a job board search", async ({ page }) => {
  await page.goto("/jobs?workplace=hybrid");
  await page.getByRole("link", { name: "Sign in to save this search and get alerts" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjobs%3Fworkplace%3Dhybrid/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the board's own form saves the search and says so", async ({ page, factories }) => {
    await signedInUser(page, factories);
    const word = `sedge${unique()}`;
    await page.goto(`/jobs?q=${word}&workplace=hybrid`);
    await page.getByText("Save this search").click();
    await page.getByLabel("Name this search").fill("Hybrid sedge roles");
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("Saved “Hybrid sedge roles”.")).toBeVisible();
    await expect(page).toHaveURL(`/jobs?q=${word}&workplace=hybrid`);
  });
});
