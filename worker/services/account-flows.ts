import type { DeleteAccountInput } from "../../contract/account";
import { localeOf } from "../../contract/locale";
import { ACCESS_MESSAGES, AUTH_MESSAGES } from "../../contract/messages";
import { handleAuth, PAGE_LOCALE_HEADER } from "../auth";
import type { Db } from "../db/client";
import { getUserProfile } from "./accounts";
import { AppError, invalid, notFound } from "./errors";
import type { Viewer } from "./permissions";
import { ACCOUNT_CHANGES_PER_PERSON, requireWithinLimits } from "./rate-limit";

/**
 * The account flows that go through better-auth. They call its HTTP handler as the browser's own request (cookie,
 * origin, fetch metadata and client address go along) rather than `auth.api`, because only the handler applies the
 * rate limits of worker/auth.ts and its origin (CSRF) check: a page form or an app API route is never an
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

/** better-auth's error codes in the product's words (docs/product/messages.md#forms). */
const AUTH_ERRORS: Record<string, string> = {
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailInUse,
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  INVALID_PASSWORD: AUTH_MESSAGES.wrongPassword,
  USER_NOT_FOUND: AUTH_MESSAGES.userNotFound,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  INVALID_EMAIL: AUTH_MESSAGES.emailInvalid,
  INVALID_TOKEN: AUTH_MESSAGES.verificationFailed,
  TOKEN_EXPIRED: AUTH_MESSAGES.verificationFailed,
  EMAIL_NOT_VERIFIED: ACCESS_MESSAGES.unverified,
  SESSION_EXPIRED: ACCESS_MESSAGES.sessionExpired,
};

export type AuthFailure = { status: number; code?: string; message: string };

/** A failed better-auth answer in the product's words (429 included); unknown codes keep better-auth's message. */
export async function authFailure(response: Response, fallback: string): Promise<AuthFailure> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  const message =
    response.status === 429
      ? AUTH_MESSAGES.tooManyRequests
      : (body?.code && AUTH_ERRORS[body.code]) || body?.message || fallback;
  return { status: response.status, code: body?.code, message };
}

/** The cookies a successful better-auth answer set (a renewed or ended session). */
export function authCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

/** Display name and photo. Answers the cookies that refresh the session's cached user. */
export async function updateProfile(env: Env, request: Request, input: { name: string; image: string | null }) {
  const response = await callAuth(env, request, "/update-user", { body: input });
  if (!response.ok) throw new AppError("invalid", AUTH_MESSAGES.profileUpdateFailed);
  return authCookies(response);
}

/**
 * A new password for a password account (other sessions are ended). Answers the cookies of the new session; a
 * wrong current password has its own message.
 */
export async function changePassword(
  env: Env,
  { db, viewer }: { db: Db; viewer: Viewer },
  request: Request,
  input: { currentPassword: string; newPassword: string },
) {
  // better-auth limits the route per address; this limits guessing the current password per account too.
  await requireWithinLimits(db, [[`change-password:${viewer.id}`, ACCOUNT_CHANGES_PER_PERSON]]);
  const response = await callAuth(env, request, "/change-password", {
    body: { ...input, revokeOtherSessions: true },
  });
  if (response.ok) return authCookies(response);
  const failure = await authFailure(response, AUTH_MESSAGES.passwordUpdateFailed);
  if (failure.code === "INVALID_PASSWORD") {
    throw new AppError("invalid", AUTH_MESSAGES.wrongPassword, { code: "INVALID_PASSWORD" });
  }
  if (failure.status === 429) throw new AppError("rate_limited", failure.message);
  throw new AppError("invalid", AUTH_MESSAGES.passwordUpdateFailed);
}

/**
 * Deletes the signed-in person's account after re-authentication: the password for password accounts, a fresh
 * session (signed in again within the last minutes) for Google/GitHub accounts. better-auth checks the password (or
 * the session's freshness), runs the account clean-up (worker/auth.ts beforeDelete), then removes the user with
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
  if (!profile) throw notFound(AUTH_MESSAGES.deleteNotFound);
  const hasPassword = profile.providers.includes("credential");
  if (hasPassword && !input.password) throw invalid(AUTH_MESSAGES.deletePasswordRequired);
  if (!hasPassword && !profile.providers.some((provider) => provider === "google" || provider === "github")) {
    throw invalid(AUTH_MESSAGES.deleteUnsupportedProvider);
  }
  const response = await callAuth(env, request, "/delete-user", {
    body: hasPassword ? { password: input.password } : {},
  });
  if (response.ok) return authCookies(response);
  const failure = await authFailure(response, AUTH_MESSAGES.deleteFailed);
  if (failure.code === "INVALID_PASSWORD") throw invalid(AUTH_MESSAGES.deleteWrongPassword);
  if (failure.code === "SESSION_EXPIRED") {
    throw new AppError("unauthenticated", AUTH_MESSAGES.deleteReauthCancelled, {
      code: "REAUTHENTICATION_REQUIRED",
    });
  }
  if (failure.status === 429) throw new AppError("rate_limited", failure.message);
  console.error("account deletion refused by better-auth", failure);
  throw new AppError("invalid", AUTH_MESSAGES.deleteFailed);
}
