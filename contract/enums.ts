/**
 * The closed sets of values of SPEC.md §3 and §4. The database schema (worker/db/schema.ts) takes its column enums
 * from here, never the other way round, so the browser can use them without loading the schema.
 */

export const ENTITY_TYPES = ["startup", "accelerator", "university", "cowork", "civic"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  startup: "Startup",
  accelerator: "Accelerator",
  university: "University",
  cowork: "Cowork",
  civic: "Civic",
};

export const ENROLLMENT_STATUSES = ["not_requested", "requested", "approved", "rejected"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How an organization became paid. */
export const PAID_VIA = ["stripe", "guest_code"] as const;

/** The plan a buyer picks (SPEC.md §7 Payments) and the subscription type it becomes (SPEC.md §3 Subscription). */
export const PLAN_IDS = ["monthly", "annual"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const SUBSCRIPTION_TYPES = ["monthly", "yearly"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const CHECKOUT_INTENTS = ["purchase", "claim"] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];
export const CHECKOUT_STATUSES = ["open", "complete", "expired"] as const;
export const CLAIM_STATUSES = ["started", "completed", "refused"] as const;

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const JOB_STATUSES = ["success", "warning", "error"] as const;

/** The category group shown apart on the detail page and kept last in an organization's order (SPEC.md §3). */
export const COMPANY_PROPERTIES_GROUP = "company_properties";
