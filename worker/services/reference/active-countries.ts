import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, organizations } from "../../db/schema";

const CACHE_KEY = "active-countries:v1";
const CACHE_TTL_SECONDS = 60 * 60;

export type ActiveCountry = typeof countries.$inferSelect;

function queryActiveCountries(db: Db): Promise<ActiveCountry[]> {
  return db
    .select()
    .from(countries)
    .where(
      sql`exists (select 1 from ${organizations} where ${organizations.isListed} = 1 and ${organizations.countryCode} = ${countries.code})`,
    )
    .orderBy(asc(countries.name));
}

/** Countries that have at least one public organization, cached in KV for an hour. */
export async function getActiveCountries(db: Db, cache: KVNamespace): Promise<ActiveCountry[]> {
  const cached = await cache.get<ActiveCountry[]>(CACHE_KEY, "json");
  if (cached) return cached;
  const fresh = await queryActiveCountries(db);
  await cache.put(CACHE_KEY, JSON.stringify(fresh), { expirationTtl: CACHE_TTL_SECONDS });
  return fresh;
}

/** Called whenever an organization is created, changed or deleted, so the cached list never goes stale. */
export async function refreshActiveCountries(db: Db, cache: KVNamespace): Promise<void> {
  const fresh = await queryActiveCountries(db);
  await cache.put(CACHE_KEY, JSON.stringify(fresh), { expirationTtl: CACHE_TTL_SECONDS });
}
