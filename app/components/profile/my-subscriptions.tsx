import { Link } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
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
  const messages = useMessages(dashboard);
  const t = messages.subscriptions;
  const date = (value: Date) => formatDate(value, "short", messages.dateLocale);
  return (
    <DashboardSection id="my-subscriptions" title={t.title}>
      {subscriptions === null ? (
        <SectionError message={t.failed} />
      ) : subscriptions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t.none}</p>
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
                <Fact term={t.plan}>{t[subscription.type]}</Fact>
                <Fact term={t.status}>
                  {(t.statuses as Record<string, string>)[subscription.status] ?? statusText(subscription.status)}
                </Fact>
                <Fact term={t.start}>{date(subscription.startDate)}</Fact>
                <Fact term={t.end}>{subscription.endDate ? date(subscription.endDate) : t.notSet}</Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
