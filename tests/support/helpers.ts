import { env, exports } from "cloudflare:workers";
import type { Viewer } from "../../contract/dto";
import { seed } from "../../seed/seed";
import { createDb } from "../../worker/db/client";

export const ORIGIN = "http://localhost";

/** Demo data loaded once per test file (the seed is idempotent, so files may share a database). */
export async function seedDemoData() {
  await seed(createDb(env.DB), env.IMAGES);
}

export function db() {
  return createDb(env.DB);
}

/** A request to the worker under test, as a browser on this site would send it. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("origin")) headers.set("origin", ORIGIN);
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }));
}

export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

let signIns = 0;

/**
 * Signs in with email and password through better-auth and returns the session cookie header. Each call comes from
 * its own client address, so the sign-in rate limit (per address) never trips a test that is not about it.
 */
export async function signIn(email: string, password: string): Promise<string> {
  signIns += 1;
  const response = await call("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `192.0.2.${signIns % 250}` },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return cookie;
}

/** A signed-in, verified person as the services see them (for calling a service directly). */
export function asViewer(id: string, email = `${id}@example.com`): Viewer {
  return { id, email, name: id, image: null, role: "user", isAnonymous: false, emailVerified: true };
}
