import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/factories";
import { hydrated } from "./support/hydration";

// The admin panel in Spanish: its tabs, figures, forms and flashes, and redirects that stay under /es.

async function openSpanishAdmin(page: Page, path = "/es/admin") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Panel de administración" })).toBeVisible();
  await hydrated(
    page.getByRole("navigation", { name: "Secciones de administración" }).getByRole("link", { name: "Resumen" }),
  );
}

test("the admin panel in Spanish: every tab, and running a job comes back to Spanish @phone", async ({
  page,
  factories,
}) => {
  const person = await factories.createAdmin({ name: "Ana Admin" });
  await signIn(page, baseURL, { email: person.email, password: person.password! });

  await openSpanishAdmin(page);
  await expect(page.getByRole("heading", { name: "Estado del sistema" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Acciones rápidas" })).toBeVisible();
  await expectAccessible(page);

  for (const [tab, heading] of [
    ["Ciudades", /^Ciudades \(\d+\)$/],
    ["Empresas", "Estadísticas de Explore"],
    ["Empleo", "Puestos"],
    ["Administradores", /^Administradores \(\d+\)$/],
    ["Analítica", "Web vitals (p75)"],
    ["Sistema", "Salud del sistema"],
  ] as const) {
    await page
      .getByRole("navigation", { name: "Secciones de administración" })
      .getByRole("link", { name: tab, exact: true })
      .click();
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  }

  const job = page
    .getByRole("list", { name: "Tareas programadas" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "search-index" }) });
  await job.getByRole("button", { name: "Ejecutar ahora search-index" }).click();
  await expect(page.getByText("Ejecución de la tarea registrada")).toBeVisible();
  await expect(page).toHaveURL(/\/es\/admin\/system/);
  await expect(job.getByText("Última ejecución")).toBeVisible();

  await openSpanishAdmin(page, "/es/admin/cities?city=new");
  const form = page.getByRole("form", { name: "Nueva ciudad" });
  await form.getByRole("button", { name: "Crear ciudad" }).click();
  await expect(form.getByText("El código de país es obligatorio")).toBeVisible();
});

test("the API reference's own words in Spanish (the endpoints' texts stay as the OpenAPI document gives them)", async ({
  page,
}) => {
  await page.goto("/es/developers/api");
  await expect(page.getByRole("heading", { level: 1, name: "Referencia de la API" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Convenciones" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Secciones de la API" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Respuestas de GET /api/organizations", exact: true })).toBeVisible();
});
