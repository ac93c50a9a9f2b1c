import { createContext } from "react-router";
import { createDb, type Db } from "./db/client";
import type { RenderPrivacy } from "./platform/page-cache";
import { createNonce } from "./platform/security-headers";
import { toViewer, type Viewer } from "./services/access/permissions";
import { getSession, type Session } from "./services/accounts/auth";

/**
 * What the worker hands every loader and action: bindings, the execution context, a database handle and the
 * signed-in person, read at most once per request however many loaders ask.
 */
export type AppContext = {
  env: Env;
  ctx: ExecutionContext;
  db: Db;
  /** The request's better-auth session (a guest's included), or null. */
  session: () => Promise<Session | null>;
  viewer: () => Promise<Viewer | null>;
  /** The Content-Security-Policy nonce of the page this request renders (worker/platform/security-headers.ts). */
  nonce: string;
};

export const appContext = createContext<AppContext>();

/**
 * Every session read of a page goes through `session`: when one resolves, the render is marked personal in `privacy`,
 * and the page cache (worker/platform/page-cache.ts) never stores or shares it, whatever the route's headers say and
 * however the request spelled its cookies.
 */
export function createAppContext(
  env: Env,
  ctx: ExecutionContext,
  request: Request,
  privacy: RenderPrivacy = { personal: false },
): AppContext {
  let session: Promise<Session | null> | undefined;
  let viewer: Promise<Viewer | null> | undefined;
  const readSession = () => {
    session ??= getSession(env, request.headers).then((found) => {
      if (found) privacy.personal = true;
      return found;
    });
    return session;
  };
  return {
    env,
    ctx,
    db: createDb(env.DB),
    nonce: createNonce(),
    session: readSession,
    viewer: () => {
      viewer ??= readSession().then((found) => (found ? toViewer(found.user) : null));
      return viewer;
    },
  };
}
