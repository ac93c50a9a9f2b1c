import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type Stripe from "stripe";
import { message } from "../../../contract/errors";
import { type Locale, localizePath } from "../../../contract/locale";
import { PLAN_OF_SUBSCRIPTION, PLANS } from "../../../contract/payments";
import type { Db } from "../../db/client";
import { organizations, type Subscription, subscriptions } from "../../db/schema";
import type { Config } from "../../platform/env";
import { AppError, notFound } from "../../platform/errors";
import { requireEditor, requireVisibleOrganization, type Viewer } from "../access/permissions";
import { requireDevCheckout } from "./dev-checkout";
import { addPeriod } from "./payments";
import { requireStandIn, stripeClient } from "./stripe";
import { deliverEvent, recordSubscriptionState } from "./stripe-events";
import { BILLING } from "./subscription-cleanup";

/**
 * An owner manages the plan they bought: cancel it at the end of the paid period, resume it before then, and open
 * Stripe's billing portal for invoices and the payment method. Without Stripe keys (development) a stand-in plays
 * Stripe's part, sending the events Stripe would send through the webhook's own handling.
 */

type Plan = Subscription & { stripeSubscriptionId: string };

/** The plan the viewer bought for this organization and is still billed for; 404 without one. */
async function loadPlan(db: Db, viewer: Viewer, orgId: string): Promise<Plan> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId)).limit(1);
  requireEditor(requireVisibleOrganization(org, orgId, viewer), viewer);
  const [plan] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, orgId),
        eq(subscriptions.userId, viewer.id),
        inArray(subscriptions.status, BILLING),
      ),
    )
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  if (!plan?.stripeSubscriptionId) throw notFound(message("payment.noActivePlan"));
  return { ...plan, stripeSubscriptionId: plan.stripeSubscriptionId };
}

/** A Stripe event as the stand-in sends it. */
function standInEvent<Type extends Stripe.Event.Type>(type: Type, object: object): Stripe.Event {
  return {
    id: `evt_dev_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  } as unknown as Stripe.Event;
}

/** The record as Stripe would describe its subscription, with the given changes. */
function standInSubscription(plan: Subscription, changes: Partial<Stripe.Subscription> = {}) {
  return {
    id: plan.stripeSubscriptionId,
    object: "subscription",
    status: plan.status,
    cancel_at_period_end: plan.cancelAtPeriodEnd,
    current_period_end: plan.endDate ? Math.floor(plan.endDate.getTime() / 1000) : undefined,
    ...changes,
  };
}

/**
 * Sets whether the plan ends at the end of its paid period (cancel) or renews (resume). Stripe's answer is recorded
 * at once, as its webhook would record it; asking for the state the plan is already in changes nothing.
 */
export async function setPlanRenewal(
  config: Config,
  db: Db,
  viewer: Viewer,
  orgId: string,
  renews: boolean,
): Promise<Subscription> {
  const plan = await loadPlan(db, viewer, orgId);
  if (plan.cancelAtPeriodEnd !== renews) return plan;
  const stripe = stripeClient(config);
  if (stripe) {
    let updated: Stripe.Subscription;
    try {
      updated = await stripe.subscriptions.update(plan.stripeSubscriptionId, { cancel_at_period_end: !renews });
    } catch (error) {
      console.error("Changing a plan at Stripe failed", error);
      throw new AppError("upstream", message("payment.planChangeFailed"), { code: "PAYMENT_PROVIDER_ERROR" });
    }
    await recordSubscriptionState(db, updated);
  } else {
    requireStandIn(config);
    const subscription = standInSubscription(plan, { cancel_at_period_end: !renews });
    await deliverEvent(config, db, standInEvent("customer.subscription.updated", subscription));
  }
  const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, plan.id)).limit(1);
  return after ?? plan;
}

/**
 * Where the owner manages invoices and the payment method: a Stripe billing portal session that returns to the
 * dashboard, or the development stand-in's page.
 */
export async function openBillingPortal(
  config: Config,
  db: Db,
  viewer: Viewer,
  orgId: string,
  locale: Locale = "en",
): Promise<string> {
  const plan = await loadPlan(db, viewer, orgId);
  const app = config.APP_URL.replace(/\/$/, "");
  const stripe = stripeClient(config);
  if (!stripe) {
    requireStandIn(config);
    return `${app}${localizePath(`/dev/billing/${encodeURIComponent(orgId)}`, locale)}`;
  }
  try {
    const customer = plan.stripeCustomerId ?? (await stripe.subscriptions.retrieve(plan.stripeSubscriptionId)).customer;
    const session = await stripe.billingPortal.sessions.create({
      customer: typeof customer === "string" ? customer : customer.id,
      return_url: `${app}${localizePath("/profile#my-subscriptions", locale)}`,
      locale: locale === "es" ? "es" : "en",
    });
    return session.url;
  } catch (error) {
    console.error("Opening Stripe's billing portal failed", error);
    throw new AppError("upstream", message("payment.billingPortalFailed"), { code: "PAYMENT_PROVIDER_ERROR" });
  }
}

/** The plan for the development stand-in's billing page (404 outside development with no Stripe keys). */
export async function getStandInPlan(config: Config, db: Db, viewer: Viewer, orgId: string): Promise<Plan> {
  requireDevCheckout(config);
  return loadPlan(db, viewer, orgId);
}

/**
 * The stand-in's billing clock, outside production without Stripe keys: a plan whose paid period is over is renewed (its
 * next period paid, with a receipt), or ends when it was canceled, through the events Stripe would send. A plan
 * several periods behind (a laptop that was off) catches up in one step. Null where Stripe bills (or nothing does).
 */
export async function runStandInBilling(
  config: Config,
  db: Db,
  now: Date,
): Promise<{ renewed: number; ended: number } | null> {
  if (stripeClient(config) || config.APP_ENV === "production") return null;
  const result = { renewed: 0, ended: 0 };
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, BILLING), lte(subscriptions.endDate, now)));
  for (const plan of due) {
    if (!plan.stripeSubscriptionId || !plan.endDate) continue;
    if (plan.cancelAtPeriodEnd) {
      await deliverEvent(config, db, standInEvent("customer.subscription.deleted", standInSubscription(plan)));
      result.ended += 1;
      continue;
    }
    const { interval, amountCents } = PLANS[PLAN_OF_SUBSCRIPTION[plan.type]];
    let paidThrough = addPeriod(plan.endDate, interval);
    while (paidThrough <= now) paidThrough = addPeriod(paidThrough, interval);
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    const invoice = {
      id: `in_dev_${crypto.randomUUID().replaceAll("-", "")}`,
      object: "invoice",
      billing_reason: "subscription_cycle",
      subscription: plan.stripeSubscriptionId,
      amount_paid: amountCents,
      currency: "usd",
      lines: { data: [{ period: { start: seconds(plan.endDate), end: seconds(paidThrough) } }] },
    };
    await deliverEvent(config, db, standInEvent("invoice.paid", invoice));
    result.renewed += 1;
  }
  return result;
}
