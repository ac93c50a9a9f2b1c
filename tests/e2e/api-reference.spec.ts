import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/factories";

type Document = { paths: Record<string, Record<string, { summary: string }>> };

test("the API reference shows every endpoint of the OpenAPI document @phone", async ({ page, request }) => {
  // The longest page of the site (every endpoint in full): the accessibility scan alone takes over ten seconds.
  test.setTimeout(120_000);
  const documentResponse = await request.get("/api/openapi.json");
  expect(documentResponse.ok()).toBe(true);
  const document = (await documentResponse.json()) as Document;
  const endpoints = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, ...operation })),
  );
  expect(endpoints.length).toBeGreaterThan(20);

  const response = await page.goto("/developers/api");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("API reference · Culture Directory");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "API sections" })).toBeVisible();

  const articles = page.getByRole("main").getByRole("article");
  await expect(articles).toHaveCount(endpoints.length);
  // Each endpoint has exactly one article headed by its method and path (read in one pass: a role query per endpoint
  // walks the whole accessibility tree of a long page each time).
  const headings = await articles
    .locator("h3")
    .evaluateAll((elements) =>
      elements.map((heading) => [...heading.children].map((part) => part.textContent?.trim()).join(" ")),
    );
  expect(headings.sort()).toEqual(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort());

  // One endpoint in full: its parameters with their rules, its answer, its errors.
  const list = page.getByRole("article").filter({
    has: page.getByRole("heading", { level: 3, name: "GET /api/organizations", exact: true }),
  });
  await expect(list.getByText("List organizations")).toBeVisible();
  await expect(list.getByRole("heading", { level: 4, name: "Parameters" })).toBeVisible();
  await expect(list.getByText("maximum 60 · default 24")).toBeVisible();
  await expect(list.getByRole("link", { name: "DirectoryItem" })).toBeVisible();
  await expect(list.getByRole("list", { name: "Error responses" })).toContainText("400");

  // A signed-in route says so, and its multipart body is described.
  const upload = page.getByRole("article").filter({
    has: page.getByRole("heading", { level: 3, name: "POST /api/organizations/{id}/logo", exact: true }),
  });
  await expect(upload.getByText("Session cookie, verified account")).toBeVisible();
  await expect(upload.getByText("multipart/form-data")).toBeVisible();
  await expect(upload.getByText("image/jpeg, image/png, image/webp · at most 5 MB")).toBeVisible();

  // Schema links lead to the schema.
  await list.getByRole("link", { name: "DirectoryItem" }).first().click();
  await expect(page).toHaveURL(/#schema-DirectoryItem$/);
  await expect(page.getByRole("heading", { level: 3, name: "DirectoryItem", exact: true })).toBeInViewport();

  await expectAccessible(page);
});

test("the footer links to the API reference, and the page links to the machine-readable document", async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("contentinfo").getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL("/developers/api");
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
});
