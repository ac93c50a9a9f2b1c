import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { CheckoutOutcome } from "../../../contract/enums";
import { message } from "../../../contract/errors";
import { type Locale, localizePath } from "../../../contract/locale";
import { type CheckoutInput, PLANS } from "../../../contract/payments";
import type { Db } from "../../db/client";
import { changedRows, isUniqueViolation } from "../../db/results";
import { checkoutSessions, claims, organizations, subscriptions } from "../../db/schema";
import type { Config } from "../../platform/env";
import { AppError, conflict, notFound } from "../../platform/errors";
import { CHECKOUTS_PER_PERSON, requireWithinLimits } from "../../platform/rate-limit";
import { ownsCheckout, requireClaimable, requireEditor, requirePayer, type Viewer } from "../access/permissions";
import { loadVisibleOrganization } from "../access/visible-organization";
import { sendPlanReceipt } from "./plan-notices";
import { currentSubscription, requireStandIn, siteOf, stripeClient, subscriptionFacts } from "./stripe";
import { giveBack } from "./subscription-cleanup";

// The API takes the webhook from here with the rest of payments.

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
  const org = await loadVisibleOrganization(db, orgId, viewer);
  requirePayer(org, viewer);
  return { id: org.id, name: org.name };
}

/** An organization's payment status, for its creator (the edit page's verification asks it). */
export async function getPaymentStatus(db: Db, viewer: Viewer, orgId: string) {
  const org = await loadVisibleOrganization(db, orgId, viewer);
  requireEditor(org, viewer);
  return { status: org.paymentStatus, subscriptionType: org.subscriptionType };
}

/** The creator's subscriptions of one organization, newest first. */
export async function listOrganizationSubscriptions(db: Db, viewer: Viewer, orgId: string) {
  const org = await loadVisibleOrganization(db, orgId, viewer);
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
  const org = await loadVisibleOrganization(db, input.organizationId, buyer);
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

  try {
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
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request of this person opened a checkout for this organization since the earlier ones were closed:
    // that one stands, and the session made here is never offered.
    await expireAtStripe(config, session.id).catch((expireError) =>
      console.error("Expiring a checkout that lost a race failed", expireError),
    );
    throw conflict(message("payment.paymentInProgress"), "PAYMENT_IN_PROGRESS");
  }
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
  for (const checkout of open) {
    try {
      await expireAtStripe(config, checkout.id);
    } catch (error) {
      const session = await stripeClient(config)
        ?.checkout.sessions.retrieve(checkout.id)
        .catch(() => null);
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

/** Expires a checkout at Stripe so that it can no longer be paid (the stand-in's need nothing). */
async function expireAtStripe(config: Config, checkoutId: string): Promise<void> {
  const stripe = stripeClient(config);
  if (!stripe || checkoutId.startsWith("cs_dev_")) return;
  await stripe.checkout.sessions.expire(checkoutId);
}

export type Fulfilment = {
  sessionId: string;
  subscriptionId: string;
  customerId?: string | null;
  /** The end of the paid period; left out, Stripe is asked for it. */
  periodEnd?: Date | null;
};

/** What a fulfilment did: bought the plan, found it done before, or gave the payment back. */
export type FulfilmentResult = "fulfilled" | "already" | "duplicate" | "refused";

/**
 * Makes a completed checkout count, exactly once however often it is reported (webhook retries, the success page
 * verifying at the same moment, the hourly reconciliation): one atomic batch whose first write completes the
 * checkout, names this fulfilment in it and records its outcome, and whose other writes act only for that fulfilment.
 * The outcome is decided inside that write, so no race can pay one organization twice: a purchase for an organization
 * already paid (a second checkout of the same plan, a guest code meanwhile) is a duplicate, a claim of a company
 * someone else created or claimed first is refused, and either payment is given back (refunded and its subscription
 * canceled at Stripe), never recorded as a plan.
 */
export async function fulfillCheckout(config: Config, db: Db, fulfilment: Fulfilment): Promise<FulfilmentResult> {
  const [checkout] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, fulfilment.sessionId))
    .limit(1);
  if (!checkout) throw notFound(message("payment.checkoutNotFound"));
  if (checkout.status === "expired") {
    // Paid although a newer checkout replaced it (Stripe completed it as it was being expired): the organization is
    // paid through the newer one, so this payment is given back and its subscription ended, never recorded.
    await giveBack(config, fulfilment.subscriptionId);
    return "already";
  }
  if (checkout.status === "complete") return settleEarlierOutcome(config, checkout.outcome, fulfilment);

  const fulfilmentId = crypto.randomUUID();
  const buyer = checkout.userId ?? "";
  const claim = checkout.intent === "claim";
  const plan = PLANS[checkout.plan];
  const now = new Date();
  const periodEnd =
    fulfilment.periodEnd === undefined
      ? await periodEndAtStripe(config, fulfilment.subscriptionId)
      : fulfilment.periodEnd;

  const organization = eq(organizations.id, checkout.organizationId);
  const payable = claim
    ? // A claim takes only a company nobody created or claimed.
      and(organization, isNull(organizations.claimedByUserId), isNull(organizations.createdBy))
    : and(organization, eq(organizations.createdBy, buyer), ne(organizations.paymentStatus, "paid"));
  const won = (outcome: CheckoutOutcome) =>
    sql`exists (select 1 from ${checkoutSessions} where ${checkoutSessions.id} = ${checkout.id} and ${checkoutSessions.fulfilmentId} = ${fulfilmentId} and ${checkoutSessions.outcome} = ${outcome})`;

  const [, , , , [after], [recorded]] = await db.batch([
    db
      .update(checkoutSessions)
      .set({
        status: "complete",
        fulfilledAt: now,
        fulfilmentId,
        outcome: sql`case when exists (select 1 from ${organizations} where ${payable}) then 'fulfilled' else ${claim ? "refused" : "duplicate"} end`,
      })
      .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, "open"))),
    db
      .update(organizations)
      .set({
        paymentStatus: "paid",
        subscriptionType: plan.subscriptionType,
        paidVia: "stripe",
        updatedAt: now,
        ...(claim ? { claimedByUserId: buyer, createdBy: buyer } : {}),
      })
      .where(and(organization, won("fulfilled"))),
    db
      .insert(subscriptions)
      .select(
        db
          .select({
            id: sql`${crypto.randomUUID()}`.as("id"),
            organizationId: organizations.id,
            userId: sql`${checkout.userId}`.as("user_id"),
            organizationName: organizations.name,
            stripeSubscriptionId: sql`${fulfilment.subscriptionId}`.as("stripe_subscription_id"),
            stripeCustomerId: sql`${fulfilment.customerId ?? null}`.as("stripe_customer_id"),
            type: sql`${plan.subscriptionType}`.as("type"),
            status: sql`'active'`.as("status"),
            startDate: sql`${now.getTime()}`.as("start_date"),
            endDate: sql`${periodEnd?.getTime() ?? null}`.as("end_date"),
            cancelAtPeriodEnd: sql`0`.as("cancel_at_period_end"),
            locale: sql`${checkout.locale}`.as("locale"),
            createdAt: sql`${now.getTime()}`.as("created_at"),
            updatedAt: sql`${now.getTime()}`.as("updated_at"),
          })
          .from(organizations)
          .where(and(organization, won("fulfilled"))),
      )
      .onConflictDoUpdate({
        target: subscriptions.stripeSubscriptionId,
        set: { organizationId: checkout.organizationId, userId: checkout.userId },
      }),
    db
      .update(claims)
      .set({ status: sql`case when ${won("fulfilled")} then 'completed' else 'refused' end`, updatedAt: now })
      .where(
        and(
          eq(claims.checkoutSessionId, checkout.id),
          eq(claims.status, "started"),
          sql`exists (select 1 from ${checkoutSessions} where ${checkoutSessions.id} = ${checkout.id} and ${checkoutSessions.fulfilmentId} = ${fulfilmentId})`,
        ),
      ),
    db
      .select({ fulfilmentId: checkoutSessions.fulfilmentId, outcome: checkoutSessions.outcome })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id))
      .limit(1),
    db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, fulfilment.subscriptionId)).limit(1),
  ]);
  // Another report of the same checkout completed it between the read above and this batch.
  if (after?.fulfilmentId !== fulfilmentId) return settleEarlierOutcome(config, after?.outcome ?? null, fulfilment);
  if (after.outcome !== "fulfilled") {
    await giveBack(config, fulfilment.subscriptionId);
    return after.outcome === "refused" ? "refused" : "duplicate";
  }
  if (recorded) await sendPlanReceipt(config, db, recorded, { paidThrough: periodEnd });
  return "fulfilled";
}

/**
 * A checkout completed before: "already" when it bought the plan. A payment that bought nothing is given back again
 * (a no-op once Stripe has canceled it), so a fulfilment that failed half-way is finished by the next report.
 */
async function settleEarlierOutcome(
  config: Config,
  outcome: CheckoutOutcome | null,
  fulfilment: Fulfilment,
): Promise<FulfilmentResult> {
  if (outcome === "duplicate" || outcome === "refused") {
    await giveBack(config, fulfilment.subscriptionId);
    return outcome;
  }
  return "already";
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
  let outcome: FulfilmentResult | CheckoutOutcome | null = checkout.outcome;
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
  return changedRows(result);
}
