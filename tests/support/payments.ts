import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { createOrganization, type OrganizationInput } from "../../seed/factories";
import { getConfig } from "../../worker/platform/env";
import { guestCodeSecret } from "../../worker/services/payments/guest-codes";
import { call, db, newSignedInUser, seedDemoData } from "./helpers";

export const SECRET = "whsec_test_secret";
export const codeSecret = () => guestCodeSecret(getConfig(env));

/** An organization of the given creator's: an unpaid draft unless the overrides say otherwise. */
export async function draftOf(createdBy: string, overrides: OrganizationInput = {}) {
  return (await createOrganization(db(), { createdBy, ...overrides })).id;
}

/** After seeding the demo data: the person buying in most tests (their session cookie, id and email). */
export async function seededBuyer() {
  await seedDemoData();
  return newSignedInUser();
}

export const verifiedUser = () => newSignedInUser({ name: "Buyer" });

export function checkout(body: unknown, cookie?: string) {
  return call("/api/payments/create-checkout-session", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A Stripe event signed with Stripe's own helper, as the webhook would receive it. */
export async function signedEvent(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { payload, header };
}

export function postWebhook(payload: string, header?: string) {
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

export const completed = (sessionId: string, subscriptionId: string, eventId = `evt_${sessionId}`) => ({
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
