import { createMiddleware } from "hono/factory";
import { getSession, type Session } from "../auth";
import { createDb, type Db } from "../db/client";
import type { Viewer } from "../services/organizations";

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
