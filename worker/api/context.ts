import { createMiddleware } from "hono/factory";
import { createDb, type Db } from "../db/client";
import { type Access, requireAccess, type Viewer } from "../services/access/permissions";
import { getViewer } from "../services/accounts/auth";

export type AppEnv = {
  Bindings: Env;
  /** `user`: the signed-in person (a guest included), or null. Behind `signedIn(...)` it is never null. */
  Variables: { db: Db; user: Viewer | null };
};

/** The environment behind `signedIn(...)`: `c.var.user` is set. */
export type SignedInEnv = { Bindings: Env; Variables: { db: Db; user: Viewer } };

/** Per-request database handle and signed-in person, loaded once for every API handler that needs them. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  c.set("user", await getViewer(c.env, c.req.raw.headers));
  await next();
});

/** Guards an API route with one of the access rules (401/403 with the catalogue's message); `c.var.user` is then set. */
export function signedIn(access: Access) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    requireAccess(c.var.user, access);
    await next();
  });
}
