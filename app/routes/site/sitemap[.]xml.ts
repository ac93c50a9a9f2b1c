import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { listSitemapFiles, renderSitemapIndex } from "#worker/services/directory/sitemap";
import { listRoleSitemapFiles } from "#worker/services/job-board/role-sitemap";
import type { Route } from "./+types/sitemap[.]xml";

/**
 * The sitemap index: /sitemaps/0.xml (static pages and city guides), then the files of organizations
 * (/sitemaps/N.xml) and of open roles (/sitemaps/jobs-N.xml), each one range of ids.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const origin = getConfig(env).APP_URL.replace(/\/$/, "");
  const files = await Promise.all([listSitemapFiles(db, env.CACHE), listRoleSitemapFiles(db, env.CACHE)]);
  return new Response(renderSitemapIndex(origin, files.flat()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
