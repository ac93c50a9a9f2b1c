import { LabelledSection } from "~/components/labelled-section";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { cx } from "~/lib/cx";
import type { PlanId } from "../../../contract/enums";
import { PLANS } from "../../../contract/payments";
import { annualSaving, formatUsd } from "../../../contract/plan-prices";

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600"
      fill="currentColor"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** One plan as a card whose button starts the checkout for it (a plain form: works without JavaScript). */
export function PlanCard({
  plan,
  featured = false,
  pending,
  disabled,
}: {
  plan: PlanId;
  featured?: boolean;
  /** This card's checkout is being started. */
  pending: boolean;
  disabled: boolean;
}) {
  const messages = useMessages(payments);
  const t = messages.select;
  const display = { ...PLANS[plan], ...messages.plans[plan] };
  const headingId = `plan-${plan}-heading`;
  const saving = plan === "annual" ? annualSaving() : null;
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        featured ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {display.label}
        </h2>
        {saving ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
            {t.saving(formatUsd(saving.cents), saving.percent)}
          </span>
        ) : null}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{display.price}</span>
        <span className="text-base font-medium text-slate-600">
          {display.per}
          <span className="sr-only"> ({display.perLong})</span>
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-700">{plan === "annual" ? t.billedYearly : t.billedMonthly}</p>
      <ul className="mt-6 space-y-3 text-sm text-slate-800">
        {t.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check />
            {feature}
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-8 flex flex-1 items-end">
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="plan" value={plan} />
        <button
          type="submit"
          disabled={disabled}
          className={cx(featured ? buttonClass.primary : buttonClass.secondary, "w-full py-3 text-base")}
        >
          {pending ? t.redirecting : t.choose(display.label)}
        </button>
      </Form>
    </section>
  );
}

/** "Have a guest code?": a code marks the organization paid without a checkout. */
export function GuestCodeForm({ error, pending }: { error: string | null; pending: boolean }) {
  const t = useMessages(payments).guest;
  return (
    <LabelledSection
      headingId="guest-code-heading"
      title={t.heading}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
      heading="panel"
    >
      <p className="mt-1 text-sm text-slate-700">{t.lead}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="guest-code" />
        <label htmlFor="guest-code" className="mb-1 block text-sm font-medium text-slate-800">
          {t.label}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id="guest-code"
            name="code"
            type="text"
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "guest-code-error" : undefined}
            className={cx(
              "block w-full flex-1 rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              error ? "border-rose-500" : "border-slate-300",
            )}
          />
          <button type="submit" className={cx(buttonClass.secondary, "py-2.5")} disabled={pending}>
            {pending ? t.applying : t.apply}
          </button>
        </div>
        {error ? (
          <p id="guest-code-error" role="alert" className="mt-2 text-sm font-medium text-rose-800">
            {error}
          </p>
        ) : null}
      </Form>
    </LabelledSection>
  );
}
