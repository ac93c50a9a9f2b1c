import { redirect, useNavigation } from "react-router";
import { AuthPage } from "~/components/auth/auth-page";
import { ResendVerification } from "~/components/auth/resend-verification";
import { Notice } from "~/components/form/notice";
import { Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { redirectWithCookies, resendVerificationEmail } from "~/lib/auth.server";
import { cx } from "~/lib/cx";
import { seo } from "~/lib/seo";
import { withoutLocale } from "../../contract/locale";
import { appContext } from "../../worker/context";
import { authFailure, callAuth } from "../../worker/services/account-flows";
import type { Route } from "./+types/verify-email";

/** The address a verification token is for: its payload (a JWT better-auth has just checked) names it. */
function verificationEmailOf(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/")));
    return typeof payload.email === "string" ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

const VERIFICATION_FAILED =
  "Verification failed. The link may be expired or invalid. Please request a new verification email.";
const VERIFY_ERROR = "Failed to verify email. Please try again later.";
const MISSING = "Missing verification information. Please check your email link and try again.";

export function meta(args: Route.MetaArgs) {
  // The token is in the address: keep it out of the Referer of any request the page makes.
  return [...seo(args, { title: "Verify Email", noindex: true }), { name: "referrer", content: "no-referrer" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const url = new URL(request.url);
  if (url.searchParams.get("verified") === "1") return { verified: true, error: null };
  const token = url.searchParams.get("token");
  if (!token || !url.searchParams.get("userId")) return { verified: false, error: MISSING };

  const signedIn = await context.get(appContext).viewer();
  const response = await callAuth(env, request, "/verify-email", { query: { token } });
  if (response.ok) {
    // Someone signed in with another account keeps their own session: opening someone else's link verifies that
    // account and nothing more, never a silent switch to it (better-auth would sign the link's account in).
    if (signedIn && !signedIn.isAnonymous && signedIn.email !== verificationEmailOf(token)) {
      throw redirect("/verify-email?verified=1");
    }
    // Otherwise verifying signs the person in. Redirecting sets that session before the page renders, so the header
    // already shows the account, and takes the token out of the address bar and the history.
    throw redirectWithCookies("/verify-email?verified=1", response);
  }
  if (response.status >= 500) return { verified: false, error: VERIFY_ERROR };
  if (response.status === 429) return { verified: false, error: (await authFailure(response, VERIFY_ERROR)).message };
  // An unknown, expired or already replaced token: the link itself is the problem.
  return { verified: false, error: VERIFICATION_FAILED };
}

export function action({ context, request }: Route.ActionArgs) {
  return resendVerificationEmail(context, request);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const verifying = navigation.state === "loading" && withoutLocale(navigation.location.pathname) === "/verify-email";

  if (verifying) {
    return (
      <AuthPage title="Email verification">
        <div role="status" className="flex items-center justify-center gap-3 py-6 text-slate-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          Verifying your email...
        </div>
      </AuthPage>
    );
  }

  if (loaderData.verified) {
    return (
      <AuthPage title="Email verification">
        <Notice tone="success">Your email has been verified</Notice>
        <p className="mt-4 text-sm text-slate-700">
          You can now create and manage organization profiles from your dashboard.
        </p>
        <Link to="/" className={cx(buttonClass.primary, "mt-6 w-full py-2.5")}>
          Continue to Home
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Email verification">
      <Notice tone="error">{loaderData.error}</Notice>
      <ResendVerification label="Request New Verification Email" result={actionData} className="mt-6" />
      <Link to="/" className={cx(buttonClass.secondary, "mt-3 w-full py-2.5")}>
        Go to Home
      </Link>
    </AuthPage>
  );
}
