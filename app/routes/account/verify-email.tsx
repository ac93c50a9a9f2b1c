import { useNavigation } from "react-router";
import { appContext } from "#worker/app-context";
import { authFailure, callAuth } from "#worker/services/accounts/account-flows";
import { AuthPage } from "~/components/auth/auth-page";
import { ResendVerification } from "~/components/auth/resend-verification";
import { Notice } from "~/components/form/notice";
import { Link } from "~/components/localized";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { account } from "~/i18n/pages/account";
import { translateError } from "~/i18n/server-messages";
import { dispatchIntent } from "~/lib/actions.server";
import { RESEND_VERIFICATION } from "~/lib/auth-forms";
import { pageLocale } from "~/lib/locale";
import { emailLinkMeta } from "~/lib/seo";
import { localizePath, withoutLocale } from "../../../contract/locale";
import type { Route } from "./+types/verify-email";
import { redirectWithCookies, resendVerificationHandler } from "./auth.server";

/** Why verifying failed: the page says it in its language; a rate limit's message comes from the server. */
type Problem = "missing" | "failed" | "error" | { message: string };

export function meta(args: Route.MetaArgs) {
  const title = account[pageLocale(args)].verify.title;
  return emailLinkMeta(args, title);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const url = new URL(request.url);
  const verifiedPage = localizePath("/verify-email?verified=1", pageLocale({ request }));
  const failed = (problem: Problem) => ({ verified: false, problem });
  if (url.searchParams.get("verified") === "1") return { verified: true, problem: null };
  const token = url.searchParams.get("token");
  if (!token || !url.searchParams.get("userId")) return failed("missing");

  const response = await callAuth(env, request, "/verify-email", { query: { token } });
  if (response.ok) {
    // Verifying signs the link's account in, unless someone else is signed in (handleAuth keeps them: no silent
    // switch to another account). Redirecting sets that session before the page renders, so the header already shows
    // the account, and takes the token out of the address bar and the history.
    throw redirectWithCookies(verifiedPage, response);
  }
  if (response.status >= 500) return failed("error");
  if (response.status === 429) {
    return failed({
      message: translateError(await authFailure(response, { id: "auth.verificationFailed" }), pageLocale({ request })),
    });
  }
  // An unknown, expired or already replaced token: the link itself is the problem.
  return failed("failed");
}

export function action({ context, request }: Route.ActionArgs) {
  return dispatchIntent(request, { [RESEND_VERIFICATION]: resendVerificationHandler(context) });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const verifying = navigation.state === "loading" && withoutLocale(navigation.location.pathname) === "/verify-email";
  const t = useMessages(account);

  if (verifying) {
    return (
      <AuthPage title={t.verify.heading}>
        <div role="status" className="flex items-center justify-center gap-3 py-6 text-slate-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          {t.verify.verifying}
        </div>
      </AuthPage>
    );
  }

  if (loaderData.verified) {
    return (
      <AuthPage title={t.verify.heading}>
        <Notice tone="success">{t.verify.verified}</Notice>
        <p className="mt-4 text-sm text-slate-700">
          {t.verify.verifiedLead.before}
          <Link
            to="/profile"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t.verify.verifiedLead.link}
          </Link>
          {t.verify.verifiedLead.after}
        </p>
        <ButtonLink to="/" className="mt-6 w-full py-2.5">
          {t.continueHome}
        </ButtonLink>
      </AuthPage>
    );
  }

  const problem = loaderData.problem;
  return (
    <AuthPage title={t.verify.heading}>
      <Notice tone="error">
        {typeof problem === "object" && problem ? problem.message : t.verify[problem ?? "failed"]}
      </Notice>
      <ResendVerification label={t.verify.requestNew} result={actionData} className="mt-6" />
      <ButtonLink to="/" look="secondary" className="mt-3 w-full py-2.5">
        {t.goHome}
      </ButtonLink>
    </AuthPage>
  );
}
