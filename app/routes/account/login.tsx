import { appContext } from "#worker/app-context";
import { safeRedirectPath } from "#worker/services/access/permissions";
import { callAuth } from "#worker/services/accounts/account-flows";
import { AuthForm } from "~/components/auth/auth-form";
import { useMessages } from "~/i18n/messages";
import { auth } from "~/i18n/pages/auth";
import { dispatchIntent } from "~/lib/actions.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { loginInput } from "../../../contract/account";
import type { Route } from "./+types/login";
import { oauthErrorNotice, redirectWithCookies } from "./auth.server";
import { refuseSignIn, signInHandlers, signInPageBasics } from "./sign-in-pages.server";

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
  return dispatchIntent(
    request,
    signInHandlers(context, loginInput, async (input, form) => {
      // A guest's session cookie goes along, so better-auth's anonymous plugin moves the guest's data to this account.
      const response = await callAuth(env, request, "/sign-in/email", { body: input });
      if (!response.ok) return refuseSignIn(form, response, { id: "auth.signInFailed" });
      // Back where the person came from; signing in in Spanish keeps them in Spanish.
      return redirectWithCookies(form.local(safeRedirectPath(form.text("redirectTo"))), response);
    }),
  );
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
