import { useId, useState } from "react";
import { inputClass } from "~/components/ui";
import { cx } from "~/lib/cx";
import { Notice } from "./notice";

/**
 * The form kit's fields: a label, the control, an optional hint and the field's error, read out together (the
 * hint and error are the control's description; an error marks it invalid and is announced when it appears).
 */

// The class of text inputs lives with the buttons' (ui.tsx), so a page that needs only the look loads no form kit.
export { inputClass };

type FieldFrame = {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  /** Marks the field required: an asterisk for the eye, aria-required for assistive technology. */
  required?: boolean;
  /** Says "(optional)" after the label, where most fields of the form are required. */
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
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span className="text-rose-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
      {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
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

function controlProps(ids: ReturnType<typeof useFieldIds>, frame: FieldFrame) {
  return {
    id: ids.id,
    className: inputClass,
    "aria-required": frame.required || undefined,
    "aria-invalid": frame.error ? true : undefined,
    "aria-describedby": ids.describedBy,
  } as const;
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "required">;

export function TextField({ label, hint, error, required, optional, className, ...input }: FieldFrame & InputProps) {
  const ids = useFieldIds(hint, error);
  const frame = { label, error, required, optional };
  return (
    <div className={className}>
      <Label htmlFor={ids.id} {...frame} />
      <input {...controlProps(ids, frame)} {...input} />
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
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
export function TextAreaField({
  label,
  hint,
  error,
  required,
  optional,
  className,
  counter,
  ...textarea
}: FieldFrame & TextAreaProps & { counter?: Counter }) {
  const counterId = `${useId()}-counter`;
  const ids = useFieldIds(hint, error, counter ? counterId : undefined);
  const [typed, setTyped] = useState(String(textarea.defaultValue ?? ""));
  const text = textarea.value === undefined ? typed : String(textarea.value);
  const count = counter?.(text);
  const frame = { label, error, required, optional };
  return (
    <div className={className}>
      <Label htmlFor={ids.id} {...frame} />
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
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

type SelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "required">;

export function SelectField({
  label,
  hint,
  error,
  required,
  optional,
  className,
  children,
  ...select
}: FieldFrame & SelectProps) {
  const ids = useFieldIds(hint, error);
  const frame = { label, error, required, optional };
  return (
    <div className={className}>
      <Label htmlFor={ids.id} {...frame} />
      <select {...controlProps(ids, frame)} {...select}>
        {children}
      </select>
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
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
