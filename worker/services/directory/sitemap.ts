import { asc, eq, type SQL, sql } from "drizzle-orm";
import { LOCALES, type Locale, localizePath } from "../../../contract/locale";
import type { Db } from "../../db/client";
import { cities, organizations } from "../../db/schema";

/** The sitemap protocol's limit for one file. */
export const SITEMAP_URL_LIMIT = 50_000;
/**
 * Organizations per sitemap file when the boundaries are computed: far below the protocol's limit, so that a file
 * renders within a page's CPU budget (its cost grows with its URLs, two per organization) and organizations added
 * inside a file's id range before the boundaries are next computed still fit (each file is capped anyway).
 */
export const SITEMAP_CHUNK = 1_500;

export const SITEMAP_STATIC_PATHS = ["/", "/explore", "/about", "/contact", "/privacy", "/faq"] as const;

export type SitemapEntry = { path: string; lastmod?: Date };

// The chunk size is part of the key: boundaries computed for another size are never read.
export const BOUNDARIES_KEY = `sitemap-boundaries:v1:${SITEMAP_CHUNK}`;
/**
 * The hourly job (worker/services/background/scheduled.ts, sitemap-boundaries) rewrites them every hour; they expire after two, so a
 * job run that failed leaves the last ones in place, and only a cold start (or two failed runs) computes them on a
 * request.
 */
const BOUNDARIES_TTL_SECONDS = 2 * 60 * 60;

/** The first organization id of every organization file, in id order: one pass over the sitemap index. */
export async function computeSitemapBoundaries(db: Db): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    sql`select id from (select ${organizations.id} as id, row_number() over (order by ${organizations.id}) - 1 as n from ${organizations} where ${organizations.isListed} = 1) where n % ${SITEMAP_CHUNK} = 0`,
  );
  return rows.map((row) => row.id);
}

/** Computes the boundaries and stores them in KV (the hourly job, and a request that found none). */
export async function refreshSitemapBoundaries(db: Db, cache: KVNamespace): Promise<string[]> {
  const boundaries = await computeSitemapBoundaries(db);
  await cache.put(BOUNDARIES_KEY, JSON.stringify(boundaries), { expirationTtl: BOUNDARIES_TTL_SECONDS });
  return boundaries;
}

/**
 * The boundaries the sitemap index and each file read, so that they read one index range instead of counting or
 * skipping rows: from KV, where the hourly job keeps them; computed on the spot only when KV has none.
 */
export async function getSitemapBoundaries(db: Db, cache: KVNamespace): Promise<string[]> {
  const cached = await cache.get<string[]>(BOUNDARIES_KEY, "json");
  return cached ?? refreshSitemapBoundaries(db, cache);
}

/** The directory's files: 0 holds the static pages and the city guides, 1..N the organizations. */
export async function listSitemapFiles(db: Db, cache: KVNamespace): Promise<string[]> {
  const boundaries = await getSitemapBoundaries(db, cache);
  return ["0", ...boundaries.map((_, index) => String(index + 1))];
}

/**
 * The query behind organization file `file` (1-based): one range of the partial sitemap index (listed organizations
 * by id, with updated_at), at most 50,000 rows. INDEXED BY: without statistics SQLite would rather read the list
 * index and sort.
 */
export function sitemapOrganizationsQuery(boundaries: string[], file: number): SQL {
  const from = boundaries[file - 1] ?? "";
  const to = boundaries[file];
  return sql`select id, updated_at as updatedAt from organizations indexed by organizations_sitemap_idx
    where is_listed = 1 and id >= ${from}${to === undefined ? sql`` : sql` and id < ${to}`}
    order by id limit ${SITEMAP_URL_LIMIT}`;
}

export function sitemapCitiesQuery(db: Db) {
  return db
    .select({ slug: cities.slug, lastUpdated: cities.lastUpdated })
    .from(cities)
    .where(eq(cities.isIndexable, true))
    .orderBy(asc(cities.cityName))
    .limit(SITEMAP_URL_LIMIT - SITEMAP_STATIC_PATHS.length);
}

/** The entries of sitemap file `file`, or null when there is no such file. */
export async function listSitemapFileEntries(db: Db, cache: KVNamespace, file: number): Promise<SitemapEntry[] | null> {
  if (file === 0) {
    const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((path) => ({ path }));
    for (const city of await sitemapCitiesQuery(db)) {
      entries.push({ path: `/explore/${encodeURIComponent(city.slug)}`, lastmod: city.lastUpdated });
    }
    return entries;
  }
  const boundaries = await getSitemapBoundaries(db, cache);
  if (file > boundaries.length) return null;
  const rows = await db.all<{ id: string; updatedAt: number }>(sitemapOrganizationsQuery(boundaries, file));
  return rows.map((row) => ({
    path: `/organizations/${encodeURIComponent(row.id)}`,
    lastmod: new Date(row.updatedAt),
  }));
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Each page's versions in every language (English as x-default), as the pages' own hreflang links give them. */
function alternates(origin: string, path: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${localizePath(path, locale)}`)}"/>`;
  return [...LOCALES.map((locale) => link(locale, locale)), link("x-default", "en")].join("");
}

/**
 * A sitemap file for `origin` (without a trailing slash): one entry per page, each with its translations as
 * alternates, so a file of N pages stays N entries.
 */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}${alternates(origin, entry.path)}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap index for `origin`, pointing at /sitemaps/<name>.xml for each file name. */
export function renderSitemapIndex(origin: string, files: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}
