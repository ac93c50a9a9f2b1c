import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import type { Route } from "./+types/robots[.]txt";

// Account, owner, payment and admin screens are private or useless in search results.
const DISALLOWED = [
  "/api/",
  "/profile",
  "/admin",
  "/submit-organization",
  "/payments/",
  "/dev/",
  "/login",
  "/signup",
  "/jobs/post",
  "/jobs/posted",
  "/verify-domain",
];

export function loader({ context }: Route.LoaderArgs) {
  const origin = getConfig(context.get(appContext).env).APP_URL.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
