import { and, eq, ne } from "drizzle-orm";
import Stripe from "stripe";
import { message } from "../../../contract/errors";
import type { Db } from "../../db/client";
import { paymentEvents, type Subscription, subscriptions } from "../../db/schema";
import type { Config } from "../../platform/env";
import { AppError, invalid } from "../../platform/errors";
import { fulfillCheckout } from "./payments";
import { sendPlanEnded, sendPlanReceipt } from "./plan-notices";
import { currentSubscription, subscriptionFacts } from "./stripe";

/** Stripe's events: the webhook, and the stand-in's events, applied once each and in any order. */

/**
 * Records a subscription's state as Stripe reports it (its status, paid-up-to date and whether it ends there). A
 * canceled subscription stays canceled (Stripe never revives one), so a late "updated" cannot bring it back. Answers
 * the record when this report is the one that ended it, so that its buyer is told once.
 */
export async function recordSubscriptionState(
  db: Db,
  subscription: Stripe.Subscription,
  deleted = false,
): Promise<Subscription | null> {
  const facts = subscriptionFacts(subscription);
  const status = deleted ? "canceled" : facts.status;
  const [record] = await db
    .update(subscriptions)
    .set({ status, endDate: facts.endDate, cancelAtPeriodEnd: facts.cancelAtPeriodEnd, updatedAt: new Date() })
    .where(and(eq(subscriptions.stripeSubscriptionId, subscription.id), ne(subscriptions.status, "canceled")))
    .returning();
  return record && status === "canceled" ? record : null;
}

/** The subscription an invoice bills, wherever the API version puts it. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  const current = invoice.parent?.subscription_details?.subscription;
  const reference = current ?? legacy ?? null;
  return typeof reference === "string" ? reference : (reference?.id ?? null);
}

/** Applies one verified Stripe event; safe to repeat and in any order. */
async function applyEvent(config: Config, db: Db, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return;
      const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
      if (!subscriptionId) return;
      await fulfillCheckout(config, db, {
        sessionId: session.id,
        subscriptionId,
        customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
      });
      return;
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      // Events may arrive in any order: apply Stripe's current state, not the event's snapshot, when Stripe can be
      // asked.
      const subscription = (await currentSubscription(config, event.data.object.id)) ?? event.data.object;
      const ended = await recordSubscriptionState(db, subscription, event.type === "customer.subscription.deleted");
      if (ended) await sendPlanEnded(config, db, ended);
      return;
    }
    case "invoice.paid": {
      // The first payment's receipt goes with its checkout's fulfilment; this one is for every renewal.
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (invoice.billing_reason !== "subscription_cycle" || !subscriptionId) return;
      const periodEnd = invoice.lines?.data?.[0]?.period?.end;
      const paidThrough = periodEnd ? new Date(periodEnd * 1000) : null;
      const [renewed] = await db
        .update(subscriptions)
        .set({ ...(paidThrough ? { endDate: paidThrough } : {}), updatedAt: new Date() })
        .where(and(eq(subscriptions.stripeSubscriptionId, subscriptionId), ne(subscriptions.status, "canceled")))
        .returning();
      if (renewed) {
        await sendPlanReceipt(config, db, renewed, {
          paidThrough,
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
        });
      }
      return;
    }
    case "invoice.payment_failed": {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      if (subscriptionId) {
        await db
          .update(subscriptions)
          .set({ status: "past_due", updatedAt: new Date() })
          .where(and(eq(subscriptions.stripeSubscriptionId, subscriptionId), ne(subscriptions.status, "canceled")));
      }
      return;
    }
    default:
      return;
  }
}

/**
 * The webhook: verifies the signature over the raw body (400 when missing, wrong or stale), skips events already
 * handled, applies the rest, then records the event id.
 */
export async function handleWebhook(config: Config, db: Db, rawBody: string, signature: string | null) {
  if (!config.STRIPE_WEBHOOK_SECRET) throw new AppError("unavailable", message("request.paymentsNotConfigured"));
  if (!signature) throw invalid(message("request.signatureMissing"));
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      config.STRIPE_WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    throw invalid(message("request.signatureInvalid"));
  }
  return deliverEvent(config, db, event);
}

/**
 * Handles one event, once: skips an event already handled, applies the rest, then records its id. The webhook calls
 * it after checking Stripe's signature; the development stand-in calls it with the events Stripe would have sent.
 */
export async function deliverEvent(config: Config, db: Db, event: Stripe.Event) {
  const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)).limit(1);
  if (seen) return { received: true, duplicate: true };
  await applyEvent(config, db, event);
  await db.insert(paymentEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  return { received: true, duplicate: false };
}
