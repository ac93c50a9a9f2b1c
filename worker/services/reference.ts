import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories, categoryGroups, countries } from "../db/schema";

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

export async function getCountry(db: Db, code: string) {
  const [country] = await db.select().from(countries).where(eq(countries.code, code.toUpperCase())).limit(1);
  return country ?? null;
}

export type ReferenceData = {
  categories: Awaited<ReturnType<typeof listCategories>>;
  groups: Awaited<ReturnType<typeof listCategoryGroups>>;
  countries: Awaited<ReturnType<typeof listCountries>>;
};

/**
 * How long an isolate keeps the reference data it read. Categories, groups and countries change with a deploy (the
 * seed upserts them), not through the app, so pages and the API read them from memory instead of per request.
 */
export const REFERENCE_TTL_MS = 5 * 60_000;
let referenceMemo: { at: number; data: ReferenceData } | null = null;

/**
 * The catalogue (categories and their groups) and the countries, read in one round trip at most every
 * REFERENCE_TTL_MS per isolate. The resolved data is kept, never a pending promise (a Worker may not wait on another
 * request's I/O); an empty catalogue (a database not seeded yet) is not kept.
 */
export async function getReferenceData(db: Db, now = Date.now()): Promise<ReferenceData> {
  if (referenceMemo && now - referenceMemo.at < REFERENCE_TTL_MS) return referenceMemo.data;
  const [categoryRows, groupRows, countryRows] = await db.batch([
    listCategories(db),
    listCategoryGroups(db),
    listCountries(db),
  ]);
  const data = { categories: categoryRows, groups: groupRows, countries: countryRows };
  referenceMemo = categoryRows.length > 0 ? { at: now, data } : null;
  return data;
}

/** Drops the memo, for whatever writes reference data in the worker (none today: the seed writes it). */
export function forgetReferenceData() {
  referenceMemo = null;
}

/** Cache-Control of the reference endpoints: browsers keep them 5 minutes, shared caches an hour. */
export const REFERENCE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";
