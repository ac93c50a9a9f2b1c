import { redirect, useNavigation } from "react-router";
import { completeDevCheckout, getDevCheckout } from "#worker/services/payments/dev-checkout";
import { Notice } from "~/components/form/notice";
import { Form } from "~/components/localized";
import { StandInList, StandInPage, StandInRow } from "~/components/payments/stand-in-page";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { dispatchIntent } from "~/lib/actions.server";
import { withPageErrors } from "~/lib/errors.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { PLANS } from "../../../contract/payments";
import type { Route } from "./+types/checkout.$sessionId";
import { standInAccess } from "./stand-in.server";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: payments[pageLocale(args)].dev.title, noindex: true });
}

/** The development stand-in for Stripe's hosted checkout (a 404 for anyone but the checkout's buyer). */
export const loader = withPageErrors(async ({ context, request, params }: Route.LoaderArgs) => {
  const { config, db, viewer } = await standInAccess(context, request);
  const checkout = await getDevCheckout(config, db, viewer, params.sessionId);
  return {
    organizationName: checkout.organizationName,
    plan: checkout.plan,
    claim: checkout.intent === "claim",
    complete: checkout.status === "complete",
    email: viewer.email,
  };
});

export const action = withPageErrors(async ({ context, request, params }: Route.ActionArgs) => {
  const { config, db, viewer } = await standInAccess(context, request);
  return dispatchIntent(request, {
    cancel: async () => redirect((await getDevCheckout(config, db, viewer, params.sessionId)).returnPaths.cancel),
    pay: async () => redirect(await completeDevCheckout(config, db, viewer, params.sessionId)),
  });
});

export default function DevCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { organizationName, plan, claim, complete, email } = loaderData;
  const messages = useMessages(payments);
  const t = messages.dev;
  const display = { ...PLANS[plan], ...messages.plans[plan] };
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  return (
    <StandInPage banner={t.banner} labelledBy="checkout-heading">
      <div className="border-b border-slate-200 px-6 py-5 sm:px-8">
        <h1 id="checkout-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t.heading}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t.payingAs(email)}</p>
      </div>
      <StandInList>
        <StandInRow term={t.organization}>{organizationName}</StandInRow>
        <StandInRow term={t.plan} className="font-semibold text-slate-900">
          {display.label}
          {claim ? t.claim : ""}
        </StandInRow>
        <StandInRow term={t.due} baseline className="text-2xl font-bold text-slate-900">
          {display.price}
          <span className="text-base font-medium text-slate-600">{display.per}</span>
        </StandInRow>
      </StandInList>
      {complete ? (
        <p role="status" className="mx-6 mb-2 text-sm text-slate-700 sm:mx-8">
          {t.paid}
        </p>
      ) : null}
      {actionData?.error ? (
        <Notice tone="error" className="mx-6 mb-2 sm:mx-8">
          {actionData.error}
        </Notice>
      ) : null}
      <Form method="post" className="flex flex-col-reverse gap-3 px-6 pt-2 pb-6 sm:flex-row sm:justify-end sm:px-8">
        <button
          type="submit"
          name="intent"
          value="cancel"
          className={buttonClass.secondary}
          disabled={Boolean(pending)}
        >
          {t.cancel}
        </button>
        <button
          type="submit"
          name="intent"
          value="pay"
          className={`${buttonClass.primary} sm:min-w-40`}
          disabled={Boolean(pending)}
        >
          {pending === "pay" ? t.processing : t.pay}
        </button>
      </Form>
    </StandInPage>
  );
}
