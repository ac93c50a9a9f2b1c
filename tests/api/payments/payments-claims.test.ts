import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createUnclaimedExploreCompany, type OrganizationInput } from "../../../seed/factories";
import { claims, guestCodes, organizations, subscriptions } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { getOrganizationProfile } from "../../../worker/services/organizations/organization-profile";
import { createGuestCode, generateGuestCode, hashGuestCode } from "../../../worker/services/payments/guest-codes";
import { fulfillCheckout } from "../../../worker/services/payments/payments";
import { handleWebhook } from "../../../worker/services/payments/stripe-events";
import { call, db, json } from "../../support/helpers";
import { checkout, codeSecret, draftOf, SECRET, seededBuyer, signedEvent, verifiedUser } from "../../support/payments";

/** The person buying in most tests: their session cookie and id. */
let owner: string;
let ownerId: string;

afterEach(() => vi.restoreAllMocks());

/** An organization of the owner's: an unpaid draft unless the overrides say otherwise. */
const newOrg = (overrides: OrganizationInput = {}) => draftOf(ownerId, overrides);

beforeAll(async () => {
  ({ cookie: owner, id: ownerId } = await seededBuyer());
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
