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
