import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { integer, type SQLiteColumn, sqliteTable } from "drizzle-orm/sqlite-core";
import { type BoardQuery, EMPLOYMENT_TYPES, SENIORITIES, WORKPLACES } from "../../../contract/job-board";
import type { Db } from "../../db/client";
import { jobBoardCounts, jobPostings } from "../../db/schema";
import { boardTerm } from "../../db/schema/board-terms";
import { toFtsQuery } from "../directory/directory-search";

/**
 * The board's queries. Every walk reads the partial index of the roles on the board (migration 0020,
 * job_postings_open_board_idx) in board order, newest first, and checks every filter but the words on the entry.
 */

/** The full-text index of postings (migration 0030), for joins: not in the drizzle schema, which would create it. */
const postingsFts = sqliteTable("job_postings_fts", { rowid: integer("rowid").notNull() });

/** Where a walk goes on: after this role, in board order. */
export type Position = { postedAt: number; id: string };

/** A facet count as SQL gives it: `seen` (the rows read), '' (those that passed), or a facet and a value. */
export type TallyRow = {
  facet: "seen" | "" | "workplace" | "type" | "seniority" | "category";
  value: string;
  total: number;
};

/**
 * The board's partial index, named: SQLite would otherwise start from an index with an equality on `status` and read
 * the table for every entry.
 */
const board = sql`${jobPostings} indexed by job_postings_open_board_idx`;

/**
 * On the board, expiry aside: written as the partial index's own condition (literal values, not bound ones), so that
 * SQLite can read that index.
 */
const onBoard = sql.raw(
  `"job_postings"."status" = 'open' and "job_postings"."is_listed" = 1 and "job_postings"."hidden_at" is null`,
);

/**
 * The board's full-text query (migration 0030): the words a person typed, in titles and descriptions, and the
 * values of the filters the index holds as words of its `board_terms` column (worker/db/schema/board-terms.ts). `null`:
 * the words hold nothing to search for (a search for them finds nothing); `undefined`: nothing to search for and no
 * filter the index holds.
 */
export function boardFtsQuery(filters: BoardQuery): string | null | undefined {
  const words = filters.q === undefined ? undefined : wordsQuery(filters.q);
  if (words === null) return null;
  const terms = [
    filters.workplace && `"${boardTerm.workplace(filters.workplace)}"`,
    filters.type && `"${boardTerm.type(filters.type)}"`,
    filters.seniority && `"${boardTerm.seniority(filters.seniority)}"`,
    // A remote role open to anywhere is in every country; with a workplace other than remote, no such role passes.
    filters.country &&
      (filters.workplace && filters.workplace !== "remote"
        ? `"${boardTerm.country(filters.country)}"`
        : `("${boardTerm.country(filters.country)}" OR "${boardTerm.anywhere}")`),
  ].filter(Boolean);
  const parts = [words, terms.length ? `board_terms : (${terms.join(" AND ")})` : ""];
  return parts.filter(Boolean).join(" AND ") || undefined;
}

/** What a person typed, as a query of the index's titles and descriptions; `null` when no word is left to search. */
function wordsQuery(q: string): string | null {
  const words = toFtsQuery(q);
  return words && `{title description} : (${words})`;
}

/**
 * Every filter, words included, with no bound: the roles open now that match. What a saved job search's alerts and
 * the newsletter match among the few roles posted since their last email (the board itself reads bounded walks).
 */
export function matching(filters: BoardQuery, now: Date): SQL {
  const fts = filters.q === undefined ? undefined : wordsQuery(filters.q);
  const words =
    fts === undefined
      ? undefined
      : fts
        ? sql`${jobPostings}.rowid in (select ${postingsFts.rowid} from ${postingsFts} where ${postingsFts} match ${fts})`
        : sql`0`;
  return and(onBoard, passes(filters, now), words)!;
}

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
 * A LIMIT of `rows` when `when` holds, else of none: SQLite reads nothing for a LIMIT 0, so one batch can hold the
 * statements of two ways to answer and read only for the one that applies. (drizzle's types take a number for a
 * limit; its SQL builder writes an expression as well.)
 */
const limitWhen = (when: SQL | undefined, rows: number) =>
  when ? (sql`iif(${when}, ${rows}, 0)` as unknown as number) : rows;

/** The board's `size`-th entry from a position, in board order: at most `limit` rows (1, or 0 to read nothing). */
const walkEnd = (db: Db, from: Position | null, size: number, limit: number) =>
  db
    .select({ postedAt: field<number>(jobPostings.postedAt, "posted_at"), id: field<string>(jobPostings.id, "id") })
    .from(board)
    .where(and(onBoard, after(from)))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(limit)
    .offset(size - 1);

/**
 * The board's entries from a position up to the walk's end (inclusive), `end` selecting it. UNION ALL reads its
 * branches in order: without an end (the board is shorter than the walk) the sentinel lets everything in.
 */
const upTo = (from: Position | null, end: SQL) =>
  and(
    onBoard,
    after(from),
    sql`(${jobPostings.postedAt}, ${jobPostings.id}) >= (select * from ${end} union all select -1, '' limit 1)`,
  );

/**
 * A bounded walk of the board from a position: `walkEnd` is its `size`-th entry, when the board goes that far (read
 * only `when` that holds), and `within` keeps a query to the entries up to it, so that it reads at most `size`
 * entries however few of them match.
 */
export function boardWalk(db: Db, from: Position | null, size: number, when?: SQL) {
  return {
    walkEnd: walkEnd(db, from, size, limitWhen(when, 1)),
    within: upTo(from, sql`${walkEnd(db, from, size, 1)}`),
  };
}

/**
 * The roles of a bounded walk of `size` entries from a position (boardWalk) that pass the filters, in board order, at
 * most `limit`, then the walk's last entry when the board goes that far, marked `walkEnd` (readWalk): the end is read
 * once for both.
 */
export function walkPage(db: Db, from: Position | null, size: number, where: SQL, limit: number) {
  const page = db
    .select({
      postedAt: field<number>(jobPostings.postedAt, "posted_at"),
      id: field<string>(jobPostings.id, "id"),
      ...facetColumns(),
    })
    .from(board)
    .where(and(upTo(from, sql`walk_end`), where))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(limit);
  return db
    .select({
      postedAt: sql<number>`posted_at`,
      id: sql<string>`id`,
      workplace: sql<string>`workplace`,
      employmentType: sql<string>`employment_type`,
      seniority: sql<string>`seniority`,
      categorySet: sql<string>`category_set`,
      walkEnd: sql<number>`walk_end`,
    })
    .from(sql`(with walk_end as materialized ${walkEnd(db, from, size, 1)}
      select *, 0 as walk_end from ${page}
      union all select posted_at, id, '', '', '', '', 1 from walk_end) as walked`);
}

/** A walk's page as walkPage reads it: the roles, and where the walk ended (none: it read the board to its end). */
export function readWalk<Row extends Position & { walkEnd: number }>(walked: Row[]) {
  const end = walked.find((row) => row.walkEnd === 1);
  return {
    rows: walked.filter((row) => row.walkEnd !== 1),
    end: end && { postedAt: end.postedAt, id: end.id },
  };
}

/** A column as a selected field: queries that read the board's index name it in SQL, which drizzle cannot check. */
const field = <T>(column: SQLiteColumn, name: string) => sql<T>`${column}`.as(name);

const facetColumns = () => ({
  workplace: field<string>(jobPostings.workplace, "workplace"),
  employmentType: field<string>(jobPostings.employmentType, "employment_type"),
  seniority: field<string>(jobPostings.seniority, "seniority"),
  categorySet: field<string>(jobPostings.categorySet, "category_set"),
});

/** The facets whose values the vocabulary fixes, with the column each is read from. */
const FIXED_FACETS = [
  ...WORKPLACES.map((value) => ["workplace", "workplace", value] as const),
  ...EMPLOYMENT_TYPES.map((value) => ["type", "employment_type", value] as const),
  ...SENIORITIES.map((value) => ["seniority", "seniority", value] as const),
];

/**
 * The count of rows read, of those that count, and of those per fixed facet value, summed in one pass over the rows
 * as one JSON object ("facet:value" keys). D1 allows a function at most 32 arguments: the object is written in parts.
 */
const FIXED_SUMS = (() => {
  const pairs = [
    "'seen', count(*)",
    "'', coalesce(sum(hit), 0)",
    ...FIXED_FACETS.map(
      ([facet, column, value]) => `'${facet}:${value}', coalesce(sum(hit and ${column} = '${value}'), 0)`,
    ),
  ];
  const parts = Array.from({ length: Math.ceil(pairs.length / 16) }, (_, n) => pairs.slice(n * 16, n * 16 + 16));
  return sql.raw(
    parts.map((part) => `json_object(${part.join(", ")})`).reduce((all, part) => `json_patch(${all}, ${part})`),
  );
})();

/**
 * Facet counts of rows, counted in SQL (one small row per facet value comes back, not the rows): `rows` selects
 * workplace, employment_type, seniority, category_set and `hit` (whether the row counts). The fixed facets are summed
 * in one pass; categories, a set per row, one json_each row per category held.
 */
function tally(db: Db, rows: SQL) {
  const categories = sql.raw(
    `json_each('["category:' || replace(trim(category_set, ','), ',', '","category:') || '"]')`,
  );
  return db.select({ facet: sql<string>`facet`, total: sql<number>`total` }).from(sql`(with r as materialized ${rows}
    select j.key as facet, j.value as total from (select ${FIXED_SUMS} as sums from r) as t, json_each(t.sums) as j
    union all select p.value, count(*) from r, ${categories} p where hit and category_set <> '' group by p.value) as tally`);
}

/** A tally's rows, read: the facet of a value ("workplace:remote") split from it. */
export function readTally(rows: { facet: string; total: number }[]): TallyRow[] {
  return rows.map(({ facet, total }) => {
    const colon = facet.indexOf(":");
    if (colon < 0) return { facet: facet as "seen" | "", value: "", total };
    return { facet: facet.slice(0, colon) as TallyRow["facet"], value: facet.slice(colon + 1), total };
  });
}

/**
 * A count over the first `size` entries of the board (newest first): the first `cap` + 1 of them that pass the
 * filters (how many, and per facet value: a count that reaches `cap` + 1 stops there). The walk read the whole board
 * when the board holds fewer than `size` entries (the precomputed counts' total says). Only the roles that pass are
 * read whole, so a broad filter reads few entries past its `cap`-th match.
 */
export function countWalk(db: Db, where: SQL, size: number, cap: number, when?: SQL) {
  const walk = boardWalk(db, null, size);
  const passing = db
    .select({ ...facetColumns(), hit: sql<number>`1`.as("hit") })
    .from(board)
    .where(and(walk.within, where))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(limitWhen(when, cap + 1));
  return tally(db, sql`${passing}`);
}

/** The board holds fewer than `size` roles (the precomputed counts' total, expiry aside): a walk that long reads it all. */
export const boardShorterThan = (size: number) =>
  sql`(select ${jobBoardCounts.total} from ${jobBoardCounts} where ${jobBoardCounts.facet} = '') < ${size}`;

/** A tally of nothing, for a batch that needs no count. */
export const emptyTally = (db: Db) =>
  tally(
    db,
    sql`(select '' as workplace, '' as employment_type, '' as seniority, '' as category_set, 0 as hit where 0)`,
  );

/** The precomputed counts (migration 0020): exact for the roles on the board, expiry aside. */
export const boardCounts = (db: Db) => db.select().from(jobBoardCounts);

/**
 * Roles whose time is up but that the hourly job has not marked expired yet, counted (`seen`: entries of the expiry
 * index read, at most `size`; the others: those on the board, which the precomputed counts hold too many).
 */
export function staleRoles(db: Db, now: Date, size: number) {
  return tally(
    db,
    sql`${db
      .select({
        ...facetColumns(),
        hit: sql<number>`${jobPostings.isListed} = 1 and ${jobPostings.hiddenAt} is null`.as("hit"),
      })
      .from(jobPostings)
      .where(and(eq(jobPostings.status, "open"), sql`${jobPostings.expiresAt} <= ${now.getTime()}`))
      .limit(size)}`,
  );
}

/**
 * A full-text query's first `scan` + 1 matches (in rowid order; more than `scan`: a broad query). `page` reads them
 * once for a page of those that pass the filters and are on the board (from a position, in board order), with how
 * many were read as its first row (readPage); `counts` their facet counts; `broad`, a condition for other statements,
 * holds when there are more than `scan`.
 */
export function ftsMatches(db: Db, fts: string, where: SQL, scan: number) {
  const first = db
    .select({ rowid: postingsFts.rowid })
    .from(postingsFts)
    .where(sql`${postingsFts} match ${fts}`)
    .limit(scan + 1);
  const matching = (from: Position | null) => and(sql`${jobPostings}.rowid = found.rowid`, onBoard, where, after(from));
  return {
    broad: sql`(select count(*) from ${first}) > ${scan}`,
    page: (from: Position | null, limit: number) =>
      db.select({ postedAt: sql<number>`posted_at`, id: sql<string>`id` }).from(sql`(with found as materialized ${first}
        select -1 as posted_at, count(*) as id from found
        union all select * from (select ${jobPostings.postedAt} as posted_at, ${jobPostings.id} as id
          from found cross join ${jobPostings} where ${matching(from)}
          order by ${jobPostings.postedAt} desc, ${jobPostings.id} desc limit ${limit}))`),
    counts: tally(
      db,
      sql`${db
        .select({ ...facetColumns(), hit: sql<number>`1`.as("hit") })
        .from(first.as("found"))
        .crossJoin(jobPostings)
        .where(matching(null))}`,
    ),
  };
}

/** A page of full-text matches as ftsMatches reads it: how many matches were read, and the page. */
export function readPage(rows: Position[]) {
  return {
    seen: Number(rows.find((row) => row.postedAt === -1)?.id ?? 0),
    rows: rows.filter((row) => row.postedAt !== -1),
  };
}

export type FtsMatches = ReturnType<typeof ftsMatches>;

/**
 * A broad search's walk: from the position, within the walk, at most `checks` roles that pass the other filters,
 * each looked up in the full-text index (one lookup per role: the costly part, so it comes last).
 */
export function searchChecks(db: Db, within: SQL | undefined, where: SQL, fts: string, checks: number, when?: SQL) {
  return db
    .select({
      postedAt: field<number>(jobPostings.postedAt, "posted_at"),
      id: field<string>(jobPostings.id, "id"),
      ...facetColumns(),
      hit: sql<number>`exists (select 1 from ${postingsFts} where ${postingsFts} match ${fts} and ${postingsFts.rowid} = ${jobPostings}.rowid)`,
    })
    .from(board)
    .where(and(within, where))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(limitWhen(when, checks));
}

/** Roles by id (the page found), for their cards: one bound parameter (D1 binds at most 100), read with json_each. */
export const byIds = (ids: string[]) => sql`${jobPostings.id} in (select value from json_each(${JSON.stringify(ids)}))`;
