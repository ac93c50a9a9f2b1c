import { Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { type Translation, useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { PLAN_OF_SUBSCRIPTION, PLANS } from "../../../contract/payments";
import { DashboardSection, formatDate, SectionItems } from "./dashboard-section";
import { type FormFailure, IntentForm } from "./form-controls";

export const CANCEL_PLAN = "cancel-plan";
export const RESUME_PLAN = "resume-plan";
export const BILLING_PORTAL = "billing-portal";

export type SubscriptionView = {
  id: string;
  type: "monthly" | "yearly";
  status: string;
  startDate: Date;
  endDate: Date | null;
  cancelAtPeriodEnd: boolean;
  organizationId: string | null;
  organizationName: string;
  /** Still billed, for an organization that exists: it can be canceled, resumed and paid differently. */
  manageable: boolean;
};

type Texts = Translation<(typeof dashboard)["en"]["subscriptions"]>;

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

/** What the end date means: the next renewal, the end of a canceled plan's paid period, or when it ended. */
function endTerm(subscription: SubscriptionView, t: Texts): string {
  if (!subscription.endDate) return t.end;
  if (!subscription.manageable) return t.ended;
  return subscription.cancelAtPeriodEnd ? t.ends : t.renews;
}

/** The person's subscriptions, each plan still billed with its controls; null when they could not be loaded. */
export function MySubscriptions({
  subscriptions,
  failure,
}: {
  subscriptions: SubscriptionView[] | null;
  failure: FormFailure | null;
}) {
  const messages = useMessages(dashboard);
  const t = messages.subscriptions;
  const date = (value: Date) => formatDate(value, "short", messages.dateLocale);
  return (
    <DashboardSection id="my-subscriptions" title={t.title}>
      <SectionItems failure={failure} items={subscriptions} failed={t.failed} empty={t.none}>
        {(subscription) => (
          <li
            key={subscription.id}
            aria-labelledby={`subscription-${subscription.id}`}
            className="rounded-lg border border-slate-200 p-4"
          >
            <h3 id={`subscription-${subscription.id}`} className="text-base font-semibold text-slate-900">
              {subscription.organizationId ? (
                <Link to={`/organizations/${subscription.organizationId}`} className="text-brand-700 hover:underline">
                  {subscription.organizationName}
                </Link>
              ) : (
                subscription.organizationName
              )}
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-5">
              <Fact term={t.plan}>{t[subscription.type]}</Fact>
              <Fact term={t.price}>
                {PLANS[PLAN_OF_SUBSCRIPTION[subscription.type]].price}
                {t.per[subscription.type]}
              </Fact>
              <Fact term={t.status}>
                {(t.statuses as Record<string, string>)[subscription.status] ?? statusText(subscription.status)}
              </Fact>
              <Fact term={t.start}>{date(subscription.startDate)}</Fact>
              <Fact term={endTerm(subscription, t)}>
                {subscription.endDate ? date(subscription.endDate) : t.notSet}
              </Fact>
            </dl>
            {subscription.manageable && subscription.cancelAtPeriodEnd && subscription.endDate ? (
              <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
                {t.endsNote(date(subscription.endDate))}
              </p>
            ) : null}
            {subscription.manageable && subscription.organizationId ? (
              <PlanControls subscription={subscription} organizationId={subscription.organizationId} />
            ) : null}
          </li>
        )}
      </SectionItems>
    </DashboardSection>
  );
}

function PlanControls({ subscription, organizationId }: { subscription: SubscriptionView; organizationId: string }) {
  const t = useMessages(dashboard).subscriptions;
  const [intent, label, busy] = subscription.cancelAtPeriodEnd
    ? [RESUME_PLAN, t.resume, t.resuming]
    : [CANCEL_PLAN, t.cancel, t.canceling];
  const name = subscription.organizationName;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <IntentForm
        intent={intent}
        fields={{ organization: organizationId }}
        label={label}
        busy={busy}
        ariaLabel={t.forOrganization(label, name)}
        buttonClassName={subscription.cancelAtPeriodEnd ? buttonClass.primary : buttonClass.secondary}
      />
      <IntentForm
        intent={BILLING_PORTAL}
        fields={{ organization: organizationId }}
        label={t.billing}
        busy={t.opening}
        ariaLabel={t.forOrganization(t.billing, name)}
        buttonClassName={buttonClass.ghost}
        preventScrollReset={false}
      />
    </div>
  );
}
