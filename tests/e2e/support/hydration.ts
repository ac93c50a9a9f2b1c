import { expect, type Locator } from "@playwright/test";

/** Whether React DOM has hydrated the element: it keeps the element's fiber and props under properties of its own. */
function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
}

/**
 * Waits until React has hydrated the element, for a click that must go through its handlers rather than the
 * browser's own behaviour (a section loaded on demand hydrates a moment after the rest of the page).
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect.poll(() => isHydrated(locator)).toBe(true);
  return locator;
}
