import { useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { useLocale } from "~/i18n/messages";
import { translateFieldIssues } from "~/i18n/server-messages";
import { type FieldErrors, parseForm } from "../../../contract/forms";

/** The form's values as its schema reads them: text fields by name (a repeated name keeps its last value). */
export function formValues(form: FormData): Record<string, FormDataEntryValue> {
  return Object.fromEntries(form);
}

/**
 * Client-side checks for a `<Form>` with the same zod schema its action runs, and the page's pending state.
 * Invalid input stops the post, shows the messages the action would (in the page's language, by message id) and
 * moves focus to the first invalid field.
 * While a post is on its way the previous answer's messages are hidden, so an identical answer is announced again.
 */
export function useFormState(
  schema: z.ZodType,
  serverErrors: FieldErrors | undefined,
  /** How the schema reads the form, when a name repeats (checkboxes) or a value is not text. */
  read: (form: FormData) => unknown = formValues,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData !== undefined;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseForm(schema, read(new FormData(event.currentTarget)));
    const errors = parsed.ok ? null : translateFieldIssues(parsed.issues, locale);
    setClientErrors(errors);
    if (!errors) return;
    event.preventDefault();
    const firstInvalid = Object.keys(errors).find((name) => errors[name]);
    const input = firstInvalid ? event.currentTarget.elements.namedItem(firstInvalid) : null;
    if (input instanceof HTMLElement) input.focus();
  }

  return {
    busy,
    /** The intent of the button whose post is pending, to label only that button as working. */
    pendingIntent: busy ? String(navigation.formData?.get("intent") ?? "") : null,
    fieldErrors: clientErrors ?? (busy ? undefined : serverErrors) ?? {},
    onSubmit,
  };
}
