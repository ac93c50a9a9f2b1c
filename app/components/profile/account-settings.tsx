import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { FormError, PasswordField, TextField } from "~/components/form/fields";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { cx } from "~/lib/cx";
import { PASSWORD_MIN_LENGTH } from "../../../contract/limits";
import { DashboardSection } from "./dashboard-section";
import {
  type FormFailure,
  failureFor,
  fieldError,
  formMessage,
  useFocusOnFailure,
  useSubmitting,
} from "./form-controls";
import { useProviderName } from "./profile-information";

export const CHANGE_PASSWORD = "change-password";
export const DELETE_ACCOUNT = "delete-account";
/** The fresh Google or GitHub sign-in that deleting a password-less account asks for first. */
export const REAUTH = { google: "reauth-google", github: "reauth-github" } as const;

const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-rose-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-rose-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";

/** Password change for password accounts (only they may manage a password), then account deletion. */
export function AccountSettings({
  providers,
  passwordChanged,
  result,
}: {
  providers: string[];
  passwordChanged: boolean;
  result: FormFailure | undefined;
}) {
  const hasPassword = providers.includes("credential");
  const t = useMessages(dashboard).account;
  const providerName = useProviderName();
  return (
    <DashboardSection id="account-settings" title={t.title}>
      <div className="mt-5 grid gap-8 md:grid-cols-2">
        {hasPassword ? (
          <ChangePassword changed={passwordChanged} failure={failureFor(result, CHANGE_PASSWORD)} />
        ) : (
          <div>
            <h3 className="text-base font-semibold text-slate-900">{t.password}</h3>
            <p className="mt-1 text-sm text-slate-700">{t.managedElsewhere(providers.map(providerName).join(t.and))}</p>
          </div>
        )}
        <DeleteAccount
          hasPassword={hasPassword}
          providers={providers}
          failure={failureFor(result, DELETE_ACCOUNT, REAUTH.google, REAUTH.github)}
        />
      </div>
    </DashboardSection>
  );
}

function ChangePassword({ changed, failure }: { changed: boolean; failure: FormFailure | null }) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const t = useMessages(dashboard).account;
  const passwords = [
    { name: "currentPassword", label: t.currentPassword, kind: "current" },
    { name: "newPassword", label: t.newPassword, kind: "new", hint: t.passwordHint(PASSWORD_MIN_LENGTH) },
    { name: "confirmPassword", label: t.confirmPassword, kind: "new" },
  ] as const;
  // The form stays mounted across the redirect that follows a change: empty it so no password lingers.
  useEffect(() => {
    if (changed) formRef.current?.reset();
  }, [changed]);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t.changePassword}
      </h3>
      <AccountForm
        intent={CHANGE_PASSWORD}
        formRef={formRef}
        failure={failure}
        className="mt-3"
        submit={{ label: t.updatePassword, busy: t.updating, className: buttonClass.primary }}
      >
        {passwords.map((field) => (
          <PasswordField key={field.name} {...field} required error={fieldError(failure, field.name)} />
        ))}
      </AccountForm>
    </section>
  );
}

function DeleteAccount({
  hasPassword,
  providers,
  failure,
}: {
  hasPassword: boolean;
  providers: string[];
  failure: FormFailure | null;
}) {
  const headingId = useId();
  const t = useMessages(dashboard).account;
  const providerName = useProviderName();

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-rose-200 bg-rose-50 p-4 sm:p-5">
      <h3 id={headingId} className="text-base font-semibold text-rose-900">
        {t.deleteTitle}
      </h3>
      <p className="mt-2 text-sm text-slate-800">{t.deleteLead}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {t.deleteEffects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      {hasPassword ? null : (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-slate-800">{t.reauthLead}</p>
          <Form method="post" className="flex flex-wrap gap-2">
            {providers
              .filter((provider) => Object.hasOwn(REAUTH, provider))
              .map((provider) => (
                <button
                  key={provider}
                  type="submit"
                  name="intent"
                  value={REAUTH[provider as keyof typeof REAUTH]}
                  className={buttonClass.secondary}
                >
                  {t.reauth(providerName(provider))}
                </button>
              ))}
          </Form>
        </div>
      )}
      <AccountForm
        intent={DELETE_ACCOUNT}
        failure={failure}
        className="mt-4"
        submit={{ label: t.deleteAccount, busy: t.deleting, className: dangerButtonClass }}
      >
        <TextField
          name="confirm"
          label={t.typeDelete}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={fieldError(failure, "confirm")}
        />
        {hasPassword ? (
          <PasswordField
            name="password"
            label={t.currentPassword}
            kind="current"
            required
            error={fieldError(failure, "password")}
          />
        ) : null}
      </AccountForm>
    </section>
  );
}

/**
 * One of the section's forms: it posts `intent` with its fields (`children`), then says why it failed, if it did (and
 * takes the focus then), above its submit button, which reads `submit.busy` while the form posts.
 */
function AccountForm({
  intent,
  failure,
  formRef: givenRef,
  className,
  submit,
  children,
}: {
  intent: string;
  failure: FormFailure | null;
  formRef?: RefObject<HTMLFormElement | null>;
  className: string;
  submit: { label: string; busy: string; className: string };
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = givenRef ?? ownRef;
  const submitting = useSubmitting(intent);
  useFocusOnFailure(formRef, failure);
  return (
    <Form method="post" ref={formRef} preventScrollReset className={cx(className, "space-y-4")}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormError message={formMessage(failure)} />
      <button type="submit" className={submit.className} disabled={submitting}>
        {submitting ? submit.busy : submit.label}
      </button>
    </Form>
  );
}
