import { relations, sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { ROLLUP_PERIODS } from "../../contract/analytics";
import {
  CHECKOUT_INTENTS,
  CHECKOUT_STATUSES,
  CLAIM_STATUSES,
  DOMAIN_METHODS,
  ENROLLMENT_STATUSES,
  ENTITY_TYPES,
  JOB_STATUSES,
  PAID_VIA,
  PAYMENT_STATUSES,
  PLAN_IDS,
  SUBSCRIPTION_TYPES,
} from "../../contract/enums";
import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  POSTING_STATUSES,
  SALARY_PERIODS,
  SENIORITIES,
  WORKPLACES,
} from "../../contract/job-board";
import { LOCALES } from "../../contract/locale";

const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
const createdAt = () =>
  timestamp("created_at").notNull().default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);
const updatedAt = () =>
  timestamp("updated_at")
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`)
    .$onUpdate(() => new Date());
const bool = (name: string) => integer(name, { mode: "boolean" });
const jsonList = (name: string) => text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);

// ---------------------------------------------------------------------------
// better-auth (core + admin + anonymous plugins)
// ---------------------------------------------------------------------------

export const user = sqliteTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: bool("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  role: text("role").notNull().default("user"),
  banned: bool("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires"),
  isAnonymous: bool("is_anonymous").notNull().default(false),
});

export const session = sqliteTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = sqliteTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at"),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

/**
 * The relations better-auth joins on (`advanced.database.joins`, worker/auth.ts): a session with its user, an account
 * with its user, a user with their accounts, each read in one query instead of two.
 */
export const userRelations = relations(user, ({ many }) => ({ sessions: many(session), accounts: many(account) }));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const verification = sqliteTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const rateLimit = sqliteTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: integer("last_request").notNull(),
});

/**
 * The app's own limit counters (worker/services/rate-limit.ts), apart from better-auth's `rate_limit`: better-auth
 * prunes its table by its own windows (minutes), which would end the app's hour-long windows and lock-outs early.
 */
export const appRateLimit = sqliteTable(
  "app_rate_limit",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** When the window began (fixed-window limits) or the last attempt (the sign-in backoff), in ms. */
    startedAt: integer("started_at").notNull(),
    /** Past this (ms) the row counts for nothing: the hourly guest-cleanup job deletes it. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("app_rate_limit_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------

export const categoryGroups = sqliteTable("category_groups", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  emoji: text("emoji").notNull(),
  position: integer("position").notNull().default(0),
});

export const categories = sqliteTable(
  "categories",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    emoji: text("emoji").notNull(),
    description: text("description").notNull().default(""),
    groupId: text("group_id")
      .notNull()
      .references(() => categoryGroups.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("categories_group_idx").on(t.groupId, t.position)],
);

export const countries = sqliteTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  flagEmoji: text("flag_emoji").notNull(),
});

export const cities = sqliteTable(
  "cities",
  {
    id: text("id").primaryKey(),
    countryCode: text("country_code").notNull(),
    cityName: text("city_name").notNull(),
    slug: text("slug").notNull().unique(),
    thesis: text("thesis").notNull(),
    plugInGuide: text("plug_in_guide").notNull(),
    receipts: jsonList("receipts"),
    topicIds: jsonList("topic_ids"),
    curatorCredit: text("curator_credit"),
    isIndexable: bool("is_indexable").notNull().default(false),
    heroImageKey: text("hero_image_key"),
    rhythms: jsonList("rhythms"),
    lastUpdated: timestamp("last_updated").notNull(),
    createdBy: text("created_by").notNull().default("system"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("cities_indexable_idx").on(t.isIndexable, t.cityName)],
);

// ---------------------------------------------------------------------------
// Translations (docs/decisions/0022): reference data and city guides in other languages than English.
// One row per entity, language and field; an entity without a row for a field shows its English text.
// ---------------------------------------------------------------------------

export const TRANSLATED_ENTITIES = ["category", "category_group", "city"] as const;

export const contentTranslations = sqliteTable(
  "content_translations",
  {
    entityType: text("entity_type", { enum: TRANSLATED_ENTITIES }).notNull(),
    /** The category or group id, or the city's id. */
    entityId: text("entity_id").notNull(),
    locale: text("locale").notNull(),
    /** name, description (categories, groups); thesis, plug_in_guide, rhythms (cities; rhythms as a JSON list). */
    field: text("field").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.locale, t.entityId, t.field] })],
);

// ---------------------------------------------------------------------------
// Organizations
// ---------------------------------------------------------------------------

export const organizations = sqliteTable(
  "organizations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    logoKey: text("logo_key"),
    bannerKey: text("banner_key"),
    /** ISO 3166-1 alpha-2 code, or ALL for organizations without one home country. */
    countryCode: text("country_code").notNull(),
    location: text("location"),
    foundedYear: integer("founded_year"),
    websiteUrl: text("website_url"),
    linkedinUrl: text("linkedin_url"),
    twitterUrl: text("twitter_url"),
    blogUrl: text("blog_url"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    claimedByUserId: text("claimed_by_user_id").references(() => user.id, { onDelete: "set null" }),
    isExploreCompany: bool("is_explore_company").notNull().default(false),
    isFeatured: bool("is_featured").notNull().default(false),
    editorNote: text("editor_note"),
    exploreLinks: jsonList("explore_links"),
    exploreEnrollmentStatus: text("explore_enrollment_status", { enum: ENROLLMENT_STATUSES })
      .notNull()
      .default("not_requested"),
    exploreEnrollmentRequestedAt: timestamp("explore_enrollment_requested_at"),
    /** An editor's reason for not approving the Explore request, shown to the owner; cleared by a new decision. */
    exploreRejectionReason: text("explore_rejection_reason"),
    primaryCity: text("primary_city"),
    hasLocalPresence: bool("has_local_presence").notNull().default(false),
    localPresenceCriteria: jsonList("local_presence_criteria"),
    entityType: text("entity_type", { enum: ENTITY_TYPES }).notNull().default("startup"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    subscriptionType: text("subscription_type", { enum: SUBSCRIPTION_TYPES }),
    /** How the organization became paid: a Stripe subscription or a guest code. */
    paidVia: text("paid_via", { enum: PAID_VIA }),
    /**
     * Public lists show paid organizations and Explore companies. Kept as a generated column so that every
     * public query filters on one indexed value instead of an OR that defeats the indexes.
     */
    isListed: integer("is_listed", { mode: "boolean" })
      .notNull()
      .generatedAlwaysAs(sql`(payment_status = 'paid' OR is_explore_company = 1)`, { mode: "virtual" }),
    /**
     * When the organization was first listed (paid, or made an Explore company): the window saved-search digests read.
     * Set by SQLite triggers (migration 0007), whatever code lists it; null while it never was.
     */
    listedAt: timestamp("listed_at"),
    /**
     * The website domain its creator proved control of, and until when: a successful check (DNS, file,
     * emailed code) verifies it for a year, re-checks by the hourly job extend it. Shown only while the website is
     * still on that domain.
     */
    verifiedDomain: text("verified_domain"),
    domainVerifiedUntil: timestamp("domain_verified_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Default list order (name, id) with keyset pagination, with and without a country.
    index("organizations_listed_name_idx").on(t.isListed, t.name, t.id),
    index("organizations_listed_country_name_idx").on(t.isListed, t.countryCode, t.name, t.id),
    // The sitemap's files: listed organizations in id order with their lastmod. Partial, and not led by
    // is_listed, so that the planner never takes it for the list pages (which it would then sort by name).
    index("organizations_sitemap_idx").on(t.id, t.updatedAt).where(sql`is_listed = 1`),
    // Explore: a city's companies, anchors (featured) first, newest first.
    index("organizations_explore_city_idx").on(t.primaryCity, t.isExploreCompany, t.isFeatured, t.createdAt),
    // Admin review queue.
    index("organizations_enrollment_idx").on(t.exploreEnrollmentStatus, t.exploreEnrollmentRequestedAt),
    // Saved-search digests: the organizations first listed in a window, one index range.
    index("organizations_listed_at_idx").on(t.listedAt),
    index("organizations_created_by_idx").on(t.createdBy),
    index("organizations_claimed_by_idx").on(t.claimedByUserId),
  ],
);

/**
 * One row per (organization, category). The organization's categoryIds, categoriesOrder, categoriesDetails and
 * categoryImages are all derived from these rows. `country_code`, `is_listed` and `name` copy the organization's
 * values so that a category filter reads one index range already in list order; SQLite triggers (migration 0001)
 * keep them in sync, whatever code writes the organization.
 */
export const organizationCategories = sqliteTable(
  "organization_categories",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    position: integer("position").notNull().default(0),
    detail: text("detail").notNull().default(""),
    imageKey: text("image_key"),
    countryCode: text("country_code").notNull().default(""),
    isListed: bool("is_listed").notNull().default(false),
    name: text("name").notNull().default(""),
    /**
     * Every category of the organization, as ",a,b,c," (migration 0004 keeps it by triggers): carried in
     * the filter indexes so that the second and later selected categories are checked on the index entry itself,
     * reading one index range in order instead of probing the primary key once per row.
     */
    categorySet: text("category_set").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.categoryId] }),
    // A category filter starts here: one range per (category, listed[, country]), already in list order, with the
    // organization's other categories on each entry.
    index("organization_categories_filter_idx").on(t.categoryId, t.isListed, t.name, t.organizationId, t.categorySet),
    index("organization_categories_country_filter_idx").on(
      t.categoryId,
      t.isListed,
      t.countryCode,
      t.name,
      t.organizationId,
      t.categorySet,
    ),
  ],
);

// ---------------------------------------------------------------------------
// Directory counts: totals and facet counts kept up to date on write
// ---------------------------------------------------------------------------

/**
 * How many listed organizations there are, per country and per category, so that the unfiltered and country-only
 * totals and facet counts are one primary-key read each instead of a count over every listed row. `country_code` is
 * '' for all countries, `category_id` is '' for the organization total (no category). SQLite triggers (migration
 * 0004) keep the rows in step with every write of organizations and organization_categories; see
 * docs/decisions/0017-count-tables-and-capped-counts.md.
 */
export const directoryCounts = sqliteTable(
  "directory_counts",
  {
    countryCode: text("country_code").notNull(),
    categoryId: text("category_id").notNull(),
    total: integer("total").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.categoryId] })],
);

// ---------------------------------------------------------------------------
// Payments and claims
// ---------------------------------------------------------------------------

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    /** Kept for accounting when the person deletes their account (set to null, row retained). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Organization name at purchase time, so the record stays readable after the organization is gone. */
    organizationName: text("organization_name").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    stripeCustomerId: text("stripe_customer_id"),
    type: text("type", { enum: SUBSCRIPTION_TYPES }).notNull(),
    status: text("status").notNull(),
    startDate: timestamp("start_date").notNull(),
    endDate: timestamp("end_date"),
    cancelAtPeriodEnd: bool("cancel_at_period_end").notNull().default(false),
    /** The language the plan was bought in: its receipts and notices are written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    index("subscriptions_organization_idx").on(t.organizationId),
    index("subscriptions_status_end_idx").on(t.status, t.endDate),
  ],
);

/** Stripe webhook events already handled: the primary key makes processing idempotent. */
export const paymentEvents = sqliteTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    plan: text("plan", { enum: PLAN_IDS }).notNull(),
    intent: text("intent", { enum: CHECKOUT_INTENTS }).notNull().default("purchase"),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("open"),
    /** The language of the page the checkout started from: where it returns to. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    fulfilledAt: timestamp("fulfilled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("checkout_sessions_organization_idx").on(t.organizationId)],
);

export const guestCodes = sqliteTable("guest_codes", {
  id: text("id").primaryKey(),
  /** SHA-256 of the normalised code; the code itself is never stored. */
  codeHash: text("code_hash").notNull().unique(),
  label: text("label"),
  maxUses: integer("max_uses").notNull().default(1),
  useCount: integer("use_count").notNull().default(0),
  expiresAt: timestamp("expires_at"),
  createdAt: createdAt(),
});

export const guestCodeRedemptions = sqliteTable(
  "guest_code_redemptions",
  {
    id: text("id").primaryKey(),
    guestCodeId: text("guest_code_id")
      .notNull()
      .references(() => guestCodes.id),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("guest_code_redemptions_code_idx").on(t.guestCodeId)],
);

export const claims = sqliteTable(
  "claims",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    city: text("city"),
    source: text("source").notNull(),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("started"),
    checkoutSessionId: text("checkout_session_id").references((): AnySQLiteColumn => checkoutSessions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("claims_organization_idx").on(t.organizationId, t.status)],
);

// ---------------------------------------------------------------------------
// Analytics, vitals, jobs, audit, email
// ---------------------------------------------------------------------------

export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    /** The queue message id: redelivered messages are ignored. */
    id: text("id").primaryKey(),
    eventType: text("event_type").notNull(),
    city: text("city"),
    orgId: text("org_id"),
    topic: text("topic"),
    lane: text("lane"),
    context: text("context"),
    evV: integer("ev_v"),
    /**
     * Issue #12: who, as a hash of the day, the client address and the user agent keyed with the server's secret
     * (worker/services/analytics.ts): counts a visitor once a day without storing the address.
     */
    visitor: text("visitor"),
    createdAt: createdAt(),
  },
  (t) => [
    index("analytics_events_type_time_idx").on(t.eventType, t.createdAt),
    index("analytics_events_city_time_idx").on(t.city, t.createdAt),
    // Issue #12: the rollup job reads, and the retention prunes, by time.
    index("analytics_events_time_idx").on(t.createdAt),
  ],
);

export const vitalsSamples = sqliteTable(
  "vitals_samples",
  {
    id: text("id").primaryKey(),
    metric: text("metric").notNull(),
    value: real("value").notNull(),
    route: text("route").notNull(),
    lane: text("lane").notNull(),
    city: text("city"),
    createdAt: createdAt(),
  },
  (t) => [
    index("vitals_samples_metric_time_idx").on(t.metric, t.createdAt),
    // Issue #12: the rollup job reads, and the retention prunes, by time.
    index("vitals_samples_time_idx").on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------
// Analytics rollups: written by the analytics-rollup job (worker/services/analytics-rollups.ts) from the
// raw rows above, upserted by bucket so a re-run rewrites the same figures. Hourly and daily buckets (UTC), the
// bucket being the period's first millisecond.
// ---------------------------------------------------------------------------

export const vitalsRollups = sqliteTable(
  "vitals_rollups",
  {
    period: text("period", { enum: ROLLUP_PERIODS }).notNull(),
    bucket: timestamp("bucket").notNull(),
    metric: text("metric").notNull(),
    route: text("route").notNull(),
    lane: text("lane").notNull(),
    samples: integer("samples").notNull(),
    /** The 75th percentile (nearest rank) of the bucket's samples. */
    p75: real("p75").notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.bucket, t.metric, t.route, t.lane] })],
);

export const analyticsRollups = sqliteTable(
  "analytics_rollups",
  {
    period: text("period", { enum: ROLLUP_PERIODS }).notNull(),
    bucket: timestamp("bucket").notNull(),
    eventType: text("event_type").notNull(),
    /** '' when the events named none (a key column cannot be null and stay unique). */
    city: text("city").notNull().default(""),
    orgId: text("org_id").notNull().default(""),
    events: integer("events").notNull(),
    /** Distinct visitors in the bucket (the visitor hash changes daily, so a day's count is once per visitor). */
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.bucket, t.eventType, t.city, t.orgId] }),
    // An owner's figures: one organization's days.
    index("analytics_rollups_org_idx").on(t.orgId, t.period, t.bucket),
  ],
);

export const jobRuns = sqliteTable(
  "job_runs",
  {
    id: text("id").primaryKey(),
    jobName: text("job_name").notNull(),
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
    id: text("id").primaryKey(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
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
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** A country code or ALL, as the directory's filter; null for any country. */
    countryCode: text("country_code"),
    categoryIds: jsonList("category_ids"),
    query: text("query"),
    /** The filters as the directory's query string: a person saves the same filters once (unique per person). */
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
 * An organization's domain verification in progress or done: the code to publish (a DNS TXT record or a
 * file under /.well-known/), or a code emailed to an address at the domain (stored hashed), and the last check.
 */
export const domainVerifications = sqliteTable(
  "domain_verifications",
  {
    organizationId: text("organization_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    /** Where the website answers (scheme, host, port): the file method reads /.well-known/ there. */
    origin: text("origin").notNull(),
    token: text("token").notNull(),
    /** The method that last proved control. */
    method: text("method", { enum: DOMAIN_METHODS }),
    email: text("email"),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at"),
    codeAttempts: integer("code_attempts").notNull().default(0),
    verifiedAt: timestamp("verified_at"),
    lastCheckedAt: timestamp("last_checked_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("domain_verifications_recheck_idx").on(t.method, t.lastCheckedAt)],
);

/** The development mailbox: outgoing email stored instead of sent, readable at /dev/mailbox. */
export const devEmails = sqliteTable(
  "dev_emails",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dev_emails_to_time_idx").on(t.to, t.createdAt)],
);

// ---------------------------------------------------------------------------
// The job board
// ---------------------------------------------------------------------------

/**
 * A role an organization hires for. Open while `status` is open, `expiresAt` is ahead and no editor hid it; closed by
 * its owner, expired by time or hidden by an editor (with a reason the owner reads), it answers 410 Gone.
 */
export const jobPostings = sqliteTable(
  "job_postings",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull(),
    seniority: text("seniority", { enum: SENIORITIES }).notNull(),
    workplace: text("workplace", { enum: WORKPLACES }).notNull(),
    /** Remote roles: the countries people may live in (empty: anywhere) and the UTC offsets they may work from. */
    remoteCountries: jsonList("remote_countries"),
    timeZoneMin: integer("time_zone_min"),
    timeZoneMax: integer("time_zone_max"),
    locationCity: text("location_city"),
    locationCountry: text("location_country"),
    salaryMin: integer("salary_min").notNull(),
    salaryMax: integer("salary_max").notNull(),
    salaryCurrency: text("salary_currency", { enum: CURRENCIES }).notNull(),
    salaryPeriod: text("salary_period", { enum: SALARY_PERIODS }).notNull(),
    /** Where people apply: one of the two. */
    applyUrl: text("apply_url"),
    applyEmail: text("apply_email"),
    status: text("status", { enum: POSTING_STATUSES }).notNull().default("open"),
    /** When it was posted or last renewed: the board's order, newest first. */
    postedAt: timestamp("posted_at").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    /** The language its owner posted it in: the owner's notices about it are written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    /** When the owner was told it expires within a week (cleared by a renewal). */
    expiryNoticeAt: timestamp("expiry_notice_at"),
    hiddenAt: timestamp("hidden_at"),
    hiddenReason: text("hidden_reason"),
    /**
     * Copies of its organization's facts, kept by triggers (migration 0017) whatever code writes: whether it is
     * listed, and every category it has (",a,b,"), so the board filters on the posting's own row.
     */
    isListed: bool("is_listed").notNull().default(false),
    categorySet: text("category_set").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_postings_board_idx").on(t.status, t.isListed, t.postedAt, t.id),
    index("job_postings_organization_idx").on(t.organizationId, t.status, t.expiresAt),
    index("job_postings_expiry_idx").on(t.status, t.expiresAt),
    index("job_postings_hidden_idx").on(t.hiddenAt),
  ],
);

export type Organization = typeof organizations.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type CategoryGroup = typeof categoryGroups.$inferSelect;
export type Country = typeof countries.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type DomainVerification = typeof domainVerifications.$inferSelect;
export type JobPosting = typeof jobPostings.$inferSelect;
