import { createMiddleware } from "hono/factory";
import { message } from "../../contract/errors";
import { getViewer } from "../auth";
import { createDb, type Db } from "../db/client";
import { getConfig } from "../env";
import { forbidden } from "../services/errors";
import { type Access, requireAccess, type Viewer } from "../services/permissions";

export type AppEnv = {
  Bindings: Env;
  /** `user`: the signed-in person (a guest included), or null. Behind `signedIn(...)` it is never null. */
  Variables: { db: Db; user: Viewer | null };
};

/** Per-request database handle and signed-in person, loaded once for every API handler. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  c.set("user", await getViewer(c.env, c.req.raw.headers));
  await next();
});

/** Guards an API route with one of the access rules (401/403 with the catalogue's message); `c.var.user` is then set. */
export function signedIn(access: Access) {
  return createMiddleware<{ Bindings: Env; Variables: { db: Db; user: Viewer } }>(async (c, next) => {
    requireAccess(c.var.user, access);
    await next();
  });
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Requests that carry their own proof and come from servers, not from this site's pages. */
const SIGNED_ELSEWHERE = [
  // Stripe's signed webhooks.
  "/api/payments/webhook",
  // A mail client's one-click unsubscribe (RFC 8058), with the link's signed token.
  "/api/saved-searches/unsubscribe",
];

/**
 * Every state-changing API request must come from this site: its Origin header (or, without one, the browser's
 * Sec-Fetch-Site) must say so. Signed webhooks and unsubscribe links, which come from servers, are exempt.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE_METHODS.has(c.req.method) && !SIGNED_ELSEWHERE.some((path) => c.req.path.startsWith(path))) {
    const origin = c.req.header("origin");
    const expected = new URL(getConfig(c.env).APP_URL).origin;
    const sameSite = origin ? origin === expected : c.req.header("sec-fetch-site") === "same-origin";
    if (!sameSite) throw forbidden(message("access.crossSite"), "FORBIDDEN_ORIGIN");
  }
  await next();
});
