import { appContext } from "#worker/app-context";
import { callAuth } from "#worker/services/accounts/account-flows";
import { AuthForm } from "~/components/auth/auth-form";
import { auth } from "~/i18n/pages/auth";
import { dispatchIntent } from "~/lib/actions.server";
import { pageLocale } from "~/lib/locale";
import { useRootData } from "~/lib/root-data";
import { seo } from "~/lib/seo";
import { signupInput } from "../../../contract/account";
import type { Route } from "./+types/signup";
import { redirectWithCookies } from "./auth.server";
import { refuseSignIn, signInHandlers, signInPageBasics } from "./sign-in-pages.server";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: auth[pageLocale(args)].signup.tab, noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return signInPageBasics(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  return dispatchIntent(
    request,
    signInHandlers(context, signupInput, async (input, form) => {
      // With a guest's session cookie along, better-auth's anonymous plugin links the guest to the new account: the
      // guest's data moves over and the guest is deleted. better-auth also sends the verification email.
      const response = await callAuth(env, request, "/sign-up/email", {
        body: { email: input.email, name: input.name, password: input.password },
      });
      if (!response.ok) return refuseSignIn(form, response, { id: "auth.signUpFailed" });
      return redirectWithCookies(form.local("/verify-email-required"), response);
    }),
  );
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
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
