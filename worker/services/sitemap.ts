import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { cities, organizations } from "../db/schema";

/** The sitemap protocol's limit for one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export const SITEMAP_STATIC_PATHS = ["/", "/explore", "/about", "/contact", "/privacy", "/faq"] as const;

export type SitemapEntry = { path: string; lastmod?: Date };

/**
 * Every public URL: the static pages, the indexable city guides and the listed organizations, capped at the protocol
 * limit. Cities come before organizations so that the guides stay in even when the organizations fill the file.
 */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((path) => ({ path }));
  const cityRows = await db
    .select({ slug: cities.slug, lastUpdated: cities.lastUpdated })
    .from(cities)
    .where(eq(cities.isIndexable, true))
    .orderBy(asc(cities.id))
    .limit(SITEMAP_URL_LIMIT - entries.length);
  for (const city of cityRows) {
    entries.push({ path: `/explore/${encodeURIComponent(city.slug)}`, lastmod: city.lastUpdated });
  }
  const room = SITEMAP_URL_LIMIT - entries.length;
  if (room <= 0) return entries;
  const organizationRows = await db
    .select({ id: organizations.id, updatedAt: organizations.updatedAt })
    .from(organizations)
    .where(eq(organizations.isListed, true))
    .orderBy(asc(organizations.id))
    .limit(room);
  for (const organization of organizationRows) {
    entries.push({ path: `/organizations/${encodeURIComponent(organization.id)}`, lastmod: organization.updatedAt });
  }
  return entries;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The sitemap document for `origin` (without a trailing slash). */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
