import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, subscriptions } from "../../db/schema";
import type { Config } from "../../platform/env";
import { stripeClient } from "./stripe";

/** Statuses under which Stripe still charges (or will retry charging) the card. */
export const BILLING = ["active", "past_due", "trialing", "incomplete", "unpaid"];

/**
 * Subscriptions that still bill but pay for nothing: the organization was deleted, the buyer deleted their account,
 * or the organization belongs to someone else (a claim lost to another buyer at fulfilment).
 */
function orphanedSubscriptions(db: Db, organizationId?: string) {
  return db
    .select({ id: subscriptions.id, stripeId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .leftJoin(organizations, eq(organizations.id, subscriptions.organizationId))
    .where(
      and(
        inArray(subscriptions.status, BILLING),
        organizationId ? eq(subscriptions.organizationId, organizationId) : undefined,
        or(
          isNull(subscriptions.organizationId),
          isNull(subscriptions.userId),
          isNull(organizations.createdBy),
          ne(organizations.createdBy, subscriptions.userId),
        ),
      ),
    );
}

/** A subscription Stripe knows (the development stand-in's ids start with sub_dev_). */
function isStripeSubscription(id: string | null): id is string {
  return Boolean(id?.startsWith("sub_") && !id.startsWith("sub_dev_"));
}

/** Refunds the subscription's latest payment: for a claim the buyer paid for and did not get. */
async function refundLatestPayment(config: Config, subscriptionId: string): Promise<void> {
  const stripe = stripeClient(config)!;
  const [invoice] = (await stripe.invoices.list({ subscription: subscriptionId, limit: 1 })).data;
  if (!invoice?.id) return;
  const [payment] = (await stripe.invoicePayments.list({ invoice: invoice.id, limit: 1 })).data;
  const intent = payment?.payment.payment_intent;
  if (intent) await stripe.refunds.create({ payment_intent: typeof intent === "string" ? intent : intent.id });
}

/** Cancels a subscription at Stripe at once (and refunds its latest payment when asked); stand-in ids are skipped. */
export async function cancelAtStripe(config: Config, stripeId: string, options: { refund: boolean }): Promise<void> {
  const stripe = stripeClient(config);
  if (!stripe || !isStripeSubscription(stripeId)) return;
  if (options.refund) await refundLatestPayment(config, stripeId);
  await stripe.subscriptions.cancel(stripeId);
}

/**
 * Gives back a payment that bought nothing (a second checkout for a paid organization, a claim someone else won, a
 * replaced checkout paid after all): refunds it and cancels its subscription at Stripe, unless Stripe already ended
 * it, so that repeating it is harmless. Stand-in ids are skipped.
 */
export async function giveBack(config: Config, stripeId: string): Promise<void> {
  const stripe = stripeClient(config);
  if (!stripe || !isStripeSubscription(stripeId)) return;
  const subscription = await stripe.subscriptions.retrieve(stripeId);
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return;
  await cancelAtStripe(config, stripeId, { refund: true });
}

/**
 * Cancels every orphaned subscription at Stripe (at once, not at the period's end) and marks it canceled here;
 * `refund` lists the Stripe ids whose latest payment is given back too (a lost claim). A Stripe failure leaves the
 * row billing, so the hourly job tries again: the job and the events that orphan a subscription (deleting an
 * organization or an account, losing a claim) share this one path, also in development without Stripe.
 * Answers how many were canceled.
 */
export async function cancelOrphanedSubscriptions(
  config: Config,
  db: Db,
  options: { organizationId?: string; refund?: ReadonlySet<string> } = {},
): Promise<number> {
  const orphans = await orphanedSubscriptions(db, options.organizationId);
  const stripe = stripeClient(config);
  const canceled: string[] = [];
  for (const orphan of orphans) {
    try {
      if (stripe && orphan.stripeId) {
        await cancelAtStripe(config, orphan.stripeId, { refund: options.refund?.has(orphan.stripeId) ?? false });
      }
      canceled.push(orphan.id);
    } catch (error) {
      console.error(`Canceling subscription ${orphan.stripeId} failed; the hourly job retries`, error);
    }
  }
  if (canceled.length > 0) {
    const now = new Date();
    await db
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, endDate: now, updatedAt: now })
      .where(inArray(subscriptions.id, canceled));
  }
  return canceled.length;
}

/**
 * An organization billed by two plans at once (two checkouts paid before this site refused the second one): the
 * earliest plan stays, every later one is given back (refunded and canceled at Stripe) and marked canceled here. A
 * Stripe failure leaves the row billing for the next run. Answers how many were given back.
 */
export async function giveBackSecondPlans(config: Config, db: Db): Promise<number> {
  const billing = sql.join(
    BILLING.map((status) => sql`${status}`),
    sql`, `,
  );
  const later = await db
    .select({ id: subscriptions.id, stripeId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, BILLING),
        sql`exists (select 1 from ${subscriptions} as earlier where earlier.organization_id = ${subscriptions.organizationId} and earlier.status in (${billing}) and (earlier.start_date < ${subscriptions.startDate} or (earlier.start_date = ${subscriptions.startDate} and earlier.id < ${subscriptions.id})))`,
      ),
    );
  const given: string[] = [];
  for (const plan of later) {
    try {
      if (plan.stripeId) await giveBack(config, plan.stripeId);
      given.push(plan.id);
    } catch (error) {
      console.error(`Giving back the second plan ${plan.stripeId} failed; the hourly job retries`, error);
    }
  }
  if (given.length > 0) {
    const now = new Date();
    await db
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, endDate: now, updatedAt: now })
      .where(inArray(subscriptions.id, given));
  }
  return given.length;
}
