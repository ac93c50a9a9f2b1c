import { data } from "react-router";
import { appContext } from "#worker/app-context";
import { authFailure, callAuth } from "#worker/services/accounts/account-flows";
import { AuthPage } from "~/components/auth/auth-page";
import { TextField } from "~/components/form/fields";
import { Notice } from "~/components/form/notice";
import { useFormState } from "~/components/form/use-form-state";
import { Form, Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { account } from "~/i18n/pages/account";
import { translateError } from "~/i18n/server-messages";
import { cx } from "~/lib/cx";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { emailInput } from "../../contract/account";
import { type FieldErrors, formText, parseForm } from "../../contract/forms";
import { localizePath } from "../../contract/locale";
import type { Route } from "./+types/forgot-password";

type ActionData = { sent?: boolean; failure?: string; fieldErrors?: FieldErrors; email?: string };

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: account[pageLocale(args)].forgot.title, noindex: true });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const form = await request.formData();
  const parsed = parseForm(emailInput, Object.fromEntries(form));
  if (!parsed.ok)
    return data<ActionData>({ fieldErrors: parsed.fieldErrors, email: formText(form, "email") }, { status: 400 });
  const { email } = parsed.data;

  // better-auth answers the same whether or not the account exists, so the page never reveals which emails have one.
  const response = await callAuth(env, request, "/request-password-reset", {
    body: { email, redirectTo: localizePath("/reset-password", pageLocale({ request })) },
  });
  if (!response.ok) {
    const failure = await authFailure(response, "Please try again later.");
    return data<ActionData>(
      { failure: translateError(failure, pageLocale({ request })), email },
      { status: response.status },
    );
  }
  return data<ActionData>({ sent: true, email });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { busy, fieldErrors, onSubmit } = useFormState(emailInput, actionData?.fieldErrors);
  const t = useMessages(account);
  return (
    <AuthPage title={t.forgot.heading} lead={t.forgot.lead}>
      {!busy && actionData?.sent ? (
        <Notice tone="success" className="mb-6">
          {t.forgot.sent}
        </Notice>
      ) : null}
      {!busy && actionData?.failure ? (
        <Notice tone="error" className="mb-6">
          {t.forgot.failed(actionData.failure)}
        </Notice>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          error={fieldErrors.email}
          defaultValue={actionData?.email}
        />
        <button type="submit" disabled={busy} className={cx(buttonClass.primary, "w-full py-2.5")}>
          {busy ? t.sending : t.forgot.submit}
        </button>
      </Form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 text-sm">
        <Link to="/" className={buttonClass.secondary}>
          {t.backHome}
        </Link>
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t.forgot.remembered}
        </Link>
      </div>
    </AuthPage>
  );
}
