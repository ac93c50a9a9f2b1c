import Stripe from "stripe";
import { message } from "../../../contract/errors";
import type { Config } from "../../platform/env";
import { AppError } from "../../platform/errors";

/** Stripe's client over fetch (workerd), or null without a secret key (the development stand-in is used then). */
export function stripeClient(config: Config): Stripe | null {
  return config.STRIPE_SECRET_KEY
    ? new Stripe(config.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient() })
    : null;
}

/**
 * This deployment, as the checkout writes it into every subscription's metadata: the hourly reconciliation
 * (stripe-reconcile.ts) acts only on its own site's subscriptions when one Stripe account serves several.
 */
export function siteOf(config: Pick<Config, "APP_URL">): string {
  return new URL(config.APP_URL).host;
}

/**
 * Without Stripe keys, outside production, the development stand-in plays Stripe's part (checkout, plan changes,
 * billing portal); in production payments are simply not configured (503).
 */
export function requireStandIn(config: Pick<Config, "APP_ENV">): void {
  if (config.APP_ENV === "production") {
    throw new AppError("unavailable", message("payment.failed"), { code: "PAYMENTS_NOT_CONFIGURED" });
  }
}

/** A Stripe subscription's status and paid-up-to date, whichever API version sent it. */
export function subscriptionFacts(subscription: Stripe.Subscription) {
  const periodEnd =
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    subscription.items?.data?.[0]?.current_period_end;
  return {
    status: subscription.status,
    endDate: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** The subscription as Stripe holds it now, or null without Stripe keys (the event's own copy is used then). */
export async function currentSubscription(config: Config, id: string): Promise<Stripe.Subscription | null> {
  const stripe = stripeClient(config);
  return stripe ? stripe.subscriptions.retrieve(id) : null;
}
