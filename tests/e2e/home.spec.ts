import { expect, test } from "@playwright/test";

test("the home page lists organizations from the seeded database @phone", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Culture Directory/);
  await expect(page.getByRole("heading", { level: 1, name: /Organizations \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveCount(24);
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
