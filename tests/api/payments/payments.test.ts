import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { OrganizationInput } from "../../../seed/factories";
import { checkoutSessions, organizations, paymentEvents, subscriptions } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import {
  expireEndedSubscriptions,
  fulfillCheckout,
  startCheckout,
  verifyCheckout,
} from "../../../worker/services/payments/payments";
import { asViewer, call, db, json } from "../../support/helpers";
import {
  checkout,
  completed,
  draftOf,
  postWebhook,
  SECRET,
  seededBuyer,
  signedEvent,
  verifiedUser,
} from "../../support/payments";

/** The person buying in most tests: their session cookie, id and email. */
let owner: string;
let ownerId: string;
let ownerEmail: string;

afterEach(() => vi.restoreAllMocks());

/** An organization of the owner's: an unpaid draft unless the overrides say otherwise. */
const newOrg = (overrides: OrganizationInput = {}) => draftOf(ownerId, overrides);

beforeAll(async () => {
  ({ cookie: owner, id: ownerId, email: ownerEmail } = await seededBuyer());
});

describe("starting a checkout", () => {
  it("answers the development checkout page without Stripe keys, and records the session", async () => {
    const org = await newOrg();
    const response = await checkout({ organizationId: org, plan: "annual", amount: 1 }, owner);
    expect(response.status).toBe(200);
    const { sessionId, url } = (await json(response)).data;
    expect(sessionId).toMatch(/^cs_dev_/);
    expect(url).toBe(`http://localhost/dev/checkout/${sessionId}`);
    const [row] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({
      organizationId: org,
      userId: ownerId,
      plan: "annual",
      intent: "purchase",
      status: "open",
    });
  });

  it("refuses a paid organization, someone else's organization, guests and bad plans", async () => {
    const paid = await newOrg({ paymentStatus: "paid" });
    const already = await checkout({ organizationId: paid, plan: "monthly" }, owner);
    expect(already.status).toBe(409);
    expect((await json(already)).message).toBe("Organization is already paid");
    const stranger = await verifiedUser();
    // Someone else's unpaid organization is hidden from the stranger: it does not exist for them.
    expect((await checkout({ organizationId: await newOrg(), plan: "monthly" }, stranger.cookie)).status).toBe(404);
    expect((await checkout({ organizationId: "no-such-org", plan: "monthly" }, stranger.cookie)).status).toBe(404);
    expect((await checkout({ organizationId: await newOrg(), plan: "monthly" })).status).toBe(401);
    const badPlan = await checkout({ organizationId: await newOrg(), plan: "weekly" }, owner);
    expect(badPlan.status).toBe(400);
    expect((await json(badPlan)).message).toBe("Choose the monthly or the annual plan");
  });

  it("creates a Stripe subscription checkout with the server's prices and the success and cancel URLs", async () => {
    const org = await newOrg();
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        Response.json({ id: "cs_test_123", object: "checkout.session", url: "https://checkout.stripe.example/c/1" }),
      );
    const config = { ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: SECRET };
    const result = await startCheckout(config, db(), asViewer(ownerId, ownerEmail), {
      organizationId: org,
      plan: "monthly",
      intent: "purchase",
    });
    expect(result).toEqual({ sessionId: "cs_test_123", url: "https://checkout.stripe.example/c/1" });
    const body = new URLSearchParams(String(fetchSpy.mock.calls[0]![1]?.body));
    expect(body.get("mode")).toBe("subscription");
    expect(body.get("line_items[0][price_data][unit_amount]")).toBe("1200");
    expect(body.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(body.get("success_url")).toBe(
      `http://localhost/organizations/${org}/edit?success=true&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(body.get("cancel_url")).toBe(`http://localhost/payments/canceled?org=${org}`);
  });

  it("says so when Stripe fails", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("network down"));
    const config = { ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: SECRET };
    await expect(
      startCheckout(config, db(), asViewer(ownerId, "o@example.com"), {
        organizationId: await newOrg(),
        plan: "annual",
        intent: "purchase",
      }),
    ).rejects.toThrow("Unable to process payment. Please try again.");
  });
});

describe("the signed webhook", () => {
  async function openCheckout() {
    const org = await newOrg();
    const { sessionId } = (await json(await checkout({ organizationId: org, plan: "monthly" }, owner))).data;
    return { org, sessionId };
  }

  it("marks the organization paid and records the subscription", async () => {
    const { org, sessionId } = await openCheckout();
    const { payload, header } = await signedEvent(completed(sessionId, `sub_${sessionId}`));
    expect((await postWebhook(payload, header)).status).toBe(200);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org));
    expect(row).toMatchObject({ paymentStatus: "paid", subscriptionType: "monthly", paidVia: "stripe" });
    expect(await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org))).toHaveLength(1);
  });

  it.each([
    ["no signature", async (payload: string) => postWebhook(payload)],
    [
      "a tampered body",
      async (payload: string, header: string) => postWebhook(payload.replace("paid", "paid "), header),
    ],
    [
      "the wrong secret",
      async (payload: string) =>
        postWebhook(payload, (await signedEvent(JSON.parse(payload), { secret: "whsec_wrong" })).header),
    ],
    [
      "a stale timestamp",
      async (payload: string) =>
        postWebhook(
          payload,
          (await signedEvent(JSON.parse(payload), { timestamp: Math.floor(Date.now() / 1000) - 3600 })).header,
        ),
    ],
  ])("refuses %s with 400 and changes nothing", async (_label, send) => {
    const { org, sessionId } = await openCheckout();
    const { payload, header } = await signedEvent(completed(sessionId, `sub_${sessionId}`));
    const response = await send(payload, header);
    expect(response.status).toBe(400);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org));
    expect(row?.paymentStatus).toBe("pending");
  });

  it("fulfils exactly once when the same event comes five times and events come shuffled", async () => {
    const { org, sessionId } = await openCheckout();
    const event = await signedEvent(completed(sessionId, `sub_${sessionId}`));
    const other = await signedEvent(completed(sessionId, `sub_${sessionId}`, `evt_other_${sessionId}`));
    const update = await signedEvent({
      id: `evt_upd_${sessionId}`,
      type: "customer.subscription.updated",
      data: {
        object: {
          id: `sub_${sessionId}`,
          object: "subscription",
          status: "active",
          cancel_at_period_end: false,
          current_period_end: 2_000_000_000,
        },
      },
    });
    const deliveries = [event, update, event, other, event, event, update, event];
    for (const { payload, header } of deliveries) expect((await postWebhook(payload, header)).status).toBe(200);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, `evt_${sessionId}`)),
    ).toHaveLength(1);
    const [row] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row?.status).toBe("complete");
  });

  it("fulfils once when the success page verifies at the same moment as the webhook", async () => {
    const { org, sessionId } = await openCheckout();
    const { payload, header } = await signedEvent(completed(sessionId, `sub_${sessionId}`));
    const outcomes = await Promise.all([
      fulfillCheckout(getConfig(env), db(), { sessionId, subscriptionId: `sub_${sessionId}` }),
      postWebhook(payload, header).then((response) => response.status),
      fulfillCheckout(getConfig(env), db(), { sessionId, subscriptionId: `sub_${sessionId}` }),
    ]);
    // At most one of the verifications did the work (none if the webhook got there first); never two.
    expect(outcomes.filter((outcome) => outcome === "fulfilled").length).toBeLessThanOrEqual(1);
    expect(outcomes).toContain(200);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org))).toHaveLength(1);
    const verify = await call(`/api/payments/session/${sessionId}`, { headers: { cookie: owner } });
    expect((await json(verify)).data.status).toBe("paid");
  });

  it("a late 'updated' (active) after 'deleted' does not revive the subscription", async () => {
    const { sessionId } = await openCheckout();
    const signed = await signedEvent(completed(sessionId, `sub_${sessionId}`));
    await postWebhook(signed.payload, signed.header);
    const subscription = (status: string) => ({
      id: `sub_${sessionId}`,
      object: "subscription",
      status,
      cancel_at_period_end: false,
      current_period_end: 2_000_000_000,
    });
    const deleted = await signedEvent({
      id: `evt_del_${sessionId}`,
      created: 2_000,
      type: "customer.subscription.deleted",
      data: { object: subscription("canceled") },
    });
    const lateUpdate = await signedEvent({
      id: `evt_upd_${sessionId}`,
      created: 1_000,
      type: "customer.subscription.updated",
      data: { object: subscription("active") },
    });
    for (const { payload, header } of [deleted, lateUpdate])
      expect((await postWebhook(payload, header)).status).toBe(200);
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, `sub_${sessionId}`));
    expect(row?.status).toBe("canceled");
  });

  it("returns an organization to pending once its ended subscription's period is over", async () => {
    const { org, sessionId } = await openCheckout();
    const signed = await signedEvent(completed(sessionId, `sub_${sessionId}`));
    await postWebhook(signed.payload, signed.header);
    const future = Math.floor(Date.now() / 1000) + 86_400;
    const deleted = await signedEvent({
      id: `evt_del_${sessionId}`,
      type: "customer.subscription.deleted",
      data: {
        object: {
          id: `sub_${sessionId}`,
          object: "subscription",
          status: "canceled",
          cancel_at_period_end: false,
          current_period_end: future,
        },
      },
    });
    await postWebhook(deleted.payload, deleted.header);
    await expireEndedSubscriptions(db(), new Date());
    expect((await db().select().from(organizations).where(eq(organizations.id, org)))[0]?.paymentStatus).toBe("paid");
    await expireEndedSubscriptions(db(), new Date(Date.now() + 2 * 86_400_000));
    expect((await db().select().from(organizations).where(eq(organizations.id, org)))[0]?.paymentStatus).toBe(
      "pending",
    );
  });
});

describe("verifying a checkout with Stripe", () => {
  it("asks Stripe, fulfils a completed checkout the webhook has not reported yet, and answers paid", async () => {
    const org = await newOrg();
    const config = { ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: SECRET };
    const sessionId = `cs_test_${Date.now()}`;
    const paidThrough = Math.floor(Date.now() / 1000) + 365 * 86_400;
    await db().insert(checkoutSessions).values({ id: sessionId, organizationId: org, userId: ownerId, plan: "annual" });
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      Response.json({
        id: sessionId,
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        subscription: null,
      }),
    );
    expect(await verifyCheckout(config, db(), asViewer(ownerId), sessionId)).toEqual({
      status: "pending",
      organizationId: org,
    });
    expect(String(fetchSpy.mock.calls[0]![0])).toContain(`/v1/checkout/sessions/${sessionId}`);

    fetchSpy.mockResolvedValueOnce(
      Response.json({
        id: sessionId,
        object: "checkout.session",
        status: "complete",
        payment_status: "paid",
        subscription: { id: "sub_verify", object: "subscription", status: "active", current_period_end: paidThrough },
        customer: "cus_v",
      }),
    );
    expect(await verifyCheckout(config, db(), asViewer(ownerId), sessionId)).toEqual({
      status: "paid",
      organizationId: org,
    });
    expect(String(fetchSpy.mock.calls[1]![0])).toContain("expand");
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org));
    expect(row).toMatchObject({ paymentStatus: "paid", subscriptionType: "yearly" });
    // The plan's paid period is recorded from the first check: the dashboard shows when it renews.
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, "sub_verify"));
    expect(plan?.endDate?.getTime()).toBe(paidThrough * 1000);
    // Once complete, Stripe is not asked again and nothing is fulfilled twice.
    expect(await verifyCheckout(config, db(), asViewer(ownerId), sessionId)).toEqual({
      status: "paid",
      organizationId: org,
    });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await expect(verifyCheckout(config, db(), asViewer("someone-else"), sessionId)).rejects.toThrow(
      "Checkout session not found",
    );
  });
});
