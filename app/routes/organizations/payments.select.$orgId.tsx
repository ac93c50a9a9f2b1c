import { redirect, useNavigation } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { AppError } from "#worker/platform/errors";
import { clientAddress } from "#worker/platform/rate-limit";
import { guestCodeSecret, redeemGuestCode } from "#worker/services/payments/guest-codes";
import { getOrganizationToPayFor, startCheckout } from "#worker/services/payments/payments";
import { Link } from "~/components/localized";
import { GuestCodeForm, PlanCard } from "~/components/payments/plans";
import { Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { translateMessageId } from "~/i18n/server-messages";
import { dispatchIntent, type FormIntent } from "~/lib/actions.server";
import { formError } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { PlanId } from "../../../contract/enums";
import type { MessageId } from "../../../contract/errors";
import { localizePath } from "../../../contract/locale";
import { guestCodeInput, planId } from "../../../contract/payments";
import type { Route } from "./+types/payments.select.$orgId";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: payments[pageLocale(args)].select.title, noindex: true });
}

const editPath = (id: string) => `/organizations/${encodeURIComponent(id)}/edit`;

/** A path in the language of the page a request came from. */
const local = (request: Request, path: string) => localizePath(path, pageLocale({ request }));

/**
 * The signed-in creator and their unpaid organization (docs/product/payments.md#plan-selection): missing, unknown or
 * someone else's goes to the dashboard; already paid goes to the edit page with "Organization is already paid".
 */
async function loadOwnUnpaid(context: Route.LoaderArgs["context"], request: Request, orgId: string) {
  const viewer = await requirePageAccess(context, request, "verified", "permanent");
  if (!orgId) throw redirect(local(request, "/profile"));
  try {
    return { viewer, org: await getOrganizationToPayFor(context.get(appContext).db, viewer, orgId) };
  } catch (error) {
    if (error instanceof AppError && error.code === "ALREADY_PAID")
      throw redirect(local(request, `${editPath(orgId)}?reason=already-paid`));
    if (error instanceof AppError) throw redirect(local(request, "/profile"));
    throw error;
  }
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { org } = await loadOwnUnpaid(context, request, params.orgId);
  return { org };
}

type ActionResult = { intent: "checkout" | "guest-code"; error: string };

const isAlreadyPaid = (error: unknown) => error instanceof AppError && error.code === "ALREADY_PAID";

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, org } = await loadOwnUnpaid(context, request, params.orgId);
  const { env, db } = context.get(appContext);
  const alreadyPaid = () => redirect(local(request, `${editPath(org.id)}?reason=already-paid`));
  const say = (form: FormIntent, id: MessageId) => translateMessageId({ id }, form.locale);
  return dispatchIntent(request, {
    checkout: async (form) => {
      const plan = planId.safeParse(form.form.get("plan"));
      if (!plan.success) return form.fail(say(form, "payment.failed"));
      try {
        const { url } = await startCheckout(getConfig(env), db, viewer, {
          organizationId: org.id,
          plan: plan.data,
          intent: "purchase",
          locale: form.locale,
        });
        return redirect(url);
      } catch (error) {
        if (isAlreadyPaid(error)) return alreadyPaid();
        // Whatever the payment provider said, the page says the payment could not start (the cause is logged).
        formError(error, { id: "payment.failed" });
        return form.fail(say(form, "payment.failed"), { status: 502 });
      }
    },
    "guest-code": async (form) => {
      const parsed = guestCodeInput.safeParse({ organizationId: org.id, code: form.form.get("code") ?? "" });
      if (!parsed.success) return form.fail(say(form, "payment.invalidGuestCode"));
      try {
        const config = getConfig(env);
        const redeemer = { viewer, address: clientAddress(request, config), secret: guestCodeSecret(config) };
        await redeemGuestCode(db, redeemer, parsed.data);
      } catch (error) {
        if (isAlreadyPaid(error)) return alreadyPaid();
        const failure = formError(error, { id: "payment.invalidGuestCode" }, form.locale);
        return form.fail(failure.messageId ? failure.message : say(form, "payment.invalidGuestCode"), {
          status: failure.status,
        });
      }
      return redirect(local(request, `${editPath(org.id)}?guest=true`));
    },
  });
}

export default function PlanSelection({ loaderData, actionData }: Route.ComponentProps) {
  const { org } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" ? navigation.formData : undefined;
  const pendingIntent = submitting?.get("intent");
  const pendingPlan = pendingIntent === "checkout" ? (submitting?.get("plan") as PlanId | null) : null;
  const result = actionData as ActionResult | undefined;
  const checkoutError = result?.intent === "checkout" && !submitting ? result.error : null;
  const guestError = result?.intent === "guest-code" && pendingIntent !== "guest-code" ? result.error : null;
  const t = useMessages(payments).select;

  return (
    <main className="py-10 sm:py-14">
      <Container className="max-w-4xl">
        <PageHeading
          title={t.heading}
          lead={
            <>
              {t.leadBefore} <strong className="font-semibold text-slate-900">{org.name}</strong> {t.leadAfter}
            </>
          }
        />
        {checkoutError ? (
          <p
            role="alert"
            className="mt-6 rounded-md border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
          >
            {checkoutError}
          </p>
        ) : null}
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <PlanCard plan="monthly" pending={pendingPlan === "monthly"} disabled={Boolean(pendingPlan)} />
          <PlanCard plan="annual" featured pending={pendingPlan === "annual"} disabled={Boolean(pendingPlan)} />
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">{t.provider}</p>
        <div className="mt-10">
          <GuestCodeForm error={guestError} pending={pendingIntent === "guest-code"} />
        </div>
        <p className="mt-8 text-sm">
          <Link to="/profile" className="font-medium text-brand-700 hover:underline">
            {t.back}
          </Link>
        </p>
      </Container>
    </main>
  );
}
