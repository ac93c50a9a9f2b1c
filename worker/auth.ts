import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, anonymous, genericOAuth } from "better-auth/plugins";
import { PASSWORD_MIN_LENGTH } from "../contract/limits";
import { LOCALES, type Locale, localizePath } from "../contract/locale";
import { createDb, type Db } from "./db/client";
import * as schema from "./db/schema";
import { getConfig } from "./env";
import { oauthProviders } from "./oauth-providers";
import { deleteAccountData, moveGuestData } from "./services/accounts";
import { grantConfiguredAdmin } from "./services/admin-users";
import { passwordResetEmail, sendEmail, verificationEmail } from "./services/email";
import { toViewer, type Viewer } from "./services/permissions";
import { cancelOrphanedSubscriptions } from "./services/subscription-cleanup";

/**
 * The language of the page a request to better-auth came from: the app's page actions pass it on (callAuth), so the
 * verification and reset emails, and their links, are in the page's language. English otherwise.
 */
export const PAGE_LOCALE_HEADER = "x-page-locale";

function pageLocale(request: Request | undefined): Locale {
  const value = request?.headers.get(PAGE_LOCALE_HEADER);
  return LOCALES.find((locale) => locale === value) ?? "en";
}

/**
 * better-auth's admin plugin endpoints. SPEC.md needs none of them (admins come from ADMIN_EMAILS, the panel has
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
      // Unverified people may sign in; the verified-only pages and API routes send them to verify first.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The link opens this app's page, which shows the form and posts the token back.
      sendResetPassword: async ({ user, token }, request) => {
        const locale = pageLocale(request);
        const url = `${appUrl}${localizePath("/reset-password", locale)}?token=${token}`;
        await sendEmail(config, db, passwordResetEmail(user.email, url, locale));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }, request) => {
        const locale = pageLocale(request);
        const url = `${appUrl}${localizePath("/verify-email", locale)}?token=${token}&userId=${encodeURIComponent(user.id)}`;
        await sendEmail(config, db, verificationEmail(user.email, url, locale));
      },
    },
    session: {
      // Deleting an account without a password (Google/GitHub) needs a sign-in from the last 10 minutes.
      freshAge: 10 * 60,
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => deleteAccountData(db, env.IMAGES, user.id),
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
          before: async (user) => ({ data: { ...user, role: "user" } }),
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
      // A session is read with its user in one query, not two: every signed-in request reads it (issue #13).
      database: { joins: true },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      useSecureCookies: appUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    account: {
      // A Google or GitHub sign-in with the email of an existing account is refused, never merged into it: the
      // login page says the email is registered with a password (SPEC.md §8). Guests still link: that is the
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

const instances = new WeakMap<Env, Auth>();

/** One better-auth instance per bindings object (bindings are per deployment, not per module). */
export function getAuth(env: Env): Auth {
  let auth = instances.get(env);
  if (!auth) {
    auth = buildAuth(env);
    instances.set(env, auth);
  }
  return auth;
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
