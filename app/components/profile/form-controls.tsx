import { type ReactNode, type RefObject, useEffect } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";

/** What the profile action answers when a form fails; success redirects instead. */
export type FormFailure = { intent: string; error: string; field?: string };

/** The failure's message when it belongs to no single field (shown above the buttons), else nothing. */
export function formMessage(failure: FormFailure | null): string | null {
  return failure && !failure.field ? failure.error : null;
}

/** The failure of this form's intents, if the last submission was this form's. */
export function failureFor(result: FormFailure | undefined, ...intents: string[]): FormFailure | null {
  return result && intents.includes(result.intent) ? result : null;
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

/**
 * A dashboard form of one button that posts `intent` with the hidden `fields` (which record it is about), after
 * `children` (what one chooses first, if anything). The button reads `label`, or `busy` while the form posts (when it
 * is disabled), and says which record it acts on to assistive technology (`ariaLabel`).
 */
export function IntentForm({
  intent,
  fields,
  label,
  busy = label,
  ariaLabel,
  buttonClassName = buttonClass.secondary,
  className,
  preventScrollReset = true,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  busy?: string;
  ariaLabel: string;
  buttonClassName?: string;
  className?: string;
  preventScrollReset?: boolean;
  children?: ReactNode;
}) {
  const submitting = useSubmitting(intent);
  return (
    <Form method="post" preventScrollReset={preventScrollReset} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={buttonClassName} disabled={submitting} aria-label={ariaLabel}>
        {submitting ? busy : label}
      </button>
    </Form>
  );
}
