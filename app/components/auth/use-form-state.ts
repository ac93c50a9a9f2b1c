import { useState } from "react";
import { useNavigation } from "react-router";
import type { FieldErrors } from "./validation";

/**
 * Client-side checks for a `<Form>` and the page's pending state. Invalid input stops the post, shows the same
 * messages the action would and moves focus to the first invalid field. While a post is on its way, the previous
 * answer's messages are hidden, so an identical answer is inserted (and announced) again.
 */
export function useFormState(validate: (form: FormData) => FieldErrors | null, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData !== undefined;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const errors = validate(new FormData(event.currentTarget));
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
