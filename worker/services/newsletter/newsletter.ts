import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { message } from "../../../contract/errors";
import type { BoardQuery } from "../../../contract/job-board";
import { type Locale, localizePath } from "../../../contract/locale";
import type { AccountNewsletter, NewsletterInput } from "../../../contract/newsletter";
import type { Db } from "../../db/client";
import { jobPostings, newsletterSubscriptions, organizations } from "../../db/schema";
import { sendRequestedEmail } from "../../platform/email";
import type { Config } from "../../platform/env";
import { forbidden, invalid } from "../../platform/errors";
import { unsubscribeLinks as links, mailOut } from "../../platform/mail-out";
import { type Rule, requireWithinLimits } from "../../platform/rate-limit";
import { authSecrets, readSignedToken, signedToken } from "../../platform/signing";
import type { Viewer } from "../access/permissions";
import { matching } from "../job-board/board-queries";
import {
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
  type SummaryItem,
  weeklySummaryEmail,
} from "./newsletter-emails";

/**
 * The newsletter: double opt-in (an address is pending until the link emailed to it is opened), a weekly summary of
 * the organizations newly listed and the roles newly posted to confirmed subscribers, and an unsubscribe link that
 * needs no sign-in. Asking to subscribe answers the same whatever the address's state, so the form tells nobody who
 * is subscribed.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;
/** Subscription requests per client address: a public write that sends mail. */
export const SUBSCRIBES_PER_ADDRESS: Rule = { limit: 20, windowMs: HOUR_MS };
/** Organizations and roles a summary lists of each (its totals say how many there are). */
export const SUMMARY_ITEMS = 10;
/** Subscribers read per database round trip by the weekly job. */
const SUMMARY_PAGE = 50;

const CONFIRM = "newsletter-confirm";
const UNSUBSCRIBE = "newsletter-unsubscribe";

const originOf = (config: Config) => config.APP_URL.replace(/\/$/, "");

/** The links that end a subscription: a page with one button, and the one-click POST for mail clients. */
const unsubscribeLinks = links(
  UNSUBSCRIBE,
  { page: "/newsletter/unsubscribe", oneClick: "/api/newsletter/unsubscribe" },
  () => invalidLink(),
);

/** Welcomes a subscriber once confirmed: what they will get, when, and how to stop (a mailbox's share a day at most). */
function sendWelcome(config: Config, db: Db, subscription: { id: string; email: string; locale: Locale }) {
  return sendRequestedEmail(config, db, "newsletter-welcome", async () =>
    newsletterWelcomeEmail(subscription.email, subscription.locale, {
      ...(await unsubscribeLinks.of(config, subscription.id, subscription.locale)),
      directoryUrl: `${originOf(config)}${localizePath("/", subscription.locale)}`,
    }),
  );
}

/**
 * Records the request and emails a confirmation link, unless the address is confirmed already (then nothing is sent).
 * An unsubscribed address is pending again. The request itself only counts against the client's limit: recording and
 * sending happen after the answer (sendRequestedEmail, which also caps the confirmations a mailbox gets), so the answer
 * and its timing are the same whatever the address's state, and a failure is logged, not answered.
 */
export async function subscribe(config: Config, db: Db, input: NewsletterInput, client: string, now = new Date()) {
  await requireWithinLimits(db, [[`newsletter:${client}`, SUBSCRIBES_PER_ADDRESS]], now.getTime());
  await sendRequestedEmail(
    config,
    db,
    "newsletter-confirmation",
    async () => {
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({
          id: crypto.randomUUID(),
          email: input.email,
          locale: input.locale,
          status: "pending",
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: {
            status: sql`case when ${newsletterSubscriptions.status} = 'confirmed' then 'confirmed' else 'pending' end`,
            locale: sql`case when ${newsletterSubscriptions.status} = 'confirmed' then ${newsletterSubscriptions.locale} else excluded.locale end`,
          },
        })
        .returning();
      if (!row || row.status === "confirmed") return null;
      const expires = now.getTime() + CONFIRMATION_DAYS * DAY_MS;
      const token = await signedToken(CONFIRM, config.BETTER_AUTH_SECRET, `${row.id}~${expires.toString(36)}`);
      const url = `${originOf(config)}${localizePath("/newsletter/confirm", row.locale)}?token=${encodeURIComponent(token)}`;
      // A person who did not ask, or changed their mind, can say no from the first email.
      return newsletterConfirmationEmail(
        row.email,
        row.locale,
        url,
        await unsubscribeLinks.of(config, row.id, row.locale),
      );
    },
    now.getTime(),
  );
}

const invalidLink = () => invalid(message("newsletter.invalidLink"));

/**
 * The subscription a confirmation link names, without changing it (the page shows it before the person confirms,
 * since mail scanners open links too): a link altered or made for another use is invalid, one past its week has
 * expired (both 400, each saying so), and so has one whose address unsubscribed since.
 */
export async function readConfirmation(config: Config, db: Db, token: string, now = new Date()) {
  const signed = await readSignedToken(CONFIRM, authSecrets(config), token);
  const [id, expires] = signed?.split("~") ?? [];
  if (!id || !expires) throw invalidLink();
  if (Number.parseInt(expires, 36) <= now.getTime()) throw invalid(message("newsletter.expiredLink"));
  const [row] = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      locale: newsletterSubscriptions.locale,
      status: newsletterSubscriptions.status,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  if (!row || row.status === "unsubscribed") throw invalid(message("newsletter.expiredLink"));
  return { ...row, confirmed: row.status === "confirmed" };
}

/** Confirms the subscription a confirmation link names (readConfirmation's rules); confirming twice changes nothing. */
export async function confirmSubscription(config: Config, db: Db, token: string, now = new Date()) {
  const row = await readConfirmation(config, db, token, now);
  if (!row.confirmed) {
    const [confirmed] = await db
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: now, sentUntil: now })
      .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, "pending")))
      .returning({ id: newsletterSubscriptions.id });
    // Only the request that confirmed it welcomes: a second click (or two at once) sends nothing more.
    if (confirmed) await sendWelcome(config, db, row);
  }
  return { email: row.email, locale: row.locale };
}

/** What an unsubscribe link is for, without changing it (the page shows it before the person confirms). */
export async function readNewsletterUnsubscribe(config: Config, db: Db, token: string) {
  const id = await unsubscribeLinks.read(config, token);
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  if (!row) throw invalidLink();
  return { email: row.email, subscribed: row.status !== "unsubscribed" };
}

/** Ends the subscription an unsubscribe link names; doing it twice changes nothing. */
export async function unsubscribeNewsletter(config: Config, db: Db, token: string) {
  const id = await unsubscribeLinks.read(config, token);
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed" })
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ email: newsletterSubscriptions.email });
  if (!row) throw invalidLink();
  return { email: row.email, subscribed: false };
}

// ---------------------------------------------------------------------------
// From the dashboard
// ---------------------------------------------------------------------------

/** Only a verified address is subscribed without the emailed confirmation: proving it is what the double opt-in does. */
function verifiedAddress(viewer: Viewer): string {
  if (!viewer.emailVerified || viewer.isAnonymous) throw forbidden(message("access.unverified"), "UNVERIFIED");
  return viewer.email.toLowerCase();
}

export async function accountNewsletter(db: Db, viewer: Viewer): Promise<AccountNewsletter> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status, locale: newsletterSubscriptions.locale })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, viewer.email.toLowerCase()));
  return row ?? { status: "none", locale: null };
}

/**
 * Subscribes the account's own, verified address from the dashboard, confirmed at once (its verification proved the
 * mailbox) and in the page's language, and welcomes it. Subscribing an address already confirmed changes nothing and
 * sends nothing (the conditional write says whether this request confirmed it).
 */
export async function subscribeAccount(config: Config, db: Db, viewer: Viewer, locale: Locale, now = new Date()) {
  const email = verifiedAddress(viewer);
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      id: crypto.randomUUID(),
      email,
      locale,
      status: "confirmed",
      createdAt: now,
      confirmedAt: now,
      sentUntil: now,
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: "confirmed", locale, confirmedAt: now, sentUntil: now },
      setWhere: ne(newsletterSubscriptions.status, "confirmed"),
    })
    .returning({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      locale: newsletterSubscriptions.locale,
    });
  if (row) await sendWelcome(config, db, row);
}

/** Ends the subscription of the account's address, pending or confirmed; nothing when there is none. */
export async function unsubscribeAccount(db: Db, viewer: Viewer) {
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed" })
    .where(eq(newsletterSubscriptions.email, viewer.email.toLowerCase()));
}

// ---------------------------------------------------------------------------
// The weekly summary
// ---------------------------------------------------------------------------

/** Every role open now, by the board's own rule (no filter chosen). */
const ANY_ROLE: BoardQuery = { categories: [], currency: "USD", period: "year" };

/** What was listed and posted in (since, now]: the first of each, oldest first, and how many in all. */
async function newSince(db: Db, since: Date, now: Date) {
  const listed = and(
    sql`+${organizations.isListed} = 1`,
    gt(organizations.listedAt, since),
    lte(organizations.listedAt, now),
  );
  const posted = and(matching(ANY_ROLE, now), gt(jobPostings.postedAt, since), lte(jobPostings.postedAt, now));
  const [orgs, [orgTotal], roles, [roleTotal]] = await db.batch([
    db
      .select({ id: organizations.id, name: organizations.name, description: organizations.description })
      .from(organizations)
      .where(listed)
      .orderBy(desc(organizations.listedAt), desc(organizations.id))
      .limit(SUMMARY_ITEMS),
    db.select({ total: count() }).from(organizations).where(listed),
    db
      .select({ id: jobPostings.id, title: jobPostings.title, organization: organizations.name })
      .from(jobPostings)
      .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
      .where(posted)
      .orderBy(desc(jobPostings.postedAt), asc(jobPostings.id))
      .limit(SUMMARY_ITEMS),
    db.select({ total: count() }).from(jobPostings).where(posted),
  ]);
  return { orgs, orgTotal: orgTotal?.total ?? 0, roles, roleTotal: roleTotal?.total ?? 0 };
}

type New = Awaited<ReturnType<typeof newSince>>;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function itemsOf(found: New, origin: string, locale: Locale) {
  const url = (path: string) => `${origin}${localizePath(path, locale)}`;
  return {
    organizations: found.orgs.map(
      (org): SummaryItem => ({
        name: org.name,
        detail: truncate(org.description, 160),
        url: url(`/organizations/${org.id}`),
      }),
    ),
    roles: found.roles.map(
      (role): SummaryItem => ({ name: role.title, detail: role.organization, url: url(`/jobs/${role.id}`) }),
    ),
    directoryUrl: url("/"),
    jobsUrl: url("/jobs"),
  };
}

export type SummaryRun = { subscribers: number; emailed: number; failed: number };

/**
 * Emails each confirmed subscriber what was listed and posted since their last summary (since they confirmed, the
 * first time), in their language, and moves their window to `now`. Nothing is sent when nothing is new. A subscriber
 * whose email failed keeps the window, so the next run sends it; running twice sends nothing twice.
 */
export async function sendWeeklySummaries(config: Config, db: Db, now = new Date()): Promise<SummaryRun> {
  const origin = originOf(config);
  // Subscribers mostly share a window (the last run's): each window is read once.
  const windows = new Map<number, Promise<New>>();
  const newFor = (since: Date) => {
    let found = windows.get(since.getTime());
    if (!found) {
      found = newSince(db, since, now);
      windows.set(since.getTime(), found);
    }
    return found;
  };
  const { recipients, ...sent } = await mailOut(config, db, {
    nextPage: (after) =>
      db
        .select()
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.status, "confirmed"), gt(newsletterSubscriptions.id, after)))
        .orderBy(asc(newsletterSubscriptions.id))
        .limit(SUMMARY_PAGE),
    emailsOf: (page) =>
      Promise.all(
        page.map(async (subscriber) => {
          const news = await newFor(subscriber.sentUntil ?? subscriber.confirmedAt ?? subscriber.createdAt);
          if (news.orgTotal === 0 && news.roleTotal === 0) return null;
          return weeklySummaryEmail({
            to: subscriber.email,
            locale: subscriber.locale,
            ...itemsOf(news, origin, subscriber.locale),
            organizationCount: news.orgTotal,
            roleCount: news.roleTotal,
            ...(await unsubscribeLinks.of(config, subscriber.id, subscriber.locale)),
          });
        }),
      ),
    markDone: (ids) =>
      db.update(newsletterSubscriptions).set({ sentUntil: now }).where(inArray(newsletterSubscriptions.id, ids)),
    describe: (subscriber) => `Newsletter summary to subscription ${subscriber.id}`,
  });
  return { subscribers: recipients, ...sent };
}
