import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { listSitemapFileEntries, renderSitemap } from "#worker/services/directory/sitemap";
import { listRoleSitemapEntries } from "#worker/services/job-board/role-sitemap";
import type { Route } from "./+types/sitemaps.$file";

/**
 * One file of the sitemap index, at most 50,000 URLs read from one index range: /sitemaps/N.xml (the directory's) or
 * /sitemaps/jobs-N.xml (open roles).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const match = /^(jobs-)?(\d{1,6})\.xml$/.exec(params.file);
  const file = Number(match?.[2]);
  const entries = !match
    ? null
    : match[1]
      ? await listRoleSitemapEntries(db, env.CACHE, file)
      : await listSitemapFileEntries(db, env.CACHE, file);
  if (!entries) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const origin = getConfig(env).APP_URL.replace(/\/$/, "");
  return new Response(renderSitemap(origin, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
