import { appContext } from "../../worker/context";
import { getConfig } from "../../worker/env";
import { listSitemapEntries, renderSitemap } from "../../worker/services/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const origin = getConfig(env).APP_URL.replace(/\/$/, "");
  return new Response(renderSitemap(origin, await listSitemapEntries(db)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
