import { Link } from "~/components/localized";
import { DashboardSection, formatDate, SectionError } from "./dashboard-section";

export type SubscriptionView = {
  id: string;
  type: "monthly" | "yearly";
  status: string;
  startDate: Date;
  endDate: Date | null;
  organizationId: string | null;
  organizationName: string;
};

const PLAN_NAMES = { monthly: "Monthly", yearly: "Yearly" } as const;

/** Stripe's status words (active, past_due, ...) as text. */
function statusText(status: string): string {
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** The person's subscriptions; null when they could not be loaded. */
export function MySubscriptions({ subscriptions }: { subscriptions: SubscriptionView[] | null }) {
  return (
    <DashboardSection id="my-subscriptions" title="My Subscriptions">
      {subscriptions === null ? (
        <SectionError message="Failed to load your subscriptions. Please try again later." />
      ) : subscriptions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">You don't have any active subscriptions.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {subscriptions.map((subscription) => (
            <li key={subscription.id} className="rounded-lg border border-slate-200 p-4">
              <h3 className="text-base font-semibold text-slate-900">
                {subscription.organizationId ? (
                  <Link to={`/organizations/${subscription.organizationId}`} className="text-brand-700 hover:underline">
                    {subscription.organizationName}
                  </Link>
                ) : (
                  subscription.organizationName
                )}
              </h3>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
                <Fact term="Plan">{PLAN_NAMES[subscription.type]}</Fact>
                <Fact term="Status">{statusText(subscription.status)}</Fact>
                <Fact term="Start">{formatDate(subscription.startDate, "short")}</Fact>
                <Fact term="End">{subscription.endDate ? formatDate(subscription.endDate, "short") : "Not set"}</Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
