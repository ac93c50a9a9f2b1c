import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { annualSaving, formatUsd, PLAN_PRICES } from "../../../contract/plan-prices";

/**
 * The two plans a claim can start with (docs/product/payments.md#plans), at the prices the server charges
 * (contract/plan-prices.ts); the form posts only the plan's name.
 */
function useClaimPlans() {
  const messages = useMessages(payments);
  const t = messages.claim;
  const saving = annualSaving();
  return [
    {
      value: "monthly",
      price: formatUsd(PLAN_PRICES.monthly.amountCents),
      ...messages.plans.monthly,
      note: t.monthlyNote,
    },
    {
      value: "annual",
      price: formatUsd(PLAN_PRICES.annual.amountCents),
      ...messages.plans.annual,
      note: t.annualNote,
      badge: saving ? messages.select.saving(formatUsd(saving.cents), saving.percent) : null,
    },
  ] as const;
}

/**
 * A native radio group styled as cards: arrow keys move between the plans, and the form posts the choice
 * without JavaScript. Monthly is the default.
 */
export function PlanSelector({ disabled }: { disabled?: boolean }) {
  const plans = useClaimPlans();
  const t = useMessages(payments).claim;
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-base font-semibold text-slate-900">{t.choosePlan}</legend>
      <div className="mt-3 grid gap-3">
        {plans.map((plan) => {
          const id = `plan-${plan.value}`;
          return (
            <label
              key={plan.value}
              htmlFor={id}
              className="relative flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 shadow-sm transition-colors hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed"
            >
              <input
                id={id}
                type="radio"
                name="plan"
                value={plan.value}
                defaultChecked={plan.value === "monthly"}
                aria-describedby={`${id}-note`}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="font-semibold text-slate-900">{plan.label}</span>
                  <span className="text-slate-900">
                    <span className="text-xl font-bold">{plan.price}</span>
                    <span className="text-sm text-slate-700">{plan.per}</span>
                  </span>
                </span>
                <span id={`${id}-note`} className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  {plan.note}
                  {"badge" in plan && plan.badge ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {plan.badge}
                    </span>
                  ) : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
