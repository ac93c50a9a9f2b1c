import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { organizations, subscriptions } from "../db/schema";
import { getConfig } from "../env";
import { applyGuestCode, guestCodeInput } from "../services/guest-codes";
import { requireOwner } from "../services/organization-writes";
import { checkoutInput, handleWebhook, startCheckout, verifyCheckout } from "../services/payments";
import { type AppEnv, requireAccess } from "./context";
import { notFound } from "./errors";
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
  .get("/session/:sessionId", requireAccess("verified"), validate("param", sessionParam), async (c) =>
    c.json({
      data: await verifyCheckout(getConfig(c.env), c.var.db, c.var.session!.user.id, c.req.valid("param").sessionId),
    }),
  )
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
