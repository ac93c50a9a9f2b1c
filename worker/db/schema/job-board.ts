import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  POSTING_STATUSES,
  SALARY_PERIODS,
  SENIORITIES,
  WORKPLACES,
} from "../../../contract/job-board";
import { LOCALES } from "../../../contract/locale";
import { user } from "./auth";
import { BOARD_TERMS_SQL } from "./board-terms";
import { bool, createdAt, jsonList, timestamp, updatedAt } from "./columns";
import { organizations } from "./organizations";

/** The job board. */

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
    /**
     * The board's filters as words of the full-text index's third column (migration 0030): its workplace, employment
     * type and seniority, and every country a filter finds it in (its office's, the countries a remote role names, or
     * "anywhere"). Written as board-terms.ts says, which the board's queries read.
     */
    boardTerms: text("board_terms").generatedAlwaysAs(BOARD_TERMS_SQL, { mode: "virtual" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_postings_organization_idx").on(t.organizationId, t.status, t.expiresAt),
    // The open roles by expiry: the hourly job's and its reminders' ranges, and the roles whose time is up that the
    // board's kept counts still hold, counted per facet from the entries alone (worker/services/job-board/board.ts).
    index("job_postings_open_expiry_idx")
      .on(t.expiresAt, t.isListed, t.hiddenAt, t.workplace, t.employmentType, t.seniority, t.categorySet, t.status)
      .where(sql`status = 'open'`),
    index("job_postings_hidden_idx").on(t.hiddenAt),
    // The admin's list of every role, newest first.
    index("job_postings_posted_idx").on(t.postedAt, t.id),
    // The sitemap's role files: ranges of ids among the roles that may be open (worker/services/job-board/role-sitemap.ts).
    index("job_postings_sitemap_idx")
      .on(t.id, t.expiresAt)
      .where(sql`status = 'open' and is_listed = 1 and hidden_at is null`),
    // The board reads this: only the roles on it (open, listed, not hidden), in board order, with every column a
    // filter checks on the entry itself, so a bounded walk reads no table rows (worker/services/job-board/board.ts).
    index("job_postings_open_board_idx")
      .on(
        t.postedAt,
        t.id,
        t.expiresAt,
        t.workplace,
        t.employmentType,
        t.seniority,
        t.locationCountry,
        t.salaryCurrency,
        t.salaryPeriod,
        t.salaryMax,
        t.remoteCountries,
        t.categorySet,
        // The condition's own columns too, so that SQLite reads the index alone (it checks them on the entry).
        t.status,
        t.isListed,
        t.hiddenAt,
      )
      .where(sql`status = 'open' and is_listed = 1 and hidden_at is null`),
  ],
);

/**
 * How many roles are on the board (open, listed, not hidden; expiry aside, which the board subtracts when it reads),
 * in all (facet '') and per category, workplace, employment type and seniority. Kept by triggers (migration 0020)
 * whatever code writes; a bulk load rebuilds it (REBUILD_BOARD_COUNTS).
 */
export const jobBoardCounts = sqliteTable(
  "job_board_counts",
  {
    facet: text("facet", { enum: ["", "category", "workplace", "type", "seniority"] }).notNull(),
    value: text("value").notNull(),
    total: integer("total").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value] })],
);
