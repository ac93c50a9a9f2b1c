import { test } from "./support/factories";
for (const width of [1280, 390]) {
  test(`shots ${width}`, async ({ page, factories }) => {
    await page.setViewportSize({ width, height: 900 });
    const person = await factories.createVerifiedUser();
    await page.goto("/es/login");
    await page.getByLabel("Correo electrónico", { exact: true }).fill(person.email);
    await page.getByLabel("Contraseña", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page.getByRole("alert").waitFor();
    await page.screenshot({ path: `/tmp/shots/es-login-${width}.png` });
    await page.goto("/es/forgot-password");
    await page.screenshot({ path: `/tmp/shots/es-forgot-${width}.png` });
  });
}
