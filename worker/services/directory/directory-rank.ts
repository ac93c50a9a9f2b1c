import { asc, type SQL, sql } from "drizzle-orm";
import type { DirectoryRankQuery } from "../../../contract/directory";
import type { OrganizationDto } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import { MAX_CATEGORIES_PER_ORGANIZATION, RANK_COUNT_SCAN, RANK_SCAN } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { organizationWithCategories } from "../../db/organization-row";
import { organizations } from "../../db/schema";
import { invalid } from "../../platform/errors";
import { base64url, fromBase64url } from "../../platform/signing";
import { fromRow } from "../organizations/organizations";
import { setHolds } from "./category-set";
import { type Count, type PageRow, toTotal } from "./directory-paging";
import { type CategorySizes, totalQuery } from "./directory-queries";

/**
 * A directory list ranked by nice-to-haves (docs/decisions/0060): organizations holding every must-have (in the
 * country), by how many of the nice-to-haves they hold (most first), then by name and id. Read one rank group at a
 * time: a group is walked in list order through index ranges every member of it must be in, so that a page reads a
 * bounded number of entries, however large the directory, and the pages joined are exactly the ranking.
 */

/** Ranking bounds: entries one page walks (shared by its ranges) and entries a total counts. Tests make them small. */
export type RankBounds = { walk: number; count: number };
const BOUNDS: RankBounds = { walk: RANK_SCAN, count: RANK_COUNT_SCAN };

/** Where the next page starts: in rank group `rank`, after (name, id), or at the group's start when name is null. */
export type RankCursor = { rank: number; name: string | null; id: string; count: Count };

export function encodeRankCursor({ rank, name, id, count }: RankCursor): string {
  const bytes = new TextEncoder().encode(
    JSON.stringify(["rank", rank, name, id, count.total, count.totalCapped ? 1 : 0]),
  );
  return base64url(bytes);
}

export function decodeRankCursor(value: string, most: number): RankCursor {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(fromBase64url(value) ?? new Uint8Array()));
    if (Array.isArray(parsed) && parsed.length === 6 && parsed[0] === "rank") {
      const [, rank, name, id, total, capped] = parsed;
      if (
        Number.isSafeInteger(rank) &&
        rank >= 0 &&
        rank <= most &&
        (name === null || typeof name === "string") &&
        typeof id === "string" &&
        Number.isSafeInteger(total) &&
        total >= 0
      ) {
        return { rank, name, id, count: { total, totalCapped: capped === 1 } };
      }
    }
  } catch {
    // fall through
  }
  throw invalid(message("request.invalidCursor"));
}

/** What a category id looks like: safe to write into a query's text (the contract and the catalogue checked it). */
const CATEGORY_ID = /^[a-z0-9_]+$/;
function literal(categoryId: string): SQL {
  if (!CATEGORY_ID.test(categoryId)) throw new Error(`Not a category id: ${categoryId}`);
  return sql.raw(`'${categoryId}'`);
}

/** The entry's organization holds this category (read from the entry's category_set). */
const holds = (categoryId: string) => setHolds(sql.raw("e.category_set"), literal(categoryId));

/** How many of the nice-to-haves the entry's organization holds. */
const held = (nice: string[]) =>
  sql.join(
    nice.map((id) => sql`(${holds(id)})`),
    sql` + `,
  );

/**
 * The rows of several selects, one after the other. D1 allows at most 5 terms in one compound select, so more are
 * nested in groups of 4 (each group a subquery).
 */
function unionAll(parts: SQL[]): SQL {
  if (parts.length <= 4) return sql.join(parts, sql` union all `);
  const groups = Array.from({ length: Math.ceil(parts.length / 4) }, (_, n) => parts.slice(n * 4, n * 4 + 4));
  return unionAll(groups.map((group) => sql`select * from (${unionAll(group)})`));
}

/** One category's range of the filter index (entries named `entry`): listed, optionally in a country, in list order. */
function range(categoryId: string, country: string | undefined, entry = "e"): SQL {
  const e = sql.raw(entry);
  return sql`${e}.category_id = ${literal(categoryId)} and ${e}.is_listed = 1${country ? sql` and ${e}.country_code = ${country}` : sql``}`;
}

/**
 * The index ranges a rank group is read from. A member of group `rank` holds `rank` of the n nice-to-haves, so it
 * holds at least one of any n - rank + 1 of them: the smallest such ranges hold the whole group. Every member also
 * holds every must-have, so the smallest must-have's range holds it too; the plan takes whichever is shorter (group 0
 * has only the must-have's).
 */
function drivers(query: RankQuery, rank: number, sizes: CategorySizes): { ids: string[]; byNice: boolean } {
  const size = (id: string) => sizes(id, query.country);
  const nice = [...query.nice].sort((a, b) => size(a) - size(b)).slice(0, query.nice.length - rank + 1);
  const [must] = [...query.must].sort((a, b) => size(a) - size(b));
  const niceSize = nice.reduce((sum, id) => sum + size(id), 0);
  if (must !== undefined && (rank === 0 || size(must) <= niceSize)) return { ids: [must], byNice: false };
  return { ids: nice, byNice: true };
}

type RankQuery = Pick<DirectoryRankQuery, "country" | "must" | "nice" | "limit">;

/** The lowest rank listed: 0 (holding none of the nice-to-haves) only when must-haves say who is in the list. */
export const lowestRank = (query: Pick<RankQuery, "must">) => (query.must.length > 0 ? 0 : 1);

/** The highest rank that can hold anyone: an organization has at most MAX_CATEGORIES_PER_ORGANIZATION categories. */
export const highestRank = (query: Pick<RankQuery, "nice">) =>
  Math.min(query.nice.length, MAX_CATEGORIES_PER_ORGANIZATION);

/**
 * One rank group's page from (name, id) on (or its start): each driver range is walked at most `walk / ranges` entries
 * and the walk stops at the first range's last entry read (`stop`), so that every range is read up to the same point
 * of the list order. An organization in several ranges is taken from the first of them it holds only.
 * `stop` answers where the walk stopped (no row: every range was read to its end, the group is complete).
 */
export function rankGroupQueries(
  db: Db,
  query: RankQuery,
  rank: number,
  from: { name: string; id: string } | null,
  limit: number,
  sizes: CategorySizes,
  bounds: RankBounds = BOUNDS,
) {
  const { ids, byNice } = drivers(query, rank, sizes);
  const each = Math.max(Math.floor(bounds.walk / ids.length), 1);
  const after = from ? sql` and (e.name, e.organization_id) > (${from.name}, ${from.id})` : sql``;
  const walkEnds = ids.map(
    (id) =>
      sql`select * from (select e.name as name, e.organization_id as id from organization_categories e where ${range(id, query.country)}${after} order by e.name, e.organization_id limit 1 offset ${sql.raw(String(each - 1))})`,
  );
  const stop = sql`select name, id from (${unionAll(walkEnds)}) order by name, id limit 1`;
  const must = query.must.map((id) => sql` and ${holds(id)}`);
  const arms = ids.map((id, index) => {
    const firstHeld = byNice ? ids.slice(0, index).map((earlier) => sql` and not ${holds(earlier)}`) : [];
    // The range is read up to the stop, or to its last entry when no range went that far: a row value the index
    // range ends at, so that the walk reads no entry past it.
    const last = sql`select * from (select l.name, l.organization_id from organization_categories l where ${range(id, query.country, "l")} order by l.name desc, l.organization_id desc limit 1)`;
    const bound = sql`(select name, id from stop union all ${last} limit 1)`;
    return sql`select e.organization_id as organization_id, e.name as name from organization_categories e where ${range(id, query.country)}${after} and (e.name, e.organization_id) <= ${bound}${sql.join([...must, ...firstHeld])} and ${held(query.nice)} = ${sql.raw(String(rank))}`;
  });
  const matches = sql`(with stop as materialized (${stop}) ${unionAll(arms)}) as m`;
  return {
    stop: db.select({ name: sql<string>`s.name`, id: sql<string>`s.id` }).from(sql`(${stop}) as s`),
    page: db
      .select(organizationWithCategories)
      .from(organizations)
      .innerJoin(matches, sql`m.organization_id = ${organizations.id}`)
      .orderBy(sql`m.name`, asc(sql`m.organization_id`))
      .limit(limit + 1),
  };
}

/**
 * The ranked list's total, counted by the first page. With must-haves, everyone holding them is listed (group 0
 * included): the directory's own total of those categories. Without, everyone holding at least one nice-to-have: one
 * nice-to-have is a kept count (exact); several, the first entries of each range (sharing `count`), each organization
 * counted in the first range it holds only; a lower bound when a range was longer than what was read.
 */
export function rankTotalQuery(db: Db, query: RankQuery, sizes: CategorySizes, bounds: RankBounds = BOUNDS) {
  if (query.must.length > 0 || query.nice.length === 1) {
    return totalQuery(
      db,
      { country: query.country, categories: query.must.length > 0 ? query.must : query.nice },
      sizes,
    );
  }
  const each = Math.max(Math.floor(bounds.count / query.nice.length), 1);
  const counted = query.nice.map((id, index) => {
    const firstHeld = query.nice.slice(0, index).map((earlier) => sql` and not ${holds(earlier)}`);
    return sql`select count(*) from (select e.category_set as category_set from organization_categories e where ${range(id, query.country)} limit ${sql.raw(String(each))}) as e where 1${sql.join(firstHeld)}`;
  });
  const longer = query.nice.map(
    (id) =>
      sql`coalesce((select total from directory_counts where country_code = ${query.country ?? ""} and category_id = ${literal(id)}), 0) > ${sql.raw(String(each))}`,
  );
  return {
    counting: "capped" as const,
    // `rangeSize` > `bound` (0) says some range was longer than what was counted: the total is a lower bound.
    total: db
      .select({
        total: sql<number>`(${sql.join(counted, sql`) + (`)})`.mapWith(Number).as("total"),
        rangeSize: sql<number>`(${sql.join(longer, sql` or `)})`.mapWith(Number).as("range_size"),
        bound: sql<number>`0`.mapWith(Number).as("bound"),
      })
      .from(sql`(select 1) as one`),
  };
}

/**
 * Whether the whole ranking is read at once: when the ranges holding every listed member (those of the lowest group)
 * are short, about what a page's bounded walks would read anyway. The figures only choose the plan: a stale one makes
 * the read longer, never wrong, since this plan reads its ranges to their end.
 */
export function readsWhole(query: RankQuery, sizes: CategorySizes, bounds: RankBounds = BOUNDS): boolean {
  const { ids } = drivers(query, lowestRank(query), sizes);
  return ids.reduce((sum, id) => sum + sizes(id, query.country), 0) <= bounds.walk * 3;
}

/**
 * The whole ranking from the cursor on, in one query (see readsWhole): every member of every group read from the
 * lowest group's ranges, ordered by rank (most first), name and id.
 */
export function wholeRankingQuery(db: Db, query: RankQuery, cursor: RankCursor | undefined, sizes: CategorySizes) {
  const bottom = lowestRank(query);
  const { ids, byNice } = drivers(query, bottom, sizes);
  const rank = held(query.nice);
  const after = !cursor
    ? sql``
    : cursor.name === null
      ? sql` and ${rank} <= ${sql.raw(String(cursor.rank))}`
      : sql` and (${rank} < ${sql.raw(String(cursor.rank))} or (${rank} = ${sql.raw(String(cursor.rank))} and (e.name, e.organization_id) > (${cursor.name}, ${cursor.id})))`;
  const must = query.must.map((id) => sql` and ${holds(id)}`);
  const arms = ids.map((id, index) => {
    const firstHeld = byNice ? ids.slice(0, index).map((earlier) => sql` and not ${holds(earlier)}`) : [];
    return sql`select e.organization_id as organization_id, e.name as name, ${rank} as rank from organization_categories e where ${range(id, query.country)}${after}${sql.join([...must, ...firstHeld])} and ${rank} >= ${sql.raw(String(bottom))}`;
  });
  return db
    .select({ ...organizationWithCategories, rank: sql<number>`m.rank` })
    .from(organizations)
    .innerJoin(sql`(${unionAll(arms)}) as m`, sql`m.organization_id = ${organizations.id}`)
    .orderBy(sql`m.rank desc`, sql`m.name`, asc(sql`m.organization_id`))
    .limit(query.limit + 1);
}

/** How an organization matches the nice-to-haves: held ones and missing ones, in the order they were asked. */
export function matchOf(categoryIds: string[], nice: string[]) {
  const own = new Set(categoryIds);
  const matched = nice.filter((id) => own.has(id));
  return { held: matched.length, of: nice.length, matched, missing: nice.filter((id) => !own.has(id)) };
}

type Ranked = OrganizationDto & { match: ReturnType<typeof matchOf> };

/**
 * A page of the ranked list: at most two chained round trips. The first reads the cursor's group from where it was
 * (with the total, on a first page); when that group ends with room left on the page, the second reads the next group
 * from its start. The next cursor goes on after the last organization shown, or where a walk stopped, or at the next
 * group's start; null after the lowest group.
 */
export async function rankedPage(
  db: Db,
  query: RankQuery & { cursor?: string | undefined },
  sizes: CategorySizes,
  bounds: RankBounds = BOUNDS,
) {
  const top = highestRank(query);
  const bottom = lowestRank(query);
  const cursor = query.cursor ? decodeRankCursor(query.cursor, top) : undefined;
  let rank = cursor ? cursor.rank : top;
  let from = cursor?.name != null ? { name: cursor.name, id: cursor.id } : null;
  let count = cursor?.count;
  const items: Ranked[] = [];
  const toItem = (row: PageRow): Ranked => {
    const dto = fromRow(row);
    return { ...dto, match: matchOf(dto.categoryIds, query.nice) };
  };
  if (readsWhole(query, sizes, bounds)) {
    const page = wholeRankingQuery(db, query, cursor, sizes);
    let rows: (PageRow & { rank: number })[];
    if (count) rows = await page;
    else {
      const { total, counting } = rankTotalQuery(db, query, sizes, bounds);
      const [totalRows, pageRows] = await db.batch([total, page]);
      count = toTotal(totalRows[0], counting);
      rows = pageRows;
    }
    const shown = rows.slice(0, query.limit);
    const last = rows.length > query.limit ? shown.at(-1) : undefined;
    return {
      data: shown.map(({ rank: _rank, ...row }) => toItem(row)),
      meta: {
        ...count,
        nextCursor: last ? encodeRankCursor({ rank: last.rank, name: last.name, id: last.id, count }) : null,
      },
    };
  }
  for (let trip = 0; trip < 2 && rank >= bottom; trip++) {
    const room = query.limit - items.length;
    const group = rankGroupQueries(db, query, rank, from, room, sizes, bounds);
    let rows: PageRow[];
    let stops: { name: string; id: string }[];
    if (count) {
      [rows, stops] = await db.batch([group.page, group.stop]);
    } else {
      const { total, counting } = rankTotalQuery(db, query, sizes, bounds);
      const [totalRows, pageRows, stopRows] = await db.batch([total, group.page, group.stop]);
      count = toTotal(totalRows[0], counting);
      [rows, stops] = [pageRows, stopRows];
    }
    if (rows.length > room) {
      items.push(...rows.slice(0, room).map(toItem));
      const last = items.at(-1) as Ranked;
      return {
        data: items,
        meta: { ...count, nextCursor: encodeRankCursor({ rank, name: last.name, id: last.id, count }) },
      };
    }
    items.push(...rows.map(toItem));
    const [stop] = stops;
    if (stop) return { data: items, meta: { ...count, nextCursor: encodeRankCursor({ rank, ...stop, count }) } };
    rank -= 1;
    from = null;
    if (items.length === query.limit) break;
  }
  const nextCursor = rank >= bottom && count ? encodeRankCursor({ rank, name: null, id: "", count }) : null;
  return { data: items, meta: { ...(count ?? { total: 0, totalCapped: false }), nextCursor } };
}
