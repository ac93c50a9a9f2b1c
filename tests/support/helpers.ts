import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { Viewer } from "../../contract/dto";
import { type CreatedUser, createAdmin, createVerifiedUser, type UserInput } from "../../seed/factories";
import { seed } from "../../seed/seed";
import { createDb } from "../../worker/db/client";
import worker from "../../worker/index";

export const ORIGIN = "http://localhost";

/** Demo data loaded once per test file (the seed is idempotent, so files may share a database). */
export async function seedDemoData() {
  await seed(createDb(env.DB), env.IMAGES);
}

export function db() {
  return createDb(env.DB);
}

/**
 * The test database's binding, with every statement's SQL shown to `onPrepare` before it is prepared: to record the
 * queries a call makes, or to make some of them fail (throw) as a query does when D1 is overloaded.
 */
export function interceptedD1(onPrepare: (sql: string) => void): D1Database {
  return intercepted(env.DB, onPrepare);
}

/** The binding or a session of it (a request's queries go through its D1 session), seen by `onPrepare`. */
function intercepted<Binding extends D1Database | D1DatabaseSession>(
  binding: Binding,
  onPrepare: (sql: string) => void,
): Binding {
  return new Proxy(binding, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          onPrepare(sql);
          return target.prepare(sql);
        };
      }
      if (property === "withSession" && "withSession" in target) {
        return (constraint?: string) => intercepted(target.withSession(constraint), onPrepare);
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The real database, except that every statement whose SQL matches `pattern` fails. */
export function dbFailing(pattern: RegExp) {
  return createDb(
    interceptedD1((sql) => {
      if (pattern.test(sql)) throw new Error(`injected failure: ${sql.slice(0, 60)}`);
    }),
  );
}

/** A request to the worker under test, as a browser on this site would send it. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("origin")) headers.set("origin", ORIGIN);
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }));
}

/**
 * `call`, with the worker given an execution context of the test's own, answered once the work the request left for
 * after its answer (the emails someone asks for, platform/background.ts) is done: to read the mailbox right after.
 * `settings` override bindings (a fresh bindings object: its own parsed config and better-auth instance).
 */
export async function callSettled(path: string, init: RequestInit = {}, settings: Record<string, string> = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("origin")) headers.set("origin", ORIGIN);
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0];
  const response = await worker.fetch(
    request,
    Object.keys(settings).length ? ({ ...env, ...settings } as Env) : env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
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

/** A user made by a factory (seed/factories.ts), signed in: the record with its session cookie. */
export async function signedIn(person: CreatedUser): Promise<CreatedUser & { password: string; cookie: string }> {
  const { password } = person;
  if (!password) throw new Error(`${person.email} has no password to sign in with`);
  return { ...person, password, cookie: await signIn(person.email, password) };
}

/** A new verified person, signed in. */
export const newSignedInUser = (input: UserInput = {}) => createVerifiedUser(db(), input).then(signedIn);

/** A new admin, signed in. */
export const newSignedInAdmin = (input: UserInput = {}) => createAdmin(db(), input).then(signedIn);

// ---------------------------------------------------------------------------
// Added for the admin API tests (tests/api/admin*.test.ts)
// ---------------------------------------------------------------------------

/** A JSON request (or a bodyless one) with an optional session cookie. */
export function send(method: string, path: string, body?: unknown, cookie?: string): Promise<Response> {
  return call(path, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The session cookie a better-auth answer sets. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** A multipart upload of the field `image`. */
export function uploadImage(path: string, bytes: Uint8Array | string, cookie: string, type = "image/png") {
  const form = new FormData();
  form.append("image", new File([bytes as BlobPart], "image", { type }));
  return call(path, { method: "POST", headers: { cookie }, body: form });
}

let people = 0;

/**
 * Signs up a new email/password account (unverified) from its own client address; answers its session cookie once
 * the verification email is in the mailbox.
 */
export async function signUpPerson(email = `person-${Date.now()}-${people}@example.com`, password = "secret123") {
  people += 1;
  const response = await callSettled("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `203.0.113.${people % 250}` },
    body: JSON.stringify({ email, password, name: "Test Person" }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { email, password, cookie: cookieOf(response) };
}

/** Follows the verification link of the last email sent to an address. */
export async function verifyByEmailLink(email: string): Promise<void> {
  const { devEmails } = await import("../../worker/db/schema");
  const { desc, eq } = await import("drizzle-orm");
  const [message] = await db()
    .select()
    .from(devEmails)
    .where(eq(devEmails.to, email))
    .orderBy(desc(devEmails.createdAt));
  const token = message?.text.match(/verify-email\?token=([^&\s]+)/)?.[1];
  if (!token) throw new Error(`no verification email for ${email}`);
  const response = await call(`/api/auth/verify-email?token=${token}`);
  if (response.status !== 200 && response.status !== 302) throw new Error(`verification failed: ${response.status}`);
}

/** A new verified, signed-in person (not an admin), made by the factory; answers its id, email and cookie. */
export async function verifiedPerson(): Promise<{ id: string; email: string; cookie: string }> {
  const { id, email, cookie } = await newSignedInUser();
  return { id, email, cookie };
}

/** An organization's stored rows (the organization and its category rows, in order): to check that nothing changed. */
export async function storedOrganization(id: string) {
  const { organizationCategories, organizations } = await import("../../worker/db/schema");
  const { eq } = await import("drizzle-orm");
  const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
  const categories = await db()
    .select()
    .from(organizationCategories)
    .where(eq(organizationCategories.organizationId, id))
    .orderBy(organizationCategories.position);
  return { org, categories };
}

/** A valid POST /api/jobs body for an organization: a remote senior role paid in euros, applied for by email. */
export const roleBody = (organizationId: string, title = "Reliability Engineer") => ({
  organizationId,
  durationDays: 30,
  title,
  description: "Keep the ledger's reconciliation fast and boring, with the team that runs it every day.",
  employmentType: "full_time",
  seniority: "senior",
  workplace: "remote",
  salaryMin: 60000,
  salaryMax: 80000,
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  apply: "jobs@example.org",
});
