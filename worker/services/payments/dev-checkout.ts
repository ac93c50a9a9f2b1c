import { eq } from "drizzle-orm";
import { message } from "../../../contract/errors";
import { PLANS } from "../../../contract/payments";
import type { Db } from "../../db/client";
import { checkoutSessions, organizations } from "../../db/schema";
import type { Config } from "../../platform/env";
import { notFound } from "../../platform/errors";
import { ownsCheckout, type Viewer } from "../access/permissions";
import { addPeriod, checkoutReturnPaths, fulfillCheckout } from "./payments";

/**
 * The development stand-in for Stripe's hosted checkout: only without Stripe keys in development, and only for the
 * checkout's own buyer. For everyone else it does not exist (404).
 */
export function requireDevCheckout(config: Config): void {
  if (config.APP_ENV !== "development" || config.STRIPE_SECRET_KEY) throw notFound(message("request.notFound"));
}

export async function getDevCheckout(config: Config, db: Db, viewer: Viewer, sessionId: string) {
  requireDevCheckout(config);
  const [checkout] = await db
    .select({
      id: checkoutSessions.id,
      organizationId: checkoutSessions.organizationId,
      userId: checkoutSessions.userId,
      plan: checkoutSessions.plan,
      intent: checkoutSessions.intent,
      status: checkoutSessions.status,
      locale: checkoutSessions.locale,
      organizationName: organizations.name,
    })
    .from(checkoutSessions)
    .innerJoin(organizations, eq(organizations.id, checkoutSessions.organizationId))
    .where(eq(checkoutSessions.id, sessionId))
    .limit(1);
  if (!checkout || !ownsCheckout(checkout, viewer)) throw notFound(message("request.notFound"));
  return { ...checkout, returnPaths: checkoutReturnPaths(checkout) };
}

/** "Pay" on the stand-in: the webhook's own fulfilment, with a made-up subscription id. */
export async function completeDevCheckout(config: Config, db: Db, viewer: Viewer, sessionId: string) {
  const checkout = await getDevCheckout(config, db, viewer, sessionId);
  // A refused claim still goes to the success page, whose check answers 409.
  await fulfillCheckout(config, db, {
    sessionId: checkout.id,
    subscriptionId: `sub_dev_${checkout.id}`,
    customerId: `cus_dev_${viewer.id}`,
    periodEnd: addPeriod(new Date(), PLANS[checkout.plan].interval),
  });
  return checkout.returnPaths.success;
}
