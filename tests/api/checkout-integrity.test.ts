import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDraftOrganization, createVerifiedUser } from "../../seed/factories";
import { checkoutSessions, organizations, subscriptions } from "../../worker/db/schema";
import { getConfig } from "../../worker/platform/env";
import { fulfillCheckout, startCheckout } from "../../worker/services/payments/payments";
import { asViewer, db, seedDemoData } from "../support/helpers";

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
