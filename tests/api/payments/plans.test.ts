import { env } from "cloudflare:workers";
import { and, desc, eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDraftOrganization, createPaidOrganization } from "../../../seed/factories";
import { checkoutSessions, devEmails, organizations, paymentEvents, subscriptions } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { completeDevCheckout } from "../../../worker/services/payments/dev-checkout";
import { expireEndedSubscriptions } from "../../../worker/services/payments/payments";
import { runStandInBilling, setPlanRenewal } from "../../../worker/services/payments/plans";
import { asViewer, call, db, json, newSignedInUser, seedDemoData, send } from "../../support/helpers";

afterEach(() => vi.restoreAllMocks());
beforeAll(seedDemoData);

const DAY = 86_400_000;
const SECRET = "whsec_test_secret";
const withStripe = () => ({ ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: SECRET });

/** An owner (signed in) with a paid organization on a monthly plan ending at `endDate`. */
async function ownerWithPlan(plan: { endDate?: Date; cancelAtPeriodEnd?: boolean; locale?: "en" | "es" } = {}) {
  const owner = await newSignedInUser({ name: "Plan Owner" });
  const stripeId = `sub_plan_${crypto.randomUUID().replaceAll("-", "")}`;
  const org = await createPaidOrganization(db(), {
    name: "Plan Labs",
    createdBy: owner.id,
    subscription: {
      stripeSubscriptionId: stripeId,
      stripeCustomerId: `cus_${owner.id}`,
      // Whole seconds, as Stripe counts them.
      endDate: plan.endDate ?? new Date(Math.floor(Date.now() / 1000) * 1000 + 20 * DAY),
      cancelAtPeriodEnd: plan.cancelAtPeriodEnd ?? false,
      locale: plan.locale ?? "en",
    },
  });
  return { owner, orgId: org.id, stripeId };
}

const planOf = async (stripeId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeId)))[0];

const mailTo = (to: string) =>
  db().select().from(devEmails).where(eq(devEmails.to, to)).orderBy(desc(devEmails.createdAt));

const post = (path: string, cookie: string) => send("POST", path, undefined, cookie);

describe("cancel and resume through the development stand-in", () => {
  it("cancels at the end of the paid period, keeps the plan active until then, and resumes it", async () => {
    const { owner, orgId, stripeId } = await ownerWithPlan();
    const before = await planOf(stripeId);

    const canceled = await post(`/api/payments/subscription/${orgId}/cancel`, owner.cookie);
    expect(canceled.status).toBe(200);
    expect((await json(canceled)).data).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    const after = await planOf(stripeId);
    expect(after).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(after?.endDate?.getTime()).toBe(before?.endDate?.getTime());
    // Recorded the way the webhook records Stripe's "subscription updated" event.
    const events = await db().select().from(paymentEvents).where(like(paymentEvents.eventId, "evt_dev_%"));
    expect(events.some((event) => event.type === "customer.subscription.updated")).toBe(true);

    // Asking again changes nothing.
    expect((await json(await post(`/api/payments/subscription/${orgId}/cancel`, owner.cookie))).data).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    const resumed = await post(`/api/payments/subscription/${orgId}/resume`, owner.cookie);
    expect(resumed.status).toBe(200);
    expect(await planOf(stripeId)).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect((await db().select().from(organizations).where(eq(organizations.id, orgId)))[0]?.paymentStatus).toBe("paid");
  });

  it("only the plan's buyer manages it; an organization without an active plan answers 404", async () => {
    const { orgId, stripeId } = await ownerWithPlan();
    const stranger = await newSignedInUser({ name: "Stranger" });
    const refused = await post(`/api/payments/subscription/${orgId}/cancel`, stranger.cookie);
    expect(refused.status).toBe(403);
    expect((await planOf(stripeId))?.cancelAtPeriodEnd).toBe(false);

    const unpaid = await createDraftOrganization(db(), { createdBy: stranger.id });
    for (const action of ["cancel", "resume", "billing-portal"]) {
      const response = await post(`/api/payments/subscription/${unpaid.id}/${action}`, stranger.cookie);
      expect(response.status).toBe(404);
      expect((await json(response)).message).toBe("This organization has no active plan");
    }
    expect((await post("/api/payments/subscription/no-such-org/cancel", stranger.cookie)).status).toBe(404);
    expect((await call(`/api/payments/subscription/${orgId}/cancel`, { method: "POST" })).status).toBe(401);
  });

  it("the billing portal is the stand-in's page, in the dashboard's language", async () => {
    const { owner, orgId } = await ownerWithPlan();
    const en = await post(`/api/payments/subscription/${orgId}/billing-portal`, owner.cookie);
    expect((await json(en)).data.url).toBe(`http://localhost/dev/billing/${orgId}`);
    const es = await post(`/api/payments/subscription/${orgId}/billing-portal?locale=es`, owner.cookie);
    expect((await json(es)).data.url).toBe(`http://localhost/es/dev/billing/${orgId}`);
  });

  it("a paid period that ends renews with a receipt, or ends a canceled plan with a notice", async () => {
    const now = new Date();
    const renewing = await ownerWithPlan({ endDate: new Date(now.getTime() - DAY) });
    const ending = await ownerWithPlan({
      endDate: new Date(now.getTime() - DAY),
      cancelAtPeriodEnd: true,
      locale: "es",
    });

    const result = await runStandInBilling(getConfig(env), db(), now);
    expect(result?.renewed).toBeGreaterThanOrEqual(1);
    expect(result?.ended).toBeGreaterThanOrEqual(1);

    const renewed = await planOf(renewing.stripeId);
    expect(renewed?.status).toBe("active");
    expect(renewed?.endDate?.getTime()).toBeGreaterThan(now.getTime());
    const [receipt] = await mailTo(renewing.owner.email);
    expect(receipt?.subject).toBe("Receipt: Monthly plan for Plan Labs");
    expect(receipt?.text).toContain("We received $12.00 for the Monthly plan of Plan Labs.");

    expect((await planOf(ending.stripeId))?.status).toBe("canceled");
    const [notice] = await mailTo(ending.owner.email);
    expect(notice?.subject).toBe("Tu plan mensual de Plan Labs ha terminado");
    expect(notice?.text).toContain(`/es/payments/select/${ending.orgId}`);
    await expireEndedSubscriptions(db(), now);
    const [org] = await db().select().from(organizations).where(eq(organizations.id, ending.orgId));
    expect(org?.paymentStatus).toBe("pending");

    // The next run finds nothing due for these two: one receipt, one notice.
    await runStandInBilling(getConfig(env), db(), now);
    expect(await mailTo(renewing.owner.email)).toHaveLength(1);
    expect(await mailTo(ending.owner.email)).toHaveLength(1);
  });

  it("paying through the stand-in records a month's period and sends one receipt", async () => {
    const buyer = await newSignedInUser({ name: "Buyer" });
    const draft = await createDraftOrganization(db(), { createdBy: buyer.id, name: "Receipt Works" });
    const sessionId = `cs_dev_${crypto.randomUUID().replaceAll("-", "")}`;
    await db()
      .insert(checkoutSessions)
      .values({ id: sessionId, organizationId: draft.id, userId: buyer.id, plan: "monthly" });
    const config = { ...getConfig(env), APP_ENV: "development" as const };
    await completeDevCheckout(config, db(), asViewer(buyer.id), sessionId);
    await completeDevCheckout(config, db(), asViewer(buyer.id), sessionId);
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.organizationId, draft.id));
    const days = ((plan?.endDate?.getTime() ?? 0) - (plan?.startDate.getTime() ?? 0)) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const mail = await mailTo(buyer.email);
    expect(mail.map((email) => email.subject)).toEqual(["Receipt: Monthly plan for Receipt Works"]);
  });
});

describe("with Stripe", () => {
  /** Answers Stripe's API by path, recording every call with its form body. */
  function fakeStripe(answer: (path: string) => Response) {
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(`${init?.method ?? "GET"} ${url.pathname} ${init?.body ?? ""}`.trim());
      return answer(url.pathname);
    });
    return calls;
  }

  it("cancels at Stripe and records Stripe's answer at once", async () => {
    const { owner, orgId, stripeId } = await ownerWithPlan();
    const periodEnd = Math.floor(Date.now() / 1000) + 10 * 86_400;
    const calls = fakeStripe(() =>
      Response.json({
        id: stripeId,
        object: "subscription",
        status: "active",
        cancel_at_period_end: true,
        current_period_end: periodEnd,
      }),
    );
    await setPlanRenewal(withStripe(), db(), asViewer(owner.id), orgId, false);
    expect(calls).toEqual([`POST /v1/subscriptions/${stripeId} cancel_at_period_end=true`]);
    const plan = await planOf(stripeId);
    expect(plan).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(plan?.endDate?.getTime()).toBe(periodEnd * 1000);
  });

  it("a Stripe failure is a 502 and leaves the plan as it was", async () => {
    const { owner, orgId, stripeId } = await ownerWithPlan();
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeStripe(() => Response.json({ error: { message: "boom" } }, { status: 500 }));
    await expect(setPlanRenewal(withStripe(), db(), asViewer(owner.id), orgId, false)).rejects.toMatchObject({
      kind: "upstream",
      code: "PAYMENT_PROVIDER_ERROR",
      message: "Unable to change the plan. Please try again.",
    });
    expect((await planOf(stripeId))?.cancelAtPeriodEnd).toBe(false);
  });

  it("renewal invoices send a receipt and move the paid period, once per event", async () => {
    const { owner, stripeId } = await ownerWithPlan();
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 86_400;
    const event = {
      id: `evt_renewal_${crypto.randomUUID()}`,
      object: "event",
      type: "invoice.paid",
      data: {
        object: {
          id: "in_renewal",
          object: "invoice",
          billing_reason: "subscription_cycle",
          amount_paid: 1200,
          currency: "usd",
          parent: { type: "subscription_details", subscription_details: { subscription: stripeId } },
          lines: { data: [{ period: { start: periodEnd - 30 * 86_400, end: periodEnd } }] },
        },
      },
    };
    const payload = JSON.stringify(event);
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: SECRET,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await call("/api/payments/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      });
      expect(response.status).toBe(200);
    }
    expect((await planOf(stripeId))?.endDate?.getTime()).toBe(periodEnd * 1000);
    const mail = await mailTo(owner.email);
    expect(mail.map((email) => email.subject)).toEqual(["Receipt: Monthly plan for Plan Labs"]);
    expect(
      await db()
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.eventId, event.id))),
    ).toHaveLength(1);
  });
});
