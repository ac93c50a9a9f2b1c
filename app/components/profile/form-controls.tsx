import { type RefObject, useEffect, useId } from "react";
import { useNavigation } from "react-router";
import { cx } from "~/lib/cx";

/** What the profile action answers when a form fails; success redirects instead. */
export type FormFailure = { intent: string; error: string; field?: string };

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-rose-600";

type TextFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  name: string;
  label: string;
  hint?: string;
  error?: string | null;
};

/** A labelled input; its hint and error are read with it, and an error marks it invalid. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(hintId, errorId) || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A failure that belongs to no single field. */
export function FormError({ failure }: { failure: FormFailure | null }) {
  if (!failure || failure.field) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
    >
      {failure.error}
    </p>
  );
}

/** The failure of this form's intent, if the last submission was this form's. */
export function failureFor(result: FormFailure | undefined, intent: string): FormFailure | null {
  return result?.intent === intent ? result : null;
}

/** The message for one field of a failed submission. */
export function fieldError(failure: FormFailure | null, field: string): string | null {
  return failure?.field === field ? failure.error : null;
}

/** Whether a form with this intent is being submitted right now. */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** Keyboard and screen reader users land on the field to fix; the alert under it says what is wrong. */
export function useFocusOnFailure(form: RefObject<HTMLFormElement | null>, failure: FormFailure | null) {
  useEffect(() => {
    if (!failure?.field) return;
    const field = form.current?.elements.namedItem(failure.field);
    if (field instanceof HTMLInputElement) field.focus();
  }, [form, failure]);
}
