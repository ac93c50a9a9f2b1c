import { redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { authFailure, callAuth } from "#worker/services/accounts/account-flows";
import { AuthPage, AuthSubmit } from "~/components/auth/auth-page";
import { PasswordField } from "~/components/form/fields";
import { Notice } from "~/components/form/notice";
import { useFormState } from "~/components/form/use-form-state";
import { Form, Link } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { account } from "~/i18n/pages/account";
import { translateError } from "~/i18n/server-messages";
import { dispatchIntent } from "~/lib/actions.server";
import { pageLocale } from "~/lib/locale";
import { emailLinkMeta } from "~/lib/seo";
import { resetPasswordInput } from "../../../contract/account";
import type { MessageId } from "../../../contract/errors";
import type { FieldErrors } from "../../../contract/forms";
import { PASSWORD_MIN_LENGTH } from "../../../contract/limits";
import type { Route } from "./+types/reset-password";

/** The reset form's intent (the page's action has this one form). */
const RESET_INTENT = "reset";

/** What the action answers when it does not redirect: why (by message id for an invalid link), by field or not. */
type ResetFailure = { error: string; messageId?: MessageId; fieldErrors: FieldErrors };

export function meta(args: Route.MetaArgs) {
  const title = account[pageLocale(args)].reset.title;
  return emailLinkMeta(args, title);
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  return dispatchIntent(request, {
    [RESET_INTENT]: async (form) => {
      const token = form.text("token");
      if (!token) return form.fail({ id: "auth.resetLinkInvalid" });
      const { newPassword } = form.parse(resetPasswordInput, Object.fromEntries(form.form));
      const response = await callAuth(env, request, "/reset-password", { body: { token, newPassword } });
      if (!response.ok) {
        const failure = await authFailure(response, { id: "auth.resetSaveFailed" });
        // An unknown, used or expired token all read as one: the link no longer works.
        if (failure.code === "INVALID_TOKEN" || failure.code === "USER_NOT_FOUND") {
          return form.fail({ id: "auth.resetLinkInvalid" });
        }
        return form.fail(translateError(failure, form.locale), { status: response.status });
      }
      // better-auth ended every session of the account (revokeSessionsOnPasswordReset): log in with the new password.
      return redirect(form.local("/login?reset=1"));
    },
  });
}

function InvalidLink() {
  const t = useMessages(account).reset;
  return (
    <Notice tone="error">
      <p>{t.invalid}</p>
      <p className="mt-2">
        <Link to="/forgot-password" className="font-semibold underline hover:no-underline">
          {t.requestNew}
        </Link>
      </p>
    </Notice>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData as ResetFailure | undefined;
  const { busy, fieldErrors, onSubmit } = useFormState(resetPasswordInput, failure?.fieldErrors);
  const t = useMessages(account).reset;
  if (!loaderData.token || failure?.messageId === "auth.resetLinkInvalid") {
    return (
      <AuthPage title={t.heading}>
        <InvalidLink />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t.heading} lead={t.lead}>
      {!busy && failure && Object.keys(failure.fieldErrors).length === 0 ? (
        <Notice tone="error" className="mb-6">
          {failure.error}
        </Notice>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value={RESET_INTENT} />
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          label={t.newPassword}
          name="newPassword"
          kind="new"
          error={fieldErrors.newPassword}
          hint={t.hint(PASSWORD_MIN_LENGTH)}
        />
        <PasswordField label={t.confirm} name="confirmPassword" kind="new" error={fieldErrors.confirmPassword} />
        <AuthSubmit busy={busy}>{busy ? t.saving : t.submit}</AuthSubmit>
      </Form>
    </AuthPage>
  );
}
