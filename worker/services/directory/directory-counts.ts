import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { directoryCounts } from "../../db/schema";
import { MemoryCache } from "../../lib/memory-cache";
import type { CategorySizes } from "./directory-queries";

/**
 * Recounting directory_counts from scratch: what migration 0004 did once, and what a bulk load that bypassed the
 * triggers (scripts/seed-scale.ts) runs after it. The triggers of migration 0004 keep the counts in step otherwise.
 */
export const REBUILD_DIRECTORY_COUNTS = [
  "DELETE FROM directory_counts",
  `INSERT INTO directory_counts (country_code, category_id, total)
   SELECT '', '', count(*) FROM organizations WHERE is_listed
   UNION ALL SELECT country_code, '', count(*) FROM organizations WHERE is_listed GROUP BY country_code`,
  `INSERT INTO directory_counts (country_code, category_id, total)
   SELECT '', category_id, count(*) FROM organization_categories WHERE is_listed GROUP BY category_id
   UNION ALL SELECT country_code, category_id, count(*) FROM organization_categories WHERE is_listed
   GROUP BY country_code, category_id`,
] as const;

/** How long an isolate plans with the category sizes it read: they only steer which index range a query starts from. */
const sizesMemo = new MemoryCache<"sizes", Map<string, number>>({ ttlMs: 10 * 60_000, maxEntries: 1 });

/**
 * The listed organizations per (country, category) from directory_counts, memoized in the isolate: the planner of
 * the directory's queries starts from the smallest selected category. A stale figure only makes a query slower.
 */
export async function getCategorySizes(db: Db, now = Date.now()): Promise<CategorySizes> {
  const sizes = await sizesMemo.getOrLoad(
    "sizes",
    async () => {
      const rows = await db.select().from(directoryCounts).where(sql`${directoryCounts.categoryId} > ''`);
      return new Map(rows.map((row) => [`${row.countryCode}/${row.categoryId}`, row.total]));
    },
    { now },
  );
  return (categoryId, country) => sizes.get(`${country ?? ""}/${categoryId}`) ?? 0;
}
