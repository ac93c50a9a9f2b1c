import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createClaimedExploreCompany,
  createDraftOrganization,
  createPaidOrganization,
  createVerifiedUser,
} from "../../../seed/factories";
import { checkoutSessions, claims, jobRuns, organizations, subscriptions } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { jobs, RECONCILE_MARGIN_MS, runJob } from "../../../worker/services/background/scheduled";
import { deleteOrganization } from "../../../worker/services/organizations/organization-writes";
import { fulfillCheckout } from "../../../worker/services/payments/payments";
import {
  describeReconciliation,
  reconcileWithStripe,
  reconciliationNeedsAttention,
} from "../../../worker/services/payments/stripe-reconcile";
import { cancelOrphanedSubscriptions } from "../../../worker/services/payments/subscription-cleanup";
import { asViewer, call, db, newSignedInUser, seedDemoData } from "../../support/helpers";

afterEach(() => vi.restoreAllMocks());
beforeAll(seedDemoData);

const withStripe = () => ({ ...getConfig(env), STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_x" });

/** Answers Stripe's API by path, recording every call. */
function fakeStripe() {
  const calls: string[] = [];
  const canceled = new Set<string>();
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
    if (url.pathname.startsWith("/v1/subscriptions/")) {
      const id = url.pathname.split("/").at(-1) ?? "";
      if (init?.method === "DELETE") canceled.add(id);
      return Response.json({ id, status: canceled.has(id) ? "canceled" : "active" });
    }
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
      // The fulfilment reads the new subscription's paid period first, and before giving it back whether it still bills.
      `GET /v1/subscriptions/${stripeId}`,
      `GET /v1/subscriptions/${stripeId}`,
      "GET /v1/invoices",
      "GET /v1/invoice_payments",
      "POST /v1/refunds",
      `DELETE /v1/subscriptions/${stripeId}`,
    ]);
    // It bought nothing, so it was never recorded as a plan.
    expect(await statusOf(stripeId)).toBeUndefined();

    // Reported again (a webhook retry): the refund is not repeated.
    calls.length = 0;
    expect(await fulfillCheckout(withStripe(), db(), { sessionId, subscriptionId: stripeId })).toBe("refused");
    expect(calls).toEqual([`GET /v1/subscriptions/${stripeId}`]);
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

// ---------------------------------------------------------------------------
// The hourly reconciliation against Stripe's own list (worker/services/payments/stripe-reconcile.ts)
// ---------------------------------------------------------------------------

type FakeSubscription = {
  id: string;
  status: string;
  created: number;
  customer: string;
  metadata: Record<string, string>;
  /** The checkout session Stripe links it to, if any. */
  session?: string;
};

/**
 * A stateful Stripe: it lists the subscriptions it holds by status (two per page, so the client must follow
 * `has_more`), filters by `created[gte]`, links checkout sessions to subscriptions, and cancels on DELETE. Every
 * call is recorded with its query.
 */
function statefulStripe(held: FakeSubscription[], { failListing = false } = {}) {
  const calls: string[] = [];
  const byId = new Map(held.map((subscription) => [subscription.id, { ...subscription }]));
  const PAGE = 2;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.pathname}${url.search}`);
    const query = url.searchParams;
    if (method === "GET" && url.pathname === "/v1/subscriptions") {
      if (failListing) return Response.json({ error: { message: "Stripe is down" } }, { status: 500 });
      const since = Number(query.get("created[gte]") ?? 0);
      const all = [...byId.values()]
        .filter((subscription) => subscription.status === query.get("status") && subscription.created >= since)
        .sort((a, b) => b.created - a.created || a.id.localeCompare(b.id));
      const after = query.get("starting_after");
      const start = after ? all.findIndex((subscription) => subscription.id === after) + 1 : 0;
      const data = all.slice(start, start + PAGE).map(({ session: _, ...subscription }) => ({
        object: "subscription",
        cancel_at_period_end: false,
        items: { object: "list", data: [{ current_period_end: subscription.created + 30 * 86_400 }] },
        ...subscription,
      }));
      return Response.json({ object: "list", url: "/v1/subscriptions", has_more: start + PAGE < all.length, data });
    }
    if (method === "GET" && url.pathname === "/v1/checkout/sessions") {
      const session = byId.get(query.get("subscription") ?? "")?.session;
      const data = session ? [{ id: session, object: "checkout.session" }] : [];
      return Response.json({ object: "list", url: "/v1/checkout/sessions", has_more: false, data });
    }
    if (method === "DELETE" && url.pathname.startsWith("/v1/subscriptions/")) {
      const id = url.pathname.split("/").at(-1)!;
      const subscription = byId.get(id);
      if (!subscription) return Response.json({ error: { message: `No such subscription: ${id}` } }, { status: 404 });
      subscription.status = "canceled";
      return Response.json({ id, object: "subscription", status: "canceled" });
    }
    if (url.pathname === "/v1/invoices") return Response.json({ object: "list", data: [{ id: "in_1" }] });
    if (url.pathname === "/v1/invoice_payments") {
      return Response.json({
        object: "list",
        data: [{ id: "inpay_1", payment: { type: "payment_intent", payment_intent: "pi_1" } }],
      });
    }
    if (url.pathname === "/v1/refunds") return Response.json({ id: "re_1", object: "refund" });
    return Response.json({ error: { message: `unexpected ${method} ${url.pathname}` } }, { status: 500 });
  });
  return { calls, statusAt: (id: string) => byId.get(id)?.status };
}

const SITE = new URL(getConfig(env).APP_URL).host;
const unique = (label: string) => `${label}_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
/** A subscription as our checkout makes it at Stripe: created a minute ago, tagged with this site. */
const atStripe = (id: string, metadata: Record<string, string>, extra: Partial<FakeSubscription> = {}) => ({
  id,
  status: "active",
  created: Math.floor(Date.now() / 1000) - 60,
  customer: "cus_test",
  metadata: { plan: "monthly", intent: "purchase", site: SITE, ...metadata },
  ...extra,
});
const canceledAtStripe = (calls: string[]) => calls.filter((call) => call.startsWith("DELETE /v1/subscriptions/"));

describe("the hourly job reconciles against Stripe's own subscription list", () => {
  it("cancels an unknown subscription whose organization was deleted", async () => {
    const owner = await person();
    const stripeId = unique("sub_gone");
    const stripe = statefulStripe([atStripe(stripeId, { organizationId: unique("org-deleted"), userId: owner })]);
    const result = await reconcileWithStripe(withStripe(), db());
    expect(canceledAtStripe(stripe.calls)).toEqual([`DELETE /v1/subscriptions/${stripeId}`]);
    expect(stripe.statusAt(stripeId)).toBe("canceled");
    expect(result).toMatchObject({ listed: true, checked: 1, canceled: 1, recorded: 0, failed: 0, listError: null });
    // Nothing to record it against: no row is made for it.
    expect(await statusOf(stripeId)).toBeUndefined();
  });

  it("records a legitimate subscription whose webhook was lost, through the checkout's own fulfilment", async () => {
    const owner = await person();
    const org = await createDraftOrganization(db(), { createdBy: owner });
    const sessionId = unique("cs_test_lost_webhook");
    await db()
      .insert(checkoutSessions)
      .values({ id: sessionId, organizationId: org.id, userId: owner, plan: "annual", intent: "purchase" });
    const stripeId = unique("sub_lost_webhook");
    const stripe = statefulStripe([
      atStripe(stripeId, { organizationId: org.id, userId: owner, plan: "annual" }, { session: sessionId }),
    ]);
    const result = await reconcileWithStripe(withStripe(), db());
    expect(result).toMatchObject({ checked: 1, recorded: 1, canceled: 0 });
    expect(canceledAtStripe(stripe.calls)).toEqual([]);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeId));
    expect(row).toMatchObject({ organizationId: org.id, userId: owner, status: "active", type: "yearly" });
    const [paid] = await db().select().from(organizations).where(eq(organizations.id, org.id));
    expect(paid).toMatchObject({ paymentStatus: "paid", subscriptionType: "yearly", paidVia: "stripe" });
    const [checkout] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(checkout?.status).toBe("complete");
    // A second run (or the late webhook) finds it known and healthy.
    vi.restoreAllMocks();
    const again = statefulStripe([
      atStripe(stripeId, { organizationId: org.id, userId: owner, plan: "annual" }, { session: sessionId }),
    ]);
    expect(await reconcileWithStripe(withStripe(), db())).toMatchObject({ checked: 1, healthy: 1, recorded: 0 });
    expect(canceledAtStripe(again.calls)).toEqual([]);
  });

  it("leaves a healthy subscription alone, and follows Stripe's pages", async () => {
    const owner = await person();
    const healthy = [unique("sub_ok"), unique("sub_ok"), unique("sub_ok")];
    const held = [];
    for (const stripeId of healthy) {
      const org = await paidOrganization(owner, stripeId);
      held.push(atStripe(stripeId, { organizationId: org, userId: owner }));
    }
    const stripe = statefulStripe(held);
    const result = await reconcileWithStripe(withStripe(), db());
    expect(result).toMatchObject({ checked: 3, healthy: 3, recorded: 0, canceled: 0, failed: 0 });
    expect(canceledAtStripe(stripe.calls)).toEqual([]);
    // Three subscriptions at two a page: the client asked for the second page.
    expect(stripe.calls.filter((call) => call.includes("starting_after"))).toHaveLength(1);
    for (const stripeId of healthy) expect(await statusOf(stripeId)).toBe("active");
  });

  it("cancels a subscription for an organization that now belongs to someone else (a lost claim)", async () => {
    const [winner, loser] = [await person(), await person()];
    const company = await createClaimedExploreCompany(db(), winner, { subscription: false });
    const stripeId = unique("sub_lost_claim");
    const stripe = statefulStripe([atStripe(stripeId, { organizationId: company.id, userId: loser, intent: "claim" })]);
    const result = await reconcileWithStripe(withStripe(), db());
    expect(result).toMatchObject({ checked: 1, canceled: 1, recorded: 0 });
    expect(canceledAtStripe(stripe.calls)).toEqual([`DELETE /v1/subscriptions/${stripeId}`]);
    const [org] = await db().select().from(organizations).where(eq(organizations.id, company.id));
    expect(org).toMatchObject({ createdBy: winner, claimedByUserId: winner });
  });

  it("ends at Stripe a subscription that ended here, and leaves other sites' subscriptions alone", async () => {
    const owner = await person();
    const endedHere = unique("sub_ended_here");
    const org = await paidOrganization(owner, endedHere);
    await db()
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.stripeSubscriptionId, endedHere));
    const foreign = unique("sub_other_site");
    const stripe = statefulStripe([
      atStripe(endedHere, { organizationId: org, userId: owner }),
      atStripe(foreign, { organizationId: unique("org-elsewhere"), userId: "someone", site: "staging.example.com" }),
      { id: unique("sub_other_product"), status: "active", created: 1, customer: "cus_x", metadata: {} },
    ]);
    const result = await reconcileWithStripe(withStripe(), db());
    expect(result).toMatchObject({ checked: 3, canceled: 1, foreign: 2 });
    expect(canceledAtStripe(stripe.calls)).toEqual([`DELETE /v1/subscriptions/${endedHere}`]);
  });

  it("a cancel Stripe refuses counts as failed: the run warns and the next one tries again", async () => {
    const owner = await person();
    const stripeId = unique("sub_cancel_fails");
    statefulStripe([atStripe(stripeId, { organizationId: unique("org-deleted"), userId: owner })]);
    const listing = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
      init?.method === "DELETE"
        ? Response.json({ error: { message: "Stripe is down" } }, { status: 500 })
        : listing(input, init),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await reconcileWithStripe(withStripe(), db());
    expect(result).toMatchObject({ checked: 1, canceled: 0, failed: 1, listError: null });
    expect(reconciliationNeedsAttention(result)).toBe(true);
    expect(describeReconciliation(result)).toBe(
      "Stripe: 1 checked, 0 recorded, 0 canceled, 1 failed, retried next run",
    );
  });

  it("skips the listing without Stripe keys (the development stand-in) and says so", async () => {
    const calls = fakeStripe();
    expect(await reconcileWithStripe(getConfig(env), db())).toMatchObject({ listed: false, checked: 0 });
    expect(calls).toEqual([]);
    const job = jobs.find((candidate) => candidate.name === "subscription-reconcile")!;
    const run = await runJob(db(), env, job, new Date());
    expect(run.status).toBe("success");
    expect(run.message).toMatch(
      /Stripe not configured \(development stand-in\): its subscription list was not checked$/,
    );
  });

  it("Stripe failing leaves the job with a warning, changes nothing, and the next run covers the same window", async () => {
    const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_123" } as Env;
    const job = jobs.find((candidate) => candidate.name === "subscription-reconcile")!;
    await db().delete(jobRuns).where(eq(jobRuns.jobName, job.name));

    // A first, successful run: the window of the next runs starts from it.
    statefulStripe([]);
    const first = await runJob(db(), stripeEnv, job, new Date());
    expect(first.status).toBe("success");
    expect(first.message).toMatch(/; Stripe: 0 checked, 0 recorded, 0 canceled$/);
    vi.restoreAllMocks();

    // Stripe is down: a warning; the local subscription that Stripe would have reported stays as it was.
    const owner = await person();
    const org = await createDraftOrganization(db(), { createdBy: owner });
    const sessionId = unique("cs_test_while_down");
    await db()
      .insert(checkoutSessions)
      .values({ id: sessionId, organizationId: org.id, userId: owner, plan: "monthly", intent: "purchase" });
    const stripeId = unique("sub_while_down");
    const held = [atStripe(stripeId, { organizationId: org.id, userId: owner }, { session: sessionId })];
    vi.spyOn(console, "error").mockImplementation(() => {});
    const down = statefulStripe(held, { failListing: true });
    const failed = await runJob(db(), stripeEnv, job, new Date());
    expect(failed.status).toBe("warning");
    expect(failed.message).toMatch(/Stripe's list could not be read \(.+\), retried next run$/);
    expect(canceledAtStripe(down.calls)).toEqual([]);
    expect(await statusOf(stripeId)).toBeUndefined();
    const [unpaid] = await db().select().from(organizations).where(eq(organizations.id, org.id));
    expect(unpaid?.paymentStatus).toBe("pending");
    vi.restoreAllMocks();

    // Stripe is back: the next run lists from the last *successful* run (less the margin), so it finds it.
    const back = statefulStripe(held);
    const recovered = await runJob(db(), stripeEnv, job, new Date());
    expect(recovered.status).toBe("success");
    expect(recovered.message).toMatch(/Stripe: 1 checked, 1 recorded, 0 canceled$/);
    const windowStart = Math.floor((first.startedAt.getTime() - RECONCILE_MARGIN_MS) / 1000);
    expect(back.calls.find((call) => call.startsWith("GET /v1/subscriptions?"))).toContain(
      `created[gte]=${windowStart}`,
    );
    expect(await statusOf(stripeId)).toBe("active");
  });
});
