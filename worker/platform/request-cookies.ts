/**
 * A request's Cookie header read exactly as better-auth reads it (better-call's `parseCookies`, which its
 * `getCookie`/`getSignedCookie` use): pairs split at `;`, the name and the value trimmed (so `name =value` and
 * `name= value` count), a value in double quotes unquoted, the FIRST pair of a name kept and later ones ignored, names
 * compared as written (case matters). Anything in this worker that must agree with better-auth about which session a
 * request carries reads cookies here, never with a pattern of its own.
 */
export type RequestCookie = {
  /** The value as the header spells it (trimmed, unquoted): what a cookie was issued with and what is signed. */
  raw: string;
  /** The value better-auth reads: percent-decoded when it holds a `%` and decodes. */
  value: string;
};

function tryDecode(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** Every cookie of a Cookie header by name, as better-call parses it (its quirks included). */
export function parseRequestCookies(header: string | null): Map<string, RequestCookie> {
  const cookies = new Map<string, RequestCookie>();
  if (!header) return cookies;
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf("=", index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(";", index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(";", eqIdx - 1) + 1;
      continue;
    }
    const name = header.slice(index, eqIdx).trim();
    if (!cookies.has(name)) {
      let raw = header.slice(eqIdx + 1, endIdx).trim();
      if (raw.codePointAt(0) === 34) raw = raw.slice(1, -1);
      cookies.set(name, { raw, value: tryDecode(raw) });
    }
    index = endIdx + 1;
  }
  return cookies;
}

/** The session token cookie's name better-auth reads in this deployment (worker/services/accounts/auth.ts). */
export function sessionTokenCookieName(appUrl: string): string {
  return `${appUrl.startsWith("https:") ? "__Secure-" : ""}better-auth.session_token`;
}

/**
 * better-auth's session cookies (the token, the cached session data and its chunks), by any spelling a better-auth
 * configuration could read: either cookie prefix (`__Secure-`, `__Host-`), `.` or `-` after the prefix, any case.
 */
const SESSION_COOKIE_NAME = /^(?:__secure-|__host-)?better-auth[.-]session_(?:token|data)\b/;

/**
 * Whether a request carries something better-auth might take for a session. It errs towards yes: every name the
 * parser sees (first or later duplicate, any value, an empty one too) is looked at in lower case, and so is every
 * name the header would give if several Cookie headers had been joined with commas. Only what the render actually
 * resolved decides whether a page may be shared (worker/platform/page-cache.ts); this decides where to look first.
 */
export function hasSessionCookie(header: string | null): boolean {
  if (!header) return false;
  for (const part of header.split(/[;,]/)) {
    const eq = part.indexOf("=");
    const name = (eq === -1 ? part : part.slice(0, eq)).trim().toLowerCase();
    if (SESSION_COOKIE_NAME.test(name)) return true;
  }
  return false;
}
