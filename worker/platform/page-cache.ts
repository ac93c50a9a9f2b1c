import { MemoryCache } from "../lib/memory-cache";
import { isGuestRequest } from "./guest-pass";
import { nonceAttributes, type StoredPage, withFreshNonce, withHeaders } from "./security-headers";

/**
 * Edge cache for public pages (docs/decisions/0004, 0018). A route opts in by answering
 * `Cache-Control: public, s-maxage=N` (see app/lib/cache.ts). Shared copies are always renders for a visitor without a
 * session, keyed by URL. Visitors and guests (a session with a valid guest pass, worker/platform/guest-pass.ts) are served
 * them; a guest's miss is rendered as a visitor's page, and only when that page is not a public one is it rendered
 * again with the guest's identity. Signed-in people (owners, admins) always get a fresh render, marked private.
 * Every answer says how it was made in `x-page-cache`: hit, miss (rendered, shareable) or bypass (rendered privately).
 */
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_(token|data)=/;

export const PAGE_CACHE_HEADER = "x-page-cache";

export type PageCacheState = "hit" | "miss" | "bypass";

export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
}

/** The seconds a shared cache may keep the answer (its `s-maxage`), or undefined when it may not. */
function sharedMaxAge(headers: Headers): number | undefined {
  const seconds = /\bs-maxage=(\d+)/.exec(headers.get("cache-control") ?? "")?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

function isSharedCacheable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("set-cookie") && sharedMaxAge(response.headers) !== undefined;
}

function marked(response: Response, state: PageCacheState, cacheControl?: string): Response {
  return withHeaders(response, {
    [PAGE_CACHE_HEADER]: state,
    ...(cacheControl ? { "cache-control": cacheControl } : {}),
  });
}

/** A page rendered for a session is that person's alone, whatever the route said. */
function personal(response: Response): Response {
  return marked(response, "bypass", response.headers.has("cache-control") ? "private, no-store" : undefined);
}

/** The same request without cookies: what a visitor without a session sends. */
function asVisitor(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return new Request(request.url, { method: request.method, headers });
}

const CACHED_AT_HEADER = "x-page-cached-at";

/**
 * Pages this isolate stored or read from the shared cache lately, in front of it: a Cache API lookup is a round trip
 * (docs/decisions/0018). An entry lives until the shared copy it
 * mirrors would expire (the time it was stored plus its s-maxage), so no page is served older than the shared cache
 * would serve it. Bounded in bytes (a page over an eighth of the bound is not kept); the least recently used go first.
 */
type Kept = StoredPage & { expires: number };
const memory = new MemoryCache<string, Kept>({
  maxEntries: 1000,
  maxWeight: 8 * 1024 * 1024,
  weigh: (page) => page.body.byteLength,
});

function remember(key: string, kept: Kept) {
  memory.set(key, kept, { expires: kept.expires });
}

/**
 * A stored copy as memory keeps it: its bytes, the headers a hit answers with (without the storing time, which is this
 * module's business), and when the shared copy expires: the time it was stored plus its s-maxage.
 */
async function toKept(stored: Response): Promise<Kept> {
  const cachedAt = Number(stored.headers.get(CACHED_AT_HEADER));
  const maxAge = sharedMaxAge(stored.headers) ?? 0;
  const headers = new Headers(stored.headers);
  headers.delete(CACHED_AT_HEADER);
  const body = new Uint8Array(await stored.arrayBuffer());
  return {
    body,
    headers,
    status: stored.status,
    nonceAt: nonceAttributes(body, headers),
    expires: cachedAt + maxAge * 1000,
  };
}

export async function withPageCache(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const session = hasSessionCookie(request);
  if (request.method !== "GET") return session ? personal(await render(request)) : render(request);
  const guest = session && (await isGuestRequest(env, request));
  if (session && !guest) return personal(await render(request));

  const url = new URL(request.url).toString();
  // A stored page carries the nonce it was rendered with: every hit gets its own (worker/platform/security-headers.ts).
  const inMemory = memory.get(url);
  if (inMemory) return withFreshNonce(inMemory);
  const cache = await caches.open("pages");
  const key = new Request(url, { method: "GET" });
  const cached = await cache.match(key);
  if (cached) {
    const page = await toKept(cached);
    remember(url, page);
    return withFreshNonce(page);
  }
  const response = await render(guest ? asVisitor(request) : request);
  if (isSharedCacheable(response)) {
    // The stored copy answers "hit" from then on; this one was rendered.
    const stored = marked(response.clone(), "hit");
    stored.headers.set(CACHED_AT_HEADER, String(Date.now()));
    ctx.waitUntil(Promise.all([cache.put(key, stored.clone()), toKept(stored).then((page) => remember(url, page))]));
    return marked(response, "miss");
  }
  if (!guest) return marked(response, "bypass");
  // Not a public page (an account page, a redirect, an error): the guest's own render.
  await response.body?.cancel();
  return personal(await render(request));
}
