import { LabelledSection } from "~/components/labelled-section";
import { useMessages } from "~/i18n/messages";
import { submit } from "~/i18n/pages/submit";
import { cx } from "~/lib/cx";

/** What happens after the form: the owner's path from a draft to a published profile. */
export function NextSteps({ className }: { className?: string }) {
  const t = useMessages(submit);
  return (
    <LabelledSection
      headingId="next-steps-heading"
      title={t.howItWorks}
      className={cx("rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6", className)}
      headingClassName="text-base font-semibold text-brand-900"
    >
      <ol className="mt-4 space-y-4">
        {t.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className={cx(
                "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                index === 0 ? "bg-brand-600 text-white" : "bg-white text-brand-700 ring-1 ring-brand-100",
              )}
            >
              {index + 1}
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-900">{step.title}</p>
              <p className="mt-0.5 text-sm text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </LabelledSection>
  );
}
