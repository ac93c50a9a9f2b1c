import type { ReactNode } from "react";
import { TextAreaField } from "~/components/form/fields";
import { Link } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { cx } from "~/lib/cx";
import { dateFormat } from "~/lib/intl";

/** Small building blocks shared by the admin tabs. */

const TONES = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  brand: "bg-brand-50 text-brand-900 ring-brand-100",
  success: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  warning: "bg-amber-50 text-amber-900 ring-amber-300",
  danger: "bg-rose-50 text-rose-900 ring-rose-300",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A titled card; `headingLevel` 2 inside a tab panel. */
export function Card({
  title,
  action,
  children,
  className,
  id,
}: {
  title: React.ReactNode;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx("rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A headline number with its label. */
export function Figure({ label, value, hint }: { label: string; value: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

export const textLink = "font-medium text-brand-700 underline-offset-2 hover:underline";

export function TextLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={textLink}>
      {children}
    </Link>
  );
}

/**
 * The admin panel's en-US short date-time ("1/5/26, 3:04 PM"; es-ES on Spanish pages), in UTC so that the server's text
 * and the hydrated text agree whatever the reader's time zone; the zone is said.
 */
export function formatDateTime(iso: string, dateLocale = "en-US"): string {
  return `${dateFormat(dateLocale, { dateStyle: "short", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`;
}

export function DateTime({ iso }: { iso: string | null }) {
  const t = useMessages(admin);
  return iso ? <time dateTime={iso}>{formatDateTime(iso, t.dateLocale)}</time> : <span>{t.never}</span>;
}

export const smallButton =
  "inline-flex items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-rose-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-rose-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";

export const dangerOutline =
  "inline-flex items-center justify-center gap-2 rounded-md border border-rose-300 bg-white px-4 py-2 text-sm font-semibold text-rose-700 shadow-sm hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";

/** A form's failure shown next to the record it was about (in the page's language: the action translated it). */
export function InlineError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm font-medium text-pretty text-rose-800"
    >
      {message}
    </p>
  );
}

/** A list's next page: a link to the same tab with one more page, keeping the scroll where it is. */
export function LoadMore({
  to,
  className = "mt-5",
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <ButtonLink to={to} preventScrollReset look="secondary">
        {children}
      </ButtonLink>
    </div>
  );
}

/**
 * A moderation form's reason (which the owner reads), then the form's failure and its red-outlined submit button
 * (`children`, its label).
 */
export function ReasonAndSubmit({
  label,
  hint,
  required,
  maxLength,
  error,
  formError,
  busy,
  children,
}: {
  label: string;
  hint: string;
  required: boolean;
  maxLength: number;
  error: string | undefined;
  formError: string | null;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <TextAreaField
        label={label}
        name="reason"
        required={required}
        optional={!required}
        rows={3}
        maxLength={maxLength}
        hint={hint}
        error={error}
      />
      <div className="mt-3 space-y-3">
        <InlineError message={formError} />
        <button
          type="submit"
          disabled={busy}
          className={cx(buttonClass.secondary, "border-rose-300 text-rose-700 hover:bg-rose-50")}
        >
          {children}
        </button>
      </div>
    </>
  );
}
