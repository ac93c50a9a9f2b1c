import { isGuestRequest } from "./guest-pass";
import { withFreshNonce } from "./security-headers";

/**
 * Edge cache for public pages (docs/decisions/0004, 0018). A route opts in by answering
 * `Cache-Control: public, s-maxage=N` (see app/lib/cache.ts). Shared copies are always renders for a visitor without a
 * session, keyed by URL. Visitors and guests (a session with a valid guest pass, worker/guest-pass.ts) are served
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

function isSharedCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    /\bs-maxage=\d+/.test(response.headers.get("cache-control") ?? "")
  );
}

function marked(response: Response, state: PageCacheState, cacheControl?: string): Response {
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, state);
  if (cacheControl) headers.set("cache-control", cacheControl);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
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

  const cache = await caches.open("pages");
  const key = new Request(new URL(request.url).toString(), { method: "GET" });
  const cached = await cache.match(key);
  // A stored page carries the nonce it was rendered with: every hit gets its own (worker/security-headers.ts).
  if (cached) return withFreshNonce(cached);
  const response = await render(guest ? asVisitor(request) : request);
  if (isSharedCacheable(response)) {
    // The stored copy answers "hit" from then on; this one was rendered.
    ctx.waitUntil(cache.put(key, marked(response.clone(), "hit")));
    return marked(response, "miss");
  }
  if (!guest) return marked(response, "bypass");
  // Not a public page (an account page, a redirect, an error): the guest's own render.
  await response.body?.cancel();
  return personal(await render(request));
}
