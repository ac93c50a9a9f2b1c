/**
 * The floor for bench:pages (scripts/bench-pages.ts): a worker that does nothing but answer. /api/health answers what
 * the app's does; `PUT /page` keeps the bytes it is sent (bench:pages sends the home page it measures), and any GET
 * answers them as HTML, the same bytes every time. What that very page costs under `wrangler dev` on this machine, with
 * no work of the app's in it: wrangler's development proxy rewrites every HTML answer (to add its live-reload script),
 * and its cost grows with the page's markup, not only with its size.
 */
let page = new Uint8Array();

export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/api/health") return Response.json({ data: { status: "ok" } });
    if (request.method === "PUT") {
      page = new Uint8Array(await request.arrayBuffer());
      return new Response(null, { status: 204 });
    }
    return new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
};
