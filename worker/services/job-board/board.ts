import { desc, eq } from "drizzle-orm";
import { message } from "../../../contract/errors";
import {
  type BoardCardDto,
  type BoardFacets,
  type BoardQuery,
  EMPLOYMENT_TYPES,
  SENIORITIES,
  WORKPLACES,
} from "../../../contract/job-board";
import {
  BOARD_COUNT_SCAN,
  BOARD_PAGE_SCAN,
  BOARD_STALE_SCAN,
  COUNT_CAP,
  SEARCH_CHECKS,
  SEARCH_SCAN,
} from "../../../contract/limits";
import type { Db } from "../../db/client";
import { jobPostings, organizations } from "../../db/schema";
import { invalid } from "../../platform/errors";
import { imageUrl } from "../../platform/image-urls";
import { base64url, fromBase64url } from "../../platform/signing";
import {
  boardCounts,
  boardFtsQuery,
  boardShorterThan,
  boardWalk,
  byIds,
  countWalk,
  emptyTally,
  type FtsMatches,
  ftsMatches,
  type Position,
  passes,
  readPage,
  readTally,
  readWalk,
  searchChecks,
  staleRoles,
  type TallyRow,
  walkPage,
} from "./board-queries";
import { roleSummaryColumns } from "./postings";

/** Roles on one page of the board. */
export const BOARD_PAGE_SIZE = 20;

/** How far one request reads (contract/limits.ts); tests pass smaller ones. */
export type BoardBounds = { page: number; count: number; cap: number; stale: number; scan: number; checks: number };
const BOARD_BOUNDS: BoardBounds = {
  page: BOARD_PAGE_SCAN,
  count: BOARD_COUNT_SCAN,
  cap: COUNT_CAP,
  stale: BOARD_STALE_SCAN,
  scan: SEARCH_SCAN,
  checks: SEARCH_CHECKS,
};

function encodeCursor(position: Position): string {
  return base64url(new TextEncoder().encode(JSON.stringify([position.postedAt, position.id])));
}

function decodeCursor(cursor: string): Position {
  const bytes = fromBase64url(cursor);
  try {
    const [postedAt, id] = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array())) as unknown[];
    if (typeof postedAt === "number" && Number.isInteger(postedAt) && typeof id === "string") return { postedAt, id };
  } catch {}
  throw invalid(message("request.invalidCursor"));
}

const cardColumns = {
  ...roleSummaryColumns,
  postedAt: jobPostings.postedAt,
  organizationId: jobPostings.organizationId,
  organizationName: organizations.name,
  organizationLogoKey: organizations.logoKey,
};

/** The cards of the roles found, in board order. */
const cards = (db: Db, ids: string[]) =>
  db
    .select(cardColumns)
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(byIds(ids))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id));

type CardRow = Awaited<ReturnType<typeof cards>>[number];

function toCard(row: CardRow): BoardCardDto {
  const { organizationId, organizationName, organizationLogoKey, ...posting } = row;
  return {
    ...posting,
    postedAt: posting.postedAt.toISOString(),
    organization: { id: organizationId, name: organizationName, logoUrl: imageUrl(organizationLogoKey) },
  };
}

const emptyFacets = (): BoardFacets => ({
  categories: {},
  workplace: Object.fromEntries(WORKPLACES.map((value) => [value, 0])),
  type: Object.fromEntries(EMPLOYMENT_TYPES.map((value) => [value, 0])),
  seniority: Object.fromEntries(SENIORITIES.map((value) => [value, 0])),
});

const FACET_OF = { category: "categories", workplace: "workplace", type: "type", seniority: "seniority" } as const;

/** Adds `by` times each facet count of a tally (board-queries.ts) to the facets. */
function add(facets: BoardFacets, rows: TallyRow[], by = 1) {
  for (const row of rows) {
    if (row.facet === "seen" || row.facet === "") continue;
    const facet = facets[FACET_OF[row.facet]];
    facet[row.value] = (facet[row.value] ?? 0) + by * row.total;
  }
  return facets;
}

const passed = (rows: TallyRow[]) => rows.find((row) => row.facet === "")?.total ?? 0;
const seenOf = (rows: TallyRow[]) => rows.find((row) => row.facet === "seen")?.total ?? 0;

/** A total and facet counts: exact, or lower bounds (`capped`, shown as "1,000+"). */
type Counted = { total: number; totalCapped: boolean; facets: BoardFacets; facetsCapped: boolean };

function fromTally(rows: TallyRow[], exact: boolean, cap: number): Counted {
  return {
    total: exact ? passed(rows) : Math.min(passed(rows), cap),
    totalCapped: !exact,
    facets: add(emptyFacets(), rows),
    facetsCapped: !exact,
  };
}

/** A tally of a few rows read already (a broad search's matches found on its walk). */
function tallyOf(rows: { workplace: string; employmentType: string; seniority: string; categorySet: string }[]) {
  const tallied: TallyRow[] = [{ facet: "", value: "", total: rows.length }];
  const one = (facet: TallyRow["facet"], value: string) => tallied.push({ facet, value, total: 1 });
  for (const row of rows) {
    one("workplace", row.workplace);
    one("type", row.employmentType);
    one("seniority", row.seniority);
    for (const category of row.categorySet.split(",").filter(Boolean)) one("category", category);
  }
  return tallied;
}

/**
 * The one facet value the filters ask for, when they ask for at most one and nothing else (no country, salary or
 * words): then the precomputed counts hold the total. `{ facet: "" }` is the whole board.
 */
function countedFilter(filters: BoardQuery): { facet: keyof BoardFacets | ""; value: string } | null {
  if (filters.country || filters.salary !== undefined || filters.q !== undefined || filters.categories.length > 1) {
    return null;
  }
  const chosen = [
    filters.categories[0] ? { facet: "categories" as const, value: filters.categories[0] } : null,
    filters.workplace ? { facet: "workplace" as const, value: filters.workplace } : null,
    filters.type ? { facet: "type" as const, value: filters.type } : null,
    filters.seniority ? { facet: "seniority" as const, value: filters.seniority } : null,
  ].filter((choice) => choice !== null);
  if (chosen.length > 1) return null;
  return chosen[0] ?? { facet: "", value: "" };
}

/**
 * One page of the board, newest first, with the total of matching roles and facet counts (how many of them each
 * category, workplace, employment type and seniority holds) on the first page. Exact on every page: the pages
 * joined are the matching roles in order. Bounded: a search, or filters the full-text index holds (workplace,
 * type, seniority, country), reads at most `bounds.scan` full-text matches, all of them when there are no more (an
 * exact page and counts however rare the combination); else a page walks at most `bounds.page` roles of the board (a
 * sparse page may hold fewer than `limit` cards, or none, and a cursor that goes on) and a search checks at most
 * `bounds.checks` of them against the index; a total or a facet count is exact (the precomputed counts, the
 * full-text matches, or a walk that read every match) or a lower bound that says so.
 */
export async function listBoard(
  db: Db,
  filters: BoardQuery,
  now = new Date(),
  limit = BOARD_PAGE_SIZE,
  bounds = BOARD_BOUNDS,
) {
  const from = filters.cursor ? decodeCursor(filters.cursor) : null;
  const where = passes(filters, now);
  const fts = boardFtsQuery(filters);
  const found =
    fts === null
      ? { ids: [], next: null, counted: from ? undefined : fromTally([], true, bounds.cap) }
      : fts !== undefined && filters.q !== undefined
        ? await searchBoard(db, fts, from, where, limit, bounds)
        : await walkBoard(
            db,
            filters,
            from,
            where,
            now,
            limit,
            bounds,
            fts === undefined ? undefined : ftsMatches(db, fts, where, bounds.scan),
          );
  const shown = found.ids.slice(0, limit);
  const rows = shown.length ? await cards(db, shown) : [];
  return {
    postings: rows.map(toCard),
    nextCursor: found.next ? encodeCursor(found.next) : null,
    total: found.counted?.total ?? null,
    totalCapped: found.counted?.totalCapped ?? false,
    facets: found.counted?.facets ?? null,
    facetsCapped: found.counted?.facetsCapped ?? false,
  };
}

type Found = { ids: string[]; next: Position | null; counted?: Counted };

/** Where a page goes on: after its last card when there are more, else where its walk stopped (if it did). */
function nextOf(rows: Position[], limit: number, stop: Position | null | undefined): Position | null {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return last ? { postedAt: last.postedAt, id: last.id } : (stop ?? null);
}

/**
 * The board without words: a bounded walk for the page; counts from the precomputed ones or a bounded walk. With
 * `matches` (filters the full-text index holds), the same batch reads them too: when they are few (at most
 * `bounds.scan`), the page and the counts come from them, exact, and the walk's answer goes unused. (Reading the walk
 * only when they are many would read the index once more per statement: an index scan is cheaper.)
 */
async function walkBoard(
  db: Db,
  filters: BoardQuery,
  from: Position | null,
  where: ReturnType<typeof passes>,
  now: Date,
  limit: number,
  bounds: BoardBounds,
  matches?: FtsMatches,
): Promise<Found> {
  const counted = countedFilter(filters);
  // The whole board is dense: a role on it fails only when its time is up and the hourly job has not marked it yet
  // (at most `bounds.stale` of them, or the counts below are read by a walk). A walk that much longer than the page
  // fills it.
  const wholeBoard = counted?.facet === "";
  const page = walkPage(db, from, wholeBoard ? limit + 1 + bounds.stale : bounds.page, where, limit + 1);
  if (from) {
    if (matches) {
      const [walked, matched] = await db.batch([page, matches.page(from, limit + 1)]);
      const { rows, end } = readWalk(walked);
      return narrowPage(matched, limit, bounds) ?? { ids: rows.map((row) => row.id), next: nextOf(rows, limit, end) };
    }
    const { rows, end } = readWalk(await page);
    return { ids: rows.map((row) => row.id), next: nextOf(rows, limit, end) };
  }
  const count = countWalk(db, where, bounds.count, bounds.cap);
  // Roles whose time is up correct the precomputed counts, which only a filter of one value (or none) reads.
  const stale = counted ? staleRoles(db, now, bounds.stale + 1) : emptyTally(db);
  const first = [page, boardCounts(db), stale] as const;
  if (matches) {
    // Many full-text matches count as a lower bound as well as a walk of part of the board would, so the walk counts
    // only a board it reads to its end (exact then).
    const [walkedPage, counts, staleRows, walkedRows, matched, matchedCounts] = await db.batch([
      ...first,
      countWalk(db, where, bounds.count, bounds.cap, boardShorterThan(bounds.count)),
      matches.page(null, limit + 1),
      matches.counts,
    ]);
    const narrow = narrowPage(matched, limit, bounds, matchedCounts);
    if (narrow) return narrow;
    const { rows, end } = readWalk(walkedPage);
    // Not read to its end, the board is counted by a lower bound: the full-text matches read that pass, or the page's
    // own roles, whichever are more.
    const read = readTally(matchedCounts);
    const walked =
      sizeOf(counts) < bounds.count ? readTally(walkedRows) : passed(read) > rows.length ? read : tallyOf(rows);
    return countedPage({ rows, end, counts, staleRows, walked }, counted, count, limit, bounds);
  }
  // The whole board's counts need no walk, unless too many roles wait for the hourly job (read then, below).
  const [walkedPage, counts, staleRows, walkedRows] = await db.batch([...first, wholeBoard ? emptyTally(db) : count]);
  const { rows, end } = readWalk(walkedPage);
  return countedPage({ rows, end, counts, staleRows, walked: readTally(walkedRows) }, counted, count, limit, bounds);
}

/**
 * The page of a full-text query whose matches were all read (at most `bounds.scan`), with their counts when given;
 * null when it had more (the walk answers then).
 */
function narrowPage(
  matched: Position[],
  limit: number,
  bounds: BoardBounds,
  countRows?: { facet: string; total: number }[],
): Found | null {
  const { seen, rows } = readPage(matched);
  if (seen > bounds.scan) return null;
  return {
    ids: rows.map((row) => row.id),
    next: nextOf(rows, limit, null),
    counted: countRows && fromTally(readTally(countRows), true, bounds.cap),
  };
}

/** How many roles the board holds, expiry aside: the precomputed counts' total. */
const sizeOf = (counts: Awaited<ReturnType<typeof boardCounts>>) => counts.find((row) => row.facet === "")?.total ?? 0;

type WalkRows = {
  rows: Position[];
  end: Position | undefined;
  counts: Awaited<ReturnType<typeof boardCounts>>;
  staleRows: { facet: string; total: number }[];
  /** The counts of a walk, or of what stands for one when the board was not walked to its end. */
  walked: TallyRow[];
};

/** A walk's first page and its counts: the precomputed ones where they hold the total, else the walk's. */
async function countedPage(
  { rows, end, counts, staleRows, walked: walkedTally }: WalkRows,
  counted: ReturnType<typeof countedFilter>,
  count: ReturnType<typeof countWalk>,
  limit: number,
  bounds: BoardBounds,
): Promise<Found> {
  const wholeBoard = counted?.facet === "";
  const stale = readTally(staleRows);
  const next = nextOf(rows, limit, end);
  const ids = rows.map((row) => row.id);
  // Exact when the walk read the whole board (it holds fewer roles than the walk's length: the precomputed total,
  // read in the same transaction, counts its entries) and found no more than the cap.
  const walked = (tallied: TallyRow[]) =>
    fromTally(tallied, sizeOf(counts) < bounds.count && passed(tallied) <= bounds.cap, bounds.cap);
  if (!counted || seenOf(stale) > bounds.stale) {
    return { ids, next, counted: walked(wholeBoard ? readTally(await count) : walkedTally) };
  }
  // The precomputed counts, less the roles they hold whose time is up (not yet marked expired).
  const all = emptyFacets();
  let grand = -passed(stale);
  for (const row of counts) {
    if (row.facet === "") grand += row.total;
    else all[FACET_OF[row.facet]][row.value] = row.total;
  }
  add(all, stale, -1);
  if (counted.facet === "") {
    for (const [category, total] of Object.entries(all.categories)) if (total <= 0) delete all.categories[category];
    return { ids, next, counted: { total: grand, totalCapped: false, facets: all, facetsCapped: false } };
  }
  return {
    ids,
    next,
    counted: {
      ...walked(walkedTally),
      total: all[counted.facet][counted.value] ?? 0,
      totalCapped: false,
    },
  };
}

/**
 * The board with words (and any filters the full-text index holds). Narrow (at most `bounds.scan` full-text
 * matches): every match read, filtered, the page those after the cursor, the counts exact. Broad: the board walked
 * in order from the cursor, at most `bounds.checks` roles that pass the other filters looked up in the full-text
 * index; the page holds the matches found and goes on where the walk stopped; the first page's counts are lower
 * bounds unless the walk read the board to its end. Both ways are read in one batch, the walk's checks only when the
 * query is broad.
 */
async function searchBoard(
  db: Db,
  fts: string,
  from: Position | null,
  where: ReturnType<typeof passes>,
  limit: number,
  bounds: BoardBounds,
): Promise<Found> {
  const matches = ftsMatches(db, fts, where, bounds.scan);
  const walk = boardWalk(db, from, bounds.page, matches.broad);
  // A further page needs no counts: a tally over nothing costs nothing.
  const [matched, countRows, checked, [end]] = await db.batch([
    matches.page(from, limit + 1),
    from ? emptyTally(db) : matches.counts,
    searchChecks(db, walk.within, where, fts, bounds.checks, matches.broad),
    walk.walkEnd,
  ]);
  const narrow = narrowPage(matched, limit, bounds, from ? undefined : countRows);
  if (narrow) return narrow;
  const counts = readTally(countRows);
  // The walk stopped at its last check, or at its last entry; without either it went to the end of the board.
  const stop = checked.length === bounds.checks ? checked.at(-1) : end;
  const found = checked.filter((row) => Boolean(row.hit));
  const next = nextOf(found, limit, stop ? { postedAt: stop.postedAt, id: stop.id } : null);
  const ids = found.map((row) => row.id);
  if (from) return { ids, next };
  if (!stop) return { ids, next, counted: fromTally(tallyOf(found), true, bounds.cap) };
  // A lower bound: the matches the walk found, or those among the full-text matches read, whichever are more.
  return { ids, next, counted: fromTally(passed(counts) > found.length ? counts : tallyOf(found), false, bounds.cap) };
}
