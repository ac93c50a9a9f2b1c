import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expectAccessible } from "./support/axe";
import { expect, signedInUser, test } from "./support/factories";

// Verified profiles: the creator proves control of the website's domain. The worker fetches only public
// websites, so the file method's success is tested in workerd (tests/api/organizations/domain-verification.test.ts); here a website
// served by the test itself on 127.0.0.1 is refused without a request, and the email method verifies.

/** A website on 127.0.0.1 that serves `files`, answers 404 to anything else and notes every path asked. */
async function website(files: Map<string, string>, asked: string[]): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    asked.push(request.url ?? "");
    const body = files.get(request.url ?? "");
    response.writeHead(body === undefined ? 404 : 200, { "content-type": "text/plain" });
    response.end(body ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test("a website on a local address and port is never fetched: the file check says why @phone", async ({
  page,
  factories,
}) => {
  const files = new Map<string, string>();
  const asked: string[] = [];
  const site = await website(files, asked);
  try {
    const owner = await signedInUser(page, factories);
    // Stored as it could be before websites had to be public (or written by other means).
    const org = await factories.createPaidOrganization({
      createdBy: owner.id,
      name: `Local Team ${Date.now()}`,
      websiteUrl: `${site.origin}/`,
    });
    await page.goto(`/verify-domain?org=${org.id}`);
    await expect(page.getByText("Not verified yet.")).toBeVisible();
    await expectAccessible(page);

    const fileSection = page.getByRole("region", { name: "Upload a file to the website" });
    const token = (await fileSection.locator("code").first().textContent())!.trim();
    files.set("/.well-known/culture-directory-verification.txt", `${token}\n`);
    await fileSection.getByRole("button", { name: "Check file" }).click();
    await expect(fileSection.getByRole("alert")).toContainText("is not a public domain name");
    expect(asked).toEqual([]);

    await page.goto(`/organizations/${org.id}`);
    await expect(page.getByRole("heading", { level: 1, name: org.name })).toBeVisible();
    await expect(page.getByText("Verified")).toHaveCount(0);
  } finally {
    site.server.close();
  }
});

test("the email method: a code sent to an address at the domain verifies it; another person cannot see the page", async ({
  page,
  factories,
  browser,
}) => {
  const owner = await signedInUser(page, factories);
  const domain = `team-${Date.now()}.example.com`;
  const org = await factories.createPaidOrganization({ createdBy: owner.id, websiteUrl: `https://www.${domain}/` });
  await page.goto(`/verify-domain?org=${org.id}`);
  const email = page.getByRole("region", { name: "Get a code by email" });
  // Only the administrative addresses certificate authorities accept are offered.
  const address = email.getByLabel("Address");
  await expect(address.locator("option")).toHaveText([
    "admin",
    "administrator",
    "hostmaster",
    "postmaster",
    "webmaster",
  ]);
  await address.selectOption("postmaster");
  await email.getByRole("button", { name: "Send code" }).click();
  await expect(email.getByLabel(`Code sent to postmaster@${domain}`)).toBeVisible();

  // The email goes out after the answer: read the mailbox until it is there.
  let code = "";
  await expect
    .poll(async () => {
      const mailbox = await page.request.get(`/dev/mailbox?${new URLSearchParams({ to: `postmaster@${domain}` })}`);
      code = (await mailbox.text()).match(/(\d{6}) is your code/)?.[1] ?? "";
      return code;
    })
    .not.toBe("");
  await email.getByLabel(`Code sent to postmaster@${domain}`).fill(code === "000000" ? "111111" : "000000");
  await email.getByRole("button", { name: "Confirm code" }).click();
  await expect(email.getByText("That code is not right.")).toBeVisible();
  await email.getByLabel(`Code sent to postmaster@${domain}`).fill(code);
  await email.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByText(`controls ${domain}, proved by an emailed code`)).toBeVisible();

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await signedInUser(stranger, factories);
  const response = await stranger.goto(`/verify-domain?org=${org.id}`);
  expect(response?.status()).toBe(403);
  await other.close();
});

test("the demo data has a verified organization: its profile and its Explore card say so", async ({ page }) => {
  await page.goto("/organizations/mia-tidewater-commons");
  await expect(page.getByTitle("Its team proved that it controls tidewater-commons.example.com")).toContainText(
    "Verified",
  );
  await page.goto("/explore/miami");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "Tidewater Commons" })
      .getByText("Verified: tidewater-commons.example.com"),
  ).toBeVisible();
});
