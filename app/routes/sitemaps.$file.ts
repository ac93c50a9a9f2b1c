import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { listSitemapFileEntries, renderSitemap } from "#worker/services/directory/sitemap";
import type { Route } from "./+types/sitemaps.$file";

/** One file of the sitemap index (/sitemaps/N.xml), at most 50,000 URLs read from one index range. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const match = /^(\d{1,6})\.xml$/.exec(params.file);
  const entries = match ? await listSitemapFileEntries(db, env.CACHE, Number(match[1])) : null;
  if (!entries) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const origin = getConfig(env).APP_URL.replace(/\/$/, "");
  return new Response(renderSitemap(origin, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
