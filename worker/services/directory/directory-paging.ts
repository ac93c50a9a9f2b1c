import { and, asc, desc, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { message } from "../../../contract/errors";
import { COUNT_CAP } from "../../../contract/limits";
import type { Db } from "../../db/client";
import type { Organization } from "../../db/schema";
import { invalid } from "../../platform/errors";
import { base64url, fromBase64url } from "../../platform/signing";
import { fromRow } from "../organizations/organizations";

/**
 * The directory's paging: keyset cursors (after this name and id, carrying the first page's total), bounded walks of
 * an index range from a cursor on, and a page and its total as the API and the pages show them.
 */

/** A total as the API and the pages show it: `totalCapped` says it is a lower bound ("1,000+"). */
export type Count = { total: number; totalCapped: boolean };

/**
 * Where the next page starts (after this name and id), with the total the first page counted, carried so that no
 * further page counts it again, and whether it is a broad search's (directory-search.ts).
 */
export type Cursor = { name: string; id: string; count?: Count; broad?: boolean };

export function encodeCursor({ name, id, count, broad }: Cursor): string {
  const fields = count ? [name, id, count.total, count.totalCapped ? 1 : 0, broad ? 1 : 0] : [name, id];
  return base64url(new TextEncoder().encode(JSON.stringify(fields)));
}

export function decodeCursor(value: string): Cursor {
  try {
    const bytes = fromBase64url(value);
    const parsed: unknown = bytes && JSON.parse(new TextDecoder().decode(bytes));
    if (Array.isArray(parsed) && typeof parsed[0] === "string" && typeof parsed[1] === "string") {
      const [name, id, total, capped, broad] = parsed;
      if (parsed.length === 2) return { name, id };
      // An exact total (from the kept counts) may be any size; only a counted one stops at COUNT_CAP.
      if (parsed.length === 5 && Number.isSafeInteger(total) && total >= 0) {
        return { name, id, count: { total, totalCapped: capped === 1 }, broad: broad === 1 };
      }
    }
  } catch {
    // fall through
  }
  throw invalid(message("request.invalidCursor"));
}

export function afterCursor(
  cursor: string | undefined,
  columns: { name: SQLWrapper; id: SQLWrapper },
): SQL | undefined {
  if (!cursor) return undefined;
  const { name, id } = decodeCursor(cursor);
  return sql`(${columns.name}, ${columns.id}) > (${name}, ${id})`;
}

/** How a total was counted: exact (from directory_counts, or every match read), or a lower bound. */
export type Counting = "exact" | "capped";

/**
 * A bounded walk of an index range from the cursor on, in list order: `walkEnd` is its `size`-th entry, when the range
 * goes that far, and `bound` that entry or the range's last one when it is shorter, a row value the index range stops
 * at. A page read up to `bound` costs at most `size` index entries, however few of them match.
 */
export function walkBound(
  db: Db,
  source: SQLiteTable,
  columns: {
    name: AnySQLiteColumn<{ data: string; notNull: true }>;
    id: AnySQLiteColumn<{ data: string; notNull: true }>;
  },
  where: SQL | undefined,
  cursor: string | undefined,
  size: number,
) {
  const from = and(where, afterCursor(cursor, columns));
  const walkEnd = db
    .select({ name: columns.name, id: columns.id })
    .from(source)
    .where(from)
    .orderBy(asc(columns.name), asc(columns.id))
    .limit(1)
    .offset(size - 1);
  const rangeLast = db
    .select({ name: columns.name, id: columns.id })
    .from(source)
    .where(from)
    .orderBy(desc(columns.name), desc(columns.id))
    .limit(1);
  // UNION ALL reads its branches in order, so LIMIT 1 takes the range's last only when the walk's end has no row.
  return { walkEnd, bound: sql`(select * from ${walkEnd} union all select * from ${rangeLast} limit 1)` };
}

export type PageRow = Organization & { categoryRows: string };

export type TotalRow = { total: number; rangeSize: number; bound: number };

/**
 * A total as the API and the pages show it. Counted exactly, as is. Capped: more than COUNT_CAP matches is
 * "COUNT_CAP or more"; fewer, read from a range longer than its bound, is "at least this many". Both set
 * `totalCapped`, which the pages show as "1,000+".
 */
export function toTotal(row: TotalRow | undefined, counting: Counting): Count {
  const counted = row?.total ?? 0;
  if (counting === "exact") return { total: counted, totalCapped: false };
  if (counted > COUNT_CAP) return { total: COUNT_CAP, totalCapped: true };
  return { total: counted, totalCapped: (row?.rangeSize ?? 0) > (row?.bound ?? 0) };
}

/**
 * A page of results from rows fetched one more than the limit (to detect more). With more rows than the limit, the
 * next page starts after the last one shown; a page whose walk stopped at its bound (`walkEnd`, see walkBound) goes
 * on from where the walk stopped, however few rows it found. The next cursor carries the total.
 */
export function toPage(
  rows: PageRow[],
  count: Count,
  limit: number,
  walkEnd?: { name: string; id: string },
  broad?: boolean,
) {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const next = hasMore ? pageRows.at(-1) : walkEnd;
  return {
    data: pageRows.map(fromRow),
    meta: { ...count, nextCursor: next ? encodeCursor({ name: next.name, id: next.id, count, broad }) : null },
  };
}
