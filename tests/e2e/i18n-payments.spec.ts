import { expectAccessible } from "./support/axe";
import { expect, QUIET_CITY, signedInUser, test } from "./support/factories";

// Paying and claiming in Spanish: the pages, the checkout stand-in and the way back stay in Spanish.

test("choosing a plan in Spanish: the plans, the checkout, canceling, and paying return to Spanish pages @phone", async ({
  page,
  factories,
}) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createDraftOrganization({ createdBy: owner.id, name: `Pago ${Date.now()}` });

  await page.goto(`/es/payments/select/${org.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Elige tu plan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mensual" })).toBeVisible();
  await expect(page.getByText("Facturación una vez al año.")).toBeVisible();
  const annual = page.getByRole("region", { name: "Anual" });
  await expect(annual.getByText("Ahorra $44 al año (un 31 %) frente al plan mensual")).toBeVisible();
  await expect(annual).not.toContainText(/16 %|meses gratis/);
  await expectAccessible(page);

  // A wrong guest code is refused in Spanish.
  await page.getByLabel("Código de invitado", { exact: true }).fill("NOT-A-CODE");
  await page.getByRole("button", { name: "Aplicar código" }).click();
  await expect(page.getByText("Código de invitado no válido")).toBeVisible();

  await page.getByRole("button", { name: "Elegir el plan Mensual" }).click();
  await expect(page).toHaveURL(/\/es\/dev\/checkout\/cs_dev_/);
  await expect(page.getByRole("heading", { level: 1, name: "Pago" })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(`/es/payments/canceled?org=${org.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Pago cancelado" })).toBeVisible();
  await expect(page.getByText(/Redirigiendo en \d+ segundos?/)).toBeVisible();

  await page.getByRole("link", { name: "Intentarlo de nuevo" }).click();
  await page.getByRole("button", { name: "Elegir el plan Anual" }).click();
  await expect(page).toHaveURL(/\/es\/dev\/checkout\/cs_dev_/);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL(new RegExp(`/es/organizations/${org.id}/edit`));
});

test("claiming an Explore company in Spanish, and canceling the payment", async ({ page, factories }) => {
  await signedInUser(page, factories);
  const company = await factories.createUnclaimedExploreCompany({
    primaryCity: QUIET_CITY,
    name: `Reclamo ${Date.now()}`,
  });
  await page.goto(`/es/claim/${company.id}`);
  await expect(page.getByRole("heading", { name: "Reclama este perfil" })).toBeVisible();
  await expect(page.getByRole("banner").or(page.getByRole("main")).getByText("Estado: Sin reclamar")).toBeVisible();
  await expect(page.getByRole("group", { name: "Elige un plan" }).getByLabel(/Mensual/)).toBeChecked();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Reclamar el perfil de la organización" }).click();
  await expect(page).toHaveURL(/\/es\/dev\/checkout\/cs_dev_/);
  await expect(page.getByText("Mensual (reclamación)")).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(`/es/claim/${company.id}?canceled=true`);
  await expect(page.getByText("El pago se canceló. Puedes intentarlo de nuevo.")).toBeVisible();
});

test("creating an organization in Spanish: the form, its checks and plan selection after it", async ({
  page,
  factories,
}) => {
  await signedInUser(page, factories);
  await page.goto("/es/submit-organization");
  await expect(page.getByRole("heading", { level: 1, name: "Crear organización" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cómo funciona" })).toBeVisible();
  await page.getByRole("button", { name: "Crear organización" }).click();
  await expect(page.getByText("Escribe el nombre de la organización")).toBeVisible();
  await page.getByLabel("Nombre de la organización").fill(`Equipo ${Date.now()}`);
  await page.getByLabel("País").selectOption({ label: "Reino Unido" });
  await page.getByLabel("Descripción").fill("Un equipo pequeño que hace herramientas para artesanos locales.");
  await page.getByRole("button", { name: "Crear organización" }).click();
  await expect(page).toHaveURL(/\/es\/payments\/select\//);
  await expect(page.getByRole("heading", { level: 1, name: "Elige tu plan" })).toBeVisible();
});

test("editing an organization in Spanish: sections, Spanish category names, checks and saving stay in Spanish", async ({
  page,
  factories,
}) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({ createdBy: owner.id, name: `Editar ${Date.now()}` });
  await page.goto(`/es/organizations/${org.id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Editar organización" })).toBeVisible();
  const form = page.getByRole("form", { name: `Editar ${org.name}` });
  await expect(form.getByRole("heading", { name: "Lo básico" })).toBeVisible();
  await expect(form.getByRole("list", { name: "Categorías elegidas en el orden del perfil" })).toContainText(
    "Remoto primero",
  );
  await expect(form.getByLabel("Tipo de organización")).toContainText("Aceleradora");
  await expectAccessible(page);

  await form.getByLabel("Nombre de la organización").fill("");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByText("Completa todos los campos obligatorios")).toBeVisible();
  await form.getByLabel("Nombre de la organización").fill(`${org.name} SL`);
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Organización actualizada")).toBeVisible();
  await expect(page).toHaveURL(`/es/organizations/${org.id}`);
});
