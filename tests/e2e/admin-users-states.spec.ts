import { signIn } from "./support/accounts";
import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";
import { editNextData, NULL } from "./support/route-data";

/**
 * Admin Users' other states (docs/product/admin.md#users): the list that could not be read says so with Retry, which
 * reads it again; an empty list says No admin users found. The server's answer is changed on its way to the browser
 * (a client navigation from another section), as the loader answers when the read fails or finds nobody.
 */

test.beforeEach(async ({ page, baseURL, factories }) => {
  const admin = await factories.createAdmin();
  await signIn(page, baseURL!, { email: admin.email, password: admin.password! });
  await page.goto("/admin/system");
  await hydrated(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Admin Users" }));
});

const usersData = /\/admin\/users\.data$/;

test("a list that could not be read says so, and Retry reads it again", async ({ page }) => {
  await editNextData(page, usersData, {
    "routes/admin/users": (data, { key }) => {
      data[key("users")] = NULL;
    },
  });
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Admin Users" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Failed to load admin users" });
  await expect(failure).toBeVisible();
  await expect(page.getByRole("list", { name: "Admin users" })).toHaveCount(0);
  await failure.getByRole("link", { name: "Retry" }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^Admin Users \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Admin users" }).getByText("admin@example.com")).toBeVisible();
});

test("an empty list says No admin users found, under a heading counting none", async ({ page }) => {
  await editNextData(page, usersData, {
    "routes/admin/users": (data, { key, add }) => {
      data[key("users")] = add([]);
    },
  });
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Admin Users" }).click();
  await expect(page.getByRole("heading", { name: "Admin Users (0)" })).toBeVisible();
  await expect(page.getByText("No admin users found")).toBeVisible();
  await expect(page.getByRole("list", { name: "Admin users" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Refresh" })).toHaveAttribute("href", "/admin/users");
});
