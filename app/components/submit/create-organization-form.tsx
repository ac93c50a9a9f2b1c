import { useEffect, useRef } from "react";
import { SelectField, TextAreaField, TextField } from "~/components/form/fields";
import { useFormState } from "~/components/form/use-form-state";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { submit } from "~/i18n/pages/submit";
import { useTranslateMessage } from "~/i18n/server-messages";
import { cx } from "~/lib/cx";
import { type FieldErrors, formText } from "../../../contract/forms";
import { DESCRIPTION_MAX, NAME_MAX } from "../../../contract/limits";
import { createOrganizationInput } from "../../../contract/organization";

export type CreateValues = { name: string; country: string; description: string };

/** What the create action answers when it does not redirect. */
export type CreateActionData = { fieldErrors?: FieldErrors; formError?: string; values: CreateValues };

export type CountryOption = { code: string; name: string };

/** What was typed, to give back with the messages (the schema trims when it checks). */
export function createValues(form: FormData): CreateValues {
  return {
    name: formText(form, "name"),
    country: formText(form, "country"),
    description: formText(form, "description"),
  };
}

/** Name, country and description: all a new organization needs before its plan is chosen. */
export function CreateOrganizationForm({
  countries,
  result,
}: {
  countries: CountryOption[];
  result: CreateActionData | undefined;
}) {
  const { busy, fieldErrors, onSubmit } = useFormState(createOrganizationInput, result?.fieldErrors);
  const values = result?.values;
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const formError = busy ? undefined : result?.formError;
  const t = useMessages(submit);
  const translate = useTranslateMessage();

  // A failure of the server has no field to go to: bring its message into view.
  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
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
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
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
          {translate(formError)}
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
