import { expect, type Page } from "@playwright/test";

export type Account = { email: string; password: string };

/** Signs the page's browser context in through the API (the cookies land in the context). */
export async function signIn(page: Page, baseURL: string, account: Account) {
  const response = await page.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}
