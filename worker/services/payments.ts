import { and, eq, isNull, or, sql } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import { ApiError, notFound } from "../api/errors";
import type { Db } from "../db/client";
import { checkoutSessions, claims, type Organization, organizations, paymentEvents, subscriptions } from "../db/schema";
import type { Config } from "../env";
import { requireOwner } from "./organization-writes";

/** SPEC.md §9: $12 a month or $100 a year for one organization profile. Prices never come from the client. */
export const PLANS = {
  monthly: { amountCents: 1200, interval: "month", subscriptionType: "monthly", label: "Monthly" },
  annual: { amountCents: 10000, interval: "year", subscriptionType: "yearly", label: "Annual" },
} as const;
export type Plan = keyof typeof PLANS;

export const ALREADY_CLAIMED =
  "This organization profile has already been claimed by another user. Please try a different organization.";
export const PAYMENT_FAILED = "Unable to process payment. Please try again.";

export const checkoutInput = z.object({
  organizationId: z.string().min(1, "Organization ID is missing").max(128),
  plan: z.enum(["monthly", "annual"], { message: "Choose the monthly or the annual plan" }),
  intent: z.enum(["purchase", "claim"]).default("purchase"),
  source: z.string().max(64).optional(),
});

export function stripeClient(config: Config): Stripe | null {
  return config.STRIPE_SECRET_KEY
    ? new Stripe(config.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient() })
    : null;
}

async function loadOrganization(db: Db, id: string): Promise<Organization> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!org) throw notFound(`Organization with ID "${id}" not found`);
  return org;
}

/**
 * Starts a checkout: the creator paying for their organization, or anyone verified claiming an unclaimed Explore
 * company. Answers Stripe's hosted page, or without Stripe keys (development) the built-in stand-in page.
 */
export async function startCheckout(
  config: Config,
  db: Db,
  buyer: { id: string; email: string },
  input: z.infer<typeof checkoutInput>,
): Promise<{ sessionId: string; url: string }> {
  const org = await loadOrganization(db, input.organizationId);
  if (input.intent === "claim") {
    if (!org.isExploreCompany) throw new ApiError(400, "Only Explore companies can be claimed");
    if (org.claimedByUserId) throw new ApiError(409, ALREADY_CLAIMED, "ALREADY_CLAIMED");
  } else {
    requireOwner(org, { id: buyer.id, role: "user" });
    if (org.paymentStatus === "paid") throw new ApiError(409, "Organization is already paid", "ALREADY_PAID");
  }

  const app = config.APP_URL.replace(/\/$/, "");
  const plan = PLANS[input.plan];
  const claim = input.intent === "claim";
  const successUrl = `${app}/organizations/${org.id}/edit?success=true&session_id={CHECKOUT_SESSION_ID}${claim ? "&claimed=true" : ""}`;
  const cancelUrl = claim ? `${app}/claim/${org.id}?canceled=true` : `${app}/payments/canceled?org=${org.id}`;
  const metadata = { organizationId: org.id, userId: buyer.id, plan: input.plan, intent: input.intent };

  let session: { id: string; url: string };
  const stripe = stripeClient(config);
  if (stripe) {
    const price = input.plan === "monthly" ? config.STRIPE_PRICE_MONTHLY : config.STRIPE_PRICE_ANNUAL;
    try {
      const created = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [
          price
            ? { price, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: plan.amountCents,
                  recurring: { interval: plan.interval },
                  product_data: { name: `Culture Directory ${plan.label} plan` },
                },
              },
        ],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: org.id,
        customer_email: buyer.email,
        metadata,
        subscription_data: { metadata },
      });
      if (!created.url) throw new Error("Stripe returned no checkout URL");
      session = { id: created.id, url: created.url };
    } catch (error) {
      console.error("Stripe checkout failed", error);
      throw new ApiError(502, PAYMENT_FAILED, "PAYMENT_PROVIDER_ERROR");
    }
  } else {
    if (config.APP_ENV === "production") throw new ApiError(503, PAYMENT_FAILED, "PAYMENTS_NOT_CONFIGURED");
    const id = `cs_dev_${crypto.randomUUID().replaceAll("-", "")}`;
    session = { id, url: `${app}/dev/checkout/${id}` };
  }

  await db.batch([
    db.insert(checkoutSessions).values({
      id: session.id,
      organizationId: org.id,
      userId: buyer.id,
      plan: input.plan,
      intent: input.intent,
    }),
    ...(claim
      ? [
          db.insert(claims).values({
            id: crypto.randomUUID(),
            organizationId: org.id,
            userId: buyer.id,
            city: org.primaryCity,
            source: input.source ?? "explore_claim",
            checkoutSessionId: session.id,
          }),
        ]
      : []),
  ]);
  return { sessionId: session.id, url: session.url };
}

export type Fulfilment = {
  sessionId: string;
  subscriptionId: string;
  customerId?: string | null;
  periodEnd?: Date | null;
};

/**
 * Makes a completed checkout count, exactly once however often it is reported (webhook retries, the success
 * page verifying at the same moment): one atomic batch whose every write is conditional on the checkout still
 * being open, the last one closing it. A claim only takes an organization nobody else claimed first.
 * Returns what happened to the checkout.
 */
export async function fulfillCheckout(db: Db, fulfilment: Fulfilment): Promise<"fulfilled" | "refused" | "already"> {
  const [checkout] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, fulfilment.sessionId))
    .limit(1);
  if (!checkout) throw notFound(`Checkout session "${fulfilment.sessionId}" not found`);
  if (checkout.status === "complete") return claimOutcome(db, checkout.id, "already");

  const open = sql`exists (select 1 from ${checkoutSessions} where ${checkoutSessions.id} = ${checkout.id} and ${checkoutSessions.status} = 'open')`;
  const buyer = checkout.userId;
  const claim = checkout.intent === "claim";
  const plan = PLANS[checkout.plan];
  const [org] = await db.select().from(organizations).where(eq(organizations.id, checkout.organizationId)).limit(1);
  const now = new Date();

  const [orgUpdate] = await db.batch([
    db
      .update(organizations)
      .set({
        paymentStatus: "paid",
        subscriptionType: plan.subscriptionType,
        paidVia: "stripe",
        updatedAt: now,
        ...(claim ? { claimedByUserId: buyer, createdBy: buyer } : {}),
      })
      .where(
        and(
          eq(organizations.id, checkout.organizationId),
          open,
          claim ? or(isNull(organizations.claimedByUserId), eq(organizations.claimedByUserId, buyer ?? "")) : undefined,
        ),
      ),
    db
      .insert(subscriptions)
      .values({
        id: crypto.randomUUID(),
        organizationId: checkout.organizationId,
        userId: buyer,
        organizationName: org?.name ?? "Deleted organization",
        stripeSubscriptionId: fulfilment.subscriptionId,
        stripeCustomerId: fulfilment.customerId ?? null,
        type: plan.subscriptionType,
        status: "active",
        startDate: now,
        endDate: fulfilment.periodEnd ?? null,
      })
      .onConflictDoUpdate({
        target: subscriptions.stripeSubscriptionId,
        set: { organizationId: checkout.organizationId, userId: buyer },
      }),
    db
      .update(claims)
      .set({
        status: sql`case when (select ${organizations.claimedByUserId} from ${organizations} where ${organizations.id} = ${checkout.organizationId}) = ${buyer} then 'completed' else 'refused' end`,
        updatedAt: now,
      })
      .where(and(eq(claims.checkoutSessionId, checkout.id), eq(claims.status, "started"))),
    db
      .update(checkoutSessions)
      .set({ status: "complete", fulfilledAt: now })
      .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, "open"))),
  ]);
  const changed = (orgUpdate as unknown as { meta?: { changes?: number } }).meta?.changes ?? 0;
  return claimOutcome(db, checkout.id, changed > 0 ? "fulfilled" : "already");
}

/** A claim that lost the race stays refused, however often it is verified again. */
export async function claimOutcome(db: Db, checkoutId: string, otherwise: "fulfilled" | "already") {
  const [claim] = await db
    .select({ status: claims.status })
    .from(claims)
    .where(eq(claims.checkoutSessionId, checkoutId))
    .limit(1);
  return claim?.status === "refused" ? ("refused" as const) : otherwise;
}

/**
 * The success page's check: asks Stripe about the checkout, fulfils it if the webhook has not come yet
 * (idempotently), and answers paid or pending; 409 for a claim someone else won. Only the buyer may ask.
 */
export async function verifyCheckout(config: Config, db: Db, buyerId: string, sessionId: string) {
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
  if (!checkout || checkout.userId !== buyerId) throw notFound("Checkout session not found");
  let outcome: "fulfilled" | "refused" | "already" = "already";
  const stripe = stripeClient(config);
  if (stripe && checkout.status === "open") {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
    if (session.status === "complete" && session.payment_status === "paid" && subscriptionId) {
      outcome = await fulfillCheckout(db, {
        sessionId,
        subscriptionId,
        customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
      });
    }
  } else if (checkout.status === "complete") {
    outcome = await claimOutcome(db, sessionId, "already");
  }
  if (outcome === "refused") throw new ApiError(409, ALREADY_CLAIMED, "ALREADY_CLAIMED");
  const [org] = await db
    .select({ paymentStatus: organizations.paymentStatus })
    .from(organizations)
    .where(eq(organizations.id, checkout.organizationId));
  return {
    status: org?.paymentStatus === "paid" ? ("paid" as const) : ("pending" as const),
    organizationId: checkout.organizationId,
  };
}

/** A Stripe subscription's status and paid-up-to date, whichever API version sent it. */
function subscriptionFacts(subscription: Stripe.Subscription) {
  const periodEnd =
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    subscription.items?.data?.[0]?.current_period_end;
  return {
    status: subscription.status,
    endDate: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

const ENDED = new Set(["canceled", "incomplete_expired", "unpaid"]);

/** Applies one verified Stripe event; safe to repeat and in any order. */
async function applyEvent(db: Db, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return;
      const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
      if (!subscriptionId) return;
      await fulfillCheckout(db, {
        sessionId: session.id,
        subscriptionId,
        customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
      });
      return;
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const facts = subscriptionFacts(subscription);
      const status = event.type === "customer.subscription.deleted" ? "canceled" : facts.status;
      await db
        .update(subscriptions)
        .set({ status, endDate: facts.endDate, cancelAtPeriodEnd: facts.cancelAtPeriodEnd, updatedAt: new Date() })
        .where(eq(subscriptions.stripeSubscriptionId, subscription.id));
      return;
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      const subscriptionId =
        typeof invoice.subscription === "string" ? invoice.subscription : (invoice.subscription?.id ?? null);
      if (subscriptionId) {
        await db
          .update(subscriptions)
          .set({ status: "past_due", updatedAt: new Date() })
          .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
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
  if (!config.STRIPE_WEBHOOK_SECRET) throw new ApiError(503, "Payments are not configured");
  if (!signature) throw new ApiError(400, "Missing Stripe signature");
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
    throw new ApiError(400, "Invalid Stripe signature");
  }
  const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)).limit(1);
  if (seen) return { received: true, duplicate: true };
  await applyEvent(db, event);
  await db.insert(paymentEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  return { received: true, duplicate: false };
}

/** Organizations whose every subscription has ended and whose paid period is over go back to pending. */
export async function expireEndedSubscriptions(db: Db, now: Date): Promise<number> {
  const result = await db
    .update(organizations)
    .set({ paymentStatus: "pending", subscriptionType: null, paidVia: null, updatedAt: now })
    .where(
      and(
        eq(organizations.paymentStatus, "paid"),
        eq(organizations.paidVia, "stripe"),
        sql`exists (select 1 from ${subscriptions} where ${subscriptions.organizationId} = ${organizations.id})`,
        sql`not exists (select 1 from ${subscriptions} where ${subscriptions.organizationId} = ${organizations.id} and (${subscriptions.status} not in (${sql.join(
          [...ENDED].map((status) => sql`${status}`),
          sql`, `,
        )}) or ${subscriptions.endDate} is null or ${subscriptions.endDate} > ${now.getTime()}))`,
      ),
    );
  return (result as unknown as { meta?: { changes?: number } }).meta?.changes ?? 0;
}
