/**
 * The closed sets of values of the product's records and requests. The database schema (worker/db/schema/) takes its column enums
 * from here, never the other way round, so the browser can use them without loading the schema.
 */

export const ENTITY_TYPES = ["startup", "accelerator", "university", "cowork", "civic"] as const;

export const ENROLLMENT_STATUSES = ["not_requested", "requested", "approved", "rejected"] as const;

export const PAYMENT_STATUSES = ["pending", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How an organization became paid. */
export const PAID_VIA = ["stripe", "guest_code"] as const;

/** The plan a buyer picks and the subscription type it becomes. */
export const PLAN_IDS = ["monthly", "annual"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const SUBSCRIPTION_TYPES = ["monthly", "yearly"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const CHECKOUT_INTENTS = ["purchase", "claim"] as const;
export const CHECKOUT_STATUSES = ["open", "complete", "expired"] as const;
/**
 * What a completed checkout's payment bought: the plan it was for, nothing because the organization was already paid
 * by then (given back), or nothing because someone else claimed the company first (given back).
 */
export const CHECKOUT_OUTCOMES = ["fulfilled", "duplicate", "refused"] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];
export const CLAIM_STATUSES = ["started", "completed", "refused"] as const;
/** How a creator proves control of the website domain: a DNS TXT record, a file, or an emailed code. */
export const DOMAIN_METHODS = ["dns", "file", "email"] as const;

export const USER_ROLES = ["user", "admin"] as const;

/** What a job run records; a job that has never run shows `unknown`. */
export const JOB_STATUSES = ["success", "warning", "error"] as const;
export const JOB_DISPLAY_STATUSES = [...JOB_STATUSES, "unknown"] as const;
export type JobDisplayStatus = (typeof JOB_DISPLAY_STATUSES)[number];

/** The enrolment states an admin filters the Companies tab by. */
/** The Companies tab's filters: an enrolment status, or `edited` (approved companies with an edit waiting). */
export const ENROLLMENT_FILTERS = ["requested", "approved", "rejected", "edited"] as const;
export type EnrollmentFilter = (typeof ENROLLMENT_FILTERS)[number];

/** Every admin action the audit log records, and what it reads as in the admin panel. */
export const AUDIT_ACTIONS = [
  "city.create",
  "city.update",
  "city.visibility",
  "city.delete",
  "city.hero_image",
  "organization.approve",
  "organization.reject",
  "organization.remove_from_explore",
  "organization.approve_edit",
  "organization.reject_edit",
  "organization.flags",
  "organization.review",
  "organization.release",
  "user.role",
  "job.run",
  "posting.hide",
  "posting.unhide",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ["city", "organization", "user", "job", "posting"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** What the Explore stats suggest for a city: publish it, hide it, or nothing (noop). */
export const THRESHOLD_ACTIONS = ["publish", "hide", "noop"] as const;

/** The category group shown apart on the detail page and kept last in an organization's order. */
export const COMPANY_PROPERTIES_GROUP = "company_properties";
