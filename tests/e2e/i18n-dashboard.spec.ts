import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";

// The dashboard and the domain verification page in Spanish: texts, dates, flashes and redirects stay
// in Spanish.

test("the dashboard in Spanish: its sections, a saved search's alerts and its flash stay in Spanish @phone", async ({
  page,
  factories,
}) => {
  const owner = await signedInUser(page, factories, { name: "Lucía" });
  const org = await factories.createPaidOrganization({ createdBy: owner.id, name: `Equipo ${Date.now()}` });
  await page.goto("/es?categories=remote_first");
  await page.getByText("Guardar esta búsqueda").click();
  await page.getByLabel("Nombre de la búsqueda").fill("Remoto");
  await page.getByRole("button", { name: "Guardar búsqueda" }).click();
  await page.getByRole("link", { name: "Gestionar búsquedas guardadas" }).click();

  await expect(page).toHaveURL("/es/profile#saved-searches");
  await expect(page.getByRole("heading", { level: 1, name: "Panel" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Información del perfil" })).toContainText("Miembro desde");
  const organizations = page.getByRole("region", { name: "Mis organizaciones" });
  await expect(organizations.getByRole("link", { name: `Verificar dominio de ${org.name}` })).toBeVisible();
  await expect(organizations.getByText("Pagada")).toBeVisible();
  await expect(organizations.getByText("Francia")).toBeVisible();
  await expect(page.getByRole("region", { name: "Mis suscripciones" }).getByText("Activa")).toBeVisible();
  await expect(page.getByRole("region", { name: "Configuración de la cuenta" })).toBeVisible();
  await expectAccessible(page);

  const searches = page.getByRole("region", { name: "Búsquedas guardadas" });
  // The saved filters read as the Spanish directory's chips.
  await expect(searches.getByRole("list", { name: "Filtros" })).toContainText("Remoto primero");
  await searches.getByRole("button", { name: "Desactivar alertas de Remoto" }).click();
  await expect(page).toHaveURL(/\/es\/profile\?updated=alerts-off/);
  await expect(page.getByText("Alertas desactivadas para esa búsqueda")).toBeVisible();
  await expect(searches.getByText("Alertas desactivadas", { exact: true })).toBeVisible();

  await organizations.getByRole("link", { name: `Verificar dominio de ${org.name}` }).click();
  await expect(page).toHaveURL(`/es/verify-domain?org=${org.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Verifica tu dominio" })).toBeVisible();
  await expect(page.getByText("Primero añade el sitio web de")).toBeVisible();
});

test("a guest sent to sign in reads why in Spanish", async ({ page }) => {
  await page.goto("/es/login?reason=permanent-account");
  await expect(page.getByText("Inicia sesión con una cuenta permanente para usar esta función")).toBeVisible();
});

test("a refusal on a Spanish page is said in Spanish", async ({ page, factories }) => {
  const other = await factories.createUser({ emailVerified: true });
  const org = await factories.createPaidOrganization({ createdBy: other.id });
  await signedInUser(page, factories);
  const response = await page.goto(`/es/verify-domain?org=${org.id}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByText("No tienes permiso para editar esta organización")).toBeVisible();
});
