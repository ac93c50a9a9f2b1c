import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/factories";

// Spanish under /es: the language is part of the URL, links keep it, the switch and hreflang pair the pages.

test("the about page in Spanish: its language, its alternates and links that stay in Spanish @phone", async ({
  page,
}) => {
  const response = await page.goto("/es/about");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Acerca de · Culture Directory");
  await expect(page.getByRole("heading", { level: 1, name: "Acerca de Culture Directory" })).toBeVisible();
  await expect(page.getByText("$12 al mes, un perfil de organización")).toBeVisible();

  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/es/about`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}/about`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", `${origin}/es/about`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/about`);

  // Every link of the page to another page stays in Spanish.
  await expect(page.getByRole("link", { name: "Leer las preguntas frecuentes" })).toHaveAttribute("href", "/es/faq");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contacto" })).toHaveAttribute(
    "href",
    "/es/contact",
  );
  await expectAccessible(page);
});

test("the language switch goes to the same page in the other language, and navigation keeps it", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL("/es/about");
  await expect(page.getByRole("heading", { level: 1, name: "Acerca de Culture Directory" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Contacto" }).click();
  await expect(page).toHaveURL("/es/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contáctanos" })).toBeVisible();
  await page.getByRole("link", { name: "Preguntas frecuentes" }).first().click();
  await expect(page).toHaveURL("/es/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Preguntas frecuentes" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the FAQ in Spanish answers in Spanish, on the page and in its structured data", async ({ page }) => {
  await page.goto("/es/faq");
  await page.getByText("¿Cuánto cuesta publicar un perfil?").click();
  await expect(page.getByText(/El plan Mensual cuesta \$12 al mes/)).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("FAQPage");
  expect(jsonLd.mainEntity.map((entry: { name: string }) => entry.name)).toContain("¿Qué es Culture Directory?");
});

test("an unknown Spanish address answers 404 in Spanish", async ({ page }) => {
  const response = await page.goto("/es/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("the privacy policy in Spanish, with its table of contents", async ({ page }) => {
  await page.goto("/es/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
  await expect(page.getByText("Última actualización: 1 de octubre de 2025")).toBeVisible();
  await expect(page.getByText(/se atienden en un plazo de 30 días/)).toBeVisible();
  await page.getByRole("navigation", { name: "En esta página" }).getByRole("link", { name: "Seguridad" }).click();
  await expect(page).toHaveURL("/es/privacy#security");
  await expect(page.getByRole("heading", { level: 2, name: "Seguridad" })).toBeInViewport();
  await expectAccessible(page);
});

test("Explore in Spanish: the hub, a city guide with its lanes and dates, cards that open Spanish profiles @phone", async ({
  page,
}) => {
  await page.goto("/es/explore");
  await expect(page).toHaveTitle("Explora ciudades innovadoras · Culture Directory");
  await expect(page.getByRole("heading", { level: 1, name: "Explora ciudades innovadoras" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cómo funciona Explorar" })).toBeVisible();
  await page.getByRole("link", { name: "Ver Miami" }).click();
  await expect(page).toHaveURL("/es/explore/miami");
  await expect(page.getByRole("heading", { level: 1, name: "Guía del ecosistema de Miami" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Organizaciones ancla" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Equipos emergentes" })).toBeVisible();
  await expect(page.getByText(/^Última actualización \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible();
  await expect(page.getByText(/^Miami ya no es solo un lugar/)).toBeVisible();
  await expect(page.getByText("Estados Unidos")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ritmos locales" })).toContainText("Climate Tech Breakfast mensual");
  await expect(page.getByRole("region", { name: "Filtrar por tema" })).toContainText("Tecnología climática");
  const firstCard = page.locator("#anchor-organizations").locator("..").getByRole("listitem").first().getByRole("link");
  await expect(firstCard).toHaveAttribute("href", /^\/es\/organizations\//);
  await expect(page.getByRole("link", { name: "Todas las ciudades" })).toHaveAttribute("href", "/es/explore");
});

test("an unknown city in Spanish says so in Spanish", async ({ page }) => {
  const response = await page.goto("/es/explore/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Ciudad no encontrada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver todas las ciudades" })).toHaveAttribute("href", "/es/explore");
});

test("the directory in Spanish: filters keep the language in the URL, cards open Spanish profiles @phone", async ({
  page,
}) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra un equipo que trabaje como tú" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Organizaciones \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver el ecosistema de Miami" })).toHaveAttribute(
    "href",
    "/es/explore/miami",
  );

  // Category names and groups come from the database in Spanish; countries are named by the browser's own data.
  await expect(page.locator("#category-filter")).toContainText("Tecnología climática");
  await expect(page.locator("#category-filter")).toContainText("Áreas de impacto");
  await expect(page.getByLabel("País").locator('option[value="US"]')).toHaveText(/Estados Unidos/);
  await page.getByLabel("País").selectOption("US");
  await expect(page).toHaveURL("/es?country=US");
  await expect(page.getByRole("heading", { name: "Filtros activos" })).toBeVisible();
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("link", { name: /Ver perfil/ })
    .first();
  await expect(card).toHaveAttribute("href", /^\/es\/organizations\//);
  await page.getByRole("link", { name: "Quitar todo" }).click();
  await expect(page).toHaveURL("/es");
});

test("an organization's profile in Spanish, and an unknown one @phone", async ({ page }) => {
  await page.goto("/es/organizations/mia-causeway-labs");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 2, name: "Acerca de" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nota del editor" })).toBeVisible();
  const editorsNote = page.getByRole("region", { name: "Nota del editor" });
  await expect(editorsNote.getByText("Aparece en la guía Explorar de")).toBeVisible();
  await expect(editorsNote.getByRole("link", { name: "Miami", exact: true })).toHaveAttribute(
    "href",
    "/es/explore/miami",
  );
  const info = page.getByRole("region", { name: "Información de la organización" });
  await expect(info.getByText("Tipo")).toBeVisible();
  await expect(info.getByText("Espacio de coworking")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "En esta página" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Construcción de comunidad" })).toBeVisible();
  await expect(info.getByText("Estados Unidos")).toBeVisible();

  const response = await page.goto("/es/organizations/no-such-organization");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Organización no encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Volver al directorio" }).click();
  await expect(page).toHaveURL("/es");
});

test("the job board's pages in Spanish", async ({ page }) => {
  await page.goto("/es/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Empleos" })).toBeVisible();
  await expect(page.getByLabel("Lugar de trabajo")).toBeVisible();
  await page.getByRole("link", { name: "Data Analyst, Public Services" }).click();
  await expect(page).toHaveURL("/es/jobs/job-tramita-data");
  await expect(page.getByRole("heading", { name: "Cómo trabaja el equipo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Postularse", exact: true })).toHaveAttribute(
    "href",
    "mailto:empleo@tramita.example.com",
  );
  expect((await page.goto("/es/jobs/no-such-role"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No se encontró el puesto" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Volver a Empleos" })).toHaveAttribute(
    "href",
    "/es/jobs",
  );
});

test("logging in from a Spanish page: the form in Spanish, and back to Spanish pages after", async ({ page }) => {
  await page.goto("/es");
  await page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }).first().click();
  await expect(page).toHaveURL("/es/login");
  await expect(page.getByRole("heading", { level: 1, name: "Hola de nuevo" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Iniciar sesión o registrarse" })).toBeVisible();
  const form = page.getByRole("main");
  await form.getByLabel("Correo electrónico").fill("owner@example.com");
  await form.getByLabel("Contraseña").fill("owner12345");
  await page.getByRole("main").getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL("/es");
  await page.goto("/es/signup");
  await expect(page).toHaveURL("/es");
});

test("the sign-up form in Spanish", async ({ page }) => {
  await page.goto("/es/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Crea tu cuenta" })).toBeVisible();
  await expect(page.getByText("Al menos 6 caracteres.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continuar con Google" })).toBeVisible();
  await page.getByRole("link", { name: "Iniciar sesión", exact: true }).last().click();
  await expect(page).toHaveURL("/es/login");
});

test("signing up in Spanish: the verification email and the pages its link opens are in Spanish", async ({ page }) => {
  const email = `es-${Date.now()}@example.com`;
  await page.goto("/es/signup");
  const form = page.getByRole("main");
  await form.getByLabel("Nombre visible").fill("Lucía");
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Contraseña", { exact: true }).fill("secreto123");
  await form.getByLabel("Confirma la contraseña").fill("secreto123");
  await form.getByRole("button", { name: "Registrarse" }).click();
  await expect(page).toHaveURL("/es/verify-email-required");
  await expect(page.getByRole("heading", { level: 1, name: "Verifica tu correo" })).toBeVisible();
  await expect(page.getByText("Enviamos un enlace de verificación a")).toBeVisible();

  // The email goes out after the answer: read the mailbox until it is there.
  let mailbox = "";
  await expect
    .poll(async () => {
      mailbox = await (await page.request.get(`/dev/mailbox?${new URLSearchParams({ to: email })}`)).text();
      return mailbox;
    })
    .toContain("Verifica tu correo en Culture Directory");
  const link = mailbox.match(/https?:\/\/[^\s"<]+\/es\/verify-email\?token=[^\s"<]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!.replaceAll("&amp;", "&"));
  await expect(page).toHaveURL("/es/verify-email?verified=1");
  await expect(page.getByText("Tu correo está verificado")).toBeVisible();
  await expect(page.getByRole("link", { name: "panel", exact: true })).toHaveAttribute("href", "/es/profile");
});

test("a forgotten password in Spanish: the form, the email and the reset page", async ({ page }) => {
  await page.goto("/es/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "¿Olvidaste tu contraseña?" })).toBeVisible();
  await page.getByRole("main").getByLabel("Correo electrónico").fill("owner@example.com");
  await page.getByRole("main").getByRole("button", { name: "Restablecer contraseña" }).click();
  await expect(page.getByText("Revisa tu correo: te enviamos las instrucciones")).toBeVisible();
  // The email goes out after the answer: read the mailbox until it is there.
  let mailbox = "";
  await expect
    .poll(async () => {
      mailbox = await (await page.request.get("/dev/mailbox?to=owner%40example.com")).text();
      return mailbox;
    })
    .toContain("Restablece tu contraseña de Culture Directory");
  expect(mailbox).toMatch(/\/es\/reset-password\?token=/);
  await page.goto("/es/reset-password?token=not-a-real-one");
  await page.getByLabel("Contraseña nueva", { exact: true }).fill("nueva-clave1");
  await page.getByLabel("Confirma la contraseña nueva").fill("nueva-clave1");
  await page.getByRole("button", { name: "Restablecer contraseña" }).click();
  await expect(page.getByText("Este enlace no es válido o ha caducado.")).toBeVisible();
});
