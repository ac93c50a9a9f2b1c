import type { Browser } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { signIn } from "./accounts";
import { type E2EFactories, expect } from "./factories";

/** An admin's browser context runs the analytics rollup job now (the System tab's "Run now" through the API). */
export async function runRollup(browser: Browser, factories: E2EFactories) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const admin = await factories.createAdmin();
  await signIn(page, baseURL, { email: admin.email, password: admin.password ?? "" });
  const response = await page.request.post("/api/admin/system-status/jobs/analytics-rollup/run", {
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return { context, page };
}
