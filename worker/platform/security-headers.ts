/**
 * Headers every response carries: no framing, no MIME sniffing, a strict referrer, no powerful browser
 * features, HSTS over https, and `private, no-store` for anything that did not choose its own caching
 * (personal pages and API answers). Pages also carry a nonce-based Content-Security-Policy, set where the page is
 * rendered (app/entry.server.tsx) so that a page the edge cache stores keeps the policy that matches its nonce.
 */

const NONCE_BYTES = 16;
/** Random bytes for the next nonces, drawn 64 nonces at a time: each draw is a call into the runtime. */
const randomPool = new Uint8Array(NONCE_BYTES * 64);
let poolUsed = randomPool.length;

/** A fresh nonce for one page: 128 random bits, base64. */
export function createNonce(): string {
  if (poolUsed === randomPool.length) {
    crypto.getRandomValues(randomPool);
    poolUsed = 0;
  }
  const bytes = randomPool.subarray(poolUsed, poolUsed + NONCE_BYTES);
  poolUsed += NONCE_BYTES;
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Scripts run only with the page's nonce (React Router's own and the module they load, `strict-dynamic`); styles may
 * be inline (sonner's toasts, style attributes); images may come from any https host (logos and profile photos are
 * links people enter); nothing may frame the site, be an object, or rebase its URLs.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const COMMON = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
} as const;

/**
 * The response with these headers set: the response itself when the worker made it, or a copy when its headers are
 * immutable (a response from fetch, the cache or Response.redirect). A copy costs every edge cache hit CPU
 * (docs/decisions/0025), so it is made only when needed.
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const entries = Object.entries(headers);
  try {
    for (const [name, value] of entries) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of entries) copy.headers.set(name, value);
    return copy;
  }
}

export function withSecurityHeaders(request: Request, response: Response): Response {
  const secured = withHeaders(response, COMMON);
  if (new URL(request.url).protocol === "https:") {
    secured.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  if (!secured.headers.has("Cache-Control")) secured.headers.set("Cache-Control", "private, no-store");
  return secured;
}

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;
const encoder = new TextEncoder();

/** A page as the edge cache keeps it, with where its nonce attributes are (`nonceAttributes`). */
export type StoredPage = { body: Uint8Array; headers: Headers; status: number; statusText?: string; nonceAt: number[] };

/**
 * Where the renderer wrote the stored page's nonce (`nonce="…"`, as bytes), found once per stored copy so that a hit
 * only overwrites them. The stored nonce is 128 random bits, so it occurs only where the renderer wrote it; a page
 * without a nonce policy has none.
 */
export function nonceAttributes(body: Uint8Array, headers: Headers): number[] {
  const stored = headers.get("Content-Security-Policy")?.match(NONCE_IN_POLICY)?.[1];
  if (!stored) return [];
  const attribute = encoder.encode(`nonce="${stored}"`);
  const found: number[] = [];
  for (let at = body.indexOf(attribute[0]!); at !== -1; at = body.indexOf(attribute[0]!, at + 1)) {
    let matched = 1;
    while (matched < attribute.length && body[at + matched] === attribute[matched]) matched++;
    if (matched === attribute.length) found.push(at);
  }
  return found;
}

/**
 * A page served from the edge cache gets a nonce of its own, like a rendered one: the policy header and every
 * `nonce` attribute the renderer wrote are rewritten, so no two answers share a nonce and a nonce read from one copy
 * opens no other. A new nonce is as long as the old, so a hit copies the stored bytes and overwrites the attributes in
 * place (an HTMLRewriter pass, or decoding the page to a string and back, cost a cache hit a fifth of its CPU or more;
 * searching the bytes again on every hit, about 4%). Anything that is not a page with a nonce policy is answered as it
 * was stored.
 */
export function withFreshNonce({
  body: stored,
  headers: storedHeaders,
  status,
  statusText,
  nonceAt,
}: StoredPage): Response {
  // A copy: the stored bytes serve the next hit too.
  const body = stored.slice();
  if (nonceAt.length === 0) return new Response(body, { status, statusText, headers: storedHeaders });
  const nonce = createNonce();
  const attribute = encoder.encode(`nonce="${nonce}"`);
  for (const at of nonceAt) body.set(attribute, at);
  const headers = new Headers(storedHeaders);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return new Response(body, { status, statusText, headers });
}
