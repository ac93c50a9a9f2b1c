import { z } from "zod";
import { PAYMENT_STATUSES, PLAN_IDS, type PlanId, SUBSCRIPTION_TYPES, type SubscriptionType } from "./enums";
import { says } from "./issues";
import { GUEST_CODE_MAX_LENGTH } from "./limits";
import { LOCALES } from "./locale";
import { organizationId } from "./organization";
import { formatUsd, PLAN_PRICES } from "./plan-prices";

/** One organization profile a month or a year, at PLAN_PRICES. Prices never come from the client. */
export const PLANS: Record<
  PlanId,
  {
    amountCents: number;
    interval: "month" | "year";
    subscriptionType: SubscriptionType;
    label: string;
    price: string;
    per: string;
    perLong: string;
  }
> = {
  monthly: {
    ...PLAN_PRICES.monthly,
    subscriptionType: "monthly",
    label: "Monthly",
    price: formatUsd(PLAN_PRICES.monthly.amountCents),
    per: "/month",
    perLong: "per month",
  },
  annual: {
    ...PLAN_PRICES.annual,
    subscriptionType: "yearly",
    label: "Annual",
    price: formatUsd(PLAN_PRICES.annual.amountCents),
    per: "/year",
    perLong: "per year",
  },
};

/** The plan a subscription record was bought on. */
export const PLAN_OF_SUBSCRIPTION: Record<SubscriptionType, PlanId> = { monthly: "monthly", yearly: "annual" };

export const planId = z.enum(PLAN_IDS, says("payment.choosePlan"));

/** POST /api/payments/create-checkout-session. */
export const checkoutInput = z.object({
  organizationId,
  plan: planId,
  intent: z.enum(["purchase", "claim"]).default("purchase"),
  source: z.string().max(64).optional(),
  /** The language of the pages the checkout returns to. */
  locale: z.enum(LOCALES).default("en"),
});

export type CheckoutInput = z.infer<typeof checkoutInput>;

/** POST /api/payments/apply-guest-code. */
export const guestCodeInput = z.object({
  organizationId,
  code: z
    .string(says("payment.invalidGuestCode"))
    .trim()
    .min(1, says("payment.invalidGuestCode"))
    .max(GUEST_CODE_MAX_LENGTH, says("payment.invalidGuestCode")),
});

export type GuestCodeInput = z.infer<typeof guestCodeInput>;

/** POST /api/payments/subscription/{orgId}/billing-portal?locale=: the language of the portal and its way back. */
export const billingPortalInput = z.object({ locale: z.enum(LOCALES).default("en") });

/** The billing portal session to redirect to (Stripe's page, or the development one). */
export const billingPortalDto = z.object({ url: z.string() });

/** A Stripe checkout session id (the development stand-in makes ids of the same shape). */
export const checkoutSessionId = z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, says("request.invalidCheckoutSession"));

/** POST /api/payments/create-checkout-session: the session to redirect to (Stripe's page, or the development one). */
export const checkoutSessionDto = z.object({ sessionId: z.string(), url: z.string() });

/** GET /api/payments/session/{sessionId}: paid once the provider confirms it (and the organization is fulfilled). */
export const checkoutVerificationDto = z.object({ status: z.enum(["paid", "pending"]), organizationId: z.string() });

/** GET /api/payments/status/{orgId}. */
export const paymentStatusDto = z.object({
  status: z.enum(PAYMENT_STATUSES),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).nullable(),
});

/** POST /api/payments/apply-guest-code. */
export const guestCodeResultDto = z.object({ paymentStatus: z.literal("paid"), paidVia: z.literal("guest_code") });

/** GET /api/payments/subscription/{orgId}: the creator's subscription records of one organization, newest first. */
export const subscriptionRecordDto = z.object({
  id: z.string(),
  organizationId: z.string().nullable(),
  userId: z.string().nullable(),
  organizationName: z.string(),
  stripeSubscriptionId: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  type: z.enum(SUBSCRIPTION_TYPES),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The language the plan was bought in; its emails are written in it. */
  locale: z.enum(LOCALES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
