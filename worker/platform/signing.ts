import { MemoryCache } from "../lib/memory-cache";
import type { Config } from "./env";

/**
 * HMAC-SHA256 under the server's secret, one key per purpose (the purpose is part of the key, so a signature made
 * for one use is worthless for another): guest passes, guest-code hashes, analytics visitor hashes, unsubscribe links.
 * Keys are imported once per isolate.
 */

const encoder = new TextEncoder();

/**
 * The secrets what the app signed may be under: BETTER_AUTH_SECRET, then BETTER_AUTH_SECRET_PREVIOUS while a rotation
 * is under way. New signatures use the first only.
 */
export function authSecrets(config: Pick<Config, "BETTER_AUTH_SECRET" | "BETTER_AUTH_SECRET_PREVIOUS">): string[] {
  const previous = config.BETTER_AUTH_SECRET_PREVIOUS;
  return previous && previous !== config.BETTER_AUTH_SECRET
    ? [config.BETTER_AUTH_SECRET, previous]
    : [config.BETTER_AUTH_SECRET];
}

const keys = new MemoryCache<string, Promise<CryptoKey>>({ maxEntries: 32 });

function hmacKey(purpose: string, secret: string): Promise<CryptoKey> {
  const material = `${purpose}:${secret}`;
  let key = keys.get(material);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(material), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(material, key);
  }
  return key;
}

export async function hmac(purpose: string, secret: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(purpose, secret), encoder.encode(text)));
}

/** Whether `signature` is the HMAC of `text` (compared by WebCrypto, in constant time). */
export async function verifyHmac(purpose: string, secret: string, text: string, signature: Uint8Array<ArrayBuffer>) {
  return crypto.subtle.verify("HMAC", await hmacKey(purpose, secret), signature, encoder.encode(text));
}

export const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * The bytes of a base64url string, or null unless the string is exactly how `base64url` writes those bytes. The last
 * character of a 32-byte value carries spare bits that decoders ignore (and atob skips whitespace and takes padding),
 * so several strings decode to one signature: only the canonical one is accepted, so a token has exactly one
 * spelling and an altered one is refused rather than quietly read as the original.
 */
export function fromBase64url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const binary = atob(value.replaceAll("-", "+").replaceAll("_", "/"));
    bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
  return base64url(bytes) === value ? bytes : null;
}

/** A token that names `id` and proves the server issued it for `purpose`: `<id>.<signature>`. */
export async function signedToken(purpose: string, secret: string, id: string): Promise<string> {
  return `${id}.${base64url(await hmac(purpose, secret, id))}`;
}

/**
 * The id a token of `signedToken` names, or null when it was not signed for this purpose under one of `secrets` (or
 * was altered).
 */
export async function readSignedToken(purpose: string, secrets: string[], token: string): Promise<string | null> {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const signature = fromBase64url(token.slice(dot + 1));
  if (signature?.length !== 32) return null;
  for (const secret of secrets) if (await verifyHmac(purpose, secret, id, signature)) return id;
  return null;
}
