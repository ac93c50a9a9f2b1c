import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { cities, organizationCategories, organizations } from "../db/schema";
import type { ImageUpload } from "./image-upload";

/**
 * The IMAGES bucket kept in step with the rows that name its objects (docs/decisions/0047): a write stores its object
 * under a new key, then names it in the row in one statement that also reads the key it replaces, and only then
 * deletes that one; whatever a crash or a lost race leaves behind, the hourly sweep removes once it is a day old.
 */

/**
 * Every column that names an object of the bucket, with its table. The sweep keeps any object one of them names, so
 * a new image column must be listed here (tests/api/image-sweep.test.ts reads the schema for them).
 */
export const IMAGE_KEY_COLUMNS: readonly (readonly [SQLiteTable, SQLiteColumn])[] = [
  [organizations, organizations.logoKey],
  [organizations, organizations.bannerKey],
  [organizationCategories, organizationCategories.imageKey],
  [cities, cities.heroImageKey],
];

/** R2 deletes at most 1000 keys a call and lists at most 1000 objects a page. */
const R2_PAGE_MAX = 1000;

export function putImage(images: R2Bucket, key: string, upload: ImageUpload): Promise<R2Object> {
  return images.put(key, upload.bytes, { httpMetadata: { contentType: upload.type.contentType } });
}

/**
 * Deletes objects no row names any more. The rows are already written, so a failure here must not fail the change
 * that was made: the object is left to the sweep.
 */
export async function discardImages(images: R2Bucket, keys: readonly (string | null | undefined)[]): Promise<void> {
  const unique = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  for (let at = 0; at < unique.length; at += R2_PAGE_MAX) {
    try {
      await images.delete(unique.slice(at, at + R2_PAGE_MAX));
    } catch (error) {
      console.error("Deleting replaced images failed; the hourly sweep removes them", error);
    }
  }
}

/** The keys among `keys` that some row names; the keys travel as one JSON parameter (D1 binds at most 100). */
export async function referencedImageKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const named: SQL[] = IMAGE_KEY_COLUMNS.map(
    ([table, column]) => sql`exists (select 1 from ${table} where ${column} = candidate.value)`,
  );
  const rows = await db.all<{ key: string }>(
    sql`select candidate.value as key from json_each(${JSON.stringify(keys)}) as candidate where ${sql.join(named, sql` or `)}`,
  );
  return new Set(rows.map((row) => row.key));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How old an object no row names must be before the sweep removes it: a write stores its object a moment before the
 * row names it, and no request lasts a day, so a younger object may be one whose row is about to be written.
 */
export const SWEEP_MIN_AGE_MS = DAY_MS;

/**
 * The time before which an object no row names is old enough to go: a day before the run, and never later than a day
 * before this worker's clock, so a run dated ahead (a replayed or simulated schedule) cannot make a young object old.
 */
export function sweepCutoff(now: Date): Date {
  return new Date(Math.min(now.getTime(), Date.now()) - SWEEP_MIN_AGE_MS);
}

/**
 * How much of the bucket one run reads: pages of `pageSize` objects, at most `maxPages` of them; `prefix` limits the
 * pass to the keys that start with it (the hourly job reads the whole bucket).
 */
export type SweepBounds = { pageSize: number; maxPages: number; prefix?: string };
export const SWEEP_BOUNDS: SweepBounds = { pageSize: R2_PAGE_MAX, maxPages: 10 };

/** Where the next run goes on (the last key a run read), while a pass over the bucket is unfinished. */
export const sweepPositionKey = (prefix = "") => `image-sweep:after:${prefix}`;

export type SweepResult = {
  /** Objects read this run. */
  listed: number;
  /** Objects no row named, stored before the cutoff: deleted. */
  removed: number;
  /** Objects stored since the cutoff: not judged this run. */
  recent: number;
  /** Whether this run reached the end of the bucket (the next one starts again from its beginning). */
  complete: boolean;
};

/**
 * Reads the bucket in key order from where the last run stopped, at most `bounds` of it, and deletes the objects no
 * row names that were stored before `storedBefore`. An object a row names is never deleted: the rows are read after
 * the listing, and a row only ever comes to name a key its writer has just stored, younger than the cutoff.
 */
export async function sweepOrphanedImages(
  db: Db,
  images: R2Bucket,
  kv: KVNamespace,
  storedBefore: Date,
  bounds: SweepBounds = SWEEP_BOUNDS,
): Promise<SweepResult> {
  const positionKey = sweepPositionKey(bounds.prefix);
  let after = (await kv.get(positionKey)) ?? undefined;
  let cursor: string | undefined;
  const result: SweepResult = { listed: 0, removed: 0, recent: 0, complete: false };
  for (let page = 0; page < bounds.maxPages && !result.complete; page += 1) {
    const listing = await images.list({
      prefix: bounds.prefix,
      limit: bounds.pageSize,
      ...(cursor ? { cursor } : after ? { startAfter: after } : {}),
    });
    const old = listing.objects
      .filter((object) => object.uploaded.getTime() < storedBefore.getTime())
      .map(({ key }) => key);
    const named = await referencedImageKeys(db, old);
    const orphans = old.filter((key) => !named.has(key));
    if (orphans.length > 0) await images.delete(orphans);
    result.listed += listing.objects.length;
    result.removed += orphans.length;
    result.recent += listing.objects.length - old.length;
    after = listing.objects.at(-1)?.key ?? after;
    result.complete = !listing.truncated;
    if (listing.truncated) cursor = listing.cursor;
  }
  if (result.complete) await kv.delete(positionKey);
  else if (after) await kv.put(positionKey, after);
  return result;
}
