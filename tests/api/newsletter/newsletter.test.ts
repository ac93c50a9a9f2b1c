import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_MESSAGES } from "../../../contract/newsletter";
import { createDraftOrganization, createJobPosting, createPaidOrganization, uniqueId } from "../../../seed/factories";
import { devEmails, newsletterSubscriptions } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { signedToken } from "../../../worker/platform/signing";
import type { Viewer } from "../../../worker/services/access/permissions";
import {
  accountNewsletter,
  confirmSubscription,
  readConfirmation,
  SUBSCRIBES_PER_ADDRESS,
  sendWeeklySummaries,
  subscribe,
  subscribeAccount,
  unsubscribeAccount,
} from "../../../worker/services/newsletter/newsletter";
import { asViewer, call, callSettled, db, json, seedDemoData, send } from "../../support/helpers";

beforeAll(seedDemoData);
afterEach(() => vi.restoreAllMocks());

const config = () => getConfig(env);
const address = () => `${uniqueId("reader")}@example.com`;
const mailTo = (to: string) =>
  db().select().from(devEmails).where(eq(devEmails.to, to)).orderBy(desc(devEmails.createdAt));
const stored = async (email: string) =>
  (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
const confirmLink = (text: string) => text.match(/(http:\/\/localhost\S*\/newsletter\/confirm\?token=\S+)/)![1]!;
const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get("token")!);

/** A subscription asked for through the API, answered once its email (if any) is in the mailbox. */
const subscribeSettled = (email: string) =>
  callSettled("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });

/** Each test asks from a client address of its own (tests share the development's one "local" address). */
const ask = (email: string, locale: "en" | "es" = "en") =>
  subscribe(config(), db(), { email, locale }, uniqueId("client"));

describe("subscribing", () => {
  it("records a pending subscription and emails a confirmation link; the API answers 202", async () => {
    const email = address();
    const response = await subscribeSettled(`  ${email.toUpperCase()} `);
    expect(response.status).toBe(202);
    expect((await json(response)).data).toEqual({ requested: true });
    expect(await stored(email)).toMatchObject({ status: "pending", locale: "en", confirmedAt: null });
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe("Confirm your Culture Directory newsletter subscription");
    expect(confirmLink(mail!.text)).toMatch(/^http:\/\/localhost\/newsletter\/confirm\?token=/);
  });

  it("writes the confirmation in the page's language, with a Spanish link", async () => {
    const email = address();
    await ask(email, "es");
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe("Confirma tu suscripción al boletín de Culture Directory");
    expect(confirmLink(mail!.text)).toMatch(/^http:\/\/localhost\/es\/newsletter\/confirm\?token=/);
  });

  it("answers the same for an address already subscribed, and sends it nothing", async () => {
    const email = address();
    await ask(email);
    await confirmSubscription(config(), db(), tokenOf(confirmLink((await mailTo(email))[0]!.text)));
    const fresh = await subscribeSettled(address());
    const known = await subscribeSettled(email);
    expect(known.status).toBe(fresh.status);
    expect(await json(known)).toEqual(await json(fresh));
    // The confirmation and the welcome its confirming sent; no second confirmation.
    expect((await mailTo(email)).map((mail) => mail.subject).sort()).toEqual([
      "Confirm your Culture Directory newsletter subscription",
      "Welcome to the Culture Directory newsletter",
    ]);
    expect((await stored(email))!.status).toBe("confirmed");
  });

  it("sends at most three confirmations a day to one address, and one a minute", async () => {
    const email = address();
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) {
      await subscribe(config(), db(), { email, locale: "en" }, uniqueId("client"), new Date(start + i * 120_000));
    }
    expect(await mailTo(email)).toHaveLength(3);
    const again = address();
    await subscribe(config(), db(), { email: again, locale: "en" }, uniqueId("client"), new Date(start));
    await subscribe(config(), db(), { email: again, locale: "en" }, uniqueId("client"), new Date(start + 59_000));
    expect(await mailTo(again)).toHaveLength(1);
  });

  it("refuses a malformed address (400) and a request from another site (403)", async () => {
    const bad = await send("POST", "/api/newsletter", { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe(NEWSLETTER_MESSAGES.emailInvalid);
    const crossSite = await call("/api/newsletter", {
      method: "POST",
      headers: { origin: "https://elsewhere.example", "content-type": "application/json" },
      body: JSON.stringify({ email: address() }),
    });
    expect(crossSite.status).toBe(403);
  });

  it("limits requests per client address (429)", async () => {
    const client = uniqueId("client");
    for (let i = 0; i < SUBSCRIBES_PER_ADDRESS.limit; i += 1) {
      await subscribe(config(), db(), { email: address(), locale: "en" }, client);
    }
    await expect(subscribe(config(), db(), { email: address(), locale: "en" }, client)).rejects.toMatchObject({
      kind: "rate_limited",
    });
  });
});

describe("confirming", () => {
  const confirm = (token: string) =>
    call(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`, { method: "POST" });

  it("confirms with the email's link; opening it again changes nothing", async () => {
    const email = address();
    await ask(email);
    const token = tokenOf(confirmLink((await mailTo(email))[0]!.text));
    const response = await confirm(token);
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ confirmed: true });
    const row = await stored(email);
    expect(row).toMatchObject({ status: "confirmed" });
    expect(row!.confirmedAt).not.toBeNull();
    expect((await confirm(token)).status).toBe(200);
  });

  it("the confirmation email carries an unsubscribe link: used, the subscription ends and its link no longer confirms", async () => {
    const email = address();
    await ask(email);
    const [mail] = await mailTo(email);
    expect(mail!.html).toContain("Unsubscribe");
    const unsubscribe = mail!.text.match(/Unsubscribe: (http:\/\/localhost\/newsletter\/unsubscribe\?token=\S+)/)![1]!;
    const token = tokenOf(unsubscribe);
    const response = await call(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
    expect(response.status).toBe(200);
    expect((await stored(email))!.status).toBe("unsubscribed");
    const late = await confirm(tokenOf(confirmLink(mail!.text)));
    expect(late.status).toBe(400);
    expect((await stored(email))!.status).toBe("unsubscribed");
  });

  it("confirming sends one welcome, in the subscription's language, with its unsubscribe link; two clicks at once send one", async () => {
    const email = address();
    await ask(email, "es");
    const token = tokenOf(confirmLink((await mailTo(email))[0]!.text));
    await Promise.all([confirmSubscription(config(), db(), token), confirmSubscription(config(), db(), token)]);
    await confirmSubscription(config(), db(), token);
    const welcomes = (await mailTo(email)).filter((mail) => mail.subject.includes("bienvenida"));
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]!.subject).toBe("Te damos la bienvenida al boletín de Culture Directory");
    const link = welcomes[0]!.text.match(
      /Darte de baja: (http:\/\/localhost\/es\/newsletter\/unsubscribe\?token=\S+)/,
    )![1]!;
    const response = await call(`/api/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(link))}`, {
      method: "POST",
    });
    expect(response.status).toBe(200);
    expect((await stored(email))!.status).toBe("unsubscribed");
  });

  it("reading a link, as its page does when opened, names the address and confirms nothing", async () => {
    const email = address();
    await ask(email);
    const token = tokenOf(confirmLink((await mailTo(email))[0]!.text));
    expect(await readConfirmation(config(), db(), token)).toMatchObject({ email, confirmed: false });
    expect(await stored(email)).toMatchObject({ status: "pending", confirmedAt: null });
    await confirm(token);
    expect(await readConfirmation(config(), db(), token)).toMatchObject({ email, confirmed: true });
  });

  it("refuses a tampered link or one signed for another use (400), saying the link is not valid", async () => {
    const email = address();
    await ask(email);
    const token = tokenOf(confirmLink((await mailTo(email))[0]!.text));
    const row = await stored(email);
    for (const bad of [
      `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`,
      await signedToken("newsletter-unsubscribe", config().BETTER_AUTH_SECRET, `${row!.id}~zzzzzzzzz`),
      row!.id,
      "",
    ]) {
      const response = await confirm(bad);
      expect(response.status, bad).toBe(400);
      expect((await json(response)).message).toBe(NEWSLETTER_MESSAGES.invalidLink);
    }
    expect((await stored(email))!.status).toBe("pending");
  });

  it("refuses a link past its week (400), saying it expired", async () => {
    const email = address();
    await subscribe(config(), db(), { email, locale: "en" }, uniqueId("client"), new Date(Date.now() - 8 * 86_400_000));
    const response = await confirm(tokenOf(confirmLink((await mailTo(email))[0]!.text)));
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(NEWSLETTER_MESSAGES.expiredLink);
    expect((await stored(email))!.status).toBe("pending");
  });
});

// ---------------------------------------------------------------------------
// The weekly summary, on known data: a week in 2033 that no other test writes into
// ---------------------------------------------------------------------------

const WEEK_START = new Date("2033-01-03T07:17:00Z");
const IN_WEEK = new Date("2033-01-05T12:00:00Z");
const NOW = new Date("2033-01-10T07:17:00Z");

async function subscriber(status: "pending" | "confirmed" | "unsubscribed", locale: "en" | "es" = "en") {
  const [row] = await db()
    .insert(newsletterSubscriptions)
    .values({
      id: crypto.randomUUID(),
      email: address(),
      status,
      locale,
      confirmedAt: WEEK_START,
      sentUntil: WEEK_START,
    })
    .returning();
  return row!;
}

describe("the weekly summary", () => {
  it("lists the week's new organizations and open roles to confirmed subscribers only, with one-click unsubscribe", async () => {
    const word = uniqueId("weekly").replaceAll("-", "");
    const confirmed = await subscriber("confirmed");
    const spanish = await subscriber("confirmed", "es");
    const pending = await subscriber("pending");
    const gone = await subscriber("unsubscribed");
    const org = await createPaidOrganization(db(), { name: `Listed ${word}`, listedAt: IN_WEEK });
    const draft = await createDraftOrganization(db(), { name: `Draft ${word}`, listedAt: IN_WEEK });
    const old = await createPaidOrganization(db(), { name: `Old ${word}`, listedAt: new Date("2032-12-30T00:00:00Z") });
    const role = await createJobPosting(db(), {
      organizationId: org.id,
      title: `Open role ${word}`,
      postedAt: IN_WEEK,
    });
    const closed = await createJobPosting(db(), {
      organizationId: org.id,
      title: `Closed role ${word}`,
      postedAt: IN_WEEK,
      status: "closed",
    });
    const hidden = await createJobPosting(db(), {
      organizationId: org.id,
      title: `Hidden role ${word}`,
      postedAt: IN_WEEK,
      hiddenAt: IN_WEEK,
      hiddenReason: "spam",
    });

    const run = await sendWeeklySummaries(config(), db(), NOW);
    expect(run.failed).toBe(0);
    const [mail] = await mailTo(confirmed.email);
    expect(mail!.subject).toMatch(/^This week on Culture Directory: \d+ new organizations?, \d+ new roles?$/);
    expect(mail!.text).toContain(`Listed ${word}: http://localhost/organizations/${org.id}`);
    expect(mail!.text).toContain(`Open role ${word}: http://localhost/jobs/${role.id}`);
    for (const absent of [draft.name, old.name, closed.title, hidden.title]) expect(mail!.text).not.toContain(absent);
    expect(mail!.text).toMatch(/Unsubscribe: http:\/\/localhost\/newsletter\/unsubscribe\?token=\S+/);
    expect(mail!.html).toContain("/newsletter/unsubscribe?token=");
    const [es] = await mailTo(spanish.email);
    expect(es!.subject).toMatch(/^Esta semana en Culture Directory/);
    expect(es!.text).toContain(`http://localhost/es/jobs/${role.id}`);
    expect(await mailTo(pending.email)).toEqual([]);
    expect(await mailTo(gone.email)).toEqual([]);

    // Run again: nothing is new to anyone.
    await sendWeeklySummaries(config(), db(), NOW);
    expect(await mailTo(confirmed.email)).toHaveLength(1);
  });

  it("sends the List-Unsubscribe headers (RFC 8058), and their link unsubscribes without a session", async () => {
    const person = await subscriber("confirmed");
    await createPaidOrganization(db(), { name: `Headers ${uniqueId("org")}`, listedAt: IN_WEEK });
    const http = getConfig({
      ...env,
      EMAIL_TRANSPORT: "http",
      EMAIL_HTTP_URL: "https://email-provider.example/send",
      EMAIL_API_KEY: "key",
    } as Env);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 202 }));
    await sendWeeklySummaries(http, db(), NOW);
    const sent = fetchSpy.mock.calls
      .map(([, init]) => JSON.parse(String(init?.body)))
      .find((body) => body.to === person.email);
    expect(sent.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = sent.headers["List-Unsubscribe"].match(
      /^<(http:\/\/localhost\/api\/newsletter\/unsubscribe\?token=.+)>$/,
    )![1];
    fetchSpy.mockRestore();

    const response = await call(new URL(oneClick).pathname + new URL(oneClick).search, {
      method: "POST",
      headers: { origin: "", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ unsubscribed: true });
    expect((await stored(person.email))!.status).toBe("unsubscribed");

    const tampered = await call(`${new URL(oneClick).pathname}?token=${person.id}.AAAA`, { method: "POST" });
    expect(tampered.status).toBe(400);
    expect((await json(tampered)).message).toBe(NEWSLETTER_MESSAGES.invalidLink);
  });
});

describe("from the dashboard", () => {
  const person = (email = address(), verified = true) =>
    ({ ...asViewer(uniqueId("user"), email), emailVerified: verified }) as Viewer;

  it("subscribes the account's verified address at once, in the page's language, and welcomes it once", async () => {
    const viewer = person();
    expect(await accountNewsletter(db(), viewer)).toEqual({ status: "none", locale: null });
    await Promise.all([subscribeAccount(config(), db(), viewer, "es"), subscribeAccount(config(), db(), viewer, "es")]);
    await subscribeAccount(config(), db(), viewer, "es");
    expect(await accountNewsletter(db(), viewer)).toEqual({ status: "confirmed", locale: "es" });
    const mails = await mailTo(viewer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Te damos la bienvenida al boletín de Culture Directory"]);
    expect(mails[0]!.text).toMatch(/Darte de baja: http:\/\/localhost\/es\/newsletter\/unsubscribe\?token=/);
  });

  it("confirms a pending subscription, and unsubscribes; an unverified address is refused (403)", async () => {
    const viewer = person();
    await ask(viewer.email);
    expect((await accountNewsletter(db(), viewer)).status).toBe("pending");
    await subscribeAccount(config(), db(), viewer, "en");
    expect((await stored(viewer.email))!).toMatchObject({ status: "confirmed" });
    expect((await stored(viewer.email))!.confirmedAt).not.toBeNull();
    await unsubscribeAccount(db(), viewer);
    expect((await accountNewsletter(db(), viewer)).status).toBe("unsubscribed");
    // Subscribing again from the dashboard welcomes again (within the mailbox's daily share).
    await subscribeAccount(config(), db(), viewer, "en");
    expect((await mailTo(viewer.email)).filter((mail) => mail.subject.startsWith("Welcome"))).toHaveLength(2);

    const unverified = person(address(), false);
    await expect(subscribeAccount(config(), db(), unverified, "en")).rejects.toMatchObject({ kind: "forbidden" });
    expect(await stored(unverified.email)).toBeUndefined();
  });
});
