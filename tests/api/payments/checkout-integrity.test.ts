import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDraftOrganization, createVerifiedUser } from "../../../seed/factories";
import { checkoutSessions, devEmails, organizations, subscriptions } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { jobs, runJob } from "../../../worker/services/background/scheduled";
import { createGuestCode } from "../../../worker/services/payments/guest-codes";
import { fulfillCheckout, startCheckout } from "../../../worker/services/payments/payments";
import { asViewer, db, json, newSignedInUser, seedDemoData, send } from "../../support/helpers";
import { checkout, codeSecret } from "../../support/payments";

afterEach(() => vi.restoreAllMocks());
beforeAll(seedDemoData);

/** A verified person as the services see them, with their row (organizations reference it). */
async function person(label: string) {
  const { id, email } = await createVerifiedUser(db(), { name: label });
  return asViewer(id, email);
}

const draft = async (owner: string) => (await createDraftOrganization(db(), { createdBy: owner })).id;

const statusOf = async (id: string) =>
  (await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.status;

describe("one payable checkout per organization", () => {
  it("a new checkout expires the earlier open one, which can then no longer pay the organization", async () => {
    const owner = await person("owner");
    const org = await draft(owner.id);
    const config = getConfig(env);
    const first = await startCheckout(config, db(), owner, {
      organizationId: org,
      plan: "monthly",
      intent: "purchase",
    });
    const second = await startCheckout(config, db(), owner, {
      organizationId: org,
      plan: "annual",
      intent: "purchase",
    });
    expect(await statusOf(first.sessionId)).toBe("expired");
    expect(await statusOf(second.sessionId)).toBe("open");

    // The earlier one reported paid after all (a late webhook): nothing is fulfilled, nothing billed for it.
    expect(
      await fulfillCheckout(config, db(), { sessionId: first.sessionId, subscriptionId: `sub_dev_${first.sessionId}` }),
    ).toBe("already");
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org));
    expect(row?.paymentStatus).toBe("pending");

    expect(
      await fulfillCheckout(config, db(), {
        sessionId: second.sessionId,
        subscriptionId: `sub_dev_${second.sessionId}`,
      }),
    ).toBe("fulfilled");
    expect(await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org))).toHaveLength(1);
  });

  it("with Stripe: the earlier session is expired at Stripe; one Stripe already completed refuses the new checkout", async () => {
    const owner = await person("stripe");
    const org = await draft(owner.id);
    const config = { ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    const earlier = `cs_test_earlier_${Date.now()}`;
    await db().insert(checkoutSessions).values({ id: earlier, organizationId: org, userId: owner.id, plan: "monthly" });

    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
      if (url.pathname.endsWith("/expire")) {
        return Response.json(
          { error: { message: "Only open sessions can be expired", type: "invalid_request_error" } },
          { status: 400 },
        );
      }
      if (url.pathname === `/v1/checkout/sessions/${earlier}`)
        return Response.json({ id: earlier, status: "complete" });
      return Response.json({ error: { message: "unexpected" } }, { status: 500 });
    });
    await expect(
      startCheckout(config, db(), owner, { organizationId: org, plan: "monthly", intent: "purchase" }),
    ).rejects.toMatchObject({ code: "PAYMENT_IN_PROGRESS" });
    expect(calls).toEqual([`POST /v1/checkout/sessions/${earlier}/expire`, `GET /v1/checkout/sessions/${earlier}`]);
    expect(await statusOf(earlier)).toBe("open");
  });
});

describe("one plan, one charge, whatever arrives at the same moment", () => {
  const openOf = async (org: string) =>
    (await db().select().from(checkoutSessions).where(eq(checkoutSessions.organizationId, org))).filter(
      (row) => row.status === "open",
    );
  const receiptsTo = async (email: string) =>
    (await db().select().from(devEmails).where(eq(devEmails.to, email))).filter((mail) =>
      mail.subject.startsWith("Receipt"),
    );

  it("three checkouts opened at once leave one open; every one of them paid makes one plan and one receipt", async () => {
    const owner = await newSignedInUser({ name: "Racing owner" });
    const org = await draft(owner.id);
    const answers = await Promise.all(
      ["monthly", "annual", "monthly"].map((plan) =>
        checkout({ organizationId: org, plan, intent: "purchase" }, owner.cookie),
      ),
    );
    // Each answer is a checkout or a clear 409; never two open at once.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const opened = await Promise.all(answers.filter((a) => a.status === 200).map((a) => json(a)));
    expect(opened.length).toBeGreaterThan(0);
    expect(await openOf(org)).toHaveLength(1);

    // Every session made (also those a later one replaced) is reported paid, all at the same moment: replaced ones
    // are given back, and of the rest only one buys the plan.
    const sessions = (await db().select().from(checkoutSessions).where(eq(checkoutSessions.organizationId, org))).map(
      (row) => row.id,
    );
    const config = getConfig(env);
    const outcomes = await Promise.all(
      sessions.map((sessionId) => fulfillCheckout(config, db(), { sessionId, subscriptionId: `sub_dev_${sessionId}` })),
    );
    expect(outcomes.filter((outcome) => outcome === "fulfilled")).toHaveLength(1);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org))).toHaveLength(1);
    expect(await receiptsTo(owner.email)).toHaveLength(1);
  });

  it("a second checkout paid after the first bought the plan is a duplicate: given back, never recorded", async () => {
    const owner = await person("twice");
    const org = await draft(owner.id);
    const config = getConfig(env);
    // Two open checkouts, as a race before the unique index would have left them (or a guest code meanwhile).
    const first = await startCheckout(config, db(), owner, {
      organizationId: org,
      plan: "monthly",
      intent: "purchase",
    });
    await fulfillCheckout(config, db(), { sessionId: first.sessionId, subscriptionId: `sub_dev_${first.sessionId}` });
    const second = `cs_dev_second_${Date.now()}`;
    await db().insert(checkoutSessions).values({ id: second, organizationId: org, userId: owner.id, plan: "annual" });

    expect(await fulfillCheckout(config, db(), { sessionId: second, subscriptionId: `sub_dev_${second}` })).toBe(
      "duplicate",
    );
    // Reported again, it stays a duplicate and nothing changes.
    expect(await fulfillCheckout(config, db(), { sessionId: second, subscriptionId: `sub_dev_${second}` })).toBe(
      "duplicate",
    );
    const plans = await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org));
    expect(plans.map((plan) => plan.stripeSubscriptionId)).toEqual([`sub_dev_${first.sessionId}`]);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org));
    expect(row?.subscriptionType).toBe("monthly");
  });

  it("with Stripe, a duplicate's payment is refunded and its subscription canceled at Stripe", async () => {
    const owner = await person("stripe-twice");
    const org = await draft(owner.id);
    const config = { ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    await db()
      .update(organizations)
      .set({ paymentStatus: "paid", paidVia: "guest_code" })
      .where(eq(organizations.id, org));
    const late = `cs_test_late_${Date.now()}`;
    await db().insert(checkoutSessions).values({ id: late, organizationId: org, userId: owner.id, plan: "monthly" });
    const stripeId = `sub_late_${Date.now()}`;
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
      if (url.pathname === "/v1/invoices") return Response.json({ object: "list", data: [{ id: "in_1" }] });
      if (url.pathname === "/v1/invoice_payments") {
        return Response.json({ object: "list", data: [{ id: "ip_1", payment: { payment_intent: "pi_1" } }] });
      }
      if (url.pathname === "/v1/refunds") return Response.json({ id: "re_1", object: "refund" });
      return Response.json({
        id: stripeId,
        object: "subscription",
        status: init?.method === "DELETE" ? "canceled" : "active",
      });
    });
    expect(await fulfillCheckout(config, db(), { sessionId: late, subscriptionId: stripeId, periodEnd: null })).toBe(
      "duplicate",
    );
    expect(calls).toEqual([
      `GET /v1/subscriptions/${stripeId}`,
      "GET /v1/invoices",
      "GET /v1/invoice_payments",
      "POST /v1/refunds",
      `DELETE /v1/subscriptions/${stripeId}`,
    ]);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org))).toHaveLength(0);
  });

  it("a guest code and a checkout paying at the same moment: the organization is paid once", async () => {
    const owner = await newSignedInUser({ name: "Code and card" });
    const org = await draft(owner.id);
    const config = getConfig(env);
    const opened = await startCheckout(config, db(), asViewer(owner.id, owner.email), {
      organizationId: org,
      plan: "monthly",
      intent: "purchase",
    });
    const code = await createGuestCode(db(), codeSecret(), { maxUses: 5, expiresAt: null });
    const [redeemed, outcome] = await Promise.all([
      send("POST", "/api/payments/apply-guest-code", { organizationId: org, code }, owner.cookie),
      fulfillCheckout(config, db(), { sessionId: opened.sessionId, subscriptionId: `sub_dev_${opened.sessionId}` }),
    ]);
    const plans = await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org));
    // Whichever came first paid; the other bought nothing.
    expect(redeemed.status === 200).toBe(outcome === "duplicate");
    expect(plans).toHaveLength(outcome === "fulfilled" ? 1 : 0);
    if (redeemed.status !== 200) expect(redeemed.status).toBe(409);
  });

  it("the hourly job gives back the later of two plans billing one organization and warns", async () => {
    const owner = await person("doubled");
    const org = await draft(owner.id);
    await db().update(organizations).set({ paymentStatus: "paid", paidVia: "stripe" }).where(eq(organizations.id, org));
    const plan = (id: string, startDate: Date) => ({
      id: crypto.randomUUID(),
      organizationId: org,
      userId: owner.id,
      organizationName: "Doubled",
      stripeSubscriptionId: id,
      type: "monthly" as const,
      status: "active",
      startDate,
    });
    const kept = `sub_dev_kept_${Date.now()}`;
    const extra = `sub_dev_extra_${Date.now()}`;
    await db()
      .insert(subscriptions)
      .values([plan(extra, new Date(Date.now() - 1000)), plan(kept, new Date(Date.now() - 5000))]);
    const job = jobs.find((candidate) => candidate.name === "subscription-reconcile")!;
    const run = await runJob(db(), env, job, new Date());
    expect(run.status).toBe("warning");
    expect(run.message).toMatch(/[1-9]\d* second plans of one organization given back/);
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org));
    expect(Object.fromEntries(rows.map((row) => [row.stripeSubscriptionId, row.status]))).toEqual({
      [kept]: "active",
      [extra]: "canceled",
    });
  });
});
