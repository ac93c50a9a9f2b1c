import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ROLLUP_PERIODS } from "../../../contract/analytics";
import { createdAt, requiredText, textId, timestamp } from "./columns";

/** Analytics and vitals: the raw rows and their rollups. */

export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    /** The queue message id: redelivered messages are ignored. */
    id: textId(),
    eventType: requiredText("event_type"),
    city: text("city"),
    orgId: text("org_id"),
    topic: text("topic"),
    lane: text("lane"),
    context: text("context"),
    evV: integer("ev_v"),
    /**
     * Who, as a hash of the day, the client address and the user agent keyed with the server's secret
     * (worker/services/analytics/analytics.ts): counts a visitor once a day without storing the address.
     */
    visitor: text("visitor"),
    createdAt: createdAt(),
  },
  (t) => [
    index("analytics_events_type_time_idx").on(t.eventType, t.createdAt),
    index("analytics_events_city_time_idx").on(t.city, t.createdAt),
    // The rollup job reads, and the retention prunes, by time.
    index("analytics_events_time_idx").on(t.createdAt),
  ],
);

export const vitalsSamples = sqliteTable(
  "vitals_samples",
  {
    id: textId(),
    metric: requiredText("metric"),
    value: real("value").notNull(),
    route: requiredText("route"),
    lane: requiredText("lane"),
    city: text("city"),
    createdAt: createdAt(),
  },
  (t) => [
    index("vitals_samples_metric_time_idx").on(t.metric, t.createdAt),
    // The rollup job reads, and the retention prunes, by time.
    index("vitals_samples_time_idx").on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------
// Analytics rollups: written by the analytics-rollup job (worker/services/analytics/analytics-rollups.ts) from the
// raw rows above, upserted by bucket so a re-run rewrites the same figures. Hourly and daily buckets (UTC), the
// bucket being the period's first millisecond.
// ---------------------------------------------------------------------------

export const vitalsRollups = sqliteTable(
  "vitals_rollups",
  {
    period: text("period", { enum: ROLLUP_PERIODS }).notNull(),
    bucket: timestamp("bucket").notNull(),
    metric: requiredText("metric"),
    route: requiredText("route"),
    lane: requiredText("lane"),
    samples: integer("samples").notNull(),
    /** The 75th percentile (nearest rank) of the bucket's samples. */
    p75: real("p75").notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.bucket, t.metric, t.route, t.lane] })],
);

export const analyticsRollups = sqliteTable(
  "analytics_rollups",
  {
    period: text("period", { enum: ROLLUP_PERIODS }).notNull(),
    bucket: timestamp("bucket").notNull(),
    eventType: requiredText("event_type"),
    /** '' when the events named none (a key column cannot be null and stay unique). */
    city: text("city").notNull().default(""),
    orgId: text("org_id").notNull().default(""),
    events: integer("events").notNull(),
    /** Distinct visitors in the bucket (the visitor hash changes daily, so a day's count is once per visitor). */
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.bucket, t.eventType, t.city, t.orgId] }),
    // An owner's figures: one organization's days.
    index("analytics_rollups_org_idx").on(t.orgId, t.period, t.bucket),
  ],
);
