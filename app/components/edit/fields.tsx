import { useId } from "react";
import { cx } from "~/lib/cx";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-rose-600 disabled:bg-slate-100";

/** One card of the edit form, named by its heading. */
export function EditSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-slate-700">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-rose-700">
      {message}
    </p>
  );
}

type Common = { label: string; hint?: React.ReactNode; error?: string | null; required?: boolean; className?: string };

function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: cx(hintId, errorId) || undefined };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span className="text-rose-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
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

export function InputField({
  label,
  hint,
  error,
  required,
  className,
  ...input
}: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "required">) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <input
        id={ids.id}
        className={inputClass}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  className,
  ...textarea
}: Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className" | "required">) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <textarea
        id={ids.id}
        className={inputClass}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  required,
  className,
  children,
  ...select
}: Common & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "required">) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <select
        id={ids.id}
        className={inputClass}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
