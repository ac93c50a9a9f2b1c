import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { message } from "../../../contract/errors";
import { type Locale, localizePath } from "../../../contract/locale";
import { type CheckoutInput, PLANS } from "../../../contract/payments";
import type { Db } from "../../db/client";
import { checkoutSessions, claims, type Organization, organizations, subscriptions } from "../../db/schema";
import type { Config } from "../../platform/env";
import { AppError, conflict, notFound } from "../../platform/errors";
import { CHECKOUTS_PER_PERSON, requireWithinLimits } from "../../platform/rate-limit";
import {
  ownsCheckout,
  requireClaimable,
  requireEditor,
  requirePayer,
  requireVisibleOrganization,
  type Viewer,
} from "../access/permissions";
import { sendPlanReceipt } from "./plan-notices";
import { currentSubscription, requireStandIn, siteOf, stripeClient, subscriptionFacts } from "./stripe";
import { cancelAtStripe, cancelOrphanedSubscriptions } from "./subscription-cleanup";

// The API takes the webhook from here with the rest of payments.

/** The organization: 404 when unknown or hidden from this viewer. */
async function loadOrganization(db: Db, id: string, viewer: Viewer): Promise<Organization> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return requireVisibleOrganization(org, id, viewer);
}

/**
 * Where a checkout returns to, relative to the site and in the language it started in: the edit page verifies it, or
 * the canceled pages.
 */
export function checkoutReturnPaths(checkout: {
  id: string;
  organizationId: string;
  intent: "purchase" | "claim";
  locale: Locale;
}) {
  const id = encodeURIComponent(checkout.organizationId);
  const claimed = checkout.intent === "claim" ? "&claimed=true" : "";
  return {
    // Not encoded: Stripe fills its {CHECKOUT_SESSION_ID} template in, and real ids are URL-safe (cs_...).
    success: localizePath(
      `/organizations/${id}/edit?success=true&session_id=${checkout.id}${claimed}`,
      checkout.locale,
    ),
    cancel: localizePath(
      checkout.intent === "claim" ? `/claim/${id}?canceled=true` : `/payments/canceled?org=${id}`,
      checkout.locale,
    ),
  };
}

/**
 * The organization an owner may choose a plan for: their own and unpaid (not found, not theirs: 404/403; already
 * paid: 409 ALREADY_PAID).
 */
export async function getOrganizationToPayFor(db: Db, viewer: Viewer, orgId: string) {
  const org = await loadOrganization(db, orgId, viewer);
  requirePayer(org, viewer);
  return { id: org.id, name: org.name };
}

/** An organization's payment status, for its creator (the edit page's verification asks it). */
export async function getPaymentStatus(db: Db, viewer: Viewer, orgId: string) {
  const org = await loadOrganization(db, orgId, viewer);
  requireEditor(org, viewer);
  return { status: org.paymentStatus, subscriptionType: org.subscriptionType };
}

/** The creator's subscriptions of one organization, newest first. */
export async function listOrganizationSubscriptions(db: Db, viewer: Viewer, orgId: string) {
  const org = await loadOrganization(db, orgId, viewer);
  requireEditor(org, viewer);
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, orgId), eq(subscriptions.userId, viewer.id)))
    .orderBy(desc(subscriptions.startDate));
}

/** Whether this person started this checkout for this organization (back from checkout, before owning it). */
export async function isCheckoutBuyer(db: Db, viewer: Viewer, checkoutId: string, orgId: string): Promise<boolean> {
  const [checkout] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, checkoutId),
        eq(checkoutSessions.organizationId, orgId),
        eq(checkoutSessions.userId, viewer.id),
      ),
    )
    .limit(1);
  return Boolean(checkout);
}

/**
 * Starts a checkout: the creator paying for their organization, or anyone verified claiming an unclaimed Explore
 * company. Answers Stripe's hosted page, or without Stripe keys (development) the built-in stand-in page.
 */
export async function startCheckout(
  config: Config,
  db: Db,
  buyer: Viewer,
  { locale = "en", ...input }: Omit<CheckoutInput, "locale"> & { locale?: Locale },
): Promise<{ sessionId: string; url: string }> {
  const org = await loadOrganization(db, input.organizationId, buyer);
  if (input.intent === "claim") requireClaimable(org);
  else requirePayer(org, buyer);
  await requireWithinLimits(db, [[`checkout:${buyer.id}`, CHECKOUTS_PER_PERSON]]);
  await closeOpenCheckouts(config, db, org.id, buyer.id);

  const app = config.APP_URL.replace(/\/$/, "");
  const plan = PLANS[input.plan];
  const claim = input.intent === "claim";
  // Stripe puts the session id in place of its template; the stand-in knows its id before building the URLs.
  const returnPaths = (id: string) => checkoutReturnPaths({ id, organizationId: org.id, intent: input.intent, locale });
  // The site tells the hourly reconciliation (stripe-reconcile.ts) which subscriptions are this deployment's own.
  const metadata = {
    organizationId: org.id,
    userId: buyer.id,
    plan: input.plan,
    intent: input.intent,
    site: siteOf(config),
  };

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
        success_url: `${app}${returnPaths("{CHECKOUT_SESSION_ID}").success}`,
        cancel_url: `${app}${returnPaths("").cancel}`,
        client_reference_id: org.id,
        customer_email: buyer.email,
        metadata,
        subscription_data: { metadata },
      });
      if (!created.url) throw new Error("Stripe returned no checkout URL");
      session = { id: created.id, url: created.url };
    } catch (error) {
      console.error("Stripe checkout failed", error);
      throw new AppError("upstream", message("payment.failed"), { code: "PAYMENT_PROVIDER_ERROR" });
    }
  } else {
    requireStandIn(config);
    const id = `cs_dev_${crypto.randomUUID().replaceAll("-", "")}`;
    session = { id, url: `${app}${localizePath(`/dev/checkout/${id}`, locale)}` };
  }

  await db.batch([
    db.insert(checkoutSessions).values({
      id: session.id,
      organizationId: org.id,
      userId: buyer.id,
      plan: input.plan,
      intent: input.intent,
      locale,
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

/**
 * One payable checkout per person and organization: a new one first expires the person's earlier open ones (at
 * Stripe, then here), so two checkouts for one organization can never both be paid. One Stripe can no longer expire
 * was completed meanwhile: its payment is on its way, so the new checkout is refused (409).
 */
async function closeOpenCheckouts(config: Config, db: Db, organizationId: string, buyerId: string): Promise<void> {
  const open = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.organizationId, organizationId),
        eq(checkoutSessions.userId, buyerId),
        eq(checkoutSessions.status, "open"),
      ),
    );
  if (open.length === 0) return;
  const stripe = stripeClient(config);
  for (const checkout of open) {
    if (!stripe || checkout.id.startsWith("cs_dev_")) continue;
    try {
      await stripe.checkout.sessions.expire(checkout.id);
    } catch (error) {
      const session = await stripe.checkout.sessions.retrieve(checkout.id).catch(() => null);
      if (session?.status === "complete") {
        throw conflict(message("payment.paymentInProgress"), "PAYMENT_IN_PROGRESS");
      }
      if (session?.status !== "expired") {
        console.error("Expiring an earlier checkout failed", error);
        throw new AppError("upstream", message("payment.failed"), { code: "PAYMENT_PROVIDER_ERROR" });
      }
    }
  }
  await db
    .update(checkoutSessions)
    .set({ status: "expired" })
    .where(
      and(
        inArray(
          checkoutSessions.id,
          open.map((checkout) => checkout.id),
        ),
        eq(checkoutSessions.status, "open"),
      ),
    );
}

export type Fulfilment = {
  sessionId: string;
  subscriptionId: string;
  customerId?: string | null;
  /** The end of the paid period; left out, Stripe is asked for it. */
  periodEnd?: Date | null;
};

/**
 * Makes a completed checkout count, exactly once however often it is reported (webhook retries, the success
 * page verifying at the same moment): one atomic batch whose every write is conditional on the checkout still
 * being open, the last one closing it. A claim only takes an organization nobody else claimed first.
 * Returns what happened to the checkout.
 */
export async function fulfillCheckout(
  config: Config,
  db: Db,
  fulfilment: Fulfilment,
): Promise<"fulfilled" | "refused" | "already"> {
  const claimStatus = (id: string) =>
    db.select({ status: claims.status }).from(claims).where(eq(claims.checkoutSessionId, id)).limit(1);
  const [[checkout], [earlierClaim]] = await db.batch([
    db.select().from(checkoutSessions).where(eq(checkoutSessions.id, fulfilment.sessionId)).limit(1),
    claimStatus(fulfilment.sessionId),
  ]);
  if (!checkout) throw notFound(message("payment.checkoutNotFound"));
  if (checkout.status === "complete") return earlierClaim?.status === "refused" ? "refused" : "already";
  if (checkout.status === "expired") {
    // Paid although a newer checkout replaced it (Stripe completed it as it was being expired): the organization is
    // paid through the newer one, so this payment is given back and its subscription ended, never recorded.
    await cancelAtStripe(config, fulfilment.subscriptionId, { refund: true });
    return "already";
  }

  const open = sql`exists (select 1 from ${checkoutSessions} where ${checkoutSessions.id} = ${checkout.id} and ${checkoutSessions.status} = 'open')`;
  const buyer = checkout.userId;
  const claim = checkout.intent === "claim";
  const plan = PLANS[checkout.plan];
  const now = new Date();
  const periodEnd =
    fulfilment.periodEnd === undefined
      ? await periodEndAtStripe(config, fulfilment.subscriptionId)
      : fulfilment.periodEnd;

  const [orgUpdate, , , , [claimAfter], [recorded]] = await db.batch([
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
          // A claim takes only a company nobody created or claimed (or repeats the buyer's own win).
          claim
            ? and(
                or(isNull(organizations.claimedByUserId), eq(organizations.claimedByUserId, buyer ?? "")),
                or(isNull(organizations.createdBy), eq(organizations.createdBy, buyer ?? "")),
              )
            : undefined,
        ),
      ),
    db
      .insert(subscriptions)
      .values({
        id: crypto.randomUUID(),
        organizationId: checkout.organizationId,
        userId: buyer,
        organizationName: sql`coalesce((select ${organizations.name} from ${organizations} where ${organizations.id} = ${checkout.organizationId}), 'Deleted organization')`,
        stripeSubscriptionId: fulfilment.subscriptionId,
        stripeCustomerId: fulfilment.customerId ?? null,
        type: plan.subscriptionType,
        status: "active",
        startDate: now,
        endDate: periodEnd,
        locale: checkout.locale,
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
    // A claim that lost the race stays refused, however often it is verified again.
    claimStatus(checkout.id),
    db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, fulfilment.subscriptionId)).limit(1),
  ]);
  if (claimAfter?.status === "refused") {
    // The buyer paid for a company someone else got first: their subscription is canceled and the payment refunded.
    await cancelOrphanedSubscriptions(config, db, {
      organizationId: checkout.organizationId,
      refund: new Set([fulfilment.subscriptionId]),
    });
    return "refused";
  }
  const changed = (orgUpdate as unknown as { meta?: { changes?: number } }).meta?.changes ?? 0;
  if (changed === 0) return "already";
  if (recorded) await sendPlanReceipt(config, db, recorded, { paidThrough: periodEnd });
  return "fulfilled";
}

/** A plan's next period starts where the paid one ends: a month or a year later, on the same day where it exists. */
export function addPeriod(from: Date, interval: "month" | "year"): Date {
  const next = new Date(from);
  if (interval === "month") next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** Where Stripe says a new subscription's paid period ends; null without Stripe or when it cannot be asked now. */
async function periodEndAtStripe(config: Config, subscriptionId: string): Promise<Date | null> {
  try {
    const subscription = await currentSubscription(config, subscriptionId);
    return subscription ? subscriptionFacts(subscription).endDate : null;
  } catch (error) {
    // Its "subscription updated" event brings the date later.
    console.error("Reading a new subscription's period from Stripe failed", error);
    return null;
  }
}

/**
 * The success page's check: asks Stripe about the checkout, fulfils it if the webhook has not come yet
 * (idempotently), and answers paid or pending; 409 for a claim someone else won. Only the buyer may ask.
 */
export async function verifyCheckout(config: Config, db: Db, buyer: Viewer, sessionId: string) {
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
  if (!checkout || !ownsCheckout(checkout, buyer)) throw notFound(message("payment.checkoutNotFound"));
  let outcome: "fulfilled" | "refused" | "already" = "already";
  const stripe = stripeClient(config);
  if (stripe && checkout.status === "open") {
    // The subscription comes with the session, so that its paid period is known without asking again.
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
    const subscription = session.subscription;
    const subscriptionId = typeof subscription === "string" ? subscription : subscription?.id;
    if (session.status === "complete" && session.payment_status === "paid" && subscriptionId) {
      outcome = await fulfillCheckout(config, db, {
        sessionId,
        subscriptionId,
        customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
        ...(subscription && typeof subscription === "object"
          ? { periodEnd: subscriptionFacts(subscription).endDate }
          : {}),
      });
    }
  } else if (checkout.status === "complete") {
    const [claim] = await db
      .select({ status: claims.status })
      .from(claims)
      .where(eq(claims.checkoutSessionId, sessionId))
      .limit(1);
    if (claim?.status === "refused") outcome = "refused";
  }
  if (outcome === "refused") throw conflict(message("payment.alreadyClaimed"), "ALREADY_CLAIMED");
  const [org] = await db
    .select({ paymentStatus: organizations.paymentStatus })
    .from(organizations)
    .where(eq(organizations.id, checkout.organizationId));
  return {
    status: org?.paymentStatus === "paid" ? ("paid" as const) : ("pending" as const),
    organizationId: checkout.organizationId,
  };
}

const ENDED = new Set(["canceled", "incomplete_expired", "unpaid"]);

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
