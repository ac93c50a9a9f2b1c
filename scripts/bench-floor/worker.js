/**
 * The floor for bench:pages (scripts/bench-pages.ts): a worker that does nothing but answer. /api/health answers what
 * the app's does; any other path answers `?bytes=N` bytes of HTML, the same bytes every time. What a page of that size
 * costs under `wrangler dev` on this machine, with no work of the app's in it.
 */
const pages = new Map();

export default {
  fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/api/health") return Response.json({ data: { status: "ok" } });
    const size = Number(url.searchParams.get("bytes") ?? 0);
    if (!pages.has(size)) pages.set(size, new TextEncoder().encode("<!DOCTYPE html>".padEnd(size, " ")));
    return new Response(pages.get(size), { headers: { "content-type": "text/html; charset=utf-8" } });
  },
};
