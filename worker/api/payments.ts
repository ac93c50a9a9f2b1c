import { Hono } from "hono";
import { z } from "zod";
import { organizationId } from "../../contract/organization";
import { billingPortalInput, checkoutInput, checkoutSessionId, guestCodeInput } from "../../contract/payments";
import { getConfig } from "../env";
import { guestCodeSecrets, redeemGuestCode } from "../services/guest-codes";
import {
  getPaymentStatus,
  handleWebhook,
  listOrganizationSubscriptions,
  startCheckout,
  verifyCheckout,
} from "../services/payments";
import { openBillingPortal, setPlanRenewal } from "../services/plans";
import { clientAddress } from "../services/rate-limit";
import { type AppEnv, signedIn } from "./context";
import { validate } from "./validation";

export const sessionParam = z.object({ sessionId: checkoutSessionId });
export const orgParam = z.object({ orgId: organizationId });

export const paymentsApi = new Hono<AppEnv>()
  .post("/create-checkout-session", signedIn("verified"), validate("json", checkoutInput), async (c) =>
    c.json({ data: await startCheckout(getConfig(c.env), c.var.db, c.var.user, c.req.valid("json")) }),
  )
  .post("/webhook", async (c) => {
    const signature = c.req.header("stripe-signature") ?? null;
    return c.json({ data: await handleWebhook(getConfig(c.env), c.var.db, await c.req.text(), signature) });
  })
  .get("/session/:sessionId", signedIn("verified"), validate("param", sessionParam), async (c) =>
    c.json({ data: await verifyCheckout(getConfig(c.env), c.var.db, c.var.user, c.req.valid("param").sessionId) }),
  )
  .post("/apply-guest-code", signedIn("verified"), validate("json", guestCodeInput), async (c) => {
    const config = getConfig(c.env);
    const [secret, previousSecret] = guestCodeSecrets(config);
    const redeemer = { viewer: c.var.user, address: clientAddress(c.req.raw, config), secret: secret!, previousSecret };
    return c.json({ data: await redeemGuestCode(c.var.db, redeemer, c.req.valid("json")) });
  })
  .get("/status/:orgId", signedIn("verified"), validate("param", orgParam), async (c) =>
    c.json({ data: await getPaymentStatus(c.var.db, c.var.user, c.req.valid("param").orgId) }),
  )
  .get("/subscription/:orgId", signedIn("verified"), validate("param", orgParam), async (c) =>
    c.json({ data: { data: await listOrganizationSubscriptions(c.var.db, c.var.user, c.req.valid("param").orgId) } }),
  )
  .post("/subscription/:orgId/cancel", signedIn("verified"), validate("param", orgParam), async (c) => {
    const { orgId } = c.req.valid("param");
    return c.json({ data: await setPlanRenewal(getConfig(c.env), c.var.db, c.var.user, orgId, false) });
  })
  .post("/subscription/:orgId/resume", signedIn("verified"), validate("param", orgParam), async (c) => {
    const { orgId } = c.req.valid("param");
    return c.json({ data: await setPlanRenewal(getConfig(c.env), c.var.db, c.var.user, orgId, true) });
  })
  .post(
    "/subscription/:orgId/billing-portal",
    signedIn("verified"),
    validate("param", orgParam),
    validate("query", billingPortalInput),
    async (c) => {
      const { orgId } = c.req.valid("param");
      const { locale } = c.req.valid("query");
      return c.json({ data: { url: await openBillingPortal(getConfig(c.env), c.var.db, c.var.user, orgId, locale) } });
    },
  );
