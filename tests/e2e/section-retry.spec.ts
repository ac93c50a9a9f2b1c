import type { Page } from "@playwright/test";
import { sectionFailed } from "../../app/i18n/pages/section-failed";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";
import { editNextData, type RouteDataEditor } from "./support/route-data";

/**
 * The home page's catalogue (the directory layout's) and its countries (the home loader's) fail on their own: the
 * panel says which list, why, and offers Retry, which reads them again in place. The failure is made in the browser:
 * the home page's data, as the server sent it, is rewritten to what the loaders answer when those reads fail (the
 * failed flags, the empty lists and what to say, which only a failure sends).
 */

/** Opens the home page by a client navigation from About whose data comes back with both sections failed. */
async function homeWithFailedSections(page: Page, locale: "en" | "es") {
  const prefix = locale === "es" ? "/es" : "";
  const ids = locale === "es" ? "es/" : "";
  await page.goto(`${prefix}/about`);
  await hydrated(
    page
      .getByRole("banner")
      .locator(`a[href="${prefix || "/"}"]`)
      .first(),
  );
  // What each loader says with a failed section, in the page's language.
  const texts = ({ key, add }: RouteDataEditor) =>
    add(Object.fromEntries(Object.entries(sectionFailed[locale]).map(([name, text]) => [key(name), add(text)])));
  await editNextData(page, /^\/(_|es)\.data$/, {
    [`${ids}routes/directory/directory`]: (data, editor) => {
      const { key, add } = editor;
      data[key("categories")] = add([]);
      data[key("groups")] = add([]);
      data[key("failed")] = add(true);
      data[key("failedTexts")] = texts(editor);
    },
    [`${ids}routes/directory/home`]: (data, editor) => {
      const { key, add, at } = editor;
      data[key("countries")] = add([]);
      data[key("failed")] = add({ ...at<object>(data[key("failed")]!), [key("countries")]: add(true) });
      data[key("failedTexts")] = texts(editor);
    },
  });
  // The site name in the header, there on every width.
  await page
    .getByRole("banner")
    .locator(`a[href="${prefix || "/"}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(prefix || "/");
}

const shots = process.env.RETRY_SHOTS_DIR;

test("a failed catalogue or country list says why and Retry reads them again @phone", async ({ page }, info) => {
  await homeWithFailedSections(page, "en");
  const categories = page.getByRole("alert").filter({ hasText: "Error loading categories" });
  const countries = page.getByRole("alert").filter({ hasText: "Error loading countries" });
  // The category panel waits behind its toggle on a phone.
  if (info.project.name === "phone") {
    const toggle = page.locator('button[aria-controls="category-filter"]');
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
  await expect(categories).toBeVisible();
  await expect(categories).toContainText("Our server could not read this list just now");
  await expect(countries).toContainText("Our server could not read this list just now");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expectAccessible(page);
  if (shots)
    await page.screenshot({
      path: `${shots}/retry-${info.project.name}-en.png`,
      fullPage: info.project.name !== "phone",
    });

  await categories.getByRole("button", { name: "Retry" }).click();
  await expect(categories).toHaveCount(0);
  await expect(countries).toHaveCount(0);
  // The category groups are back, each a disclosure of its checkboxes.
  await expect(page.locator("#category-filter summary").first()).toBeVisible();
  await expect(page.getByLabel("Country").getByRole("option")).not.toHaveCount(1);
  // Still the same page: Retry read the data again in place, it did not load a new document.
  await expect(page).toHaveURL("/");
});

test("in Spanish the failure and Retry are in Spanish", async ({ page }, info) => {
  await homeWithFailedSections(page, "es");
  const categories = page.getByRole("alert").filter({ hasText: "Error al cargar las categorías" });
  await expect(categories).toContainText("Nuestro servidor no pudo leer esta lista ahora mismo");
  await expect(page.getByRole("alert").filter({ hasText: "Error al cargar los países" })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/retry-${info.project.name}-es.png`, fullPage: true });
  await categories.getByRole("button", { name: "Reintentar" }).click();
  await expect(categories).toHaveCount(0);
  // The category groups are back, each a disclosure of its checkboxes.
  await expect(page.locator("#category-filter summary").first()).toBeVisible();
});
