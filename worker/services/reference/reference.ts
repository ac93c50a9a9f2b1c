import { asc, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, categoryGroups, countries } from "../../db/schema";
import { MemoryCache } from "../../lib/memory-cache";

export function listCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      emoji: categories.emoji,
      description: categories.description,
      groupId: categories.groupId,
    })
    .from(categories)
    .orderBy(asc(categories.position));
}

export function listCategoryGroups(db: Db) {
  return db
    .select({ id: categoryGroups.id, name: categoryGroups.name, emoji: categoryGroups.emoji })
    .from(categoryGroups)
    .orderBy(asc(categoryGroups.position));
}

export function listCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.name));
}

/** Flag emoji of an ISO 3166-1 alpha-2 code: two regional indicator symbols. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65));
}

/** A category and its key in organizations' category sets (categories.set_key). */
export type CategoryKey = { id: string; setKey: number };

/** Every category's key in organizations' category sets: what facet counts tally. */
function listCategoryKeys(db: Db) {
  return db
    .select({ id: categories.id, setKey: sql<number>`${categories.setKey}` })
    .from(categories)
    .where(isNotNull(categories.setKey));
}

export type ReferenceData = {
  categories: Awaited<ReturnType<typeof listCategories>>;
  categoryKeys: CategoryKey[];
  groups: Awaited<ReturnType<typeof listCategoryGroups>>;
  countries: Awaited<ReturnType<typeof listCountries>>;
};

/**
 * How long an isolate keeps the reference data it read. Categories, groups and countries change with a deploy (the
 * seed upserts them), not through the app, so pages and the API read them from memory instead of per request.
 */
export const REFERENCE_TTL_MS = 5 * 60_000;
const referenceMemo = new MemoryCache<"reference", ReferenceData>({ ttlMs: REFERENCE_TTL_MS, maxEntries: 1 });

/**
 * The catalogue (categories and their groups) and the countries, read in one round trip at most every
 * REFERENCE_TTL_MS per isolate. An empty catalogue (a database not seeded yet) is not kept.
 */
export function getReferenceData(db: Db, now = Date.now()): Promise<ReferenceData> {
  return referenceMemo.getOrLoad(
    "reference",
    async () => {
      const [categories, groups, countries, categoryKeys] = await db.batch([
        listCategories(db),
        listCategoryGroups(db),
        listCountries(db),
        listCategoryKeys(db),
      ]);
      return { categories, groups, countries, categoryKeys };
    },
    { now, keep: (data) => data.categories.length > 0 },
  );
}

/** Cache-Control of the reference endpoints: browsers keep them 5 minutes, shared caches an hour. */
export const REFERENCE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";
