import { GUEST_PASS_COOKIE } from "../../contract/cookies";
import { MemoryCache } from "../lib/memory-cache";
import { getConfig } from "./env";
import { parseRequestCookies, sessionTokenCookieName } from "./request-cookies";
import { base64url, fromBase64url, hmac, verifyHmac } from "./signing";

/**
 * The guest pass (docs/decisions/0018): a small cookie that says "this session is a guest's", so the page cache can
 * treat a guest like a visitor without a session lookup in D1. Its value is an HMAC of the session token cookie it
 * was issued with (key: BETTER_AUTH_SECRET), so it proves nothing once that session is replaced (a sign-in, a sign-up
 * from the guest, a sign-out) and cannot be made for a session of one's own choosing. It is readable by scripts on
 * purpose: the header says "Browsing as Guest" from it on pages the edge cache served without the guest's identity.
 */
export { GUEST_PASS_COOKIE };

const ANONYMOUS_SIGN_IN = "/api/auth/sign-in/anonymous";

const PURPOSE = "guest-pass";

async function sign(env: Env, sessionToken: string): Promise<string> {
  return base64url(await hmac(PURPOSE, getConfig(env).BETTER_AUTH_SECRET, sessionToken));
}

async function passVerifies(secret: string, sessionToken: string, pass: string): Promise<boolean> {
  const signature = fromBase64url(pass);
  return signature !== null && verifyHmac(PURPOSE, secret, sessionToken, signature);
}

/**
 * The session token cookie better-auth reads from a request (the first of its name, however spaced) as the header
 * spells it, and the guest pass next to it; null for either that is missing or empty.
 */
function passAndToken(env: Env, cookieHeader: string | null): { token: string | null; pass: string | null } {
  const cookies = parseRequestCookies(cookieHeader);
  return {
    token: cookies.get(sessionTokenCookieName(getConfig(env).APP_URL))?.raw || null,
    pass: cookies.get(GUEST_PASS_COOKIE)?.raw || null,
  };
}

/** Passes checked lately in this isolate (a guest browsing sends the same pair again and again). */
const checked = new MemoryCache<string, boolean>({ maxEntries: 1000 });

/** True when the request's session is a guest's, by its guest pass (an HMAC check, no database). */
export async function isGuestRequest(env: Env, request: Request): Promise<boolean> {
  const { token, pass } = passAndToken(env, request.headers.get("cookie"));
  if (!token || !pass) return false;
  const secret = getConfig(env).BETTER_AUTH_SECRET;
  const pair = `${secret}\n${token}\n${pass}`;
  const known = checked.get(pair);
  if (known !== undefined) return known;
  const valid = await passVerifies(secret, token, pass);
  checked.set(pair, valid);
  return valid;
}

type SessionCookie = { name: string; value: string; maxAge: string | null; secure: boolean };

function sessionCookieSet(response: Response): SessionCookie | null {
  for (const cookie of response.headers.getSetCookie()) {
    const match = cookie.match(/^((?:__Secure-)?better-auth\.session_token)=([^;]*)/);
    if (!match) continue;
    const maxAge = cookie.match(/;\s*Max-Age=(-?\d+)/i)?.[1] ?? null;
    return { name: match[1]!, value: match[2]!, maxAge, secure: /;\s*Secure/i.test(cookie) };
  }
  return null;
}

function passCookie(value: string, maxAge: string | null, secure: boolean): string {
  // Not HttpOnly: the page reads it (the header's "Browsing as Guest"). It is no credential: the session is.
  return [
    `${GUEST_PASS_COOKIE}=${value}`,
    "Path=/",
    "SameSite=Lax",
    ...(maxAge === null ? [] : [`Max-Age=${maxAge}`]),
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * Keeps the guest pass in step with the session cookie a response sets: a new guest session (the anonymous sign-in)
 * gets a pass, a guest session that better-auth re-issues (same token, longer life) keeps it with the same life,
 * and any other session change (sign-in, sign-up, sign-out) clears it. Responses that set no session cookie are
 * returned untouched.
 */
export async function withGuestPass(env: Env, request: Request, response: Response): Promise<Response> {
  const session = sessionCookieSet(response);
  if (!session) return response;
  const url = new URL(request.url);
  const issued = request.method === "POST" && url.pathname === ANONYMOUS_SIGN_IN && response.ok;
  const renewed =
    !issued &&
    session.value !== "" &&
    session.value === passAndToken(env, request.headers.get("cookie")).token &&
    (await isGuestRequest(env, request));
  const hadPass = parseRequestCookies(request.headers.get("cookie")).has(GUEST_PASS_COOKIE);
  if (!issued && !renewed && !hadPass) return response;
  const cookie =
    (issued || renewed) && session.maxAge !== "0"
      ? passCookie(await sign(env, session.value), session.maxAge, session.secure)
      : passCookie("", "0", session.secure);
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The guest pass for a session cookie re-signed under a new BETTER_AUTH_SECRET (secret-rotation.ts), when the request
 * held a pass for its old value under `previousSecret`; null when it held none.
 */
export async function reissuedGuestPass(
  env: Env,
  request: Request,
  previousSecret: string,
  sessionValue: string,
  maxAge: number | null,
  secure: boolean,
): Promise<string | null> {
  const { token, pass } = passAndToken(env, request.headers.get("cookie"));
  if (!token || !pass || !(await passVerifies(previousSecret, token, pass))) return null;
  return passCookie(await sign(env, sessionValue), maxAge === null ? null : String(maxAge), secure);
}
