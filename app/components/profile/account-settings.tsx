import { useEffect, useId, useRef } from "react";
import { FormError, TextField } from "~/components/form/fields";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
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
import { providerName } from "./profile-information";

export const CHANGE_PASSWORD = "change-password";
export const DELETE_ACCOUNT = "delete-account";

const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-rose-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-rose-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";

/** Password change for password accounts (SPEC.md §5: only they may manage a password), then account deletion. */
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
  return (
    <DashboardSection id="account-settings" title="Account Settings">
      <div className="mt-5 grid gap-8 md:grid-cols-2">
        {hasPassword ? (
          <ChangePassword changed={passwordChanged} failure={failureFor(result, CHANGE_PASSWORD)} />
        ) : (
          <div>
            <h3 className="text-base font-semibold text-slate-900">Password</h3>
            <p className="mt-1 text-sm text-slate-700">
              You sign in with {providers.map(providerName).join(" and ")}, so your password is managed there, not here.
            </p>
          </div>
        )}
        <DeleteAccount hasPassword={hasPassword} providers={providers} failure={failureFor(result, DELETE_ACCOUNT)} />
      </div>
    </DashboardSection>
  );
}

function ChangePassword({ changed, failure }: { changed: boolean; failure: FormFailure | null }) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useSubmitting(CHANGE_PASSWORD);
  useFocusOnFailure(formRef, failure);
  // The form stays mounted across the redirect that follows a change: empty it so no password lingers.
  useEffect(() => {
    if (changed) formRef.current?.reset();
  }, [changed]);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Change Password
      </h3>
      <Form method="post" ref={formRef} preventScrollReset className="mt-3 space-y-4">
        <input type="hidden" name="intent" value={CHANGE_PASSWORD} />
        <TextField
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          error={fieldError(failure, "currentPassword")}
        />
        <TextField
          name="newPassword"
          type="password"
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
          error={fieldError(failure, "newPassword")}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={fieldError(failure, "confirmPassword")}
        />
        <FormError message={formMessage(failure)} />
        <button type="submit" className={buttonClass.primary} disabled={submitting}>
          {submitting ? "Updating..." : "Update Password"}
        </button>
      </Form>
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
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useSubmitting(DELETE_ACCOUNT);
  useFocusOnFailure(formRef, failure);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-rose-200 bg-rose-50 p-4 sm:p-5">
      <h3 id={headingId} className="text-base font-semibold text-rose-900">
        Delete Account
      </h3>
      <p className="mt-2 text-sm text-slate-800">Deleting your account is permanent and cannot be undone.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>Organizations you created are deleted, together with their images.</li>
        <li>Explore companies you claimed return to unclaimed.</li>
        <li>Subscription records are kept for accounting, without your name.</li>
      </ul>
      {hasPassword ? null : (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-slate-800">
            For your security this needs a sign-in from the last 10 minutes. Sign in again, then delete.
          </p>
          <Form method="post" className="flex flex-wrap gap-2">
            {providers
              .filter((provider) => provider === "google" || provider === "github")
              .map((provider) => (
                <button
                  key={provider}
                  type="submit"
                  name="intent"
                  value={`reauth-${provider}`}
                  className={buttonClass.secondary}
                >
                  Sign in again with {providerName(provider)}
                </button>
              ))}
          </Form>
        </div>
      )}
      <Form method="post" ref={formRef} preventScrollReset className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={DELETE_ACCOUNT} />
        <TextField
          name="confirm"
          label="Type DELETE to confirm"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={fieldError(failure, "confirm")}
        />
        {hasPassword ? (
          <TextField
            name="password"
            type="password"
            label="Current password"
            autoComplete="current-password"
            required
            error={fieldError(failure, "password")}
          />
        ) : null}
        <FormError message={formMessage(failure)} />
        <button type="submit" className={dangerButtonClass} disabled={submitting}>
          {submitting ? "Deleting..." : "Delete Account"}
        </button>
      </Form>
    </section>
  );
}
