import { eq } from "drizzle-orm";
import { data, Form, redirect, useNavigation } from "react-router";
import { PLAN_DISPLAY } from "~/components/payments/plans";
import { buttonClass, Container } from "~/components/ui";
import { appContext } from "~/lib/context";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import { checkoutSessions, organizations } from "../../worker/db/schema";
import { getConfig } from "../../worker/env";
import { fulfillCheckout } from "../../worker/services/payments";
import type { Route } from "./+types/dev.checkout.$sessionId";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Test checkout", noindex: true });
}

const notFound = () => data({ message: "Not found" }, { status: 404 });

/**
 * The development stand-in for Stripe's hosted checkout: only without Stripe keys in development, and only for the
 * checkout's own buyer. Everyone else gets a 404, as if the page did not exist.
 */
async function loadCheckout(context: Route.LoaderArgs["context"], request: Request, sessionId: string) {
  const { env, db } = context.get(appContext);
  const config = getConfig(env);
  if (config.APP_ENV !== "development" || config.STRIPE_SECRET_KEY) throw notFound();
  const session = await requirePageAccess(env, request, "verified", "permanent");
  const [checkout] = await db
    .select({
      id: checkoutSessions.id,
      organizationId: checkoutSessions.organizationId,
      userId: checkoutSessions.userId,
      plan: checkoutSessions.plan,
      intent: checkoutSessions.intent,
      status: checkoutSessions.status,
      organizationName: organizations.name,
    })
    .from(checkoutSessions)
    .innerJoin(organizations, eq(organizations.id, checkoutSessions.organizationId))
    .where(eq(checkoutSessions.id, sessionId))
    .limit(1);
  if (!checkout || checkout.userId !== session.user.id) throw notFound();
  return { db, checkout, email: session.user.email };
}

/** The URLs startCheckout gave the checkout (worker/services/payments.ts), relative to this site. */
function successUrl(checkout: { id: string; organizationId: string; intent: string }) {
  const claimed = checkout.intent === "claim" ? "&claimed=true" : "";
  return `/organizations/${encodeURIComponent(checkout.organizationId)}/edit?success=true&session_id=${encodeURIComponent(checkout.id)}${claimed}`;
}

function cancelUrl(checkout: { organizationId: string; intent: string }) {
  const id = encodeURIComponent(checkout.organizationId);
  return checkout.intent === "claim" ? `/claim/${id}?canceled=true` : `/payments/canceled?org=${id}`;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { checkout, email } = await loadCheckout(context, request, params.sessionId);
  return {
    organizationName: checkout.organizationName,
    plan: checkout.plan,
    claim: checkout.intent === "claim",
    complete: checkout.status === "complete",
    email,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { db, checkout } = await loadCheckout(context, request, params.sessionId);
  const form = await request.formData();
  if (form.get("intent") === "cancel") return redirect(cancelUrl(checkout));
  if (form.get("intent") !== "pay") throw data({ message: "Unknown form" }, { status: 400 });
  // The webhook's own fulfilment; a refused claim still goes to the success page, whose check answers 409.
  await fulfillCheckout(db, { sessionId: checkout.id, subscriptionId: `sub_dev_${checkout.id}` });
  return redirect(successUrl(checkout));
}

export default function DevCheckout({ loaderData }: Route.ComponentProps) {
  const { organizationName, plan, claim, complete, email } = loaderData;
  const display = PLAN_DISPLAY[plan];
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  return (
    <main className="min-h-[70vh] bg-slate-100 py-10 sm:py-16">
      <Container className="max-w-lg">
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">
          Development checkout: no card is charged.
        </p>
        <section
          aria-labelledby="checkout-heading"
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="border-b border-slate-200 px-6 py-5 sm:px-8">
            <h1 id="checkout-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Checkout
            </h1>
            <p className="mt-1 text-sm text-slate-600">Paying as {email}</p>
          </div>
          <dl className="divide-y divide-slate-200 px-6 sm:px-8">
            <div className="flex flex-wrap justify-between gap-2 py-4">
              <dt className="text-sm font-medium text-slate-600">Organization</dt>
              <dd className="text-right font-semibold break-words text-slate-900">{organizationName}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-2 py-4">
              <dt className="text-sm font-medium text-slate-600">Plan</dt>
              <dd className="font-semibold text-slate-900">
                {display.label}
                {claim ? " (claim)" : ""}
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-2 py-4">
              <dt className="text-sm font-medium text-slate-600">Amount due</dt>
              <dd className="text-2xl font-bold text-slate-900">
                {display.price}
                <span className="text-base font-medium text-slate-600">{display.per}</span>
              </dd>
            </div>
          </dl>
          {complete ? (
            <p role="status" className="mx-6 mb-2 text-sm text-slate-700 sm:mx-8">
              This checkout is already paid.
            </p>
          ) : null}
          <Form method="post" className="flex flex-col-reverse gap-3 px-6 pt-2 pb-6 sm:flex-row sm:justify-end sm:px-8">
            <button
              type="submit"
              name="intent"
              value="cancel"
              className={buttonClass.secondary}
              disabled={Boolean(pending)}
            >
              Cancel
            </button>
            <button
              type="submit"
              name="intent"
              value="pay"
              className={`${buttonClass.primary} sm:min-w-40`}
              disabled={Boolean(pending)}
            >
              {pending === "pay" ? "Processing..." : "Pay"}
            </button>
          </Form>
        </section>
      </Container>
    </main>
  );
}
