import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** The column shapes the tables share. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
export const createdAt = () =>
  timestamp("created_at").notNull().default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);
export const updatedAt = () =>
  timestamp("updated_at")
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`)
    .$onUpdate(() => new Date());
export const bool = (name: string) => integer(name, { mode: "boolean" });
export const jsonList = (name: string) => text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);
/** A text primary key named `id`. */
export const textId = () => text("id").primaryKey();
/** A text column that is always set. */
export const requiredText = (name: string) => text(name).notNull();
