import { z } from "zod";
import { PLAN_IDS, type PlanId, type SubscriptionType } from "./enums";
import { GUEST_CODE_MAX_LENGTH } from "./limits";
import { PAYMENT_MESSAGES } from "./messages";
import { organizationId } from "./organization";

/** SPEC.md §9: $12 a month or $100 a year for one organization profile. Prices never come from the client. */
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
    amountCents: 1200,
    interval: "month",
    subscriptionType: "monthly",
    label: "Monthly",
    price: "$12",
    per: "/month",
    perLong: "per month",
  },
  annual: {
    amountCents: 10000,
    interval: "year",
    subscriptionType: "yearly",
    label: "Annual",
    price: "$100",
    per: "/year",
    perLong: "per year",
  },
};

export const planId = z.enum(PLAN_IDS, { message: PAYMENT_MESSAGES.choosePlan });

/** POST /api/payments/create-checkout-session. */
export const checkoutInput = z.object({
  organizationId,
  plan: planId,
  intent: z.enum(["purchase", "claim"]).default("purchase"),
  source: z.string().max(64).optional(),
});

export type CheckoutInput = z.infer<typeof checkoutInput>;

/** POST /api/payments/apply-guest-code. */
export const guestCodeInput = z.object({
  organizationId,
  code: z
    .string({ message: PAYMENT_MESSAGES.invalidGuestCode })
    .trim()
    .min(1, PAYMENT_MESSAGES.invalidGuestCode)
    .max(GUEST_CODE_MAX_LENGTH, PAYMENT_MESSAGES.invalidGuestCode),
});

export type GuestCodeInput = z.infer<typeof guestCodeInput>;

/** A Stripe checkout session id (the development stand-in makes ids of the same shape). */
export const checkoutSessionId = z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, "Invalid checkout session");
