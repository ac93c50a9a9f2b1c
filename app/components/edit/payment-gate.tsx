import { LabelledSection } from "~/components/labelled-section";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";

/** Shown instead of the form while the organization is unpaid. */
export function PaymentGate({ orgId, name }: { orgId: string; name: string }) {
  const t = useMessages(edit);
  return (
    <LabelledSection
      headingId="payment-gate-heading"
      title={t.gate.title}
      className="mt-8 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-6 shadow-sm"
      headingClassName="text-xl font-semibold text-amber-950"
    >
      <p className="mt-2 text-amber-950">{t.gate.lead(name)}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={`/payments/select/${encodeURIComponent(orgId)}`}>{t.gate.choosePlan}</ButtonLink>
        <ButtonLink to="/profile" look="secondary">
          {t.backToDashboard}
        </ButtonLink>
      </div>
    </LabelledSection>
  );
}
