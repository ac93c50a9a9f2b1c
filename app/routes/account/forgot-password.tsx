import { appContext } from "#worker/app-context";
import { authFailure, callAuth } from "#worker/services/accounts/account-flows";
import { AuthPage, AuthSubmit } from "~/components/auth/auth-page";
import { EmailField } from "~/components/form/fields";
import { Notice } from "~/components/form/notice";
import { useFormState } from "~/components/form/use-form-state";
import { Form, Link } from "~/components/localized";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { account } from "~/i18n/pages/account";
import { translateError } from "~/i18n/server-messages";
import { dispatchIntent } from "~/lib/actions.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { emailInput } from "../../../contract/account";
import type { FieldErrors } from "../../../contract/forms";
import type { Route } from "./+types/forgot-password";

/** The form's intent (the page's action has this one form). */
const FORGOT_INTENT = "forgot";

/** What the action answers: sent, or why not (by field or not); both with the address as typed. */
type ForgotAnswer =
  | { sent: true; email: string }
  | { error: string; fieldErrors: FieldErrors; values?: { email?: string } };

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: account[pageLocale(args)].forgot.title, noindex: true });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  return dispatchIntent(request, {
    [FORGOT_INTENT]: {
      echo: ["email"],
      run: async (form) => {
        const { email } = form.parse(emailInput, form.values);
        // better-auth answers the same whether or not the account exists, so the page never reveals which emails have one.
        const response = await callAuth(env, request, "/request-password-reset", {
          body: { email, redirectTo: form.local("/reset-password") },
        });
        if (!response.ok) {
          const failure = await authFailure(response, { id: "auth.resetRequestFailed" });
          return form.fail(translateError(failure, form.locale), { status: response.status });
        }
        return { sent: true as const, email };
      },
    },
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const answer = actionData as ForgotAnswer | undefined;
  const failure = answer && "error" in answer ? answer : null;
  const { busy, fieldErrors, onSubmit } = useFormState(emailInput, failure?.fieldErrors);
  const t = useMessages(account);
  return (
    <AuthPage title={t.forgot.heading} lead={t.forgot.lead}>
      {!busy && answer && "sent" in answer ? (
        <Notice tone="success" className="mb-6">
          {t.forgot.sent}
        </Notice>
      ) : null}
      {!busy && failure && Object.keys(failure.fieldErrors).length === 0 ? (
        <Notice tone="error" className="mb-6">
          {failure.error}
        </Notice>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value={FORGOT_INTENT} />
        <EmailField
          label={t.email}
          error={fieldErrors.email}
          defaultValue={answer && "sent" in answer ? answer.email : failure?.values?.email}
        />
        <AuthSubmit busy={busy}>{busy ? t.sending : t.forgot.submit}</AuthSubmit>
      </Form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 text-sm">
        <ButtonLink to="/" look="secondary">
          {t.backHome}
        </ButtonLink>
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t.forgot.remembered}
        </Link>
      </div>
    </AuthPage>
  );
}
