import type { RouterContextProvider } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { type AuthFailure, authFailure, callAuth } from "#worker/services/accounts/account-flows";
import { configuredProviders } from "#worker/services/accounts/oauth-providers";
import { translateMessageId } from "~/i18n/server-messages";
import type { FormIntent, IntentHandler } from "~/lib/actions.server";
import type { ResendResult } from "~/lib/auth-forms";
import type { Message } from "../../../contract/errors";
import type { Locale } from "../../../contract/locale";

/** The pages' side of better-auth's flows: redirects that carry its cookies and the answers forms show. */

/** A redirect that hands on the session cookies better-auth set (sign-in, sign-up, verification). */
export function redirectWithCookies(location: string, from: Response): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of from.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

const PROVIDER_NAMES = { google: "Google", github: "GitHub" } as const;

/** The Google and GitHub buttons' intents (the pages' sign-in and the profile's fresh sign-in before deleting). */
export type SocialProvider = keyof typeof PROVIDER_NAMES;

/**
 * The answer to a Google or GitHub button: "... is not configured" on the form when the provider has no credentials;
 * otherwise a redirect to the provider, carrying better-auth's OAuth state cookie. A guest's session goes along, so
 * the new account takes over the guest's data.
 */
export async function startSocialSignIn(
  env: Env,
  form: FormIntent,
  provider: SocialProvider,
  redirectTo: string,
): Promise<Response> {
  const name = PROVIDER_NAMES[provider];
  if (!configuredProviders(getConfig(env))[provider]) {
    form.fail({ id: "auth.providerNotConfigured", params: { provider: name } });
  }
  const response = await callAuth(env, form.request, "/sign-in/social", {
    body: { provider, callbackURL: redirectTo, errorCallbackURL: "/login" },
  });
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: string } | null;
  if (!response.ok || !body?.url) {
    const failure = await authFailure(response, { id: "auth.providerSignInFailed", params: { provider: name } });
    form.fail(authMessage(failure), { status: response.ok ? 502 : response.status });
  }
  return redirectWithCookies(body.url, response);
}

/** A failed better-auth answer as the message a form shows. */
export function authMessage(failure: AuthFailure): Message {
  return { id: failure.messageId, ...(failure.params ? { params: failure.params } : {}) };
}

/** What the login page says, in its language, when a Google or GitHub sign-in came back with an error (`?error=`). */
export function oauthErrorNotice(
  error: string | null,
  locale: Locale,
): { message: string; emailInUse: boolean } | null {
  if (!error) return null;
  const emailInUse = error === "account_not_linked";
  const message = translateMessageId(
    { id: emailInUse ? "auth.emailInUseWithPassword" : "auth.signInInterrupted" },
    locale,
  );
  return { message, emailInUse };
}

/** The handler of both "resend" buttons: sends the signed-in person a new verification link. */
export function resendVerificationHandler(context: Readonly<RouterContextProvider>): IntentHandler {
  return {
    fallback: { id: "auth.sendVerificationFailed" },
    run: async (form): Promise<ResendResult> => {
      const { env, viewer } = context.get(appContext);
      const user = await viewer();
      if (!user || user.isAnonymous) return form.fail({ id: "auth.resendNeedsSignIn" }, { status: 401 });
      const response = await callAuth(env, form.request, "/send-verification-email", {
        body: { email: user.email, callbackURL: form.local("/verify-email") },
      });
      if (response.ok) return { sent: true };
      const failure = await authFailure(response, { id: "auth.sendVerificationFailed" });
      return form.fail(authMessage(failure), { status: response.status });
    },
  };
}
