import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/** The header's navigation drawer on a phone: its button opens it, Escape closes it and gives the button back the focus. */

test.use({ viewport: { width: 390, height: 844 } });

test("the drawer opens from its button, takes Tab in order, and Escape closes it with the focus back @phone", async ({
  page,
}) => {
  await page.goto("/about");
  const menu = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  await hydrated(menu);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await menu.click();
  const close = page.getByRole("banner").getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  const drawer = page.getByRole("navigation", { name: "Mobile" });
  await expect(drawer).toBeVisible();
  for (const name of ["Home", "Explore", "Jobs", "About", "Contact"]) {
    await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // The drawer follows its button: the next Tab is its first link.
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(drawer.getByRole("link", { name: "Home", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(drawer.getByRole("link", { name: "Explore", exact: true })).toBeFocused();

  // Escape from inside the drawer closes it and puts the focus on the button that opened it.
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  const open = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");

  // Opened from the keyboard, a link followed closes it too.
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await expect(drawer).toHaveCount(0);
});
