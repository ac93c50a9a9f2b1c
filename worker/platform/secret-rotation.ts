import { getConfig } from "./env";
import { reissuedGuestPass } from "./guest-pass";

/**
 * Rotating BETTER_AUTH_SECRET without signing everyone out (docs/operations.md). better-auth signs its cookies (the
 * session token and "don't remember me") with HMAC-SHA256 under the current secret and reads no other. While
 * BETTER_AUTH_SECRET_PREVIOUS is set, a cookie signed under it is re-signed under the current secret before anything
 * reads the request, and the browser is given the re-signed cookie (with a guest pass for it when it had one). The
 * session itself, the token in the database, does not change. A cookie valid under neither secret is left alone: it
 * signs nobody in, as before.
 */

const SIGNED_COOKIE = /^((?:__Secure-)?better-auth\.(?:session_token|dont_remember))=(.*)$/;

/** better-auth's session lifetime (its default, which the app keeps): a re-signed session cookie lives as long. */
const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

const encoder = new TextEncoder();

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** better-call's signature of a cookie value: standard base64 of the HMAC, padded. */
async function signature(value: string, key: CryptoKey): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(value)));
  return btoa(String.fromCharCode(...bytes));
}

async function verifies(value: string, signed: string, key: CryptoKey): Promise<boolean> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(signed), (char) => char.charCodeAt(0));
  } catch {
    return false;
  }
  return bytes.length === 32 && crypto.subtle.verify("HMAC", key, bytes, encoder.encode(value));
}

type Resigned = { name: string; before: string; after: string };

/** The request's signed cookies that verify under `previous` and not under `current`, re-signed under `current`. */
async function resignedCookies(cookieHeader: string, current: string, previous: string): Promise<Resigned[]> {
  const found: Resigned[] = [];
  let keys: [CryptoKey, CryptoKey] | undefined;
  for (const part of cookieHeader.split(";")) {
    const match = part.trim().match(SIGNED_COOKIE);
    if (!match) continue;
    const [, name, before] = match as unknown as [string, string, string];
    let decoded: string;
    try {
      decoded = decodeURIComponent(before);
    } catch {
      continue;
    }
    const dot = decoded.lastIndexOf(".");
    if (dot <= 0) continue;
    const value = decoded.slice(0, dot);
    const signed = decoded.slice(dot + 1);
    keys ??= [await hmacKey(current), await hmacKey(previous)];
    if (await verifies(value, signed, keys[0])) continue;
    if (!(await verifies(value, signed, keys[1]))) continue;
    found.push({ name, before, after: encodeURIComponent(`${value}.${await signature(value, keys[0])}`) });
  }
  return found;
}

function cookieHeaderWith(cookieHeader: string, resigned: Resigned[]): string {
  return cookieHeader
    .split(";")
    .map((part) => {
      const cookie = resigned.find(({ name, before }) => part.trim() === `${name}=${before}`);
      return cookie ? `${cookie.name}=${cookie.after}` : part.trim();
    })
    .join("; ");
}

/**
 * Runs `handle` with the request's better-auth cookies signed under the current secret, and gives the browser the
 * re-signed cookies with the answer (unless the answer sets them itself, a sign-out say).
 */
export async function withCurrentAuthSignatures(
  env: Env,
  request: Request,
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  const config = getConfig(env);
  const previous = config.BETTER_AUTH_SECRET_PREVIOUS;
  const cookieHeader = request.headers.get("cookie");
  if (!previous || !cookieHeader?.includes("better-auth.")) return handle(request);
  const resigned = await resignedCookies(cookieHeader, config.BETTER_AUTH_SECRET, previous);
  if (resigned.length === 0) return handle(request);

  const headers = new Headers(request.headers);
  headers.set("cookie", cookieHeaderWith(cookieHeader, resigned));
  const response = await handle(new Request(request, { headers }));

  const alreadySet = new Set(response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf("="))));
  // "Don't remember me" makes the session cookie last only as long as the browser.
  const remembered = !/better-auth\.dont_remember=/.test(cookieHeader);
  const setCookies: string[] = [];
  for (const { name, after } of resigned) {
    if (alreadySet.has(name)) continue;
    const secure = name.startsWith("__Secure-");
    const lasting = name.endsWith("session_token") && remembered;
    setCookies.push(
      [
        `${name}=${after}`,
        ...(lasting ? [`Max-Age=${SESSION_MAX_AGE}`] : []),
        "Path=/",
        "HttpOnly",
        ...(secure ? ["Secure"] : []),
        "SameSite=Lax",
      ].join("; "),
    );
    if (name.endsWith("session_token")) {
      const pass = await reissuedGuestPass(env, request, previous, after, lasting ? SESSION_MAX_AGE : null, secure);
      if (pass) setCookies.push(pass);
    }
  }
  if (setCookies.length === 0) return response;
  const answer = new Response(response.body, response);
  for (const cookie of setCookies) answer.headers.append("Set-Cookie", cookie);
  return answer;
}
