import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/factories";

test("the about page explains the directory, Explore and listings @phone", async ({ page }) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("About · Culture Directory");
  await expect(page.getByRole("heading", { level: 1, name: "About Culture Directory" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Explore city guides" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How listings work" })).toBeVisible();
  await expect(page.getByText("$12 per month, one organization profile")).toBeVisible();
});

test("the contact page gives the email address, business hours and a link to the FAQ", async ({ page }) => {
  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByRole("link", { name: "hello@culture-directory.example" })).toHaveAttribute(
    "href",
    "mailto:hello@culture-directory.example",
  );
  await expect(page.getByText("Mon-Fri 9am-5pm")).toBeVisible();
  for (const topic of ["Listing questions", "Claims", "Data deletion"]) {
    await expect(page.getByRole("heading", { name: topic, exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Frequently Asked Questions" }).click();
  await expect(page).toHaveURL("/faq");
});

test("the privacy policy states its date, the deletion delay and the business hours", async ({ page }) => {
  const response = await page.goto("/privacy");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated: October 1st, 2025")).toBeVisible();
  await expect(page.getByText(/Data deletion requests are processed within 30 days/)).toBeVisible();
  await expect(page.getByText(/Mon-Fri 9am-5pm/)).toBeVisible();
  await expect(page.getByText(/Do Not Track/).first()).toBeVisible();
  await expectAccessible(page);
});

test("the FAQ groups its entries, opens answers and publishes FAQPage JSON-LD @phone", async ({ page }) => {
  const response = await page.goto("/faq");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "General",
    "Submitting an organization",
    "Managing your organization",
    "Pricing and billing",
    "Still have a question?",
  ]);

  const answer = page.getByText(/Monthly costs \$12 per month and Annual costs \$100 per year/);
  await expect(answer).toBeHidden();
  await page.getByText("How much does a listing cost?").click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("$44 (31%) less than twelve monthly payments");

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd.map((text) => JSON.parse(text)).find((item) => item["@type"] === "FAQPage");
  expect(faqPage?.mainEntity.length).toBeGreaterThanOrEqual(14);
  expect(faqPage?.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
  await expectAccessible(page);
});

test("the sitemap is an index of files that list public organizations, indexable cities and open roles only", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  const index = await response.text();
  expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(index).toContain("<sitemapindex");
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // File 0 holds the static pages and the city guides; the demo's organizations fit in one more file, its roles in one.
  expect(files).toEqual([`${baseURL}/sitemaps/0.xml`, `${baseURL}/sitemaps/1.xml`, `${baseURL}/sitemaps/jobs-1.xml`]);
  const xml = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("\n");
  for (const path of ["/", "/explore", "/about", "/contact", "/privacy", "/faq"]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/organizations/mia-[a-z0-9-]+</loc><lastmod>\\d{4}-`));
  expect(xml).toContain(`<loc>${baseURL}/explore/miami</loc>`);
  // Each page names its Spanish version, English as the default.
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="es" href="${baseURL}/es/explore/miami"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/explore/miami"/>`,
  );
  expect(xml).toContain(`hreflang="es" href="${baseURL}/es"/>`);
  expect(xml).toContain(`<loc>${baseURL}/explore/lisbon</loc>`);
  // Unclaimed Explore companies are public even before anyone pays for them.
  expect(xml).toContain(`<loc>${baseURL}/organizations/pt-marulho</loc>`);
  // Austin is a hidden city; these organizations are unpaid and not in Explore.
  expect(xml).not.toContain("/explore/austin");
  for (const unpaid of ["us-relaymark", "nl-fietsdata", "in-ginti"]) {
    expect(xml).not.toContain(`/organizations/${unpaid}<`);
  }
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/jobs/job-gridtide-backend</loc><lastmod>\\d{4}-`));
  expect(xml).toContain(`hreflang="es" href="${baseURL}/es/jobs/job-mercadito-eng"/>`);
  // A file past the last one does not exist.
  expect((await request.get("/sitemaps/2.xml")).status()).toBe(404);
  expect((await request.get("/sitemaps/jobs-2.xml")).status()).toBe(404);
  expect((await request.get("/sitemaps/abc.xml")).status()).toBe(404);
});

test("robots.txt keeps private areas out and points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  for (const path of [
    "/api/",
    "/profile",
    "/admin",
    "/submit-organization",
    "/payments/",
    "/dev/",
    "/login",
    "/signup",
  ]) {
    expect(body).toContain(`Disallow: ${path}\n`);
  }
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the header's navigation marks the current page, after client navigation and in Spanish", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  // Home is current on / only, not on every page below it.
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  await nav.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL("/explore");
  await expect(nav.getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current");
  // A page below a link's path (a city guide under Explore) keeps it current.
  await page.goto("/explore/miami");
  await expect(nav.getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");

  await page.goto("/es");
  const principal = page.getByRole("navigation", { name: "Principal" });
  await expect(principal.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
  await expect(principal.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
  await principal.getByRole("link", { name: "Acerca de" }).click();
  await expect(page).toHaveURL("/es/about");
  await expect(principal.getByRole("link", { name: "Acerca de" })).toHaveAttribute("aria-current", "page");
  await expect(principal.getByRole("link", { name: "Inicio" })).not.toHaveAttribute("aria-current");
});
