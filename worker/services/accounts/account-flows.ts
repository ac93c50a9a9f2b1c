import type { DeleteAccountInput } from "../../../contract/account";
import { englishMessage, type Message, type MessageId, type MessageParams, message } from "../../../contract/errors";
import { localeOf } from "../../../contract/locale";
import type { Db } from "../../db/client";
import { AppError, invalid, notFound } from "../../platform/errors";
import { ACCOUNT_CHANGES_PER_PERSON, rateLimited, requireWithinLimits } from "../../platform/rate-limit";
import type { Viewer } from "../access/permissions";
import { getUserProfile } from "./accounts";
import { handleAuth, PAGE_LOCALE_HEADER } from "./auth";

/**
 * The account flows that go through better-auth. They call its HTTP handler as the browser's own request (cookie,
 * origin, fetch metadata and client address go along) rather than `auth.api`, because only the handler applies the
 * rate limits of worker/services/accounts/auth.ts and its origin (CSRF) check: a page form or an app API route is never an
 * unthrottled way around /api/auth.
 */
export function callAuth(
  env: Env,
  request: Request,
  path: string,
  options: { body?: Record<string, unknown>; query?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(`/api/auth${path}`, request.url);
  if (options.query) url.search = new URLSearchParams(options.query).toString();
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set(PAGE_LOCALE_HEADER, localeOf(new URL(request.url).pathname));
  if (options.body) headers.set("content-type", "application/json");
  else headers.delete("content-type");
  const init: RequestInit = options.body
    ? { method: "POST", headers, body: JSON.stringify(options.body) }
    : { method: "GET", headers };
  return handleAuth(env, new Request(url, init));
}

/**
 * better-auth's error codes in the product's words (docs/product/messages.md#forms): every code the sign-in, sign-up,
 * verification and password-reset routes can answer. A code not listed reads as the flow's own message, so a page
 * never shows the library's English.
 */
const AUTH_ERRORS: Record<string, MessageId> = {
  USER_ALREADY_EXISTS: "auth.emailInUse",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "auth.emailInUse",
  INVALID_EMAIL_OR_PASSWORD: "auth.invalidCredentials",
  INVALID_PASSWORD: "auth.wrongPassword",
  USER_NOT_FOUND: "auth.userNotFound",
  USER_EMAIL_NOT_FOUND: "auth.userNotFound",
  PASSWORD_TOO_SHORT: "auth.passwordTooShort",
  PASSWORD_TOO_LONG: "auth.passwordTooLong",
  INVALID_EMAIL: "auth.emailInvalid",
  INVALID_TOKEN: "auth.verificationFailed",
  TOKEN_EXPIRED: "auth.verificationFailed",
  EMAIL_NOT_VERIFIED: "access.unverified",
  EMAIL_ALREADY_VERIFIED: "auth.emailAlreadyVerified",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "auth.noPasswordAccount",
  SESSION_EXPIRED: "access.sessionExpired",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "access.crossSite",
  INVALID_ORIGIN: "access.crossSite",
  MISSING_OR_NULL_ORIGIN: "access.crossSite",
};

/** `message` in English for logs and API readers; `messageId`, always there, is what a page translates by. */
export type AuthFailure = {
  status: number;
  code?: string;
  message: string;
  messageId: MessageId;
  params?: MessageParams;
};

/**
 * A failed better-auth answer in the product's words (429 included). `fallback` is the flow's own message ("sign-in
 * failed"), said for a code the product has no words for, or for no code at all.
 */
export async function authFailure(response: Response, fallback: Message): Promise<AuthFailure> {
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  const known = response.status === 429 ? "auth.tooManyRequests" : body?.code ? AUTH_ERRORS[body.code] : undefined;
  const said: Message = known ? { id: known } : fallback;
  return {
    status: response.status,
    code: body?.code,
    message: englishMessage(said),
    messageId: said.id,
    ...(said.params ? { params: said.params } : {}),
  };
}

/** The cookies a successful better-auth answer set (a renewed or ended session). */
export function authCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

/** Display name and photo. Answers the cookies that refresh the session's cached user. */
export async function updateProfile(env: Env, request: Request, input: { name: string; image: string | null }) {
  const response = await callAuth(env, request, "/update-user", { body: input });
  if (!response.ok) throw new AppError("invalid", message("auth.profileUpdateFailed"));
  return authCookies(response);
}

/**
 * A new password for a password account (other sessions are ended). Answers the cookies of the new session; a
 * wrong current password has its own message. Each attempt counts against the account once, in handleAuth
 * (worker/services/accounts/auth.ts), which a direct request to better-auth's route passes too; over the limit its
 * 429 carries how long to wait.
 */
export async function changePassword(
  env: Env,
  request: Request,
  input: { currentPassword: string; newPassword: string },
) {
  const response = await callAuth(env, request, "/change-password", {
    body: { ...input, revokeOtherSessions: true },
  });
  if (response.ok) return authCookies(response);
  const wait = Number(response.headers.get("retry-after"));
  if (response.status === 429 && wait > 0) throw rateLimited(wait);
  const failure = await authFailure(response, { id: "auth.passwordUpdateFailed" });
  if (failure.code === "INVALID_PASSWORD") {
    throw new AppError("invalid", message("auth.wrongPassword"), { code: "INVALID_PASSWORD" });
  }
  if (failure.status === 429) throw new AppError("rate_limited", message("auth.tooManyRequests"));
  throw new AppError("invalid", message("auth.passwordUpdateFailed"));
}

/**
 * Deletes the signed-in person's account after re-authentication: the password for password accounts, a fresh
 * session (signed in again within the last minutes) for Google/GitHub accounts. better-auth checks the password (or
 * the session's freshness), runs the account clean-up (worker/services/accounts/auth.ts beforeDelete), then removes the user with
 * their sessions and sign-in accounts. Answers the cookies that end the session.
 */
export async function deleteAccount(
  env: Env,
  db: Db,
  request: Request,
  viewer: Viewer,
  input: DeleteAccountInput,
): Promise<string[]> {
  await requireWithinLimits(db, [[`delete-account:${viewer.id}`, ACCOUNT_CHANGES_PER_PERSON]]);
  const profile = await getUserProfile(db, viewer.id);
  if (!profile) throw notFound(message("auth.deleteNotFound"));
  const hasPassword = profile.providers.includes("credential");
  if (hasPassword && !input.password) throw invalid(message("auth.deletePasswordRequired"));
  if (!hasPassword && !profile.providers.some((provider) => provider === "google" || provider === "github")) {
    throw invalid(message("auth.deleteUnsupportedProvider"));
  }
  const response = await callAuth(env, request, "/delete-user", {
    body: hasPassword ? { password: input.password } : {},
  });
  if (response.ok) return authCookies(response);
  const failure = await authFailure(response, { id: "auth.deleteFailed" });
  if (failure.code === "INVALID_PASSWORD") throw invalid(message("auth.deleteWrongPassword"));
  if (failure.code === "SESSION_EXPIRED") {
    throw new AppError("unauthenticated", message("auth.deleteReauthCancelled"), {
      code: "REAUTHENTICATION_REQUIRED",
    });
  }
  if (failure.status === 429) throw new AppError("rate_limited", message("auth.tooManyRequests"));
  console.error("account deletion refused by better-auth", failure);
  throw new AppError("invalid", message("auth.deleteFailed"));
}
