import { useEffect, useRef } from "react";
import { CountryOptions, IdempotencyKeyField, SelectField, TextAreaField, TextField } from "~/components/form/fields";
import { useFormState } from "~/components/form/use-form-state";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { submit } from "~/i18n/pages/submit";
import { cx } from "~/lib/cx";
import type { FieldErrors } from "../../../contract/forms";
import { DESCRIPTION_MAX, NAME_MAX } from "../../../contract/limits";
import { createOrganizationInput } from "../../../contract/organization";

/** The create form's intent (the page's action has this one form). */
export const CREATE_INTENT = "create";

/** The fields the action reads, and gives back as typed with its messages (the schema trims when it checks). */
export const CREATE_FIELDS = ["name", "country", "description"] as const;

/** What the create action answers when it does not redirect: why, and what was typed. */
type CreateFailure = {
  error: string;
  fieldErrors: FieldErrors;
  values?: Partial<Record<(typeof CREATE_FIELDS)[number], string>>;
};

export type CountryOption = { code: string; name: string };

/** Name, country and description: all a new organization needs before its plan is chosen. */
export function CreateOrganizationForm({
  countries,
  idempotencyKey,
  result,
}: {
  countries: CountryOption[];
  idempotencyKey: string;
  result: CreateFailure | undefined;
}) {
  const { busy, fieldErrors, onSubmit } = useFormState(createOrganizationInput, result?.fieldErrors);
  const values = result?.values;
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  // A failure with no field to go to (the server's own) is the form's.
  const formError = busy || !result || Object.keys(result.fieldErrors).length > 0 ? undefined : result.error;
  const t = useMessages(submit);

  // A failure of the server has no field to go to: bring its message into view.
  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="intent" value={CREATE_INTENT} />
      <IdempotencyKeyField value={idempotencyKey} />
      <TextField
        label={t.name}
        name="name"
        type="text"
        autoComplete="organization"
        maxLength={NAME_MAX}
        required
        defaultValue={values?.name}
        error={fieldErrors.name}
      />
      <SelectField
        label={t.country}
        name="country"
        required
        defaultValue={values?.country ?? ""}
        hint={t.countryHint}
        error={fieldErrors.country}
      >
        <option value="">{t.selectCountry}</option>
        <CountryOptions countries={countries} />
      </SelectField>
      <TextAreaField
        label={t.descriptionLabel}
        name="description"
        rows={6}
        maxLength={DESCRIPTION_MAX}
        required
        defaultValue={values?.description}
        hint={t.descriptionHint}
        error={fieldErrors.description}
      />
      {formError ? (
        <p
          ref={formErrorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
        >
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t.next}</p>
        <button type="submit" disabled={busy} className={cx(buttonClass.primary, "w-full sm:w-auto")}>
          {busy ? t.creating : t.create}
        </button>
      </div>
    </Form>
  );
}
