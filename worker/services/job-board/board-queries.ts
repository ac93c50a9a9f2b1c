import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import type { BoardQuery } from "../../../contract/job-board";
import type { Db } from "../../db/client";
import { jobBoardCounts, jobPostings } from "../../db/schema";

/**
 * The board's queries. Every walk reads the partial index of the roles on the board (migration 0018,
 * job_postings_open_board_idx) in board order, newest first, and checks every filter but the words on the entry.
 */

/** The full-text index of postings (migration 0016), for joins: not in the drizzle schema, which would create it. */
const postingsFts = sqliteTable("job_postings_fts", { rowid: integer("rowid").notNull() });

/** Where a walk goes on: after this role, in board order. */
export type Position = { postedAt: number; id: string };

/** What a facet count reads of a role. */
export type FacetRow = { workplace: string; type: string; seniority: string; categorySet: string };

/**
 * On the board, expiry aside: written as the partial index's own condition (literal values, not bound ones), so that
 * SQLite can read that index.
 */
const onBoard = sql.raw(
  `"job_postings"."status" = 'open' and "job_postings"."is_listed" = 1 and "job_postings"."hidden_at" is null`,
);

/** Every filter but the words, on a role of the board: open now (expiry ahead) and matching. */
export function passes(filters: BoardQuery, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [
    sql`${jobPostings.expiresAt} > ${now.getTime()}`,
    ...filters.categories.map((category) => sql`instr(${jobPostings.categorySet}, ${`,${category},`}) > 0`),
    filters.workplace ? eq(jobPostings.workplace, filters.workplace) : undefined,
    filters.type ? eq(jobPostings.employmentType, filters.type) : undefined,
    filters.seniority ? eq(jobPostings.seniority, filters.seniority) : undefined,
  ];
  if (filters.country) {
    // An office in the country, or remote from anywhere or from a list that names it.
    conditions.push(
      or(
        eq(jobPostings.locationCountry, filters.country),
        and(
          eq(jobPostings.workplace, "remote"),
          or(
            sql`${jobPostings.remoteCountries} = '[]'`,
            sql`instr(${jobPostings.remoteCountries}, ${`"${filters.country}"`}) > 0`,
          ),
        ),
      ),
    );
  }
  if (filters.salary !== undefined) {
    conditions.push(
      eq(jobPostings.salaryCurrency, filters.currency),
      eq(jobPostings.salaryPeriod, filters.period),
      sql`${jobPostings.salaryMax} >= ${filters.salary}`,
    );
  }
  return and(...conditions)!;
}

const after = (position: Position | null) =>
  position ? sql`(${jobPostings.postedAt}, ${jobPostings.id}) < (${position.postedAt}, ${position.id})` : undefined;

/**
 * A bounded walk of the board from a position: `walkEnd` is its `size`-th entry, when the board goes that far, and
 * `within` keeps a query to the entries up to it (inclusive), so that it reads at most `size` entries however few
 * of them match. UNION ALL reads its branches in order: without a `size`-th entry the sentinel lets everything in.
 */
export function boardWalk(db: Db, from: Position | null, size: number) {
  const walkEnd = db
    .select({ postedAt: sql<number>`${jobPostings.postedAt}`, id: jobPostings.id })
    .from(jobPostings)
    .where(and(onBoard, after(from)))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(1)
    .offset(size - 1);
  return {
    walkEnd,
    within: and(
      onBoard,
      after(from),
      sql`(${jobPostings.postedAt}, ${jobPostings.id}) >= (select * from ${walkEnd} union all select -1, '' limit 1)`,
    ),
  };
}

/** The roles of a walk that pass the filters, in board order, at most `limit`. */
export function walkPage(db: Db, within: SQL | undefined, where: SQL, limit: number) {
  return db
    .select({ postedAt: sql<number>`${jobPostings.postedAt}`, id: jobPostings.id })
    .from(jobPostings)
    .where(and(within, where))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(limit);
}

const facetColumns = {
  workplace: jobPostings.workplace,
  type: jobPostings.employmentType,
  seniority: jobPostings.seniority,
  categorySet: jobPostings.categorySet,
};

/**
 * The first `size` entries of the board (newest first), each with what a facet count reads and whether it passes
 * the filters: a bounded count. When fewer come back, the walk read the whole board and its count is exact.
 */
export function countWalk(db: Db, where: SQL, size: number) {
  return db
    .select({ ...facetColumns, hit: sql<number>`(${where})` })
    .from(jobPostings)
    .where(onBoard)
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(size);
}

/** The precomputed counts (migration 0018): exact for the roles on the board, expiry aside. */
export const boardCounts = (db: Db) => db.select().from(jobBoardCounts);

/**
 * Roles on the board by their columns whose time is up but that the hourly job has not marked expired yet, read
 * from the expiry index, at most `size` entries of it: what the precomputed counts hold too many.
 */
export function staleRoles(db: Db, now: Date, size: number) {
  const range = db
    .select({
      ...facetColumns,
      listed: sql<number>`${jobPostings.isListed} = 1 and ${jobPostings.hiddenAt} is null`.as("listed"),
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.status, "open"), sql`${jobPostings.expiresAt} <= ${now.getTime()}`))
    .limit(size)
    .as("range");
  return db.select().from(range);
}

/**
 * The first `scan` + 1 full-text matches (in rowid order), with, for those that pass the filters and are on the
 * board, what a page and a facet count read: `seen` says how many were read (more than `scan`: a broad search).
 */
export function ftsMatches(db: Db, fts: string, where: SQL, scan: number) {
  const found = db
    .select({ rowid: postingsFts.rowid })
    .from(postingsFts)
    .where(sql`${postingsFts} match ${fts}`)
    .limit(scan + 1)
    .as("found");
  return {
    seen: db.select({ seen: sql<number>`count(*)` }).from(found),
    hits: db
      .select({ postedAt: sql<number>`${jobPostings.postedAt}`, id: jobPostings.id, ...facetColumns })
      .from(found)
      .crossJoin(jobPostings)
      .where(and(sql`${jobPostings}.rowid = ${found.rowid}`, onBoard, where)),
  };
}

/**
 * A broad search's walk: from the position, within the walk, at most `checks` roles that pass the other filters,
 * each looked up in the full-text index (one lookup per role: the costly part, so it comes last).
 */
export function searchChecks(db: Db, within: SQL | undefined, where: SQL, fts: string, checks: number) {
  return db
    .select({
      postedAt: sql<number>`${jobPostings.postedAt}`,
      id: jobPostings.id,
      ...facetColumns,
      hit: sql<number>`exists (select 1 from ${postingsFts} where ${postingsFts} match ${fts} and ${postingsFts.rowid} = ${jobPostings}.rowid)`,
    })
    .from(jobPostings)
    .where(and(within, where))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(checks);
}

/** Roles by id (the page found), for their cards: one bound parameter (D1 binds at most 100), read with json_each. */
export const byIds = (ids: string[]) => sql`${jobPostings.id} in (select value from json_each(${JSON.stringify(ids)}))`;
