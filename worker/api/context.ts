import { createMiddleware } from "hono/factory";
import { getSession, type Session } from "../auth";
import { createDb, type Db } from "../db/client";
import { getConfig } from "../env";
import { type Access, checkAccess, DENIAL_MESSAGES } from "../services/guards";
import type { Viewer } from "../services/organizations";
import { ApiError } from "./errors";

export type AppEnv = {
  Bindings: Env;
  Variables: { db: Db; session: Session | null; viewer: Viewer };
};

/** Per-request database handle and session, loaded once for every API handler. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  const session = await getSession(c.env, c.req.raw.headers);
  c.set("session", session);
  c.set("viewer", session ? { id: session.user.id, role: session.user.role ?? "user" } : null);
  await next();
});

/** Guards an API route with one of the access rules; 401/403 with SPEC.md's message otherwise. */
export function requireAccess(access: Access) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const denial = checkAccess(c.var.session, access);
    if (denial) throw new ApiError(denial.status, DENIAL_MESSAGES[denial.reason], denial.reason.toUpperCase());
    await next();
  });
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every state-changing API request must come from this site: its Origin header (or, without one, the browser's
 * Sec-Fetch-Site) must say so. Signed webhooks, which come from servers, are exempt.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE_METHODS.has(c.req.method) && !c.req.path.startsWith("/api/payments/webhook")) {
    const origin = c.req.header("origin");
    const expected = new URL(getConfig(c.env).APP_URL).origin;
    const sameSite = origin ? origin === expected : c.req.header("sec-fetch-site") === "same-origin";
    if (!sameSite) throw new ApiError(403, "Cross-site request refused", "FORBIDDEN_ORIGIN");
  }
  await next();
});
