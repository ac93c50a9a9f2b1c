import { and, eq, inArray } from "drizzle-orm";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../../contract/locale";
import type { Db } from "../../db/client";
import { contentTranslations } from "../../db/schema";
import { MemoryCache } from "../../lib/memory-cache";
import { REFERENCE_TTL_MS } from "./reference";
import { orNull } from "./sections";

/**
 * Reference data and city guides in the page's language (docs/decisions/0022). English lives in the tables
 * themselves; other languages in content_translations, one row per entity and field. Whatever has no translation keeps
 * its English text, so a partly translated catalogue still shows every category.
 */

type Texts = { name?: string; description?: string };
export type ReferenceTranslations = { categories: Map<string, Texts>; groups: Map<string, Texts> };

/** Every category and group text in a language: a range of the primary key (entity type, locale, ...). */
export function referenceTranslationsQuery(db: Db, locale: Locale) {
  return db
    .select()
    .from(contentTranslations)
    .where(
      and(
        inArray(contentTranslations.entityType, ["category", "category_group"]),
        eq(contentTranslations.locale, locale),
      ),
    );
}

/** The texts of some city guides in a language, by primary key. */
export function cityTranslationsQuery(db: Db, cityIds: string[], locale: Locale) {
  return db
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.entityType, "city"),
        eq(contentTranslations.locale, locale),
        inArray(contentTranslations.entityId, cityIds),
      ),
    );
}

const memo = new MemoryCache<Locale, ReferenceTranslations>({ ttlMs: REFERENCE_TTL_MS, maxEntries: LOCALES.length });

/**
 * The names and descriptions of categories and groups in `locale` (null in English): one indexed read, then kept in
 * the worker for REFERENCE_TTL_MS like the reference data itself (reference.ts).
 */
export async function getReferenceTranslations(
  db: Db,
  locale: Locale,
  now = Date.now(),
): Promise<ReferenceTranslations | null> {
  if (locale === DEFAULT_LOCALE) return null;
  return memo.getOrLoad(
    locale,
    async () => {
      const data: ReferenceTranslations = { categories: new Map(), groups: new Map() };
      for (const row of await referenceTranslationsQuery(db, locale)) {
        const texts = row.entityType === "category" ? data.categories : data.groups;
        const entry = texts.get(row.entityId) ?? {};
        if (row.field === "name" || row.field === "description") entry[row.field] = row.value;
        texts.set(row.entityId, entry);
      }
      return data;
    },
    { now },
  );
}

/** The same, or null (logged) when they cannot be read: the pages then show the English texts, never an error. */
export function referenceTranslationsOrNone(db: Db, locale: Locale): Promise<ReferenceTranslations | null> {
  return orNull("reference translations", () => getReferenceTranslations(db, locale));
}

/** A category (or anything carrying one's id, name and maybe description) with its translated texts. */
export function translateCategory<T extends { id: string; name: string; description?: string }>(
  item: T,
  translations: ReferenceTranslations | null,
  kind: "categories" | "groups" = "categories",
): T {
  const texts = translations?.[kind].get(item.id);
  if (!texts) return item;
  return {
    ...item,
    name: texts.name ?? item.name,
    ...(item.description !== undefined ? { description: texts.description ?? item.description } : {}),
  };
}

export type CityTexts = { thesis?: string; plugInGuide?: string; rhythms?: string[] };

/** Translated texts of city guides (thesis, plug-in guide, rhythms) by city id: one indexed read, none in English. */
export async function getCityTranslations(db: Db, cityIds: string[], locale: Locale): Promise<Map<string, CityTexts>> {
  const byCity = new Map<string, CityTexts>();
  if (locale === DEFAULT_LOCALE || cityIds.length === 0) return byCity;
  const rows = await cityTranslationsQuery(db, cityIds, locale);
  for (const { entityId, field, value } of rows) {
    const texts = byCity.get(entityId) ?? {};
    if (field === "thesis") texts.thesis = value;
    else if (field === "plug_in_guide") texts.plugInGuide = value;
    else if (field === "rhythms") texts.rhythms = JSON.parse(value) as string[];
    byCity.set(entityId, texts);
  }
  return byCity;
}

const regionNames = new MemoryCache<Locale, Intl.DisplayNames>({ maxEntries: LOCALES.length });

/** A country's name in `locale` from the platform's own data (Intl), or the stored English name. */
export function countryName(code: string, english: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return english;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? english;
  } catch {
    return english;
  }
}

/** Forgets the memo, for tests that write translations. */
export function forgetReferenceTranslations() {
  memo.clear();
}
