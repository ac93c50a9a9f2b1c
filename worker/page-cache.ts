/**
 * Edge cache for public pages. A route opts in by answering `Cache-Control: public, s-maxage=N` (see
 * app/lib/cache.ts). Only requests without a session cookie share cached copies, so no personal page is ever stored
 * or served to someone else; signed-in people and guests always get a fresh render, marked private.
 */
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_(token|data)=/;

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

export async function withPageCache(
  request: Request,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
): Promise<Response> {
  if (request.method !== "GET" || hasSessionCookie(request)) {
    const response = await render();
    // A page rendered for a session is that person's alone, whatever the route said.
    if (hasSessionCookie(request) && response.headers.has("cache-control")) {
      const headers = new Headers(response.headers);
      headers.set("cache-control", "private, no-store");
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    return response;
  }
  const cache = await caches.open("pages");
  const key = new Request(new URL(request.url).toString(), { method: "GET" });
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await render();
  if (isSharedCacheable(response)) ctx.waitUntil(cache.put(key, response.clone()));
  return response;
}
