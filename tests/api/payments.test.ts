import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganization, createUnclaimedExploreCompany, type OrganizationInput } from "../../seed/factories";
import {
  checkoutSessions,
  claims,
  guestCodes,
  organizations,
  paymentEvents,
  subscriptions,
} from "../../worker/db/schema";
import { getConfig } from "../../worker/platform/env";
import { getOrganizationProfile } from "../../worker/services/organizations/organization-profile";
import {
  createGuestCode,
  generateGuestCode,
  guestCodeSecret,
  hashGuestCode,
} from "../../worker/services/payments/guest-codes";
import {
  expireEndedSubscriptions,
  fulfillCheckout,
  startCheckout,
  verifyCheckout,
} from "../../worker/services/payments/payments";
import { handleWebhook } from "../../worker/services/payments/stripe-events";
import { asViewer, call, db, json, newSignedInUser, seedDemoData } from "../support/helpers";

const SECRET = "whsec_test_secret";
const codeSecret = () => guestCodeSecret(getConfig(env));
/** The person buying in most tests: their session cookie, id and email. */
let owner: string;
let ownerId: string;
let ownerEmail: string;

afterEach(() => vi.restoreAllMocks());

/** An organization of the owner's: an unpaid draft unless the overrides say otherwise. */
async function newOrg(overrides: OrganizationInput = {}) {
  return (await createOrganization(db(), { createdBy: ownerId, ...overrides })).id;
}

const verifiedUser = () => newSignedInUser({ name: "Buyer" });

function checkout(body: unknown, cookie?: string) {
  return call("/api/payments/create-checkout-session", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A Stripe event signed with Stripe's own helper, as the webhook would receive it. */
async function signedEvent(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { payload, header };
}

function postWebhook(payload: string, header?: string) {
  return call("/api/payments/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(header ? { "stripe-signature": header } : {}),
      origin: "https://stripe.example",
    },
    body: payload,
  });
}

const completed = (sessionId: string, subscriptionId: string, eventId = `evt_${sessionId}`) => ({
  id: eventId,
  object: "event",
  type: "checkout.session.completed",
  data: {
    object: {
      id: sessionId,
      object: "checkout.session",
      payment_status: "paid",
      status: "complete",
      subscription: subscriptionId,
      customer: "cus_1",
    },
  },
});

beforeAll(async () => {
  await seedDemoData();
  ({ cookie: owner, id: ownerId, email: ownerEmail } = await newSignedInUser());
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

describe("claims", () => {
  it("lets exactly one of two people claiming the same company at once win; the other gets 409", async () => {
    const company = (await createUnclaimedExploreCompany(db())).id;
    const [first, second] = [await verifiedUser(), await verifiedUser()];
    const start = async (person: { cookie: string }) =>
      (
        await json(
          await checkout(
            { organizationId: company, plan: "monthly", intent: "claim", source: "explore_claim" },
            person.cookie,
          ),
        )
      ).data.sessionId as string;
    const [firstSession, secondSession] = [await start(first), await start(second)];
    const outcomes = await Promise.all([
      fulfillCheckout(getConfig(env), db(), { sessionId: firstSession, subscriptionId: `sub_${firstSession}` }),
      fulfillCheckout(getConfig(env), db(), { sessionId: secondSession, subscriptionId: `sub_${secondSession}` }),
    ]);
    expect(outcomes.sort()).toEqual(["fulfilled", "refused"]);
    const [org] = await db().select().from(organizations).where(eq(organizations.id, company));
    expect([first.id, second.id]).toContain(org?.claimedByUserId);
    expect(org?.createdBy).toBe(org?.claimedByUserId);
    const loser =
      org?.claimedByUserId === first.id
        ? { person: second, session: secondSession }
        : { person: first, session: firstSession };
    const verify = await call(`/api/payments/session/${loser.session}`, { headers: { cookie: loser.person.cookie } });
    expect(verify.status).toBe(409);
    expect((await json(verify)).message).toBe(
      "This organization profile has already been claimed by another user. Please try a different organization.",
    );
    const [claim] = await db()
      .select()
      .from(claims)
      .where(and(eq(claims.checkoutSessionId, loser.session)));
    expect(claim?.status).toBe("refused");
    const again = await checkout({ organizationId: company, plan: "monthly", intent: "claim" }, loser.person.cookie);
    expect(again.status).toBe(409);
  });
});

describe("claims never take an organization from its creator", () => {
  it("refuses to start a claim on an organization someone created, even when it is marked Explore", async () => {
    const company = await newOrg({ isExploreCompany: true, primaryCity: "miami", paymentStatus: "paid" });
    const buyer = await verifiedUser();
    const response = await checkout({ organizationId: company, plan: "monthly", intent: "claim" }, buyer.cookie);
    expect(response.status).toBe(409);
    expect((await json(response)).code).toBe("ALREADY_CLAIMED");
    const [org] = await db().select().from(organizations).where(eq(organizations.id, company));
    expect(org).toMatchObject({ createdBy: ownerId, claimedByUserId: null });
  });

  it("refuses at fulfilment a claim whose company got an owner after the checkout began", async () => {
    const company = (await createUnclaimedExploreCompany(db())).id;
    const buyer = await verifiedUser();
    const started = await checkout({ organizationId: company, plan: "monthly", intent: "claim" }, buyer.cookie);
    const { sessionId } = (await json(started)).data;
    await db().update(organizations).set({ createdBy: ownerId }).where(eq(organizations.id, company));

    expect(await fulfillCheckout(getConfig(env), db(), { sessionId, subscriptionId: `sub_${sessionId}` })).toBe(
      "refused",
    );
    const [org] = await db().select().from(organizations).where(eq(organizations.id, company));
    expect(org).toMatchObject({ createdBy: ownerId, claimedByUserId: null });
  });

  it("the profile offers Claim Profile only for a curated company nobody created", async () => {
    const curated = (await createUnclaimedExploreCompany(db())).id;
    const owned = await newOrg({ isExploreCompany: true, primaryCity: "miami", paymentStatus: "paid" });
    expect((await getOrganizationProfile(db(), null, curated)).claimable).toBe(true);
    expect((await getOrganizationProfile(db(), null, owned)).claimable).toBe(false);
  });
});

describe("guest codes", () => {
  const apply = (organizationId: string, code: string, cookie = owner) =>
    call("/api/payments/apply-guest-code", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ organizationId, code }),
    });

  it("marks the organization paid once per use, stores only a hash, and refuses wrong, expired and used-up codes", async () => {
    const code = await createGuestCode(db(), codeSecret(), { code: "spring-26", maxUses: 1, expiresAt: null });
    const [stored] = await db()
      .select()
      .from(guestCodes)
      .where(eq(guestCodes.codeHash, await hashGuestCode(codeSecret(), code)));
    expect(stored?.codeHash).not.toContain("SPRING");

    const org = await newOrg();
    expect((await json(await apply(org, "nope"))).message).toBe("Invalid guest code");
    const ok = await apply(org, "  SPRING-26 ");
    expect(ok.status).toBe(200);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org));
    expect(row).toMatchObject({ paymentStatus: "paid", paidVia: "guest_code" });

    const usedUp = await apply(await newOrg(), "spring-26");
    expect(usedUp.status).toBe(400);
    expect((await json(usedUp)).message).toBe("This guest code has already been used");

    await createGuestCode(db(), codeSecret(), { code: "old-one", maxUses: 5, expiresAt: new Date(Date.now() - 1000) });
    expect((await json(await apply(await newOrg(), "old-one"))).message).toBe("This guest code has expired");
  });

  it("gives the last use to exactly one of two organizations racing for it", async () => {
    await createGuestCode(db(), codeSecret(), { code: "last-one", maxUses: 1, expiresAt: null });
    const [a, b] = [await newOrg(), await newOrg()];
    const statuses = (await Promise.all([apply(a, "last-one"), apply(b, "last-one")])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    const paid = await db()
      .select()
      .from(organizations)
      .where(and(eq(organizations.paidVia, "guest_code")));
    expect(paid.filter((org) => org.id === a || org.id === b)).toHaveLength(1);
  });

  it("locks a person out after five wrong codes in an hour, with a clear 429; others are not affected", async () => {
    const person = await verifiedUser();
    const org = await newOrg({ createdBy: person.id });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await apply(org, `WRONG-${attempt}`, person.cookie)).status).toBe(400);
    }
    await createGuestCode(db(), codeSecret(), { code: "right-one", maxUses: 5, expiresAt: null });
    const locked = await apply(org, "right-one", person.cookie);
    expect(locked.status).toBe(429);
    expect((await json(locked)).message).toBe("Too many attempts. Please try again in 60 minutes.");
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org));
    expect(row?.paymentStatus).toBe("pending");

    const other = await verifiedUser();
    expect((await apply(await newOrg({ createdBy: other.id }), "right-one", other.cookie)).status).toBe(200);
  });

  it("generates codes with 80 bits of randomness and stores an HMAC under the server's secret", async () => {
    const codes = Array.from({ length: 500 }, generateGuestCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);

    const code = await createGuestCode(db(), codeSecret(), { maxUses: 1, expiresAt: null });
    const plainSha = [
      ...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code.replaceAll("-", "")))),
    ]
      .map((byte) => byte.toString(16).padStart(2, "0"))
      .join("");
    const [stored] = await db()
      .select()
      .from(guestCodes)
      .where(eq(guestCodes.codeHash, await hashGuestCode(codeSecret(), code)));
    expect(stored).toBeDefined();
    expect(stored!.codeHash).not.toBe(plainSha);
    expect(await hashGuestCode("another-secret-of-at-least-32-characters", code)).not.toBe(stored!.codeHash);
    // Typed back in lower case, with spaces or without the dashes, it is the same code.
    const org = await newOrg();
    expect((await apply(org, ` ${code.toLowerCase().replaceAll("-", " ")} `)).status).toBe(200);
  });

  it("is the creator's alone", async () => {
    await createGuestCode(db(), codeSecret(), { code: "mine-only", maxUses: 5, expiresAt: null });
    const stranger = await verifiedUser();
    // Hidden from the stranger (404, like an unknown id); listed but someone else's: 403.
    expect((await apply(await newOrg(), "mine-only", stranger.cookie)).status).toBe(404);
    expect((await apply(await newOrg({ paymentStatus: "paid" }), "mine-only", stranger.cookie)).status).toBe(403);
  });
});

describe("subscription events with Stripe configured", () => {
  it("applies Stripe's current state, whatever the event's snapshot says", async () => {
    const org = await newOrg();
    const { sessionId } = (await json(await checkout({ organizationId: org, plan: "monthly" }, owner))).data;
    await fulfillCheckout(getConfig(env), db(), { sessionId, subscriptionId: `sub_${sessionId}` });
    const config = { ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: SECRET };
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      Response.json({
        id: `sub_${sessionId}`,
        object: "subscription",
        status: "past_due",
        cancel_at_period_end: true,
        current_period_end: 2_000_000_000,
      }),
    );
    const stale = await signedEvent({
      id: `evt_stale_${sessionId}`,
      type: "customer.subscription.updated",
      data: {
        object: { id: `sub_${sessionId}`, object: "subscription", status: "active", cancel_at_period_end: false },
      },
    });
    await handleWebhook(config, db(), stale.payload, stale.header);
    expect(String(fetchSpy.mock.calls[0]![0])).toContain(`/v1/subscriptions/sub_${sessionId}`);
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, `sub_${sessionId}`));
    expect(row).toMatchObject({ status: "past_due", cancelAtPeriodEnd: true });
  });
});
