import { createContext } from "react-router";
import type { Db } from "../../worker/db/client";

/** What the worker hands every loader and action: bindings, the execution context and a database handle. */
export type AppContext = { env: Env; ctx: ExecutionContext; db: Db };

export const appContext = createContext<AppContext>();
