import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, anonymous, genericOAuth } from "better-auth/plugins";
import { and, eq, ne } from "drizzle-orm";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../contract/limits";
import { LOCALES, type Locale, localizePath } from "../../../contract/locale";
import { sitePath } from "../../../contract/site-path";
import { withoutBidiControls } from "../../../contract/text";
import { createDb, type Db } from "../../db/client";
import * as schema from "../../db/schema";
import { oncePer } from "../../lib/memory-cache";
import { passwordResetEmail, sendRequestedEmail, verificationEmail } from "../../platform/email";
import { getConfig } from "../../platform/env";
import { describeError } from "../../platform/http-errors";
import {
  ACCOUNT_CHANGES_PER_PERSON,
  clearAttempts,
  clientAddress,
  count,
  rateLimited,
  reserveAttempt,
  SIGN_IN_BACKOFF,
} from "../../platform/rate-limit";
import { toViewer, type Viewer } from "../access/permissions";
import { cancelOrphanedSubscriptions } from "../payments/subscription-cleanup";
import { deleteAccountData, moveGuestData } from "./accounts";
import { grantConfiguredAdmin } from "./admin-users";
import { oauthProviders } from "./oauth-providers";

/**
 * The language of the page a request to better-auth came from: the app's page actions pass it on (callAuth), so the
 * verification and reset emails, and their links, are in the page's language. English otherwise.
 */
export const PAGE_LOCALE_HEADER = "x-page-locale";

function pageLocale(request: Request | undefined): Locale {
  const value = request?.headers.get(PAGE_LOCALE_HEADER);
  return LOCALES.find((locale) => locale === value) ?? "en";
}

/** The header better-auth reads the client address from (worker/platform/rate-limit.ts clientAddress). */
const CLIENT_ADDRESS_HEADER = "x-directory-client-address";

/**
 * better-auth's admin plugin endpoints. The product needs none of them (admins come from ADMIN_EMAILS, the panel has
 * its own audited API), and impersonation, password setting, user creation, removal and bans are powers nobody
 * should hold through a stolen admin session: all are switched off (404).
 */
export const DISABLED_ADMIN_PATHS = [
  "/admin/ban-user",
  "/admin/create-user",
  "/admin/get-user",
  "/admin/has-permission",
  "/admin/impersonate-user",
  "/admin/list-user-sessions",
  "/admin/list-users",
  "/admin/remove-user",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/set-role",
  "/admin/set-user-password",
  "/admin/stop-impersonating",
  "/admin/unban-user",
  "/admin/update-user",
];

function buildAuth(env: Env) {
  const config = getConfig(env);
  const db: Db = createDb(env.DB);
  const appUrl = config.APP_URL.replace(/\/$/, "");
  return betterAuth({
    appName: "Culture Directory",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: [appUrl],
    disabledPaths: DISABLED_ADMIN_PATHS,
    database: drizzleAdapter(db, { provider: "sqlite", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Unverified people may sign in; the verified-only pages and API routes send them to verify first.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The link opens this app's page, which shows the form and posts the token back. Sent after the answer, so
      // an address with an account is answered as fast as one without (better-auth makes as many database round
      // trips for both).
      sendResetPassword: async ({ user, token }, request) => {
        const locale = pageLocale(request);
        const url = `${appUrl}${localizePath("/reset-password", locale)}?token=${token}`;
        await sendRequestedEmail(config, db, "password-reset", async () => passwordResetEmail(user.email, url, locale));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }, request) => {
        const locale = pageLocale(request);
        const url = `${appUrl}${localizePath("/verify-email", locale)}?token=${token}&userId=${encodeURIComponent(user.id)}`;
        await sendRequestedEmail(config, db, "email-verification", async () =>
          verificationEmail(user.email, url, locale),
        );
      },
    },
    session: {
      // Deleting an account without a password (Google/GitHub) needs a sign-in from the last 10 minutes.
      freshAge: 10 * 60,
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => deleteAccountData(db, env.IMAGES, user),
        // Once the account is gone its subscriptions pay for nothing: canceled at Stripe, not billed again.
        afterDelete: async () => {
          await cancelOrphanedSubscriptions(config, db);
        },
      },
    },
    databaseHooks: {
      user: {
        // Admins come from configuration, and only with a verified email (docs/decisions/0013): an address listed in
        // ADMIN_EMAILS gets the admin role once its account is verified, at creation (a provider that vouches for
        // the email) or later (the verification link). Every grant is audited.
        create: {
          // A name from a sign-up that skipped the form, or from Google or GitHub, obeys the profile form's rule too.
          before: async (user) => ({
            data: { ...user, name: withoutBidiControls(user.name ?? "").trim(), role: "user" },
          }),
          after: async (user) => {
            await grantConfiguredAdmin(db, config.ADMIN_EMAILS, user);
          },
        },
        update: {
          after: async (user) => {
            await grantConfiguredAdmin(db, config.ADMIN_EMAILS, user);
          },
        },
      },
    },
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT === "on",
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 300, max: 5 },
        "/send-verification-email": { window: 300, max: 5 },
        "/sign-in/anonymous": { window: 60, max: 10 },
        "/change-password": { window: 300, max: 5 },
        "/delete-user": { window: 300, max: 5 },
      },
    },
    advanced: {
      // A session is read with its user in one query, not two: every signed-in request reads it.
      database: { joins: true },
      // Set by handleAuth from clientAddress, overwriting whatever a client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: appUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    account: {
      // A Google or GitHub sign-in with the email of an existing account is refused, never merged into it: the
      // login page says the email is registered with a password. Guests still link: that is the
      // anonymous plugin's own mechanism.
      accountLinking: { enabled: false },
      // Google's and GitHub's access and refresh tokens are stored encrypted with BETTER_AUTH_SECRET.
      encryptOAuthTokens: true,
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      genericOAuth({ config: oauthProviders(config) }),
      anonymous({
        emailDomainName: "guest.culture-directory.invalid",
        // Everything the guest had moves to the account they link to, before the guest is deleted.
        onLinkAccount: async ({ anonymousUser, newUser }) => moveGuestData(db, anonymousUser.user.id, newUser.user.id),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;
export type Session = Auth["$Infer"]["Session"];

/** One better-auth instance per bindings object (bindings are per deployment, not per module). */
export const getAuth: (env: Env) => Auth = oncePer(buildAuth);

/** better-auth's parameters that name where the browser goes afterwards (query or JSON body). */
const REDIRECT_PARAMS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"] as const;

/**
 * A target better-auth may send the browser to: a path of this site, or "/" (better-auth itself lets any relative
 * path through, `/.//evil.example` included, which browsers read as another host).
 */
function ownTarget(value: string, appOrigin: string): string {
  const absolute = URL.parse(value);
  if (!absolute) return sitePath(value) ?? "/";
  return absolute.origin === appOrigin
    ? (sitePath(`${absolute.pathname}${absolute.search}${absolute.hash}`) ?? "/")
    : "/";
}

/** A JSON body's fields, or null when it is not a JSON object. */
function jsonFields(body: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Every redirect target in a query or a JSON body's fields made one of this site's paths, in place. */
function ownTargets(fields: URLSearchParams | Record<string, unknown>, appOrigin: string): void {
  for (const name of REDIRECT_PARAMS) {
    const value = fields instanceof URLSearchParams ? fields.get(name) : fields[name];
    if (typeof value !== "string") continue;
    const target = ownTarget(value, appOrigin);
    if (target === value) continue;
    if (fields instanceof URLSearchParams) fields.set(name, target);
    else fields[name] = target;
  }
}

const SESSION_COOKIES = /^(?:__Secure-)?better-auth\.(?:session_token|session_data|dont_remember)=/;

/**
 * A verification link never switches a signed-in person to another account: better-auth signs the link's account
 * in, so when the person signed in before is someone else (not a guest), the session it made is deleted and its
 * cookies are not passed on. The link still verifies its address.
 */
async function keepingSignedInPerson(env: Env, before: Session | null, response: Response): Promise<Response> {
  if (!before || before.user.isAnonymous) return response;
  const cookies = response.headers.getSetCookie();
  const issued = cookies
    .map((cookie) => cookie.match(/^(?:__Secure-)?better-auth\.session_token=([^;]*)/)?.[1])
    .find(Boolean);
  if (!issued) return response;
  const token = decodeURIComponent(issued).split(".")[0]!;
  const removed = await createDb(env.DB)
    .delete(schema.session)
    .where(and(eq(schema.session.token, token), ne(schema.session.userId, before.user.id)))
    .returning({ id: schema.session.id });
  if (removed.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies) if (!SESSION_COOKIES.test(cookie)) headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Every request to better-auth goes through here (its /api/auth mount and the app's own calls, account-flows.ts):
 * redirect targets are made this site's, the client address is the app's one source of it (better-auth reads no
 * header a client could forge), wrong passwords back off per account, password changes count per account, and a
 * verification link keeps whoever is signed in.
 */
export async function handleAuth(env: Env, request: Request): Promise<Response> {
  const config = getConfig(env);
  const auth = getAuth(env);
  const appOrigin = new URL(config.APP_URL).origin;
  const url = new URL(request.url);
  ownTargets(url.searchParams, appOrigin);
  const headers = new Headers(request.headers);
  const address = clientAddress(request, config);
  headers.set(CLIENT_ADDRESS_HEADER, address === "local" ? "127.0.0.1" : address);

  let fields: Record<string, unknown> | null = null;
  let body: string | null = null;
  if (request.method === "POST") {
    body = await request.text();
    fields = (headers.get("content-type") ?? "").includes("application/json") ? jsonFields(body) : null;
    if (fields) {
      ownTargets(fields, appOrigin);
      body = JSON.stringify(fields);
    }
    headers.delete("content-length");
  }
  const own = new Request(url, { method: request.method, headers, body });

  if (own.method === "GET" && url.pathname === "/api/auth/verify-email") {
    const before = await getSession(env, own.headers);
    return keepingSignedInPerson(env, before, await auth.handler(own));
  }
  if (own.method === "POST" && url.pathname === "/api/auth/change-password") {
    const refused = await countPasswordChange(env, own.headers);
    if (refused) return refused;
  }
  const email = url.pathname === "/api/auth/sign-in/email" && typeof fields?.email === "string" ? fields.email : null;
  if (email) return withSignInBackoff(env, email, () => auth.handler(own));
  return auth.handler(own);
}

/**
 * A password sign-in counts against its account before better-auth checks the password (reserveAttempt), so neither
 * rotating addresses nor sending guesses at once gets more than a few evaluated; a right password clears the count.
 */
async function withSignInBackoff(env: Env, email: string, signIn: () => Promise<Response>): Promise<Response> {
  const db = createDb(env.DB);
  const key = `sign-in:${email.trim().toLowerCase()}`;
  const wait = await reserveAttempt(db, key, SIGN_IN_BACKOFF);
  if (wait !== null) {
    const { status, body } = describeError(rateLimited(wait));
    return Response.json(body, { status, headers: { "Retry-After": String(wait) } });
  }
  const response = await signIn();
  if (response.ok) await clearAttempts(db, key);
  return response;
}

/**
 * A password change is a guess at the current password: each one counts against the signed-in account, here where
 * both the profile form (callAuth) and a direct request to /api/auth/change-password pass, so each attempt counts
 * once whatever its path, and rotating addresses gains nothing. Answers the 429 to send, or null to go on (without a
 * session better-auth refuses the request itself).
 */
async function countPasswordChange(env: Env, headers: Headers): Promise<Response | null> {
  const session = await getSession(env, headers);
  if (!session) return null;
  const rule = ACCOUNT_CHANGES_PER_PERSON;
  const { count: seen, retryAfter } = await count(createDb(env.DB), `change-password:${session.user.id}`, rule);
  if (seen <= rule.limit) return null;
  const { status, body } = describeError(rateLimited(retryAfter));
  return Response.json(body, { status, headers: { "Retry-After": String(retryAfter) } });
}

/** The signed-in user and session for a request, or null. */
export async function getSession(env: Env, headers: Headers): Promise<Session | null> {
  return getAuth(env).api.getSession({ headers });
}

/** The signed-in person (a guest included) as the permission rules see them, or null. */
export async function getViewer(env: Env, headers: Headers): Promise<Viewer | null> {
  const session = await getSession(env, headers);
  return session ? toViewer(session.user) : null;
}
