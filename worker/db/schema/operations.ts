import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { JOB_STATUSES } from "../../../contract/enums";
import { CURRENCIES, EMPLOYMENT_TYPES, SALARY_PERIODS, SENIORITIES, WORKPLACES } from "../../../contract/job-board";
import { LOCALES } from "../../../contract/locale";
import { SAVED_SEARCH_KINDS } from "../../../contract/saved-searches";
import { user } from "./auth";
import { bool, createdAt, jsonList, requiredText, textId, timestamp } from "./columns";

/**
 * Jobs, the admin audit log, saved searches, the newsletter, the development mailbox and the creating requests already
 * answered.
 */

export const jobRuns = sqliteTable(
  "job_runs",
  {
    id: textId(),
    jobName: requiredText("job_name"),
    status: text("status", { enum: JOB_STATUSES }).notNull(),
    startedAt: timestamp("started_at").notNull(),
    finishedAt: timestamp("finished_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    message: text("message"),
  },
  (t) => [
    index("job_runs_name_time_idx").on(t.jobName, t.startedAt),
    // The System tab's headline figures read a window of recent runs of every job.
    index("job_runs_time_idx").on(t.startedAt),
  ],
);

export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: textId(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: requiredText("action"),
    targetType: requiredText("target_type"),
    targetId: text("target_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_time_idx").on(t.createdAt),
    // The audit list filtered by action, or by the kind (and id) of record.
    index("admin_audit_log_action_time_idx").on(t.action, t.createdAt),
    index("admin_audit_log_target_time_idx").on(t.targetType, t.targetId, t.createdAt),
  ],
);

/**
 * A person's saved directory filters, and how far their daily digest has read: organizations listed after
 * `checked_until` are new to them. `alerts` off (the profile's switch, or the email's unsubscribe link) keeps the
 * search and sends nothing.
 */
export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: textId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: requiredText("name"),
    /** The directory's organizations, or the job board's roles (whose digest lists roles first posted since). */
    kind: text("kind", { enum: SAVED_SEARCH_KINDS }).notNull().default("organizations"),
    /** A country code or ALL, as the directory's filter; null for any country. */
    countryCode: text("country_code"),
    categoryIds: jsonList("category_ids"),
    query: text("query"),
    /** The job board's other filters (null for the directory's searches and filters not chosen). */
    workplace: text("workplace", { enum: WORKPLACES }),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }),
    seniority: text("seniority", { enum: SENIORITIES }),
    salary: integer("salary"),
    salaryCurrency: text("salary_currency", { enum: CURRENCIES }),
    salaryPeriod: text("salary_period", { enum: SALARY_PERIODS }),
    /** The filters as its page's query string: a person saves the same filters once (unique per person). */
    filtersKey: text("filters_key").notNull().default(""),
    /** The language of the page it was saved from, and so of its digest. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    alerts: bool("alerts").notNull().default(true),
    checkedUntil: timestamp("checked_until").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("saved_searches_user_filters_idx").on(t.userId, t.filtersKey),
    index("saved_searches_alerts_idx").on(t.alerts, t.id),
  ],
);

/**
 * The newsletter's subscribers: an address, pending until its confirmation link is opened (double opt-in), then
 * confirmed until unsubscribed. The weekly summary lists what was listed and posted after `sent_until`.
 */
export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: textId(),
    /** Lowercased: one subscription per address. */
    email: requiredText("email"),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    /** The language of the page it was asked from: its emails are written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    confirmedAt: timestamp("confirmed_at"),
    sentUntil: timestamp("sent_until"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_idx").on(t.email),
    index("newsletter_subscriptions_status_idx").on(t.status, t.id),
  ],
);

/** The development mailbox: outgoing email stored instead of sent, readable at /dev/mailbox. */
export const devEmails = sqliteTable(
  "dev_emails",
  {
    id: textId(),
    to: requiredText("to"),
    subject: requiredText("subject"),
    text: requiredText("text"),
    html: requiredText("html"),
    createdAt: createdAt(),
  },
  (t) => [index("dev_emails_to_time_idx").on(t.to, t.createdAt)],
);

/**
 * Creating requests by person and Idempotency-Key (worker/platform/idempotency.ts): the key is claimed before the work,
 * so a repeat (a double submit, a client's retry) within the window answers the first result instead of creating
 * again. Times in ms; the hourly guest-cleanup job deletes the rows whose window is over.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** This claim of the key: a claim its request left unfinished may be taken over, and then is no longer its own. */
    claim: text("claim").notNull(),
    /** What was asked: a hash of the route and its input. The same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** The first answer, to give again; null while its request is being processed. */
    result: text("result"),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);
