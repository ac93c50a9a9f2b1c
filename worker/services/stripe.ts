import Stripe from "stripe";
import type { Config } from "../env";

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
