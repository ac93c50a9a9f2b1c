import { redirect } from "react-router";
import { AuthPage } from "~/components/auth/auth-page";
import { ResendVerification } from "~/components/auth/resend-verification";
import { Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { resendVerificationEmail } from "~/lib/auth.server";
import { cx } from "~/lib/cx";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/verify-email-required";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Verify Your Email", noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requirePageAccess(context, request, "permanent", "permanent-account");
  if (viewer.emailVerified) throw redirect("/profile");
  return { email: viewer.email };
}

export function action({ context, request }: Route.ActionArgs) {
  return resendVerificationEmail(context, request);
}

export default function VerifyEmailRequired({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage title="Verify your email">
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
        <p className="mt-4 text-slate-700">We sent a verification link to</p>
        <p className="mt-1 font-semibold break-all text-slate-900">{loaderData.email}</p>
        <p className="mt-4 text-sm text-slate-700">
          Open the link in that email to verify your address. You need a verified email to create and manage
          organization profiles. The link works for 24 hours.
        </p>
      </div>
      <ResendVerification label="Resend Verification Email" result={actionData} className="mt-6" />
      <Link to="/" className={cx(buttonClass.secondary, "mt-3 w-full py-2.5")}>
        Continue to Home
      </Link>
      <p className="mt-6 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">
        Didn't get the email? Check your spam folder, or{" "}
        <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline">
          Contact support
        </Link>
        .
      </p>
    </AuthPage>
  );
}
