import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { type Locale, localizePath } from "../../../contract/locale";
import type { Db } from "../../db/client";
import { jobPostings, organizations, user } from "../../db/schema";
import { type Email, layout, sendEmail } from "../../platform/email";
import type { Config } from "../../platform/env";

/**
 * The hourly work on postings: roles whose time is up are marked expired (the board and its counts leave them out
 * from their expiry on; the mark keeps them out of the open index too), and owners are told a week before a role
 * expires, once, in the language they posted it in, with a link to renew it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPIRY_NOTICE_DAYS = 7;
/** Notices sent per run at most; the rest go in the next hour's run. */
const NOTICES_PER_RUN = 200;

const COPY: Record<
  Locale,
  {
    subject: (title: string) => string;
    body: (title: string, org: string, date: string) => string[];
    action: string;
    fallback: string;
  }
> = {
  en: {
    subject: (title) => `Your role "${title}" closes in a week`,
    body: (title, org, date) => [
      `The role "${title}" at ${org} stops being listed on the job board on ${date}.`,
      "Still hiring? Renew it for 30 or 60 days from your dashboard. If the role is filled, close it there.",
    ],
    action: "Open the dashboard",
    fallback: "If the button does not work, open this link:",
  },
  es: {
    subject: (title) => `Tu puesto "${title}" se cierra en una semana`,
    body: (title, org, date) => [
      `El puesto "${title}" de ${org} deja de aparecer en la bolsa de empleo el ${date}.`,
      "¿Sigues contratando? Renuévalo por 30 o 60 días desde tu panel. Si ya está cubierto, ciérralo allí.",
    ],
    action: "Abrir el panel",
    fallback: "Si el botón no funciona, abre este enlace:",
  },
};

export function expiryNoticeEmail(
  to: string,
  facts: { title: string; organization: string; expiresAt: Date; locale: Locale; dashboardUrl: string },
): Email {
  const copy = COPY[facts.locale];
  const date = facts.expiresAt.toLocaleDateString(facts.locale === "es" ? "es-ES" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  });
  const subject = copy.subject(facts.title);
  return {
    to,
    subject,
    ...layout(
      facts.locale,
      subject,
      copy.body(facts.title, facts.organization, date),
      { label: copy.action, url: facts.dashboardUrl },
      copy.fallback,
    ),
  };
}

export async function runPostingExpiry(config: Config, db: Db, now: Date) {
  const expired = await db
    .update(jobPostings)
    .set({ status: "expired" })
    .where(and(eq(jobPostings.status, "open"), lte(jobPostings.expiresAt, now)))
    .returning({ id: jobPostings.id });

  const due = await db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      expiresAt: jobPostings.expiresAt,
      locale: jobPostings.locale,
      organization: organizations.name,
      email: user.email,
    })
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .innerJoin(user, eq(user.id, organizations.createdBy))
    .where(
      and(
        eq(jobPostings.status, "open"),
        isNull(jobPostings.expiryNoticeAt),
        isNull(jobPostings.hiddenAt),
        gt(jobPostings.expiresAt, now),
        lte(jobPostings.expiresAt, new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS)),
      ),
    )
    .limit(NOTICES_PER_RUN);

  const appUrl = config.APP_URL.replace(/\/$/, "");
  let notified = 0;
  for (const posting of due) {
    // Marked first: a failed send is not retried every hour into a full mailbox; the dashboard still shows the date.
    const [claimed] = await db
      .update(jobPostings)
      .set({ expiryNoticeAt: now })
      .where(and(eq(jobPostings.id, posting.id), isNull(jobPostings.expiryNoticeAt)))
      .returning({ id: jobPostings.id });
    if (!claimed) continue;
    await sendEmail(
      config,
      db,
      expiryNoticeEmail(posting.email, {
        ...posting,
        dashboardUrl: `${appUrl}${localizePath("/profile", posting.locale)}#my-roles`,
      }),
    );
    notified += 1;
  }
  return { expired: expired.length, notified };
}
