import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { useFormState } from "~/components/auth/use-form-state";
import { type FieldErrors, formText } from "~/components/auth/validation";
import { buttonClass } from "~/components/ui";
import { cx } from "~/lib/cx";
import { createOrganizationInput } from "../../../contract/organization";

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 5000;

export type CreateValues = { name: string; country: string; description: string };

/** What the create action answers when it does not redirect. */
export type CreateActionData = { fieldErrors?: FieldErrors; formError?: string; values: CreateValues };

export type CountryOption = { code: string; name: string };

export function createValues(form: FormData): CreateValues {
  return {
    name: formText(form, "name", { trim: false }),
    country: formText(form, "country"),
    description: formText(form, "description", { trim: false }),
  };
}

/**
 * createOrganizationInput's checks as field messages (SPEC.md §5), the first per field; the browser runs them before
 * posting and the action runs them again.
 */
export function validateCreate(form: FormData): FieldErrors | null {
  const parsed = createOrganizationInput.safeParse(createValues(form));
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const controlClass = (error?: string) =>
  cx(
    "mt-1 block w-full scroll-mt-24 rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 sm:text-sm",
    error
      ? "border-red-600 focus:border-red-600 focus:ring-red-600/30"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/30",
  );

/** Label, control, hint and error of one field; the control gets the ids that tie them together. */
function FieldFrame({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    className: string;
  }) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": cx(errorId, hintId) || undefined,
        className: controlClass(error),
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Name, country and description: all a new organization needs before its plan is chosen. */
export function CreateOrganizationForm({
  countries,
  result,
}: {
  countries: CountryOption[];
  result: CreateActionData | undefined;
}) {
  const { busy, fieldErrors, onSubmit } = useFormState(validateCreate, result?.fieldErrors);
  const values = result?.values;
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const formError = busy ? undefined : result?.formError;

  // A failure of the server has no field to go to: bring its message into view.
  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FieldFrame label="Organization name" error={fieldErrors.name}>
        {(props) => (
          <input
            {...props}
            name="name"
            type="text"
            autoComplete="organization"
            maxLength={NAME_MAX}
            required
            defaultValue={values?.name}
          />
        )}
      </FieldFrame>
      <FieldFrame
        label="Country"
        hint="Where the organization is based; people filter the directory by it."
        error={fieldErrors.country}
      >
        {(props) => (
          <select {...props} name="country" required defaultValue={values?.country ?? ""}>
            <option value="">Select a country</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame
        label="Description"
        hint="What the organization does and what it is like to work there. You can edit it later."
        error={fieldErrors.description}
      >
        {(props) => (
          <textarea
            {...props}
            name="description"
            rows={6}
            maxLength={DESCRIPTION_MAX}
            required
            defaultValue={values?.description}
          />
        )}
      </FieldFrame>
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
        <p className="text-sm text-slate-600">Next: choose a plan for your listing.</p>
        <button type="submit" disabled={busy} className={cx(buttonClass.primary, "w-full sm:w-auto")}>
          {busy ? "Creating..." : "Create Organization"}
        </button>
      </div>
    </Form>
  );
}
