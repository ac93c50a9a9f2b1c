import Stripe from "stripe";
import type { Config } from "../env";

/** Stripe's client over fetch (workerd), or null without a secret key (the development stand-in is used then). */
export function stripeClient(config: Config): Stripe | null {
  return config.STRIPE_SECRET_KEY
    ? new Stripe(config.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient() })
    : null;
}
