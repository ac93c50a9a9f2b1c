import { createContext } from "react-router";
import { createDb, type Db } from "./db/client";
import { createNonce } from "./platform/security-headers";
import type { Viewer } from "./services/access/permissions";
import { getViewer } from "./services/accounts/auth";

/**
 * What the worker hands every loader and action: bindings, the execution context, a database handle and the
 * signed-in person, read at most once per request however many loaders ask.
 */
export type AppContext = {
  env: Env;
  ctx: ExecutionContext;
  db: Db;
  viewer: () => Promise<Viewer | null>;
  /** The Content-Security-Policy nonce of the page this request renders (worker/platform/security-headers.ts). */
  nonce: string;
};

export const appContext = createContext<AppContext>();

export function createAppContext(env: Env, ctx: ExecutionContext, request: Request): AppContext {
  let viewer: Promise<Viewer | null> | undefined;
  return {
    env,
    ctx,
    db: createDb(env.DB),
    nonce: createNonce(),
    viewer: () => {
      viewer ??= getViewer(env, request.headers);
      return viewer;
    },
  };
}
