import { type AnyColumn, and, eq, getTableColumns, gt, is, isNull, ne, SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { OPEN_POSTINGS_PER_ORGANIZATION } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { type JobPosting, jobPostings, organizations } from "../../db/schema";

/**
 * The plan's limit on open roles (docs/product/jobs.md). Every write that can open a role (a post, a renewal of a
 * closed or expired role, an editor showing a hidden one again) carries `roomFor` in its own statement's condition.
 * D1 runs one statement at a time, so each write is judged against every write before it: posts sent at the same
 * moment take the free slots, and the rest are refused for the true reason. A check before the write and a count after
 * it would race; a trigger would judge by the database's clock rather than the service's `now`, and would refuse
 * the bulk loads and fixtures that model boards larger than a plan.
 */

/**
 * Open at `now`: not closed or expired, its expiry ahead, not hidden. Whether its organization is listed does not
 * matter here: a role of an organization whose plan lapsed keeps its slot for when it is paid again.
 */
export const openAt = (now: Date) =>
  and(eq(jobPostings.status, "open"), gt(jobPostings.expiresAt, now), isNull(jobPostings.hiddenAt));

const others = alias(jobPostings, "others");

/**
 * Whether the organization has a free slot for one more open role at `now`, the role `except` (the one being opened)
 * not counted: a condition for the statement that opens it.
 */
export function roomFor(db: Db, organizationId: string, now: Date, except?: string): SQL {
  const open = db
    .select({ open: sql<number>`count(*)` })
    .from(others)
    .where(
      and(
        eq(others.organizationId, organizationId),
        eq(others.status, "open"),
        gt(others.expiresAt, now),
        isNull(others.hiddenAt),
        except === undefined ? undefined : ne(others.id, except),
      ),
    );
  return sql`${open} < ${OPEN_POSTINGS_PER_ORGANIZATION}`;
}

/** A column's value in an INSERT that names every column, as drizzle's own insert fills in one left out. */
function columnValue(value: unknown, column: AnyColumn): SQL {
  if (value !== undefined) return sql`${sql.param(value, column)}`;
  const fallback = column.default ?? column.defaultFn?.() ?? column.onUpdateFn?.();
  if (fallback === undefined) return sql`null`;
  return is(fallback, SQL) ? fallback : sql`${sql.param(fallback, column)}`;
}

/**
 * Inserts an open role only while its organization is paid and has a free slot, in one statement; answers the row,
 * or undefined when it was not written.
 */
export async function insertWithinLimit(
  db: Db,
  values: typeof jobPostings.$inferInsert,
  now: Date,
): Promise<JobPosting | undefined> {
  const row = values as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(jobPostings)).filter(([, column]) => !column.generated);
  const selected = sql.join(
    columns.map(([key, column]) => columnValue(row[key], column)),
    sql`, `,
  );
  const [inserted] = await db
    .insert(jobPostings)
    .select(
      sql`select ${selected} from ${organizations} where ${and(
        eq(organizations.id, values.organizationId),
        eq(organizations.paymentStatus, "paid"),
        roomFor(db, values.organizationId, now),
      )}`,
    )
    .returning();
  return inserted;
}
