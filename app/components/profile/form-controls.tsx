import { type RefObject, useEffect } from "react";
import { useNavigation } from "react-router";

/** What the profile action answers when a form fails; success redirects instead. */
export type FormFailure = { intent: string; error: string; field?: string };

/** The failure's message when it belongs to no single field (shown above the buttons), else nothing. */
export function formMessage(failure: FormFailure | null): string | null {
  return failure && !failure.field ? failure.error : null;
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
