import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPaidOrganization, createVerifiedUser } from "../../seed/factories";
import { checkoutSessions, claims, organizations, subscriptions } from "../../worker/db/schema";
import { getConfig } from "../../worker/env";
import { deleteOrganization } from "../../worker/services/organization-writes";
import { fulfillCheckout } from "../../worker/services/payments";
import { cancelOrphanedSubscriptions } from "../../worker/services/subscription-cleanup";
import { asViewer, call, db, newSignedInUser, seedDemoData } from "../support/helpers";

afterEach(() => vi.restoreAllMocks());
beforeAll(seedDemoData);

const withStripe = () => ({ ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_x" });

/** Answers Stripe's API by path, recording every call. */
function fakeStripe() {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
    if (url.pathname === "/v1/invoices") return Response.json({ object: "list", data: [{ id: "in_1" }] });
    if (url.pathname === "/v1/invoice_payments") {
      return Response.json({
        object: "list",
        data: [{ id: "inpay_1", payment: { type: "payment_intent", payment_intent: "pi_1" } }],
      });
    }
    if (url.pathname === "/v1/refunds") return Response.json({ id: "re_1", object: "refund" });
    if (url.pathname.startsWith("/v1/subscriptions/"))
      return Response.json({ id: url.pathname.split("/").at(-1), status: "canceled" });
    return Response.json({ error: { message: `unexpected ${url.pathname}` } }, { status: 500 });
  });
  return calls;
}

const person = async () => (await createVerifiedUser(db(), { name: "Cleanup" })).id;

/** A paid organization of the owner's whose monthly subscription has the given Stripe id. */
async function paidOrganization(owner: string, stripeId: string) {
  const org = await createPaidOrganization(db(), {
    createdBy: owner,
    subscription: { stripeSubscriptionId: stripeId, endDate: null },
  });
  return org.id;
}

const statusOf = async (stripeId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeId)))[0]?.status;

describe("subscriptions that pay for nothing are canceled", () => {
  it("leaves the demo data's subscriptions alone: every one pays for its owner's organization", async () => {
    const calls = fakeStripe();
    expect(await cancelOrphanedSubscriptions(withStripe(), db())).toBe(0);
    expect(calls).toEqual([]);
  });

  it("deleting an organization cancels its subscription at Stripe", async () => {
    const owner = await person();
    const stripeId = `sub_del_${Date.now()}`;
    const org = await paidOrganization(owner, stripeId);
    const calls = fakeStripe();
    const stores = { db: db(), images: env.IMAGES, cache: env.CACHE, config: withStripe() };
    await deleteOrganization(stores, asViewer(owner), org);
    expect(calls).toContain(`DELETE /v1/subscriptions/${stripeId}`);
    expect(await statusOf(stripeId)).toBe("canceled");
  });

  it("a Stripe failure leaves the subscription billing, for the hourly job to retry", async () => {
    const owner = await person();
    const stripeId = `sub_retry_${Date.now()}`;
    const org = await paidOrganization(owner, stripeId);
    await db().delete(organizations).where(eq(organizations.id, org));
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("network down"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await cancelOrphanedSubscriptions(withStripe(), db())).toBe(0);
    expect(await statusOf(stripeId)).toBe("active");
    vi.restoreAllMocks();
    const calls = fakeStripe();
    expect(await cancelOrphanedSubscriptions(withStripe(), db())).toBeGreaterThanOrEqual(1);
    expect(calls).toContain(`DELETE /v1/subscriptions/${stripeId}`);
    expect(await statusOf(stripeId)).toBe("canceled");
  });

  it("a claim lost at fulfilment: the loser's subscription is canceled and the payment refunded", async () => {
    const [winner, loser] = [await person(), await person()];
    const company = `cleanup-claim-${Date.now()}`;
    await db().insert(organizations).values({
      id: company,
      name: "Claimed",
      description: "d",
      countryCode: "US",
      isExploreCompany: true,
      primaryCity: "miami",
      createdBy: winner,
      claimedByUserId: winner,
      paymentStatus: "paid",
    });
    const sessionId = `cs_test_lost_${Date.now()}`;
    await db()
      .insert(checkoutSessions)
      .values({ id: sessionId, organizationId: company, userId: loser, plan: "monthly", intent: "claim" });
    await db().insert(claims).values({
      id: crypto.randomUUID(),
      organizationId: company,
      userId: loser,
      checkoutSessionId: sessionId,
      status: "started",
      source: "explore_claim",
    });
    const calls = fakeStripe();
    const stripeId = `sub_lost_${Date.now()}`;
    expect(await fulfillCheckout(withStripe(), db(), { sessionId, subscriptionId: stripeId })).toBe("refused");
    expect(calls).toEqual([
      "GET /v1/invoices",
      "GET /v1/invoice_payments",
      "POST /v1/refunds",
      `DELETE /v1/subscriptions/${stripeId}`,
    ]);
    expect(await statusOf(stripeId)).toBe("canceled");
  });

  it("deleting an account cancels the subscriptions it paid", async () => {
    const leaving = await newSignedInUser({ name: "Leaving" });
    const stripeId = `sub_dev_account_${Date.now()}`;
    await paidOrganization(leaving.id, stripeId);
    const deleted = await call("/api/users/me", {
      method: "DELETE",
      headers: { "content-type": "application/json", cookie: leaving.cookie },
      body: JSON.stringify({ confirm: "DELETE", password: leaving.password }),
    });
    expect(deleted.status).toBe(200);
    // Development stand-in ids never reach Stripe; the row is canceled here all the same.
    expect(await statusOf(stripeId)).toBe("canceled");
  });
});

describe("a claimer gives up a curated company instead of deleting it", () => {
  it("deleting a claimed Explore company returns it to unclaimed and unpaid, keeps it, and ends the subscription", async () => {
    const claimer = await person();
    const company = `cleanup-curated-${Date.now()}`;
    await db().insert(organizations).values({
      id: company,
      name: "Curated",
      description: "The editors' words",
      countryCode: "US",
      isExploreCompany: true,
      primaryCity: "miami",
      editorNote: "An editor's note",
      createdBy: claimer,
      claimedByUserId: claimer,
      paymentStatus: "paid",
      subscriptionType: "monthly",
      paidVia: "stripe",
    });
    const stripeId = `sub_dev_curated_${Date.now()}`;
    await db().insert(subscriptions).values({
      id: crypto.randomUUID(),
      organizationId: company,
      userId: claimer,
      organizationName: "Curated",
      stripeSubscriptionId: stripeId,
      type: "monthly",
      status: "active",
      startDate: new Date(),
    });
    const stores = { db: db(), images: env.IMAGES, cache: env.CACHE, config: getConfig(env) };
    await deleteOrganization(stores, asViewer(claimer), company);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, company));
    expect(row).toMatchObject({
      createdBy: null,
      claimedByUserId: null,
      paymentStatus: "pending",
      editorNote: "An editor's note",
      isExploreCompany: true,
    });
    expect(await statusOf(stripeId)).toBe("canceled");
  });
});
