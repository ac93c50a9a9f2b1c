import { data } from "react-router";
import { authErrorMessage } from "~/lib/auth-errors";
import { getAuth, getSession } from "../../../worker/auth";
import { getConfig } from "../../../worker/env";
import { configuredProviders } from "../../../worker/oauth-providers";

/**
 * Calls one better-auth endpoint from a page's loader or action, as the browser's own request: its cookie, origin,
 * fetch metadata and client address go along. It goes through better-auth's HTTP handler rather than `auth.api`
 * because only the handler applies the rate limits of worker/auth.ts and the origin (CSRF) check; without them the
 * login form would be an unthrottled way around the limits on /api/auth. Returns better-auth's Response (JSON).
 */
export function callAuth(
  env: Env,
  request: Request,
  path: string,
  options: { body?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(`/api/auth${path}`, request.url);
  if (options.query) url.search = new URLSearchParams(options.query).toString();
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (options.body) headers.set("content-type", "application/json");
  else headers.delete("content-type");
  const init: RequestInit = options.body
    ? { method: "POST", headers, body: JSON.stringify(options.body) }
    : { method: "GET", headers };
  return getAuth(env).handler(new Request(url, init));
}

/** A failed better-auth answer as SPEC.md §8 words it (429 included), with better-auth's error code. */
export async function authFailure(response: Response, fallback: string): Promise<{ code?: string; message: string }> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  return {
    code: body?.code,
    message: authErrorMessage({ body: body ?? undefined, statusCode: response.status }, fallback),
  };
}

/** A redirect that hands on the session cookies better-auth set (sign-in, sign-up, verification). */
export function redirectWithCookies(location: string, from: Response): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of from.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

const PROVIDER_NAMES = { google: "Google", github: "GitHub" } as const;

/**
 * The answer to a Google or GitHub button: null for any other intent; "... is not configured" when the provider
 * has no credentials; otherwise a redirect to the provider, carrying better-auth's OAuth state cookie. A guest's
 * session goes along, so the new account takes over the guest's data.
 */
export async function startSocialSignIn(env: Env, request: Request, intent: string, redirectTo: string) {
  if (intent !== "google" && intent !== "github") return null;
  const name = PROVIDER_NAMES[intent];
  if (!configuredProviders(getConfig(env))[intent]) {
    return data<{ formError: string }>({ formError: `${name} is not configured` }, { status: 400 });
  }
  const response = await callAuth(env, request, "/sign-in/social", {
    body: { provider: intent, callbackURL: redirectTo, errorCallbackURL: "/login" },
  });
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: string } | null;
  if (!response.ok || !body?.url) {
    const { message } = await authFailure(response, `Sign-in with ${name} failed. Please try again.`);
    return data<{ formError: string }>({ formError: message }, { status: response.ok ? 502 : response.status });
  }
  return redirectWithCookies(body.url, response);
}

/** What the login page says when a Google or GitHub sign-in came back with an error (`?error=`). */
export function oauthErrorNotice(error: string | null): { message: string; emailInUse: boolean } | null {
  if (!error) return null;
  if (error === "account_not_linked") {
    return {
      message:
        "This email is already registered with a password. Please sign in with your password or use the 'Forgot Password' option if you don't remember it.",
      emailInUse: true,
    };
  }
  return { message: "Sign-in process was interrupted. Please try again.", emailInUse: false };
}

const SEND_VERIFICATION_FAILED = "Failed to send verification email. Please try again later.";

export type ResendResult = { sent?: boolean; error?: string };

/** Sends the signed-in person a new verification link: the action behind both "resend" buttons. */
export async function resendVerificationEmail(env: Env, request: Request) {
  const session = await getSession(env, request.headers);
  if (!session || session.user.isAnonymous) {
    return data<ResendResult>({ error: "You must be logged in to request a verification email." }, { status: 401 });
  }
  const response = await callAuth(env, request, "/send-verification-email", {
    body: { email: session.user.email, callbackURL: "/verify-email" },
  });
  if (response.ok) return data<ResendResult>({ sent: true });
  const { message } = await authFailure(response, SEND_VERIFICATION_FAILED);
  return data<ResendResult>({ error: message }, { status: response.status });
}
