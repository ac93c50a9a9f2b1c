import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

test("the board lists open roles, filters them, and a role shows its pay, its team's culture and where to apply @phone", async ({
  page,
}) => {
  expect((await page.goto("/jobs"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /open roles$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Staff Engineer, Reconciliation" })).toBeVisible();

  // The filters are a plain form: choose a workplace, show the roles.
  await page.getByLabel("Workplace").selectOption("on_site");
  await page.getByRole("button", { name: "Show roles" }).click();
  await expect(page).toHaveURL(/workplace=on_site/);
  await expect(page.getByRole("link", { name: "Firmware Engineer, Heat Pumps" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Staff Engineer, Reconciliation" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Firmware Engineer, Heat Pumps" }).click();
  await expect(page).toHaveURL(/\/jobs\/job-kesselwerk-firmware$/);
  await expect(page.getByRole("heading", { level: 1, name: "Firmware Engineer, Heat Pumps" })).toBeVisible();
  await expect(page.getByText(/€65,000.+€80,000 a year/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "How the team works" })).toBeVisible();
  const apply = page.getByRole("link", { name: "Apply", exact: true });
  await expect(apply).toHaveAttribute("href", "https://kesselwerk.example.com/jobs/firmware");
  await expect(apply).toHaveAttribute("target", "_blank");

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd.map((text) => JSON.parse(text)).find((item) => item["@type"] === "JobPosting");
  expect(posting).toMatchObject({
    title: "Firmware Engineer, Heat Pumps",
    employmentType: "FULL_TIME",
    hiringOrganization: { "@type": "Organization", name: "Kesselwerk" },
    jobLocation: { address: { addressCountry: "DE", addressLocality: "Berlin" } },
    baseSalary: { currency: "EUR", value: { minValue: 65000, maxValue: 80000, unitText: "YEAR" } },
  });
  for (const property of ["description", "datePosted", "validThrough", "identifier"]) {
    expect(posting, property).toHaveProperty(property);
  }
  await expectAccessible(page);
});

test("a role's page links its apply address by mail only when it is bare, whatever an older row holds", async ({
  page,
  factories,
}) => {
  const org = await factories.createPaidOrganization({ name: `Mail Links ${Date.now()}` });
  const bare = await factories.createJobPosting({ organizationId: org.id, applyUrl: null, applyEmail: "hr@corp.com" });
  await page.goto(`/jobs/${bare.id}`);
  await expect(page.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute("href", "mailto:hr@corp.com");

  // Stored before addresses had to be bare: no link that would write to a hidden copy.
  const smuggled = await factories.createJobPosting({
    organizationId: org.id,
    applyUrl: null,
    applyEmail: "hr@corp.com?bcc=spy%40evil.com",
  });
  expect((await page.goto(`/jobs/${smuggled.id}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Apply", exact: true })).toHaveCount(0);
});

test("the board filters by the organization's culture categories, with counts", async ({ page }) => {
  await page.goto("/jobs?categories=clean_energy");
  await expect(page.getByRole("heading", { level: 2, name: /open roles?$/ })).toBeVisible();
  // Gridtide works in clean energy; Ledgerline does not.
  await expect(page.getByRole("link", { name: "Senior Backend Engineer, Dispatch" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Staff Engineer, Reconciliation" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: /Clean Energy/i })).toBeChecked();
});

test("an owner posts a role for their paid organization, sees it confirmed and on the board", async ({
  page,
  factories,
}) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({ createdBy: owner.id, name: `Posting Test ${Date.now()}` });
  await page.goto("/jobs/post");
  const form = page.locator("form[method=post]");
  await hydrated(form.getByLabel("Workplace"));
  await form.getByLabel("Organization").selectOption(org.id);
  await form.getByLabel("Job title").fill("Quality Engineer, Test Rigs");
  await form
    .getByLabel("Description")
    .fill("Build the rigs that test our heat pumps.\n\n- Design test plans\n- Automate the rigs");
  await form.getByLabel("Employment type").selectOption("full_time");
  await form.getByLabel("Seniority").selectOption("mid");
  await form.getByLabel("Workplace").selectOption("hybrid");
  await form.getByLabel("Office city").fill("Porto");
  await form.getByLabel("Office country").selectOption("PT");
  await form.getByLabel("Lowest salary").fill("40000");
  await form.getByLabel("Highest salary").fill("30000");
  await form.getByLabel("Currency").selectOption("EUR");
  await form.getByLabel("How to apply").fill("jobs.example.org/quality");
  await form.getByRole("button", { name: "Post the role" }).click();
  // The server's rule, on its field: pay ranges go from low to high.
  await expect(page.getByText("The lowest salary must not be above the highest")).toBeVisible();

  await form.getByLabel("Highest salary").fill("52000");
  await form.getByRole("button", { name: "Post the role" }).click();
  await expect(page).toHaveURL(/\/jobs\/posted\?role=/);
  await expect(page.getByRole("heading", { level: 1, name: "Your role is on the board" })).toBeVisible();
  await page.getByRole("link", { name: "View the role" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quality Engineer, Test Rigs" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute(
    "href",
    "https://jobs.example.org/quality",
  );
  await page.goto("/jobs?q=rigs");
  await expect(page.getByRole("link", { name: "Quality Engineer, Test Rigs" })).toBeVisible();
});

test("an unpaid organization's creator is told to choose a plan first", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories);
  const draft = await factories.createDraftOrganization({ createdBy: owner.id, name: `Unpaid ${Date.now()}` });
  await page.goto("/jobs/post");
  await expect(page.getByText(`${draft.name}: Only paid organizations can post roles.`)).toBeVisible();
});

test("a cursor the board never handed out leads to the board's first page with the other filters kept", async ({
  request,
}) => {
  const response = await request.get("/jobs?workplace=remote&cursor=not-a-cursor", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/jobs?workplace=remote");
});
