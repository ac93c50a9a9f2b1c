import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/d1";
import { oncePer } from "../lib/memory-cache";
import { D1Meter, meteredClient, serverTiming } from "./meter";
import * as schema from "./schema";

/**
 * D1 read replication (docs/decisions/0018): every query a request makes goes through one D1 Sessions API session,
 * opened at the request's first query inside `withDbSession` (worker/index.ts), so all of them (services, better-auth,
 * rate limits) see one sequentially consistent database. A request without a bookmark starts "first-unconstrained" (the
 * nearest replica); a request carrying the bookmark cookie starts at that bookmark, so a person reads their own writes.
 * Queries outside a request (cron jobs, queue consumers, scripts, tests) use the binding directly.
 */
type RequestSession = {
  binding: D1Database;
  bookmark: string | null;
  session?: D1DatabaseSession;
  /** Counts what the request asks of D1 (development and benchmarks only: see meter.ts). */
  meter?: D1Meter;
};

const requestSession = new AsyncLocalStorage<RequestSession>();

export const BOOKMARK_COOKIE = "cd_d1_bookmark";
/** Long enough for any replica to catch up with the write the cookie was set after. */
const BOOKMARK_MAX_AGE = 60 * 60;
const BOOKMARK = new RegExp(`(?:^|;\\s*)${BOOKMARK_COOKIE}=([0-9A-Za-z-]{1,200})(?:;|$)`);

/** A D1 client that is the current request's session when there is one (for the same binding), else the binding. */
function routedClient(binding: D1Database): D1Database {
  const current = (): Pick<D1Database, "prepare" | "batch"> => {
    const store = requestSession.getStore();
    if (!store || store.binding !== binding) return binding;
    // Opened on the first query: a request that never reads D1 (a cached page, a beacon) opens nothing.
    store.session ??= binding.withSession(store.bookmark ?? "first-unconstrained");
    return store.meter ? meteredClient(store.session, store.meter) : store.session;
  };
  // drizzle's D1 driver uses prepare and batch only (D1 has no interactive transactions).
  const client: Pick<D1Database, "prepare" | "batch"> = {
    prepare: (query) => current().prepare(query),
    batch: (statements) => current().batch(statements),
  };
  return client as D1Database;
}

function buildDb(d1: D1Database) {
  return drizzle(routedClient(d1), { schema });
}

export type Db = ReturnType<typeof buildDb>;

/**
 * The drizzle client of a binding, built once per isolate: building one derives the relational config of every table,
 * which cost every request a measurable share of its CPU. Sharing it is safe because it routes each query to the
 * current request's session (above).
 */
export const createDb: (d1: D1Database) => Db = oncePer(buildDb);

/** The bookmark a request carries in its cookie, or null. */
export function requestBookmark(request: Request): string | null {
  return request.headers.get("cookie")?.match(BOOKMARK)?.[1] ?? null;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The answer with the meter's figures in `Server-Timing`, when the request was metered. */
function withFigures(response: Response, meter: D1Meter | undefined): Response {
  if (!meter) return response;
  const headers = new Headers(response.headers);
  headers.append("Server-Timing", serverTiming(meter.figures));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Runs one request's work in a D1 session and, when the request wrote (an unsafe method, or a response that sets
 * cookies anyway, like an OAuth callback's sign-in), hands the session's latest bookmark back in a cookie. Responses
 * without writes get no cookie, so public pages stay cacheable.
 */
export async function withDbSession(
  binding: D1Database,
  request: Request,
  handle: () => Promise<Response>,
  options: { meter?: boolean } = {},
): Promise<Response> {
  const bookmark = requestBookmark(request);
  const store: RequestSession = { binding, bookmark, ...(options.meter ? { meter: new D1Meter() } : {}) };
  const response = withFigures(await requestSession.run(store, handle), store.meter);
  const wrote = UNSAFE_METHODS.has(request.method) || response.headers.has("set-cookie");
  const latest = wrote ? (store.session?.getBookmark() ?? null) : null;
  if (!latest || latest === bookmark || !/^[0-9A-Za-z-]{1,200}$/.test(latest)) return response;
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers(response.headers);
  headers.append(
    "Set-Cookie",
    `${BOOKMARK_COOKIE}=${latest}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${BOOKMARK_MAX_AGE}${secure ? "; Secure" : ""}`,
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
