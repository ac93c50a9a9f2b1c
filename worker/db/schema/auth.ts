import { relations } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, requiredText, textId, timestamp, updatedAt } from "./columns";

/** The accounts better-auth keeps (core, admin and anonymous plugins) and the rate limits. */

export const user = sqliteTable(
  "user",
  {
    id: textId(),
    name: requiredText("name"),
    email: text("email").notNull().unique(),
    emailVerified: bool("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    role: text("role").notNull().default("user"),
    banned: bool("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires"),
    isAnonymous: bool("is_anonymous").notNull().default(false),
  },
  // The hourly cleanup finds idle guests by it without reading every account.
  (t) => [index("user_guest_idle_idx").on(t.isAnonymous, t.updatedAt)],
);

export const session = sqliteTable(
  "session",
  {
    id: textId(),
    expiresAt: timestamp("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  // Expired sessions are deleted by the hourly cleanup, found by their end.
  (t) => [index("session_user_id_idx").on(t.userId), index("session_expires_idx").on(t.expiresAt)],
);

export const account = sqliteTable(
  "account",
  {
    id: textId(),
    accountId: requiredText("account_id"),
    providerId: requiredText("provider_id"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at"),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

/**
 * The relations better-auth joins on (`advanced.database.joins`, worker/services/accounts/auth.ts): a session with its user, an account
 * with its user, a user with their accounts, each read in one query instead of two.
 */
export const userRelations = relations(user, ({ many }) => ({ sessions: many(session), accounts: many(account) }));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const verification = sqliteTable(
  "verification",
  {
    id: textId(),
    identifier: requiredText("identifier"),
    value: requiredText("value"),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const rateLimit = sqliteTable("rate_limit", {
  id: textId(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: integer("last_request").notNull(),
});

/**
 * The app's own limit counters (worker/platform/rate-limit.ts), apart from better-auth's `rate_limit`: better-auth
 * prunes its table by its own windows (minutes), which would end the app's hour-long windows and lock-outs early.
 */
export const appRateLimit = sqliteTable(
  "app_rate_limit",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** When the window began (fixed-window limits) or the last attempt (the sign-in backoff), in ms. */
    startedAt: integer("started_at").notNull(),
    /** Past this (ms) the row counts for nothing: the hourly guest-cleanup job deletes it. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("app_rate_limit_expires_idx").on(t.expiresAt)],
);
