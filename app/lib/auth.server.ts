import { data, type RouterContextProvider } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { authFailure, callAuth } from "#worker/services/accounts/account-flows";
import { configuredProviders } from "#worker/services/accounts/oauth-providers";
import { translateError, translateMessageId } from "~/i18n/server-messages";
import { localizePath } from "../../contract/locale";
import { AUTH_MESSAGES } from "../../contract/messages";
import { pageLocale } from "./locale";

/** The pages' side of better-auth's flows: redirects that carry its cookies and the answers forms show. */

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
    const failure = await authFailure(response, `Sign-in with ${name} failed. Please try again.`);
    const formError = translateError(failure, pageLocale({ request }));
    return data<{ formError: string }>({ formError }, { status: response.ok ? 502 : response.status });
  }
  return redirectWithCookies(body.url, response);
}

/** What the login page says when a Google or GitHub sign-in came back with an error (`?error=`). */
export function oauthErrorNotice(error: string | null): { message: string; emailInUse: boolean } | null {
  if (!error) return null;
  if (error === "account_not_linked") {
    return {
      message: AUTH_MESSAGES.emailInUseWithPassword,
      emailInUse: true,
    };
  }
  return { message: AUTH_MESSAGES.signInInterrupted, emailInUse: false };
}

export type ResendResult = { sent?: boolean; error?: string };

/** Sends the signed-in person a new verification link: the action behind both "resend" buttons. */
export async function resendVerificationEmail(context: Readonly<RouterContextProvider>, request: Request) {
  const { env, viewer } = context.get(appContext);
  const user = await viewer();
  if (!user || user.isAnonymous) {
    return data<ResendResult>(
      { error: translateMessageId({ id: "auth.resendNeedsSignIn" }, pageLocale({ request })) },
      { status: 401 },
    );
  }
  const response = await callAuth(env, request, "/send-verification-email", {
    body: { email: user.email, callbackURL: localizePath("/verify-email", pageLocale({ request })) },
  });
  if (response.ok) return data<ResendResult>({ sent: true });
  const failure = await authFailure(response, AUTH_MESSAGES.sendVerificationFailed);
  return data<ResendResult>({ error: translateError(failure, pageLocale({ request })) }, { status: response.status });
}
