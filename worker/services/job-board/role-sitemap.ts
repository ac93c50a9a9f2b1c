import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { SITEMAP_CHUNK, SITEMAP_URL_LIMIT, type SitemapEntry } from "../directory/sitemap";

/**
 * Open roles in the sitemap: files /sitemaps/jobs-1.xml .. jobs-N.xml, each one range of role ids, read through the
 * partial index of roles that may be open (job_postings_sitemap_idx). As for organizations, the first id of every
 * file is computed by the hourly sitemap job into KV, so that no crawler's request pays for the pass over every role.
 * A role leaves the sitemap when it closes, expires, is hidden or its organization stops being listed.
 */

export const ROLE_BOUNDARIES_KEY = `sitemap-role-boundaries:v1:${SITEMAP_CHUNK}`;
const BOUNDARIES_TTL_SECONDS = 2 * 60 * 60;
export const ROLE_FILE_PREFIX = "jobs-";

/** The partial index's own condition: a role not closed, not hidden, at a listed organization. */
const MAY_BE_OPEN = sql`status = 'open' and is_listed = 1 and hidden_at is null`;

export async function computeRoleSitemapBoundaries(db: Db): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    sql`select id from (select id, row_number() over (order by id) - 1 as n from job_postings indexed by job_postings_sitemap_idx where ${MAY_BE_OPEN}) where n % ${SITEMAP_CHUNK} = 0`,
  );
  return rows.map((row) => row.id);
}

export async function refreshRoleSitemapBoundaries(db: Db, cache: KVNamespace): Promise<string[]> {
  const boundaries = await computeRoleSitemapBoundaries(db);
  await cache.put(ROLE_BOUNDARIES_KEY, JSON.stringify(boundaries), { expirationTtl: BOUNDARIES_TTL_SECONDS });
  return boundaries;
}

async function roleBoundaries(db: Db, cache: KVNamespace): Promise<string[]> {
  return (await cache.get<string[]>(ROLE_BOUNDARIES_KEY, "json")) ?? refreshRoleSitemapBoundaries(db, cache);
}

/** The role files' names, for the sitemap index. */
export async function listRoleSitemapFiles(db: Db, cache: KVNamespace): Promise<string[]> {
  return (await roleBoundaries(db, cache)).map((_, index) => `${ROLE_FILE_PREFIX}${index + 1}`);
}

/** Role file `file` (1-based): the roles open at `now` in one id range, at most the protocol's limit. */
export function sitemapRolesQuery(boundaries: string[], file: number, now: Date): SQL {
  const from = boundaries[file - 1] ?? "";
  const to = boundaries[file];
  return sql`select id, updated_at as updatedAt from job_postings indexed by job_postings_sitemap_idx
    where ${MAY_BE_OPEN} and expires_at > ${now.getTime()} and id >= ${from}${to === undefined ? sql`` : sql` and id < ${to}`}
    order by id limit ${SITEMAP_URL_LIMIT}`;
}

/** The entries of role file `file`, or null when there is no such file. */
export async function listRoleSitemapEntries(
  db: Db,
  cache: KVNamespace,
  file: number,
  now = new Date(),
): Promise<SitemapEntry[] | null> {
  const boundaries = await roleBoundaries(db, cache);
  if (file < 1 || file > boundaries.length) return null;
  const rows = await db.all<{ id: string; updatedAt: number }>(sitemapRolesQuery(boundaries, file, now));
  return rows.map((row) => ({ path: `/jobs/${encodeURIComponent(row.id)}`, lastmod: new Date(row.updatedAt) }));
}
