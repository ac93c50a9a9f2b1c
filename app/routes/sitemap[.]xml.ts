import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { listSitemapFiles, renderSitemapIndex } from "#worker/services/directory/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

/** The sitemap index: /sitemaps/0.xml (static pages and city guides), then one file per 5,000 organizations. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const origin = getConfig(env).APP_URL.replace(/\/$/, "");
  return new Response(renderSitemapIndex(origin, await listSitemapFiles(db, env.CACHE)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
