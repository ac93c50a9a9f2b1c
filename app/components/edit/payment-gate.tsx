import { LabelledSection } from "~/components/labelled-section";
import { ButtonLink } from "~/components/ui";

/** Shown instead of the form while the organization is unpaid. */
export function PaymentGate({ orgId, name }: { orgId: string; name: string }) {
  return (
    <LabelledSection
      headingId="payment-gate-heading"
      title="Complete payment to edit"
      className="mt-8 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-6 shadow-sm"
      headingClassName="text-xl font-semibold text-amber-950"
    >
      <p className="mt-2 text-amber-950">
        {name} is saved as a draft. Choose a monthly or annual plan to publish it and unlock editing: categories,
        images, links and the Explore city guides.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={`/payments/select/${encodeURIComponent(orgId)}`}>Choose a plan</ButtonLink>
        <ButtonLink to="/profile" look="secondary">
          Back to Dashboard
        </ButtonLink>
      </div>
    </LabelledSection>
  );
}
