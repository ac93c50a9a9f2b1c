import { redirect } from "react-router";
import { AuthPage } from "~/components/auth/auth-page";
import { ResendVerification } from "~/components/auth/resend-verification";
import { Link } from "~/components/localized";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { account } from "~/i18n/pages/account";
import { dispatchIntent } from "~/lib/actions.server";
import { RESEND_VERIFICATION } from "~/lib/auth-forms";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { localizePath } from "../../../contract/locale";
import type { Route } from "./+types/verify-email-required";
import { resendVerificationHandler } from "./auth.server";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: account[pageLocale(args)].required.title, noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requirePageAccess(context, request, "permanent", "permanent-account");
  if (viewer.emailVerified) throw redirect(localizePath("/profile", pageLocale({ request })));
  return { email: viewer.email };
}

export function action({ context, request }: Route.ActionArgs) {
  return dispatchIntent(request, { [RESEND_VERIFICATION]: resendVerificationHandler(context) });
}

export default function VerifyEmailRequired({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(account);
  return (
    <AuthPage title={t.required.heading}>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6 text-brand-700"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <path d="M3 7l9 6 9-6M5 5h14a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2z" />
          </svg>
        </span>
        <p className="mt-4 text-slate-700">{t.required.sentTo}</p>
        <p className="mt-1 font-semibold break-all text-slate-900">{loaderData.email}</p>
        <p className="mt-4 text-sm text-slate-700">{t.required.lead}</p>
      </div>
      <ResendVerification label={t.required.resend} result={actionData} className="mt-6" />
      <ButtonLink to="/" look="secondary" className="mt-3 w-full py-2.5">
        {t.continueHome}
      </ButtonLink>
      <p className="mt-6 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">
        {t.required.spam}{" "}
        <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline">
          {t.required.contact}
        </Link>
        .
      </p>
    </AuthPage>
  );
}
