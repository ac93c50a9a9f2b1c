import { data } from "react-router";
import { appContext } from "#worker/app-context";
import { authFailure, callAuth } from "#worker/services/accounts/account-flows";
import { type AuthActionData, AuthForm } from "~/components/auth/auth-form";
import { useMessages } from "~/i18n/messages";
import { auth } from "~/i18n/pages/auth";
import { translateError } from "~/i18n/server-messages";
import { oauthErrorNotice, redirectWithCookies } from "~/lib/auth.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { readSignInForm, signInPageBasics } from "~/lib/sign-in-pages.server";
import { loginInput } from "../../contract/account";
import { DEFAULT_LOCALE, localizePath } from "../../contract/locale";
import type { Route } from "./+types/login";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: auth[pageLocale(args)].login.tab, noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const basics = await signInPageBasics(context, request);
  const url = new URL(request.url);
  return {
    ...basics,
    // Set by /reset-password after a new password was saved.
    passwordReset: url.searchParams.get("reset") === "1",
    // Set by better-auth when a Google or GitHub sign-in came back refused or broken.
    oauthError: oauthErrorNotice(url.searchParams.get("error"), pageLocale({ location: url })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const read = await readSignInForm(context, request, loginInput);
  if ("answer" in read) return read.answer;
  const { input, values, back } = read;

  // A guest's session cookie goes along, so better-auth's anonymous plugin moves the guest's data to this account.
  const response = await callAuth(env, request, "/sign-in/email", { body: input });
  if (!response.ok) {
    const failure = await authFailure(response, { id: "auth.signInFailed" });
    const formError = translateError(failure, pageLocale({ request }));
    return data<AuthActionData>({ formError, values: { email: values.email } }, { status: response.status });
  }
  // Back where the person came from; signing in in Spanish keeps them in Spanish.
  const locale = pageLocale({ request });
  return redirectWithCookies(locale === DEFAULT_LOCALE ? back : localizePath(back, locale), response);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(auth);
  return (
    <AuthForm
      mode="login"
      actionData={actionData}
      redirectTo={loaderData.redirectTo}
      notices={{
        info: loaderData.reason,
        success: loaderData.passwordReset ? t.passwordWasReset : null,
        error: loaderData.oauthError,
      }}
    />
  );
}
