/** For answers whose URL changes whenever their content does (image keys): kept for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Serves /images/{key} from R2 with the content type stored at upload time. Keys are server-made and immutable. */
export async function serveImage(request: Request, env: Env): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  let key: string;
  try {
    key = decodeURIComponent(new URL(request.url).pathname.slice("/images/".length));
  } catch {
    // A malformed escape (/images/%ZZ) is the client's mistake, not a server error.
    return new Response("Bad Request", { status: 400 });
  }
  if (!key || key.includes("..")) return new Response("Not Found", { status: 404 });

  const object = await env.IMAGES.get(key, { onlyIf: request.headers });
  if (!object) return new Response("Not Found", { status: 404 });

  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
    // Opened on its own, an image runs nothing and reaches nothing of this origin, whatever its bytes hold.
    "Content-Security-Policy": "sandbox",
    ETag: object.httpEtag,
  });
  // A conditional request that matched the ETag gets no body back from R2.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}
