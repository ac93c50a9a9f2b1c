import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";

// The footer's newsletter form: double opt-in through the development mailbox, with and without JavaScript.

const unique = () => Math.random().toString(36).slice(2, 10);

test("subscribes from the footer, the emailed link confirms, and the weekly summary's link unsubscribes", async ({
  page,
  browser,
  factories,
}) => {
  test.slow();
  const email = `reader-${unique()}@example.com`;
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("New organizations and new roles on the job board, once a week.")).toBeVisible();
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("We sent a link to confirm your subscription")).toBeVisible();

  const mail = page.getByRole("listitem").filter({ hasText: "Confirm your Culture Directory newsletter subscription" });
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(mail).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const confirmUrl = await mail.getByRole("link", { name: /\/newsletter\/confirm\?token=/ }).getAttribute("href");

  // Opened in another browser, signed out: the link alone is enough, but opening it changes nothing until its one
  // button is pressed (mail scanners open links too).
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(confirmUrl!);
  await expect(other.getByRole("heading", { level: 1, name: `Subscribe ${email}?` })).toBeVisible();
  await expectAccessible(other);
  await other.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
  await expect(other.getByText(`The weekly newsletter will go to ${email}.`)).toBeVisible();
  await expectAccessible(other);

  // A tampered link says so.
  const response = await other.goto(`${confirmUrl!.slice(0, -3)}xyz`);
  expect(response?.status()).toBe(400);
  await expect(other.getByRole("alert")).toContainText("This newsletter link is not valid.");

  // An organization is listed after confirming; the weekly job runs.
  const org = await factories.createPaidOrganization({ name: `Weekly ${unique()}` });
  expect((await page.request.get("/cdn-cgi/local/scheduled?cron=17+7+*+*+1")).ok()).toBe(true);
  const summary = page.getByRole("listitem").filter({ hasText: "This week on Culture Directory" });
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(summary).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(summary).toContainText(org.name);
  const unsubscribeUrl = await summary
    .getByRole("link", { name: /\/newsletter\/unsubscribe\?token=/ })
    .getAttribute("href");

  await other.goto(unsubscribeUrl!);
  await expect(other.getByRole("heading", { level: 1, name: `Unsubscribe ${email}?` })).toBeVisible();
  await expectAccessible(other);
  await other.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  await stranger.close();
});

test("subscribes without JavaScript, in Spanish", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/es/jobs");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Correo electrónico").fill(`lector-${unique()}@example.com`);
  await footer.getByRole("button", { name: "Suscribirse" }).click();
  await expect(page).toHaveURL(/\/es\/newsletter$/);
  await expect(page.getByRole("heading", { level: 1, name: "Revisa tu bandeja de entrada" })).toBeVisible();
  await context.close();
});

test("the dashboard shows the subscription with a switch; the welcome email carries the unsubscribe link @phone", async ({
  page,
  factories,
}) => {
  const person = await signedInUser(page, factories, { name: "Nora Newsletter" });
  await page.goto("/profile");
  const setting = page.getByRole("region", { name: "Newsletter", exact: true });
  await expect(setting.getByText(`emailed to ${person.email}`)).toBeVisible();
  await expect(setting.getByTestId("newsletter-state")).toHaveText("Not subscribed");
  await setting.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(page.getByText("Subscribed to the newsletter: a welcome email is on its way")).toBeVisible();
  await expect(setting.getByTestId("newsletter-state")).toHaveText("Subscribed");
  await expect(setting.getByText("Sent in English.")).toBeVisible();
  await expectAccessible(page);

  const welcome = page.getByRole("listitem").filter({ hasText: "Welcome to the Culture Directory newsletter" });
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(person.email)}`);
    await expect(welcome).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(welcome.getByRole("link", { name: /\/newsletter\/unsubscribe\?token=/ })).toBeVisible();

  await page.goto("/profile");
  await setting.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(page.getByText("Unsubscribed from the newsletter: we will not send it again")).toBeVisible();
  await expect(setting.getByTestId("newsletter-state")).toHaveText("Not subscribed");
});

test("the dashboard's switch works without JavaScript, in Spanish", async ({ browser, factories }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signedInUser(page, factories, { name: "Sara Suscrita" });
  await page.goto("/es/profile");
  const setting = page.getByRole("region", { name: "Boletín", exact: true });
  await expect(setting.getByTestId("newsletter-state")).toHaveText("Sin suscripción");
  await setting.getByRole("button", { name: "Suscribirme", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/profile\?updated=newsletter-on/);
  await expect(page.getByText("Te has suscrito al boletín: te enviamos un correo de bienvenida")).toBeVisible();
  await expect(setting.getByTestId("newsletter-state")).toHaveText("Suscrito");
  await expect(setting.getByText("Se envía en español.")).toBeVisible();
  await setting.getByRole("button", { name: "Darme de baja", exact: true }).click();
  await expect(setting.getByTestId("newsletter-state")).toHaveText("Sin suscripción");
  await context.close();
});
