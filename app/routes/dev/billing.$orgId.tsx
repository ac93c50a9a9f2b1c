import { redirect, useNavigation } from "react-router";
import { getStandInPlan, setPlanRenewal } from "#worker/services/payments/plans";
import { Notice } from "~/components/form/notice";
import { Form } from "~/components/localized";
import { StandInList, StandInPage, StandInRow } from "~/components/payments/stand-in-page";
import { formatDate } from "~/components/profile/dashboard-section";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { payments } from "~/i18n/pages/payments";
import { dispatchIntent, type FormIntent } from "~/lib/actions.server";
import { withPageErrors } from "~/lib/errors.server";
import { updatedUrl } from "~/lib/flash";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { PLAN_OF_SUBSCRIPTION, PLANS } from "../../../contract/payments";
import type { Route } from "./+types/billing.$orgId";
import { standInAccess } from "./stand-in.server";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: payments[pageLocale(args)].portal.title, noindex: true });
}

/** The development stand-in for Stripe's customer portal (a 404 for anyone but the plan's buyer). */
export const loader = withPageErrors(async ({ context, request, params }: Route.LoaderArgs) => {
  const { config, db, viewer } = await standInAccess(context, request);
  const plan = await getStandInPlan(config, db, viewer, params.orgId);
  return {
    organizationName: plan.organizationName,
    type: plan.type,
    endDate: plan.endDate,
    cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
  };
});

/** Cancel and resume, as Stripe's portal offers them: the dashboard's own path, back to the dashboard. */
export const action = withPageErrors(async ({ context, request, params }: Route.ActionArgs) => {
  const { config, db, viewer } = await standInAccess(context, request);
  const renewal = (renews: boolean) => async (form: FormIntent) => {
    await setPlanRenewal(config, db, viewer, params.orgId, renews);
    return redirect(form.local(`${updatedUrl(renews ? "plan-resumed" : "plan-canceled")}#my-subscriptions`));
  };
  return dispatchIntent(request, { cancel: renewal(false), resume: renewal(true) });
});

export default function DevBilling({ loaderData, actionData }: Route.ComponentProps) {
  const { organizationName, type, endDate, cancelAtPeriodEnd } = loaderData;
  const messages = useMessages(payments);
  const { dateLocale } = useMessages(dashboard);
  const t = messages.portal;
  const planId = PLAN_OF_SUBSCRIPTION[type];
  const plan = { ...PLANS[planId], ...messages.plans[planId] };
  const pending = useNavigation().state !== "idle";
  const rows = [
    { term: t.organization, value: organizationName },
    { term: t.plan, value: `${plan.label} · ${plan.price}${plan.per}` },
    ...(endDate
      ? [{ term: cancelAtPeriodEnd ? t.ends : t.renews, value: formatDate(endDate, "long", dateLocale) }]
      : []),
    { term: t.paymentMethod, value: t.testCard },
  ];
  return (
    <StandInPage banner={t.banner} labelledBy="billing-heading">
      <h1
        id="billing-heading"
        className="border-b border-slate-200 px-6 py-5 text-2xl font-bold tracking-tight text-slate-900 sm:px-8"
      >
        {t.heading}
      </h1>
      <StandInList>
        {rows.map((row) => (
          <StandInRow key={row.term} term={row.term}>
            {row.value}
          </StandInRow>
        ))}
        <StandInRow term={t.invoices} className="text-right">
          <a href="/dev/mailbox" className="font-medium text-brand-700 underline underline-offset-2">
            {t.invoicesInMailbox}
          </a>
        </StandInRow>
      </StandInList>
      {actionData?.error ? (
        <Notice tone="error" className="mx-6 mb-2 sm:mx-8">
          {actionData.error}
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-3 px-6 pt-2 pb-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <ButtonLink to="/profile#my-subscriptions" look="ghost">
          {t.back}
        </ButtonLink>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={cancelAtPeriodEnd ? "resume" : "cancel"}
            className={cancelAtPeriodEnd ? buttonClass.primary : buttonClass.secondary}
            disabled={pending}
          >
            {cancelAtPeriodEnd ? t.resume : t.cancel}
          </button>
        </Form>
      </div>
    </StandInPage>
  );
}
