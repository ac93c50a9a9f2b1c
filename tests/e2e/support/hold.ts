import type { Page } from "@playwright/test";

/**
 * Holds the page's requests to `url` (a glob, as page.route takes it) until the returned function is called: a state
 * the page shows while it waits (a busy button, a verification screen) then stays until the test has seen it, however
 * slow the machine. Requests made after the release go through at once.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
