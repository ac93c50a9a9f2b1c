import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/**
 * Toasts (the footer's newsletter form answers with one): bottom-right, a success and an error each in its look,
 * gone after their 4 seconds, and Alt+T reaches them.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

test("a success toast and an error toast, bottom-right, each gone after its time @phone", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const email = footer.getByLabel("Email address");
  await hydrated(footer.getByRole("button", { name: "Subscribe" }));

  await email.fill(`toast-${unique()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  const success = page.locator('[data-sonner-toast][data-type="success"]');
  await expect(success).toContainText("We sent a link to confirm your subscription");
  // The page stayed where it was and the form is ready for another address.
  await expect(page).toHaveURL("/about");
  await expect(email).toHaveValue("");
  const list = page.locator("[data-sonner-toaster]");
  await expect(list).toHaveAttribute("data-y-position", "bottom");
  await expect(list).toHaveAttribute("data-x-position", "right");
  // A pointer resting on a toast holds it: move it away, as a reader who clicked and moved on would.
  await page.mouse.move(0, 0);
  await expect(success).toHaveCount(0, { timeout: 10_000 });

  // An address the browser takes but the server does not: the error, in its own look.
  await email.fill("someone@localhost");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  const error = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(error).toHaveText("Enter a valid email address");
  await expect(email).toHaveValue("someone@localhost");
  // Alt+T moves the focus to the toasts, for keyboard and screen reader users.
  await page.keyboard.press("Alt+KeyT");
  await expect(list).toBeFocused();
});
