import { useNavigation } from "react-router";
import { Notice } from "~/components/form/notice";
import { Form } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { account } from "~/i18n/pages/account";
import { RESEND_VERIFICATION, type ResendResult } from "~/lib/auth-forms";
import { cx } from "~/lib/cx";
import { AuthSubmit } from "./auth-page";

/** A button that asks for a new verification email (posting to the page's action), with the answer above it. */
export function ResendVerification({
  label,
  result,
  className,
}: {
  label: string;
  result: ResendResult | undefined;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData !== undefined;
  const t = useMessages(account);
  return (
    <div className={cx("space-y-4", className)}>
      {!busy && result?.sent ? <Notice tone="success">{t.resent}</Notice> : null}
      {!busy && result?.error ? <Notice tone="error">{result.error}</Notice> : null}
      <Form method="post">
        <input type="hidden" name="intent" value={RESEND_VERIFICATION} />
        <AuthSubmit busy={busy}>{busy ? t.sending : label}</AuthSubmit>
      </Form>
    </div>
  );
}
