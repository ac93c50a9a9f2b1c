import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { PLANS } from "../../../contract/payments";
import type { Db } from "../../db/client";
import { checkoutSessions, organizations, subscriptions } from "../../db/schema";
import type { Config } from "../../platform/env";
import { paysForOwnOrganization } from "../access/permissions";
import { fulfillCheckout } from "./payments";
import { siteOf, stripeClient, subscriptionFacts } from "./stripe";
import { BILLING, cancelAtStripe } from "./subscription-cleanup";

/**
 * The hourly job's second half: Stripe's own list of billing subscriptions against ours. The first half
 * (cancelOrphanedSubscriptions) only sees subscriptions this database knows; this one finds those it does not: a lost
 * webhook (recorded, through the same fulfilment as the webhook), or a subscription that pays for nothing (its
 * organization deleted, taken by someone else, or never paid through us) - canceled at Stripe.
 */

/** The statuses Stripe still charges under that a subscription of ours can have; Stripe lists one status at a time. */
export const LISTED_STATUSES = ["active", "trialing", "past_due"] as const;
/** At most this many subscriptions are looked at per run (Stripe pages 100 at a time); the rest wait for the next. */
export const RECONCILE_MAX_PER_RUN = 1000;

/** What the listing found, counted by what was done about it. */
export type Reconciliation = {
  /** False without Stripe keys: the development stand-in has no list to read. */
  listed: boolean;
  checked: number;
  healthy: number;
  recorded: number;
  canceled: number;
  /** Not made by this site's checkout (another product or environment on the same Stripe account): left alone. */
  foreign: number;
  /** Subscriptions a Stripe or database error left as they were; the next run sees them again. */
  failed: number;
  /** The run stopped at RECONCILE_MAX_PER_RUN. */
  truncated: boolean;
  /** Stripe's list could not be read (the run stopped there; nothing was changed because of it). */
  listError: string | null;
};

type Outcome = "healthy" | "recorded" | "canceled" | "foreign";

/**
 * Lists Stripe's billing subscriptions created since `since` (all of them without it), at most
 * RECONCILE_MAX_PER_RUN, and settles each one. Without Stripe keys nothing is listed (`listed: false`).
 */
export async function reconcileWithStripe(
  config: Config,
  db: Db,
  { since = null }: { since?: Date | null } = {},
): Promise<Reconciliation> {
  const result: Reconciliation = {
    listed: false,
    checked: 0,
    healthy: 0,
    recorded: 0,
    canceled: 0,
    foreign: 0,
    failed: 0,
    truncated: false,
    listError: null,
  };
  const stripe = stripeClient(config);
  if (!stripe) return result;
  result.listed = true;
  const created = since ? { created: { gte: Math.floor(since.getTime() / 1000) } } : {};
  try {
    for (const status of LISTED_STATUSES) {
      for await (const subscription of stripe.subscriptions.list({ status, limit: 100, ...created })) {
        if (result.checked >= RECONCILE_MAX_PER_RUN) {
          result.truncated = true;
          return result;
        }
        result.checked += 1;
        try {
          result[await settle(config, db, stripe, subscription)] += 1;
        } catch (error) {
          console.error(`Reconciling subscription ${subscription.id} failed; the next run tries again`, error);
          result.failed += 1;
        }
      }
    }
  } catch (error) {
    console.error("Listing Stripe's subscriptions failed; the next run tries again", error);
    result.listError = error instanceof Error ? error.message : String(error);
  }
  return result;
}

/** One of Stripe's billing subscriptions: left alone when it pays for its owner's organization, else recorded or canceled. */
async function settle(config: Config, db: Db, stripe: Stripe, subscription: Stripe.Subscription): Promise<Outcome> {
  const metadata = subscription.metadata ?? {};
  const [local] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscription.id))
    .limit(1);
  const organizationId = local?.organizationId ?? metadata.organizationId ?? null;
  const buyer = local?.userId ?? metadata.userId ?? null;
  const [org] = organizationId
    ? await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1)
    : [];

  if (local) {
    // Ours: it pays for its buyer's organization, or it is ended here and must end at Stripe too.
    if (BILLING.includes(local.status) && org && paysForOwnOrganization(org, buyer)) return "healthy";
    await cancel(config, db, subscription.id);
    return "canceled";
  }

  // Unknown here. Only this site's checkouts are acted on: one made by another environment (or another product) on
  // the same Stripe account is not ours to cancel. Subscriptions made before the site tag existed are recognised by
  // their checkout below.
  const checkout = await ourCheckout(db, stripe, subscription.id);
  if (!checkout && metadata.site !== siteOf(config)) return "foreign";
  if (!org) {
    // Its organization was deleted (and its checkout with it): nothing to pay for.
    await cancel(config, db, subscription.id);
    return "canceled";
  }
  const facts = subscriptionFacts(subscription);
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer?.id;
  if (checkout) {
    // The webhook (and the success page's check) never came: the same fulfilment records it, or refuses a claim
    // someone else won (canceled and refunded), or gives back a payment for a checkout a newer one replaced.
    const outcome = await fulfillCheckout(config, db, {
      sessionId: checkout.id,
      subscriptionId: subscription.id,
      customerId: customerId ?? null,
      periodEnd: facts.endDate,
    });
    if (outcome === "fulfilled") return "recorded";
    // Given back by the fulfilment: a claim someone else won, an organization already paid, a replaced checkout.
    if (outcome === "refused" || outcome === "duplicate" || checkout.status === "expired") return "canceled";
    // "already": the checkout was fulfilled through another subscription; this one pays for nothing.
    await cancel(config, db, subscription.id);
    return "canceled";
  }
  // No checkout of ours: legitimate only as the paid organization's own Stripe subscription that we lost track of.
  const [billing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, org.id), inArray(subscriptions.status, BILLING)))
    .limit(1);
  const plan = metadata.plan === "annual" || metadata.plan === "monthly" ? PLANS[metadata.plan] : null;
  if (
    org.paymentStatus === "paid" &&
    org.paidVia === "stripe" &&
    buyer &&
    paysForOwnOrganization(org, buyer) &&
    !billing &&
    plan
  ) {
    await db.insert(subscriptions).values({
      id: crypto.randomUUID(),
      organizationId: org.id,
      userId: buyer,
      organizationName: org.name,
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: customerId ?? null,
      type: plan.subscriptionType,
      status: facts.status,
      startDate: new Date(subscription.created * 1000),
      endDate: facts.endDate,
      cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    });
    return "recorded";
  }
  // A lost claim, an organization owned by someone else, or a second subscription for one organization.
  await cancel(config, db, subscription.id);
  return "canceled";
}

/** The checkout of ours that made this subscription, as Stripe links them, with its status here. */
async function ourCheckout(db: Db, stripe: Stripe, subscriptionId: string) {
  const sessions = await stripe.checkout.sessions.list({ subscription: subscriptionId, limit: 10 });
  const ids = sessions.data.map((session) => session.id);
  if (ids.length === 0) return null;
  const [checkout] = await db
    .select({ id: checkoutSessions.id, status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(inArray(checkoutSessions.id, ids))
    .limit(1);
  return checkout ?? null;
}

/** Cancels at Stripe first; the row here (if any) is marked canceled only once Stripe agreed. */
async function cancel(config: Config, db: Db, stripeId: string): Promise<void> {
  await cancelAtStripe(config, stripeId, { refund: false });
  const now = new Date();
  await db
    .update(subscriptions)
    .set({ status: "canceled", cancelAtPeriodEnd: false, endDate: now, updatedAt: now })
    .where(eq(subscriptions.stripeSubscriptionId, stripeId));
}

/** The job's words for a reconciliation. */
export function describeReconciliation(result: Reconciliation): string {
  if (!result.listed) return "Stripe not configured (development stand-in): its subscription list was not checked";
  const counts = `${result.checked} checked, ${result.recorded} recorded, ${result.canceled} canceled`;
  const extras = [
    result.foreign > 0 ? `${result.foreign} not this site's, left alone` : null,
    result.failed > 0 ? `${result.failed} failed, retried next run` : null,
    result.truncated ? `stopped at ${RECONCILE_MAX_PER_RUN}, the rest next run` : null,
  ].filter(Boolean);
  const summary = `Stripe: ${[counts, ...extras].join(", ")}`;
  return result.listError
    ? `${summary}; Stripe's list could not be read (${result.listError}), retried next run`
    : summary;
}

/** Whether the run needs an admin's attention (the System tab shows it as a warning). */
export const reconciliationNeedsAttention = (result: Reconciliation) =>
  result.listError !== null || result.failed > 0 || result.truncated;
