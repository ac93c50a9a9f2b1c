import { data, useRouteLoaderData } from "react-router";
import { appContext } from "#worker/app-context";
import { safeRedirectPath } from "#worker/services/access/permissions";
import { authFailure, callAuth } from "#worker/services/accounts/account-flows";
import { type AuthActionData, AuthForm } from "~/components/auth/auth-form";
import { auth } from "~/i18n/pages/auth";
import { translateError } from "~/i18n/server-messages";
import { redirectWithCookies, startSocialSignIn } from "~/lib/auth.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { signInPageBasics } from "~/lib/sign-in-pages.server";
import type { loader as rootLoader } from "~/root";
import { signupInput } from "../../contract/account";
import { formText, parseForm } from "../../contract/forms";
import { localizePath } from "../../contract/locale";
import type { Route } from "./+types/signup";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: auth[pageLocale(args)].signup.tab, noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return signInPageBasics(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const form = await request.formData();
  const social = await startSocialSignIn(
    env,
    request,
    formText(form, "intent"),
    safeRedirectPath(formText(form, "redirectTo")),
  );
  if (social) return social;

  const email = formText(form, "email").trim();
  const name = formText(form, "name").trim();
  const parsed = parseForm(signupInput, Object.fromEntries(form));
  if (!parsed.ok) {
    return data<AuthActionData>({ fieldErrors: parsed.fieldErrors, values: { email, name } }, { status: 400 });
  }

  // With a guest's session cookie along, better-auth's anonymous plugin links the guest to the new account: the
  // guest's data moves over and the guest is deleted. better-auth also sends the verification email.
  const response = await callAuth(env, request, "/sign-up/email", {
    body: { email: parsed.data.email, name: parsed.data.name, password: parsed.data.password },
  });
  if (!response.ok) {
    const failure = await authFailure(response, "Failed to create your account. Please try again.");
    const formError = translateError(failure, pageLocale({ request }));
    return data<AuthActionData>(
      { formError, emailInUse: failure.code?.startsWith("USER_ALREADY_EXISTS"), values: { email, name } },
      { status: response.status },
    );
  }
  return redirectWithCookies(localizePath("/verify-email-required", pageLocale({ request })), response);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <AuthForm
      mode="signup"
      actionData={actionData}
      redirectTo={loaderData.redirectTo}
      notices={{ info: loaderData.reason }}
      isGuest={Boolean(root?.user?.isAnonymous)}
    />
  );
}
