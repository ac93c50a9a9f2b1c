import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { explorerD1 } from "./support/explorer-d1";
import { expect, signedInUser, test } from "./support/factories";
import { hydrated } from "./support/hydration";

/**
 * A form that makes something, sent twice (a double click, a resend), makes one thing: each render of the form carries
 * its own key, and the server answers a repeat of the key with the first result (docs/decisions/0045).
 */

const d1 = explorerD1(baseURL);
const unique = () => Math.random().toString(36).slice(2, 8);

async function organizationsNamed(name: string): Promise<string[]> {
  const { results } = await d1.prepare("select id from organizations where name = ?").bind(name).all<{ id: string }>();
  return results.map((row) => row.id);
}

async function rolesTitled(title: string): Promise<string[]> {
  const { results } = await d1.prepare("select id from job_postings where title = ?").bind(title).all<{ id: string }>();
  return results.map((row) => row.id);
}

/**
 * Makes the page's form posts to `path` (a form's document POST, or the router's fetch of its action) behave as on a
 * slow network: the first reaches the server at once, but its answer comes back only after a second post was sent, as
 * when a person clicks again while waiting. Answers how many posts reached the server.
 */
async function slowFirstAnswer(page: Page, path: string): Promise<() => number> {
  let posts = 0;
  let secondSent = () => {};
  const second = new Promise<void>((resolve) => {
    secondSent = resolve;
  });
  await page.route(
    (url) => url.pathname.replace(/\.data$/, "") === path,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts += 1;
      if (posts > 1) {
        secondSent();
        return route.continue();
      }
      const response = await route.fetch({ maxRedirects: 0 });
      await second;
      // The browser gave up on the first post when the second was sent: its answer has nowhere to go.
      await route.fulfill({ response }).catch(() => {});
    },
  );
  return () => posts;
}

async function fillCreateForm(page: Page, name: string) {
  await page.goto("/submit-organization");
  await page.getByLabel("Organization name").fill(name);
  await page.getByLabel("Country").selectOption({ label: "United Kingdom" });
  await page.getByLabel("Description").fill("A small team building tools for local makers.");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Create Organization clicked again while the first post is on its way creates one organization", async ({
    page,
    factories,
  }) => {
    await signedInUser(page, factories);
    const name = `Double Click ${unique()}`;
    await fillCreateForm(page, name);
    const posts = await slowFirstAnswer(page, "/submit-organization");
    // The browser's own clicks, through the DevTools protocol: Playwright's wait for the page the first click asked
    // for, and the second click is made while that page is still on its way.
    const button = page.getByRole("button", { name: "Create Organization" });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const devtools = await page.context().newCDPSession(page);
    const click = async () => {
      for (const type of ["mouseMoved", "mousePressed", "mouseReleased"] as const) {
        await devtools.send("Input.dispatchMouseEvent", {
          type,
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
          button: "left",
          clickCount: 1,
        });
      }
    };
    await click();
    await expect.poll(posts).toBe(1);
    await click();
    await expect(page).toHaveURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    expect(posts()).toBe(2);
    const id = page.url().split("/").at(-1);
    await expect.poll(() => organizationsNamed(name)).toEqual([id]);
  });
});

test("the create form sent twice at once with its key creates one organization, and both go to it", async ({
  page,
  factories,
}) => {
  await signedInUser(page, factories);
  const name = `Sent Twice ${unique()}`;
  await fillCreateForm(page, name);
  const form = page.getByRole("main").locator("form[method=post]");
  const fields = Object.fromEntries(
    await form
      .locator("input[name], select[name], textarea[name]")
      .evaluateAll((elements) =>
        elements.map((element) => [element.getAttribute("name"), (element as HTMLInputElement).value]),
      ),
  ) as Record<string, string>;
  expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  const send = () =>
    page.request.post("/submit-organization", { form: fields, headers: { origin: baseURL }, maxRedirects: 0 });
  const answers = await Promise.all([send(), send()]);
  const locations = answers.map((answer) => answer.headers().location);
  expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
  expect(locations[0]).toMatch(/^\/payments\/select\/[0-9a-f-]{36}$/);
  expect(locations[1]).toBe(locations[0]);
  expect(await organizationsNamed(name)).toEqual([locations[0]!.split("/").at(-1)]);

  // A new render of the form has a key of its own: sent again, the same values make a second organization.
  await fillCreateForm(page, name);
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page).toHaveURL(/\/payments\/select\//);
  await expect.poll(async () => (await organizationsNamed(name)).length).toBe(2);
});

test("Post the role clicked again while the first post is on its way posts one role", async ({ page, factories }) => {
  const owner = await signedInUser(page, factories);
  const org = await factories.createPaidOrganization({ createdBy: owner.id, name: `Double Post ${unique()}` });
  const title = `Support Engineer ${unique()}`;
  await page.goto("/jobs/post");
  const form = page.getByRole("main").locator("form[method=post]");
  await hydrated(form.getByLabel("Workplace"));
  await form.getByLabel("Organization").selectOption(org.id);
  await form.getByLabel("Job title").fill(title);
  await form.getByLabel("Description").fill("Answer the people who run our heat pumps, and fix what they find.");
  await form.getByLabel("Employment type").selectOption("full_time");
  await form.getByLabel("Seniority").selectOption("mid");
  await form.getByLabel("Workplace").selectOption("remote");
  await form.getByLabel("Lowest salary").fill("40000");
  await form.getByLabel("Highest salary").fill("52000");
  await form.getByLabel("Currency").selectOption("EUR");
  await form.getByLabel("How to apply").fill("jobs.example.org/support");
  const posts = await slowFirstAnswer(page, "/jobs/post");
  const submit = form.getByRole("button", { name: "Post the role" });
  await submit.click();
  await expect.poll(posts).toBe(1);
  await submit.click();
  // After the second post's answer the router finds the next page's route, then loads its module and its data, one
  // after the other: on a busy machine that chain alone has taken most of the default wait.
  await expect(page).toHaveURL(/\/jobs\/posted\?role=/, { timeout: 20_000 });
  expect(posts()).toBe(2);
  const id = new URL(page.url()).searchParams.get("role");
  await expect.poll(() => rolesTitled(title)).toEqual([id]);
});
