/**
 * The reference data (category groups, categories, countries, cities and their Spanish translations) as rows and as
 * idempotent statements. The seed runs the statements on a local database; `npm run db:reference-sql` turns the same
 * statements into SQL text for a remote one (seed/reference-sql.ts). Nothing here touches demo accounts or demo
 * organizations.
 */
import type { Db } from "../worker/db/client";
import {
  categories,
  categoryGroups,
  cities,
  contentTranslations,
  countries,
  type TRANSLATED_ENTITIES,
} from "../worker/db/schema";
import { flagEmoji } from "../worker/services/reference/reference";
import { categories as categorySeeds, categoryGroups as groupSeeds } from "./data/categories";
import { cities as citySeeds } from "./data/cities";
import { countries as countrySeeds } from "./data/countries";
import { spanish } from "./data/translations-es";

const DAY_MS = 24 * 60 * 60 * 1000;
// Fixed dates keep the demo data (and the tests that read it) the same on every machine.
export const SEED_EPOCH = Date.UTC(2026, 9, 1);

/** Every reference row, table by table, in the order the seed writes them (groups before the categories in them). */
export function referenceRows() {
  return {
    categoryGroups: groupSeeds.map((group, position): typeof categoryGroups.$inferInsert => ({ ...group, position })),
    categories: categorySeeds.map((category, position): typeof categories.$inferInsert => ({ ...category, position })),
    countries: countrySeeds.map((country): typeof countries.$inferInsert => ({
      ...country,
      flagEmoji: flagEmoji(country.code),
    })),
    cities: citySeeds.map((city, index): typeof cities.$inferInsert => ({
      id: `city-${city.slug}`,
      ...city,
      lastUpdated: new Date(SEED_EPOCH - index * 40 * DAY_MS),
    })),
    translations: spanishRows(),
  };
}

/**
 * The reference rows as statements that are safe to run again: groups, categories, countries and translations are
 * upserted, so edits to the data files reach a seeded database; a city is inserted only when missing, because admins
 * edit city guides in the running app and reloading the reference data must not undo their work.
 */
export function referenceStatements(db: Db) {
  const rows = referenceRows();
  return [
    ...rows.categoryGroups.map(({ id, ...rest }) =>
      db
        .insert(categoryGroups)
        .values({ id, ...rest })
        .onConflictDoUpdate({ target: categoryGroups.id, set: rest }),
    ),
    ...rows.categories.map(({ id, ...rest }) =>
      db
        .insert(categories)
        .values({ id, ...rest })
        .onConflictDoUpdate({ target: categories.id, set: rest }),
    ),
    ...rows.countries.map(({ code, ...rest }) =>
      db
        .insert(countries)
        .values({ code, ...rest })
        .onConflictDoUpdate({ target: countries.code, set: rest }),
    ),
    ...rows.cities.map((row) => db.insert(cities).values(row).onConflictDoNothing()),
    ...rows.translations.map((row) =>
      db
        .insert(contentTranslations)
        .values(row)
        .onConflictDoUpdate({
          target: [
            contentTranslations.entityType,
            contentTranslations.locale,
            contentTranslations.entityId,
            contentTranslations.field,
          ],
          set: { value: row.value },
        }),
    ),
  ];
}

/** The Spanish reference data and city guides (seed/data/translations-es.ts) as translation rows. */
function spanishRows(): (typeof contentTranslations.$inferInsert)[] {
  const row = (entityType: (typeof TRANSLATED_ENTITIES)[number], entityId: string, field: string, value: string) => ({
    entityType,
    entityId,
    locale: "es",
    field,
    value,
  });
  return [
    ...Object.entries(spanish.categoryGroups).map(([id, name]) => row("category_group", id, "name", name)),
    ...Object.entries(spanish.categories).flatMap(([id, { name, description }]) => [
      row("category", id, "name", name),
      row("category", id, "description", description),
    ]),
    ...Object.entries(spanish.cities).flatMap(([slug, guide]) => [
      row("city", `city-${slug}`, "thesis", guide.thesis),
      row("city", `city-${slug}`, "plug_in_guide", guide.plugInGuide),
      row("city", `city-${slug}`, "rhythms", JSON.stringify(guide.rhythms)),
    ]),
  ];
}
