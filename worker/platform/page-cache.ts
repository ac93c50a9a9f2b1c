import { MemoryCache } from "../lib/memory-cache";
import { getConfig } from "./env";
import { isGuestRequest } from "./guest-pass";
import { hasSessionCookie } from "./request-cookies";
import { nonceAttributes, type StoredPage, withFreshNonce, withHeaders } from "./security-headers";

/**
 * Edge cache for public pages (docs/decisions/0004, 0018, 0043). A route opts in by answering
 * `Cache-Control: public, s-maxage=N` (see app/lib/cache.ts). What may be stored is decided by what the render
 * actually resolved, not by how the request spelled its cookies: a render that resolved a session (the app context
 * marks it, worker/app-context.ts) is that person's alone, marked private and never stored, whatever the route said.
 * Shared copies are therefore always renders that resolved no session, keyed by URL. Visitors and guests (a session
 * with a valid guest pass, worker/platform/guest-pass.ts) are served them; a guest's miss is rendered as a visitor's
 * page, and only when that page is not a public one is it rendered again with the guest's identity. A request with
 * anything better-auth might read as a session cookie (worker/platform/request-cookies.ts) and no guest pass is never
 * served a stored copy: it is rendered, privately when its session resolved. Every answer says how it was made in
 * `x-page-cache`: hit, miss (rendered, shareable) or bypass (rendered, not shared).
 */
export const PAGE_CACHE_HEADER = "x-page-cache";

export type PageCacheState = "hit" | "miss" | "bypass";

/**
 * What one render read that belongs to one person. The render's app context sets `personal` when a session resolved;
 * such a render is never stored or served to anyone else.
 */
export type RenderPrivacy = { personal: boolean };

export type PageRender = (request: Request, privacy: RenderPrivacy) => Promise<Response>;

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

/**
 * The page rendered, never from nor into the cache: what a development request asking for no cached copy gets, so
 * that the figures it reports are the render's. A render that resolved a session is answered as personal.
 */
export async function renderUncached(request: Request, render: PageRender): Promise<Response> {
  const { response, personal: resolved } = await renderOnce(render, request);
  return resolved ? personal(response) : marked(response, "bypass");
}

/** Renders once with a fresh privacy record; answers the response and whether the render was personal. */
async function renderOnce(render: PageRender, request: Request) {
  const privacy: RenderPrivacy = { personal: false };
  let response = await render(request, privacy);
  // A page that could be shared is read whole before deciding, so a session read while its body streamed counts too.
  if (!privacy.personal && isSharedCacheable(response)) response = new Response(await response.arrayBuffer(), response);
  return { response, personal: privacy.personal };
}

export async function withPageCache(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  render: PageRender,
): Promise<Response> {
  const session = hasSessionCookie(request.headers.get("cookie"));
  if (request.method !== "GET") {
    const rendered = await renderOnce(render, request);
    return session || rendered.personal ? personal(rendered.response) : rendered.response;
  }
  const guest = session && (await isGuestRequest(env, request));

  const url = new URL(request.url).toString();
  const key = new Request(url, { method: "GET" });
  const cache = await caches.open("pages");
  if (!session || guest) {
    // A stored page carries the nonce it was rendered with: every hit gets its own (worker/platform/security-headers.ts).
    const inMemory = memory.get(url);
    if (inMemory) return withFreshNonce(inMemory);
    const cached = await cache.match(key);
    if (cached) {
      const page = await toKept(cached);
      remember(url, page);
      return withFreshNonce(page);
    }
  }
  const { response, personal: resolved } = await renderOnce(render, guest ? asVisitor(request) : request);
  if (resolved) return personal(response);
  if (isSharedCacheable(response)) {
    // The stored copy answers "hit" from then on; this one was rendered.
    const stored = marked(response.clone(), "hit");
    stored.headers.set(CACHED_AT_HEADER, String(Date.now()));
    ctx.waitUntil(Promise.all([cache.put(key, stored.clone()), toKept(stored).then((page) => remember(url, page))]));
    return marked(response, "miss");
  }
  if (!guest) return session ? personal(response) : marked(response, "bypass");
  // Not a public page (an account page, a redirect, an error): the guest's own render.
  await response.body?.cancel();
  return personal((await renderOnce(render, request)).response);
}

/**
 * Takes pages out of the cache at once, when what they show has just stopped being true (a role closed or hidden): the
 * next request renders them. Keys are whole URLs, so each path is forgotten under the origin the request came to and
 * under the site's own address (what a scheduled job knows). Only this isolate's memory and this location's shared cache
 * can be reached: another isolate or location keeps its copy until its s-maxage runs out (docs/decisions/0054).
 */
export async function forgetPages(env: Env, request: Request | null, paths: string[]): Promise<void> {
  const origins = new Set([new URL(getConfig(env).APP_URL).origin]);
  if (request) origins.add(new URL(request.url).origin);
  const urls = [...origins].flatMap((origin) => paths.map((path) => new URL(path, origin).toString()));
  const cache = await caches.open("pages");
  for (const url of urls) memory.delete(url);
  await Promise.all(urls.map((url) => cache.delete(new Request(url, { method: "GET" }))));
}
