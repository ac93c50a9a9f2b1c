import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  CHECKOUT_INTENTS,
  CHECKOUT_OUTCOMES,
  CHECKOUT_STATUSES,
  CLAIM_STATUSES,
  PLAN_IDS,
  SUBSCRIPTION_TYPES,
} from "../../../contract/enums";
import { LOCALES } from "../../../contract/locale";
import { user } from "./auth";
import { bool, createdAt, requiredText, textId, timestamp, updatedAt } from "./columns";
import { organizations } from "./organizations";

/** Payments, guest codes and claims. */

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: textId(),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    /** Kept for accounting when the person deletes their account (set to null, row retained). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Organization name at purchase time, so the record stays readable after the organization is gone. */
    organizationName: requiredText("organization_name"),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    stripeCustomerId: text("stripe_customer_id"),
    type: text("type", { enum: SUBSCRIPTION_TYPES }).notNull(),
    status: requiredText("status"),
    startDate: timestamp("start_date").notNull(),
    endDate: timestamp("end_date"),
    cancelAtPeriodEnd: bool("cancel_at_period_end").notNull().default(false),
    /** The language the plan was bought in: its receipts and notices are written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    index("subscriptions_organization_idx").on(t.organizationId),
    index("subscriptions_status_end_idx").on(t.status, t.endDate),
  ],
);

/** Stripe webhook events already handled: the primary key makes processing idempotent. */
export const paymentEvents = sqliteTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: requiredText("type"),
  processedAt: createdAt(),
});

export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    id: textId(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    plan: text("plan", { enum: PLAN_IDS }).notNull(),
    intent: text("intent", { enum: CHECKOUT_INTENTS }).notNull().default("purchase"),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("open"),
    /** The language of the page the checkout started from: where it returns to. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    fulfilledAt: timestamp("fulfilled_at"),
    /** Set with the status when the checkout completes. */
    outcome: text("outcome", { enum: CHECKOUT_OUTCOMES }),
    /** Names the one fulfilment that completed the checkout, so that the writes of that batch act only for it. */
    fulfilmentId: text("fulfilment_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("checkout_sessions_organization_idx").on(t.organizationId),
    // One open checkout per person and organization, whatever requests race: a purchase has one payer (the creator).
    uniqueIndex("checkout_sessions_one_open_idx").on(t.organizationId, t.userId).where(sql`status = 'open'`),
  ],
);

export const guestCodes = sqliteTable("guest_codes", {
  id: textId(),
  /** SHA-256 of the normalised code; the code itself is never stored. */
  codeHash: text("code_hash").notNull().unique(),
  label: text("label"),
  maxUses: integer("max_uses").notNull().default(1),
  useCount: integer("use_count").notNull().default(0),
  expiresAt: timestamp("expires_at"),
  createdAt: createdAt(),
});

export const guestCodeRedemptions = sqliteTable(
  "guest_code_redemptions",
  {
    id: textId(),
    guestCodeId: text("guest_code_id")
      .notNull()
      .references(() => guestCodes.id),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("guest_code_redemptions_code_idx").on(t.guestCodeId)],
);

export const claims = sqliteTable(
  "claims",
  {
    id: textId(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    city: text("city"),
    source: requiredText("source"),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("started"),
    checkoutSessionId: text("checkout_session_id").references((): AnySQLiteColumn => checkoutSessions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("claims_organization_idx").on(t.organizationId, t.status)],
);
