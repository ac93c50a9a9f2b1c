import { type SQL, type SQLWrapper, type Subquery, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema";
import type { CategoryKey } from "../reference/reference";

/**
 * Organizations' category sets (organization_categories.category_set, on every filter index entry): the set keys of
 * all of an organization's categories, as ",3,17,42," (categories.set_key; docs/decisions/0072).
 */

/**
 * The set holds this category (its id, or SQL that gives it). Its key is read in the statement (one row of categories,
 * once per statement), so a query needs no catalogue at hand; a category that does not exist is held by no set.
 */
export function setHolds(set: SQLWrapper, categoryId: string | SQL): SQL {
  const key = sql`(select ',' || ${categories.setKey} || ',' from ${categories} where ${categories.id} = ${categoryId})`;
  return sql`coalesce(instr(${set}, ${key}), 0) > 0`;
}

/**
 * How many of a set of category sets hold each catalogue category, as rows `{ categoryId, total }` (none for a zero):
 * one pass over the sets, a count per category (D1 bills every row a statement reads, and splitting each set into rows
 * would read about seven more per organization), then the counts unpacked.
 */
export function tallyCategories(db: Db, sets: Subquery, set: SQLWrapper, catalogue: readonly CategoryKey[]) {
  const counts = sql.join(
    catalogue.map(({ setKey }) => sql`sum(instr(${set}, ${sql.raw(`',${setKey},'`)}) > 0)`),
    sql`, `,
  );
  const tallied = db
    .$with("tallied")
    .as(db.select({ counts: sql<string>`json_array(${counts})`.as("counts") }).from(sets));
  return db
    .with(tallied)
    .select({
      categoryId: sql<string>`json_extract(${JSON.stringify(catalogue.map((category) => category.id))}, '$[' || member.key || ']')`,
      total: sql<number>`member.value`,
    })
    .from(sql`${tallied}, json_each(${tallied.counts}) as member`)
    .where(sql`member.value > 0`);
}
