import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { checkoutSessions, organizations, subscriptions } from "../db/schema";
import { getConfig } from "../env";
import { applyGuestCode, guestCodeInput } from "../services/guest-codes";
import { requireOwner } from "../services/organization-writes";
import {
  ALREADY_CLAIMED,
  checkoutInput,
  claimOutcome,
  fulfillCheckout,
  handleWebhook,
  startCheckout,
  stripeClient,
} from "../services/payments";
import { type AppEnv, requireAccess } from "./context";
import { ApiError, notFound } from "./errors";
import { validate } from "./validation";

const sessionParam = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, "Invalid checkout session") });
const orgParam = z.object({ orgId: z.string().min(1).max(128) });

export const paymentsApi = new Hono<AppEnv>()
  .post("/create-checkout-session", requireAccess("verified"), validate("json", checkoutInput), async (c) => {
    const { user } = c.var.session!;
    const data = await startCheckout(
      getConfig(c.env),
      c.var.db,
      { id: user.id, email: user.email },
      c.req.valid("json"),
    );
    return c.json({ data });
  })
  .post("/webhook", async (c) => {
    const result = await handleWebhook(
      getConfig(c.env),
      c.var.db,
      await c.req.text(),
      c.req.header("stripe-signature") ?? null,
    );
    return c.json({ data: result });
  })
  /**
   * The success page's check: asks Stripe, fulfils the checkout if the webhook has not come yet (idempotently), and
   * answers paid, pending or refused (a claim someone else won).
   */
  .get("/session/:sessionId", requireAccess("verified"), validate("param", sessionParam), async (c) => {
    const { sessionId } = c.req.valid("param");
    const [checkout] = await c.var.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
      .limit(1);
    if (!checkout || checkout.userId !== c.var.session!.user.id) throw notFound("Checkout session not found");
    let outcome: "fulfilled" | "refused" | "already" | null = null;
    const stripe = stripeClient(getConfig(c.env));
    if (stripe && checkout.status === "open") {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
      if (session.status === "complete" && session.payment_status === "paid" && subscriptionId) {
        outcome = await fulfillCheckout(c.var.db, {
          sessionId,
          subscriptionId,
          customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
        });
      }
    } else if (checkout.status === "complete") {
      outcome = await claimOutcome(c.var.db, sessionId, "already");
    }
    if (outcome === "refused") throw new ApiError(409, ALREADY_CLAIMED, "ALREADY_CLAIMED");
    const [org] = await c.var.db
      .select({ paymentStatus: organizations.paymentStatus })
      .from(organizations)
      .where(eq(organizations.id, checkout.organizationId));
    return c.json({
      data: { status: org?.paymentStatus === "paid" ? "paid" : "pending", organizationId: checkout.organizationId },
    });
  })
  .post("/apply-guest-code", requireAccess("verified"), validate("json", guestCodeInput), async (c) =>
    c.json({ data: await applyGuestCode(c.var.db, c.var.viewer, c.req.valid("json")) }),
  )
  .get("/status/:orgId", requireAccess("verified"), validate("param", orgParam), async (c) => {
    const [org] = await c.var.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, c.req.valid("param").orgId));
    if (!org) throw notFound(`Organization with ID "${c.req.valid("param").orgId}" not found`);
    requireOwner(org, c.var.viewer);
    return c.json({ data: { status: org.paymentStatus, subscriptionType: org.subscriptionType } });
  })
  .get("/subscription/:orgId", requireAccess("verified"), validate("param", orgParam), async (c) => {
    const { orgId } = c.req.valid("param");
    const [org] = await c.var.db.select().from(organizations).where(eq(organizations.id, orgId));
    if (!org) throw notFound(`Organization with ID "${orgId}" not found`);
    requireOwner(org, c.var.viewer);
    const rows = await c.var.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, orgId), eq(subscriptions.userId, c.var.session!.user.id)))
      .orderBy(desc(subscriptions.startDate));
    return c.json({ data: { data: rows } });
  });
