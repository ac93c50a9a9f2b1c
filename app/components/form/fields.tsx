import { useId, useState } from "react";
import { inputClass } from "~/components/ui";
import { common } from "~/i18n/common";
import { useMessages } from "~/i18n/messages";
import { cx } from "~/lib/cx";
import { IDEMPOTENCY_FIELD } from "../../../contract/idempotency";
import { Notice } from "./notice";

/**
 * The form kit's fields: a label, the control, an optional hint and the field's error, read out together (the
 * hint and error are the control's description; an error marks it invalid and is announced when it appears).
 */

// Forms take every field from here; the directory's filters import the options alone (a first load).
export { CountryOptions } from "./country-options";
// The class of text inputs lives with the buttons' (ui.tsx), so a page that needs only the look loads no form kit.
export { inputClass };

type FieldFrame = {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  /** Marks the field required: an asterisk for the eye, aria-required for assistive technology. */
  required?: boolean;
  /** Says "(optional)" after the label, in the page's language, where most fields of the form are required. */
  optional?: boolean;
  /** Classes of the wrapper, for grid placement. */
  className?: string;
};

function useFieldIds(hint: unknown, error: unknown, extra?: string) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: cx(errorId, hintId, extra) || undefined };
}

function Label({ htmlFor, label, required, optional }: { htmlFor: string } & FieldFrame) {
  const t = useMessages(common);
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span className="text-rose-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
      {optional ? <span className="font-normal text-slate-600"> ({t.optional})</span> : null}
    </label>
  );
}

function Hint({ id, hint }: { id?: string; hint?: React.ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1 text-xs text-slate-600">
      {hint}
    </p>
  ) : null;
}

/**
 * A failure of the whole form (not of one field), or nothing. Messages reach the form kit in the page's language
 * already: an action translates by message id, and so does `useFormState` in the browser.
 */
/**
 * The key a form that makes something was rendered with (its loader makes one per render): sent twice, by a double
 * click or a retry, the form makes one thing (dispatchIntent's `once`).
 */
export function IdempotencyKeyField({ value }: { value: string }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={value} />;
}

export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  return message ? (
    <Notice tone="error" className={className}>
      {message}
    </Notice>
  ) : null;
}

export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-rose-700">
      {message}
    </p>
  );
}

function controlProps(ids: FieldIds, frame: FieldFrame) {
  return {
    id: ids.id,
    className: inputClass,
    "aria-required": frame.required || undefined,
    "aria-invalid": frame.error ? true : undefined,
    "aria-describedby": ids.describedBy,
  } as const;
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** Parts a field's props into its frame and what goes to its control. */
function splitFrame<Props extends FieldFrame>({
  label,
  hint,
  error,
  required,
  optional,
  className,
  ...control
}: Props) {
  return [{ label, hint, error, required, optional, className }, control] as const;
}

/** A field's wrapper: the label, the control (`children`), then the hint and the error. */
function Frame({ ids, frame, children }: { ids: FieldIds; frame: FieldFrame; children: React.ReactNode }) {
  return (
    <div className={frame.className}>
      <Label htmlFor={ids.id} {...frame} />
      {children}
      <Hint id={ids.hintId} hint={frame.hint} />
      <FieldError id={ids.errorId} message={frame.error} />
    </div>
  );
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "required">;

export function TextField(props: FieldFrame & InputProps) {
  const [frame, input] = splitFrame(props);
  const ids = useFieldIds(frame.hint, frame.error);
  return (
    <Frame ids={ids} frame={frame}>
      <input {...controlProps(ids, frame)} {...input} />
    </Frame>
  );
}

export type Counter = (text: string) => { text: string; warning?: boolean };

/** A counter that shows the length against a limit, and warns in the last tenth. */
export function lengthCounter(max: number): Counter {
  return (text) => ({ text: `${text.length} / ${max}`, warning: text.length > max * 0.9 });
}

type TextAreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className" | "required">;

/**
 * A text area, with an optional live counter under it (announced politely as it changes). The counter follows
 * `value` when the text area is controlled, else what is typed.
 */
export function TextAreaField({ counter, ...props }: FieldFrame & TextAreaProps & { counter?: Counter }) {
  const [frame, textarea] = splitFrame(props);
  const counterId = `${useId()}-counter`;
  const ids = useFieldIds(frame.hint, frame.error, counter ? counterId : undefined);
  const [typed, setTyped] = useState(String(textarea.defaultValue ?? ""));
  const text = textarea.value === undefined ? typed : String(textarea.value);
  const count = counter?.(text);
  return (
    <Frame ids={ids} frame={frame}>
      <textarea
        {...controlProps(ids, frame)}
        {...textarea}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          textarea.onChange?.(event);
        }}
      />
      {count ? (
        <p
          id={counterId}
          aria-live="polite"
          className={cx(
            "mt-1 text-right text-xs tabular-nums",
            count.warning ? "font-semibold text-amber-800" : "text-slate-600",
          )}
        >
          {count.text}
        </p>
      ) : null}
    </Frame>
  );
}

type SelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "required">;

export function SelectField(props: FieldFrame & SelectProps) {
  const [frame, select] = splitFrame(props);
  const ids = useFieldIds(frame.hint, frame.error);
  return (
    <Frame ids={ids} frame={frame}>
      <select {...controlProps(ids, frame)} {...select} />
    </Frame>
  );
}

type FixedInput<Fixed extends string> = Omit<FieldFrame & InputProps, Fixed>;

/** An email address field, named `email`, that the browser may fill in. */
export function EmailField(props: FixedInput<"name" | "type" | "autoComplete">) {
  return <TextField name="email" type="email" autoComplete="email" {...props} />;
}

/** A password field; `kind` tells the browser to fill in the current password or offer a new one. */
export function PasswordField({ kind, ...props }: FixedInput<"type" | "autoComplete"> & { kind: "current" | "new" }) {
  return <TextField type="password" autoComplete={`${kind}-password`} {...props} />;
}
