import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/**
 * The error page (docs/product/messages.md#error-page): a page whose data fails says Something went wrong, An
 * unexpected error occurred, and Try again loads the page again.
 */
test("a page that fails to load offers Try again, which loads it again @phone", async ({ page }) => {
  await page.goto("/about");
  const faq = page.getByRole("link", { name: "Read the FAQ" });
  await hydrated(faq);
  // The FAQ's data fails once, as a server error does; the reload that follows is answered as usual.
  await page.route(
    (url) => url.pathname === "/faq.data",
    (route) => route.fulfill({ status: 500, body: "" }),
    {
      times: 1,
    },
  );
  await faq.click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("An unexpected error occurred")).toBeVisible();
  const tryAgain = page.getByRole("button", { name: "Try again" });
  await expect(tryAgain).toBeVisible();
  await tryAgain.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("in Spanish the error page and its button are in Spanish", async ({ page }) => {
  await page.goto("/es/about");
  const faq = page.getByRole("link", { name: "Leer las preguntas frecuentes" });
  await hydrated(faq);
  await page.route(
    (url) => url.pathname === "/es/faq.data",
    (route) => route.fulfill({ status: 500, body: "" }),
    {
      times: 1,
    },
  );
  await faq.click();
  await expect(page.getByRole("heading", { level: 1, name: "Algo salió mal" })).toBeVisible();
  await page.getByRole("button", { name: "Intentar de nuevo" }).click();
  await expect(page).toHaveURL("/es/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Algo salió mal" })).toHaveCount(0);
});
