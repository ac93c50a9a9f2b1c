import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  DOMAIN_METHODS,
  ENROLLMENT_STATUSES,
  ENTITY_TYPES,
  PAID_VIA,
  PAYMENT_STATUSES,
  SUBSCRIPTION_TYPES,
} from "../../../contract/enums";
import { user } from "./auth";
import { bool, createdAt, jsonList, requiredText, textId, timestamp, updatedAt } from "./columns";
import { categories } from "./reference";

/** Organizations, their categories, the directory's kept counts and domain verifications. */

export const organizations = sqliteTable(
  "organizations",
  {
    id: textId(),
    name: requiredText("name"),
    description: requiredText("description"),
    logoKey: text("logo_key"),
    bannerKey: text("banner_key"),
    /** ISO 3166-1 alpha-2 code, or ALL for organizations without one home country. */
    countryCode: requiredText("country_code"),
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
    /**
     * The organization's categories as words of the full-text index (the hex of each id, space-separated), so that a
     * search word naming a category matches the organizations that hold it (directory-search.ts). SQLite triggers
     * keep it in step with organization_categories, whatever code writes them.
     */
    categoryTerms: text("category_terms").notNull().default(""),
    /**
     * What the full-text index's third column holds: the category words and the country as one word ("countryes"),
     * so that a search in a country reads the matches in that country from the index alone, however many there are
     * elsewhere (directory-search.ts).
     */
    searchTerms: text("search_terms").generatedAlwaysAs(sql`category_terms || ' country' || lower(country_code)`, {
      mode: "virtual",
    }),
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
    // The image sweep asks whether any row names a stored object (worker/platform/image-store.ts).
    index("organizations_logo_key_idx").on(t.logoKey).where(sql`logo_key is not null`),
    index("organizations_banner_key_idx").on(t.bannerKey).where(sql`banner_key is not null`),
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
     * Every category of the organization by its set key (categories.set_key), as ",3,17,42," (triggers keep it,
     * migrations 0005 and 0032): carried in the filter indexes so that the second and later selected categories are
     * checked on the index entry itself, reading one index range in order instead of probing the primary key once per
     * row. Keys, not ids, because every filter index entry carries the set: ids would make them twice the size.
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
    index("organization_categories_image_key_idx").on(t.imageKey).where(sql`image_key is not null`),
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
    countryCode: requiredText("country_code"),
    categoryId: requiredText("category_id"),
    total: integer("total").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.categoryId] })],
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
    domain: requiredText("domain"),
    /** Where the website answers (scheme, host, port): the file method reads /.well-known/ there. */
    origin: requiredText("origin"),
    token: requiredText("token"),
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

/**
 * An owner's edit of an approved Explore company, waiting for an editor: the reviewed fields as the owner saved them
 * (every one, not only the changed ones, so that approving writes exactly what was reviewed). The organization's row
 * keeps the approved version, public meanwhile. One per organization: a new save replaces it with a new `revision`,
 * and an editor's decision names the revision it was given for (docs/decisions/0051).
 */
export const organizationPendingEdits = sqliteTable("organization_pending_edits", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  revision: requiredText("revision"),
  content: text("content", { mode: "json" }).notNull().$type<unknown>(),
  submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
  submittedAt: createdAt(),
});
