import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { organizationId } from "../../contract/organization";
import {
  billingPortalDto,
  billingPortalInput,
  checkoutInput,
  checkoutSessionDto,
  checkoutSessionId,
  checkoutVerificationDto,
  guestCodeInput,
  guestCodeResultDto,
  paymentStatusDto,
  subscriptionRecordDto,
} from "../../contract/payments";
import { dataOf, stripeEventBody, webhookReceiptDto } from "../../contract/responses";
import type { Db } from "../db/client";
import { getConfig } from "../platform/env";
import { clientAddress } from "../platform/rate-limit";
import type { Viewer } from "../services/access/permissions";
import { guestCodeSecrets, redeemGuestCode } from "../services/payments/guest-codes";
import {
  getPaymentStatus,
  listOrganizationSubscriptions,
  startCheckout,
  verifyCheckout,
} from "../services/payments/payments";
import { openBillingPortal, setPlanRenewal } from "../services/payments/plans";
import { handleWebhook } from "../services/payments/stripe-events";
import { about, answers, documentedBody, GUARDED, jsonRequest } from "./describe";
import { createdOnce, IDEMPOTENT, idempotencyHeaders } from "./idempotency";
import { stripeDelivery } from "./policy";
import { tagged } from "./routes";
import { documentedRoutes } from "./validation";

export const sessionParam = z.object({ sessionId: checkoutSessionId });
export const orgParam = z.object({ orgId: organizationId });
const TAG = "Payments";
const payments = tagged(TAG);
const PLAN_HOLDER = "For the plan's buyer; 404 when the organization has no active plan of theirs.";

const checkout = createRoute({
  ...payments.post(
    "/create-checkout-session",
    "verified",
    "Start a checkout",
    `For one's own organization (purchase) or an unclaimed Explore company (claim); the server sets the price. ${IDEMPOTENT}`,
  ),
  request: { headers: idempotencyHeaders, body: jsonRequest(checkoutInput) },
  responses: answers(200, "Where to send the buyer.", dataOf(checkoutSessionDto), [
    400,
    ...GUARDED,
    404,
    409,
    502,
    503,
  ]),
});

// The raw event is read by the handler, whose signature check needs its exact bytes: it is only described here.
const webhook = createRoute({
  method: "post",
  path: "/webhook",
  ...about(
    TAG,
    "stripe",
    "Stripe webhook",
    "For Stripe only: the raw event, signed in the Stripe-Signature header. Duplicates are acknowledged.",
  ),
  middleware: stripeDelivery,
  request: { body: documentedBody("application/json", stripeEventBody, "A Stripe event.") },
  responses: answers(200, "Received.", dataOf(webhookReceiptDto), [400, 500, 503]),
});

const verify = createRoute({
  ...payments.get(
    "/session/{sessionId}",
    "verified",
    "Verify a checkout",
    "The buyer's check after returning from checkout; fulfils the payment when the provider says it is complete. 409 when someone else claimed the organization first.",
  ),
  request: { params: sessionParam },
  responses: answers(200, "paid or pending.", dataOf(checkoutVerificationDto), [400, ...GUARDED, 404, 409, 502]),
});

const guestCode = createRoute({
  ...payments.post("/apply-guest-code", "verified", "Pay with a guest code"),
  request: { body: jsonRequest(guestCodeInput) },
  responses: answers(200, "The organization is paid.", dataOf(guestCodeResultDto), [400, ...GUARDED, 404]),
});

const status = createRoute({
  ...payments.get("/status/{orgId}", "verified", "An organization's payment status", "For its creator and admins."),
  request: { params: orgParam },
  responses: answers(200, "The status.", dataOf(paymentStatusDto), [400, ...GUARDED, 404]),
});

const subscriptions = createRoute({
  ...payments.get(
    "/subscription/{orgId}",
    "verified",
    "An organization's subscriptions",
    "The creator's subscription records for it, newest first.",
  ),
  request: { params: orgParam },
  responses: answers(200, "Subscriptions.", dataOf(z.array(subscriptionRecordDto)), [400, ...GUARDED, 404]),
});

const PLAN_ERRORS = [400, ...GUARDED, 404, 502, 503] as const;

/** Cancel or resume: the plan's renewal turned off or on, answered with the plan as recorded now. */
function renewalRoute<const Path extends string>(path: Path, summary: string, description: string) {
  return createRoute({
    ...payments.post(path, "verified", summary, `${description} ${PLAN_HOLDER}`),
    request: { params: orgParam },
    responses: answers(200, "The plan as recorded now.", dataOf(subscriptionRecordDto), PLAN_ERRORS),
  });
}

/** Turns the plan's renewal off (it ends with its paid period) or on again. */
function renewal(c: { env: Env; var: { db: Db; user: Viewer } }, orgId: string, renews: boolean) {
  return setPlanRenewal(getConfig(c.env), c.var.db, c.var.user, orgId, renews);
}

const cancel = renewalRoute(
  "/subscription/{orgId}/cancel",
  "Cancel a plan at the end of its period",
  "The plan stays active until its paid period ends, then ends.",
);
const resume = renewalRoute(
  "/subscription/{orgId}/resume",
  "Resume a canceled plan",
  "Before its paid period ends: the plan renews again.",
);

const billingPortal = createRoute({
  ...payments.post(
    "/subscription/{orgId}/billing-portal",
    "verified",
    "Open the billing portal",
    `A Stripe customer portal session for invoices and the payment method, returning to the dashboard (a development page without Stripe keys). ${PLAN_HOLDER}`,
  ),
  request: { params: orgParam, query: billingPortalInput },
  responses: answers(200, "Where to send the browser.", dataOf(billingPortalDto), PLAN_ERRORS),
});

export const paymentsApi = documentedRoutes()
  .openapi(checkout, async (c) => {
    const input = c.req.valid("json");
    const session = await createdOnce(c, input, () => startCheckout(getConfig(c.env), c.var.db, c.var.user, input));
    return c.json({ data: session }, 200);
  })
  .openapi(webhook, async (c) => {
    const signature = c.req.header("stripe-signature") ?? null;
    return c.json({ data: await handleWebhook(getConfig(c.env), c.var.db, await c.req.text(), signature) }, 200);
  })
  .openapi(verify, async (c) =>
    c.json({ data: await verifyCheckout(getConfig(c.env), c.var.db, c.var.user, c.req.valid("param").sessionId) }, 200),
  )
  .openapi(guestCode, async (c) => {
    const config = getConfig(c.env);
    const [secret, previousSecret] = guestCodeSecrets(config);
    const redeemer = { viewer: c.var.user, address: clientAddress(c.req.raw, config), secret: secret!, previousSecret };
    return c.json({ data: await redeemGuestCode(c.var.db, redeemer, c.req.valid("json")) }, 200);
  })
  .openapi(status, async (c) =>
    c.json({ data: await getPaymentStatus(c.var.db, c.var.user, c.req.valid("param").orgId) }, 200),
  )
  .openapi(subscriptions, async (c) =>
    c.json({ data: await listOrganizationSubscriptions(c.var.db, c.var.user, c.req.valid("param").orgId) }, 200),
  )
  .openapi(cancel, async (c) => c.json({ data: await renewal(c, c.req.valid("param").orgId, false) }, 200))
  .openapi(resume, async (c) => c.json({ data: await renewal(c, c.req.valid("param").orgId, true) }, 200))
  .openapi(billingPortal, async (c) => {
    const { orgId } = c.req.valid("param");
    const { locale } = c.req.valid("query");
    const url = await openBillingPortal(getConfig(c.env), c.var.db, c.var.user, orgId, locale);
    return c.json({ data: { url } }, 200);
  });
