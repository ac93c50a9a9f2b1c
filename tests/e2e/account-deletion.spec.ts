import type { Page } from "@playwright/test";
import { expect, signedInUser, test } from "./support/factories";

/**
 * Account deletion's refusals (docs/product/accounts.md): a password account asked without its password, and the
 * messages in Spanish; the account is still there after each.
 */

const zoneOf = (page: Page, settings: string, name: string) =>
  page.getByRole("region", { name: settings, exact: true }).getByRole("region", { name });

test("without the password, a password account is told it is required, and nothing is deleted", async ({
  page,
  factories,
}) => {
  await signedInUser(page, factories);
  await page.goto("/profile");
  const zone = zoneOf(page, "Account Settings", "Delete Account");
  await zone.getByLabel("Type DELETE to confirm").fill("DELETE");
  const password = zone.getByLabel("Current password");
  // The browser would stop an empty required field first: the server's own rule is what is tested.
  await password.evaluate((input) => input.removeAttribute("required"));
  await zone.getByRole("button", { name: "Delete Account" }).click();
  await expect(zone.getByRole("alert")).toHaveText("Password required for email/password accounts");
  await page.reload();
  await expect(page).toHaveURL("/profile");
});

test("in Spanish the refusals are in Spanish", async ({ page, factories }) => {
  await signedInUser(page, factories);
  await page.goto("/es/profile");
  const zone = zoneOf(page, "Configuración de la cuenta", "Eliminar cuenta");
  const confirm = zone.getByLabel("Escribe DELETE para confirmar");
  const password = zone.getByLabel("Contraseña actual");
  const submit = zone.getByRole("button", { name: "Eliminar cuenta" });
  await confirm.fill("borrar");
  await password.fill("wrong-password");
  await submit.click();
  await expect(zone.getByRole("alert")).toHaveText("Escribe DELETE para confirmar");
  await expect(confirm).toBeFocused();

  await confirm.fill("DELETE");
  await submit.click();
  await expect(zone.getByRole("alert")).toHaveText(
    "La contraseña no es correcta. Escribe tu contraseña actual para confirmar la eliminación.",
  );
  await password.fill("");
  await password.evaluate((input) => input.removeAttribute("required"));
  await submit.click();
  await expect(zone.getByRole("alert")).toHaveText("Las cuentas con correo y contraseña necesitan la contraseña");
  await expect(page).toHaveURL("/es/profile");
});
