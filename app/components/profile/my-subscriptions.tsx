import { useSearchParams } from "react-router";
import { CONFIRM_STEP_ID, ConfirmStep } from "~/components/confirm-step";
import { Form, Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { type Translation, useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { PLAN_OF_SUBSCRIPTION, PLANS } from "../../../contract/payments";
import { DashboardSection, formatDate, SectionItems } from "./dashboard-section";
import { type FormFailure, IntentForm, useSubmitting } from "./form-controls";

export const CANCEL_PLAN = "cancel-plan";
export const RESUME_PLAN = "resume-plan";
export const BILLING_PORTAL = "billing-portal";
/** `?confirm=` of the step that asks before a plan is canceled, with `&organization=` naming whose. */
export const CONFIRM_CANCEL = "cancel-plan";

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
  const [params] = useSearchParams();
  const confirming = params.get("confirm") === CONFIRM_CANCEL ? params.get("organization") : null;
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
            {subscription.manageable &&
            !subscription.cancelAtPeriodEnd &&
            subscription.organizationId &&
            subscription.organizationId === confirming ? (
              <ConfirmCancel subscription={subscription} organizationId={subscription.organizationId} />
            ) : null}
          </li>
        )}
      </SectionItems>
    </DashboardSection>
  );
}

/**
 * Canceling asks first (docs/product/payments.md, Managing a plan): what happens and until when the listing stays
 * public. Resuming, which undoes a cancelation, acts at once.
 */
function ConfirmCancel({ subscription, organizationId }: { subscription: SubscriptionView; organizationId: string }) {
  const messages = useMessages(dashboard);
  const t = messages.subscriptions;
  const submitting = useSubmitting(CANCEL_PLAN);
  const name = subscription.organizationName;
  const until = subscription.endDate ? formatDate(subscription.endDate, "long", messages.dateLocale) : null;
  return (
    <ConfirmStep
      title={t.confirmCancelTitle(name)}
      back="/profile#my-subscriptions"
      backLabel={t.keepPlan}
      action={
        <Form method="post" action="/profile">
          <input type="hidden" name="intent" value={CANCEL_PLAN} />
          <input type="hidden" name="organization" value={organizationId} />
          <button type="submit" disabled={submitting} className={buttonClass.primary}>
            {submitting ? t.canceling : t.confirmCancel}
          </button>
        </Form>
      }
    >
      <p>{until ? t.confirmCancelUntil(until) : t.confirmCancelNow}</p>
      <p>{t.confirmCancelAfter}</p>
    </ConfirmStep>
  );
}

function PlanControls({ subscription, organizationId }: { subscription: SubscriptionView; organizationId: string }) {
  const t = useMessages(dashboard).subscriptions;
  const name = subscription.organizationName;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {subscription.cancelAtPeriodEnd ? (
        <IntentForm
          intent={RESUME_PLAN}
          fields={{ organization: organizationId }}
          label={t.resume}
          busy={t.resuming}
          ariaLabel={t.forOrganization(t.resume, name)}
          buttonClassName={buttonClass.primary}
        />
      ) : (
        // Opens the confirmation step; the cancelation itself is its form's.
        <Form method="get" action={`/profile#${CONFIRM_STEP_ID}`} preventScrollReset>
          <input type="hidden" name="confirm" value={CONFIRM_CANCEL} />
          <input type="hidden" name="organization" value={organizationId} />
          <button type="submit" className={buttonClass.secondary} aria-label={t.forOrganization(t.cancel, name)}>
            {t.cancel}
          </button>
        </Form>
      )}
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
