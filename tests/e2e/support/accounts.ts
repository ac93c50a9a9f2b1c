import { expect, type Page } from "@playwright/test";

export type Account = { email: string; password: string };

export const OWNER: Account = { email: "owner@example.com", password: "owner12345" };
export const ADMIN: Account = { email: "admin@example.com", password: "admin12345" };

/** Signs the page's browser context in through the API (the cookies land in the context). */
export async function signIn(page: Page, baseURL: string, account: Account) {
  const response = await page.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}

/**
 * A new verified account, signed in: signed up through the API, verified with the link from the development
 * mailbox. Tests that create organizations use one, so the seeded owner's list (which profile.spec.ts counts) stays
 * as seeded while the suites run in parallel.
 */
export async function newVerifiedAccount(page: Page, baseURL: string, label: string, name = "Nora Newowner") {
  const account: Account = {
    email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: "owner-pass1",
  };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { ...account, name },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  const mailbox = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(account.email)}`);
  const token = (await mailbox.text()).match(/\/verify-email\?token=([^&"<\s]+)/)?.[1];
  expect(token).toBeTruthy();
  const verified = await page.request.get(`/api/auth/verify-email?token=${token}`);
  expect(verified.ok()).toBe(true);
  return account;
}
