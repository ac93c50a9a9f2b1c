import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, jsonList, requiredText, textId, timestamp, updatedAt } from "./columns";

/** Reference data, and its texts in other languages. */

export const categoryGroups = sqliteTable("category_groups", {
  id: textId(),
  name: requiredText("name"),
  emoji: requiredText("emoji"),
  position: integer("position").notNull().default(0),
});

export const categories = sqliteTable(
  "categories",
  {
    id: textId(),
    name: requiredText("name"),
    emoji: requiredText("emoji"),
    description: text("description").notNull().default(""),
    groupId: text("group_id")
      .notNull()
      .references(() => categoryGroups.id),
    position: integer("position").notNull().default(0),
    /**
     * The category's short name in organizations' category sets (organization_categories.category_set): a small
     * number a database gives each category once, when it is added (a trigger takes the next one), and never changes.
     */
    setKey: integer("set_key").unique(),
  },
  (t) => [index("categories_group_idx").on(t.groupId, t.position)],
);

export const countries = sqliteTable("countries", {
  code: text("code").primaryKey(),
  name: requiredText("name"),
  flagEmoji: requiredText("flag_emoji"),
});

export const cities = sqliteTable(
  "cities",
  {
    id: textId(),
    countryCode: requiredText("country_code"),
    cityName: requiredText("city_name"),
    slug: text("slug").notNull().unique(),
    thesis: requiredText("thesis"),
    plugInGuide: requiredText("plug_in_guide"),
    receipts: jsonList("receipts"),
    topicIds: jsonList("topic_ids"),
    curatorCredit: text("curator_credit"),
    isIndexable: bool("is_indexable").notNull().default(false),
    heroImageKey: text("hero_image_key"),
    rhythms: jsonList("rhythms"),
    lastUpdated: timestamp("last_updated").notNull(),
    createdBy: text("created_by").notNull().default("system"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cities_indexable_idx").on(t.isIndexable, t.cityName),
    index("cities_hero_image_key_idx").on(t.heroImageKey).where(sql`hero_image_key is not null`),
  ],
);

// ---------------------------------------------------------------------------
// Translations (docs/decisions/0022): reference data and city guides in other languages than English.
// One row per entity, language and field; an entity without a row for a field shows its English text.
// ---------------------------------------------------------------------------

export const TRANSLATED_ENTITIES = ["category", "category_group", "city"] as const;

export const contentTranslations = sqliteTable(
  "content_translations",
  {
    entityType: text("entity_type", { enum: TRANSLATED_ENTITIES }).notNull(),
    /** The category or group id, or the city's id. */
    entityId: requiredText("entity_id"),
    locale: requiredText("locale"),
    /** name, description (categories, groups); thesis, plug_in_guide, rhythms (cities; rhythms as a JSON list). */
    field: requiredText("field"),
    value: requiredText("value"),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.locale, t.entityId, t.field] })],
);
