import { baseURL } from "../../playwright.config";
import { signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { explorerD1 } from "./support/explorer-d1";
import { expect, signedInUser, test } from "./support/factories";
import { runRollup } from "./support/rollup";

const d1 = explorerD1(baseURL);
const unique = () => Math.random().toString(36).slice(2, 8);

/** Polls until the role's events are stored (the queue's consumer takes a batch every few seconds). */
async function storedEvents(roleId: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const { results } = await d1
      .prepare("select event_type from analytics_events where org_id = ?")
      .bind(roleId)
      .all<{ event_type: string }>();
    if (results.length >= count || Date.now() > deadline) return results.map((row) => row.event_type).sort();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test("an owner sees each role's views and apply clicks on the dashboard, closes a role and opens it again", async ({
  browser,
  page,
  factories,
}) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({ createdBy: owner.id, name: `Roles Owner ${unique()}` });
  const title = `Reliability Engineer ${unique()}`;
  const role = await factories.createJobPosting({
    organizationId: org.id,
    title,
    applyUrl: "https://apply.roles-owner.example.com/reliability",
  });

  // A visitor opens the role and its apply link (a new tab).
  const visitor = await browser.newContext({ baseURL });
  await visitor.route("https://apply.roles-owner.example.com/**", (route) => route.fulfill({ body: "applied" }));
  const visit = await visitor.newPage();
  const beacon = () => visit.waitForRequest((request) => request.url().endsWith("/api/analytics/jobs"));
  let sent = beacon();
  await visit.goto(`/jobs/${role.id}`);
  await expect(visit.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await sent;
  sent = beacon();
  const opened = visitor.waitForEvent("page");
  await visit.getByRole("link", { name: "Apply", exact: true }).click();
  await sent;
  await expect(await opened).toHaveURL("https://apply.roles-owner.example.com/reliability");
  expect(await storedEvents(role.id, 2)).toEqual(["role_apply_click", "role_view"]);
  await visitor.close();
  const admin = await runRollup(browser, factories);
  await admin.context.close();

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "My Roles" });
  const item = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(item.getByText("Open", { exact: true })).toBeVisible();
  await expect(item.getByRole("definition").nth(0)).toHaveText("1");
  await expect(item.getByRole("definition").nth(1)).toHaveText("1");
  await expectAccessible(page);

  await item.getByRole("button", { name: `Close ${title}` }).click();
  await expect(page.getByText("Role closed: it is off the board")).toBeVisible();
  await expect(item.getByText("Closed", { exact: true })).toBeVisible();
  // Public pages are shared for a minute: a URL no one asked for yet is rendered now.
  const anonymous = await browser.newContext({ baseURL });
  expect((await anonymous.request.get(`/jobs/${role.id}?after=close`)).status()).toBe(410);

  await item.getByLabel("Open for").selectOption("60");
  await item.getByRole("button", { name: `Reopen ${title}` }).click();
  await expect(page.getByText("Role open: it is on the board until its new closing date")).toBeVisible();
  await expect(item.getByText("Open", { exact: true })).toBeVisible();
  expect((await anonymous.request.get(`/jobs/${role.id}?after=reopen`)).status()).toBe(200);
  await anonymous.close();
});

test("an organization's page lists its open roles, each a link to the role @phone", async ({ page }) => {
  await page.goto("/organizations/gb-ledgerline");
  const roles = page.getByRole("region", { name: "Open Roles" });
  await expect(roles.getByRole("link", { name: "Staff Engineer, Reconciliation" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Roles" })).toHaveAttribute("href", "#open-roles");
  await roles.getByRole("link", { name: "Staff Engineer, Reconciliation" }).click();
  await expect(page).toHaveURL(/\/jobs\/job-ledgerline-staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff Engineer, Reconciliation" })).toBeVisible();
});

test("an admin hides a role with a reason its owner reads, and shows it again", async ({
  browser,
  page,
  factories,
}) => {
  const owner = await factories.createVerifiedUser();
  const org = await factories.createPaidOrganization({ createdBy: owner.id, name: `Hidden Roles ${unique()}` });
  const title = `Growth Hacker ${unique()}`;
  const role = await factories.createJobPosting({ organizationId: org.id, title });

  const admin = await factories.createAdmin();
  await signIn(page, baseURL, { email: admin.email, password: admin.password ?? "" });
  await page.goto("/admin/jobs");
  await expect(
    page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Jobs" }),
  ).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await row.getByText("Hide…").click();
  const form = row.getByRole("form", { name: `Hide ${title}` });
  await form.getByRole("button", { name: "Hide role" }).click();
  await expect(form.getByText("Say why the role is hidden: its owner reads it")).toBeVisible();
  await form.getByLabel("Reason").fill("The salary range is not a real range");
  await form.getByRole("button", { name: "Hide role" }).click();
  await expect(page.getByText("Role hidden: its owner reads the reason on their dashboard")).toBeVisible();
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
  await expectAccessible(page);
  const anonymous = await browser.newContext({ baseURL });
  expect((await anonymous.request.get(`/jobs/${role.id}?after=hide`)).status()).toBe(410);

  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, baseURL, { email: owner.email, password: owner.password ?? "" });
  await ownerPage.goto("/profile");
  const item = ownerPage
    .getByRole("region", { name: "My Roles" })
    .getByRole("listitem")
    .filter({ has: ownerPage.getByRole("heading", { name: title }) });
  await expect(item.getByText("An editor hid this role: The salary range is not a real range")).toBeVisible();
  await expect(item.getByRole("button", { name: /Renew|Reopen/ })).toHaveCount(0);

  await page.getByRole("link", { name: "Hidden", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?filter=hidden$/);
  await row.getByRole("button", { name: `Show again ${title}` }).click();
  await expect(page.getByText("Role shown again")).toBeVisible();
  expect((await anonymous.request.get(`/jobs/${role.id}?after=show`)).status()).toBe(200);
  await anonymous.close();
  await ownerContext.close();
});
