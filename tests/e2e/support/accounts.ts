import { expect, type Page } from "@playwright/test";

export type Account = { email: string; password: string };

/** The seeded demo admin (seed/seed.ts), for tests that read the demo data's admin. Others make their own people. */
export const ADMIN: Account = { email: "admin@example.com", password: "admin12345" };

/** Signs the page's browser context in through the API (the cookies land in the context). */
export async function signIn(page: Page, baseURL: string, account: Account) {
  const response = await page.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}
