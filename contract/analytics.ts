import { z } from "zod";
import { APPEARANCES_PER_EVENT, LANES, VITAL_METRICS } from "./analytics-flags";
import { message } from "./errors";
import { customIssue, says } from "./issues";

export { ANALYTICS_BODY_MAX, APPEARANCES_PER_EVENT, LANES, type Lane, VITAL_METRICS } from "./analytics-flags";
export { ANALYTICS_MESSAGES } from "./messages/analytics";

/**
 * Analytics and web vitals: what the browser may send to POST /api/analytics/*,
 * the thresholds the admin charts draw and the shapes the charts and owners' figures read. Client-safe.
 */

export type VitalMetric = (typeof VITAL_METRICS)[number];

/** At or under `good` is good, over `poor` is poor (ms; CLS unitless). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number; unit: "ms" | "" }> = {
  FCP: { good: 1800, poor: 3000, unit: "ms" },
  LCP: { good: 2500, poor: 4000, unit: "ms" },
  CLS: { good: 0.1, poor: 0.25, unit: "" },
  INP: { good: 200, poor: 500, unit: "ms" },
  TTFB: { good: 800, poor: 1800, unit: "ms" },
};

/**
 * The largest value a sample may have: beyond it the measurement is broken (a tab left in the background) or forged.
 * Timings up to 2 minutes; a layout shift score up to 10.
 */
export const VITAL_MAX: Record<VitalMetric, number> = {
  FCP: 120_000,
  LCP: 120_000,
  INP: 120_000,
  TTFB: 120_000,
  CLS: 10,
};

export const EXPLORE_EVENT_TYPES = [
  "explore_page_view",
  "explore_profile_view",
  "explore_claim_click",
  "explore_claim_view",
] as const;

/**
 * What an organization's owner sees on /profile. A view of its page, a click on one of its website
 * or social links, and its appearance in the directory's results while a filter is applied.
 */
export const DIRECTORY_EVENT_TYPES = ["org_profile_view", "org_link_click", "org_directory_appearance"] as const;

/** What a role's owner sees on the dashboard: a view of the role's page and a click on its apply link. */
export const ROLE_EVENT_TYPES = ["role_view", "role_apply_click"] as const;

/** The version of the explore event's shape (ev_v); bumped when its meaning changes. */
export const EXPLORE_EVENT_VERSION = 1;

/**
 * Raw events and samples are kept while the rollups read them (yesterday and today, UTC); hourly rollups 90 days,
 * daily rollups 13 months, except an organization's or a role's, kept as long as its owner's figures reach back
 * (README, "Rollups and retention").
 */
export const RAW_RETENTION_DAYS = 2;
export const HOURLY_ROLLUP_RETENTION_DAYS = 90;
export const DAILY_ROLLUP_RETENTION_DAYS = 396;
/** The owner's figures on /profile cover this many days. */
export const OWNER_STATS_DAYS = 30;

const slug = z.string().regex(/^[a-z0-9-]{1,64}$/, says("request.invalidCitySlug"));
const orgId = z.string().min(1).max(128);
/** A route pattern as React Router spells it: /, /explore/:citySlug, /organizations/:orgId, /* (not a raw URL). */
const routePattern = z
  .string()
  .max(128, says("analytics.invalidRoute"))
  .regex(/^\/[A-Za-z0-9_\-/:.*]*$/, says("analytics.invalidRoute"));
const lane = z.enum(LANES, says("analytics.unknownLane"));
/** Free text of a known few words (hub, city, profile, website...): letters, digits and _-:. only. */
const label = z.string().regex(/^[A-Za-z0-9_\-:.]{1,64}$/, says("analytics.invalidLabel"));

/** POST /api/analytics/vitals. */
export const vitalsInput = z
  .object({
    metric: z.enum(VITAL_METRICS, says("analytics.unknownMetric")),
    value: z.number().finite(),
    route: routePattern,
    lane,
    city: slug.nullish(),
  })
  .superRefine((sample, ctx) => {
    const max = VITAL_MAX[sample.metric];
    if (sample.value < 0 || sample.value > max) {
      ctx.addIssue(customIssue(message("analytics.valueOutOfRange", sample.metric, max), ["value"]));
    }
  });
export type VitalsInput = z.infer<typeof vitalsInput>;

/** POST /api/analytics/explore. */
export const exploreEventInput = z.object({
  eventType: z.enum(EXPLORE_EVENT_TYPES, says("analytics.unknownEventType", EXPLORE_EVENT_TYPES)),
  city: slug.nullish(),
  orgId: orgId.nullish(),
  /** The topic filter in effect (comma list of category ids). */
  topic: z
    .string()
    .regex(/^[a-z0-9_,]{1,256}$/, says("analytics.invalidTopic"))
    .nullish(),
  lane: lane.nullish(),
  /** Where it happened: hub, city, profile... */
  context: label.nullish(),
  ev_v: z.number().int().min(1).max(1000).default(EXPLORE_EVENT_VERSION),
});
export type ExploreEvent = z.output<typeof exploreEventInput>;

/** POST /api/analytics/directory: the owners' figures. */
export const directoryEventInput = z
  .object({
    eventType: z.enum(DIRECTORY_EVENT_TYPES, says("analytics.unknownEventType", DIRECTORY_EVENT_TYPES)),
    orgIds: z
      .array(orgId)
      .min(1, says("analytics.orgIdsRequired"))
      .max(APPEARANCES_PER_EVENT, says("analytics.tooManyOrgIds")),
    /** A link click's link (website, linkedin, twitter, blog...). */
    context: label.nullish(),
  })
  .superRefine((event, ctx) => {
    if (event.eventType !== "org_directory_appearance" && event.orgIds.length !== 1) {
      ctx.addIssue(customIssue({ id: "analytics.oneOrgId" }, ["orgIds"]));
    }
  });
export type DirectoryEvent = z.output<typeof directoryEventInput>;

/** POST /api/analytics/jobs: the figures of a role's owner. */
export const roleEventInput = z.object({
  eventType: z.enum(ROLE_EVENT_TYPES, says("analytics.unknownEventType", ROLE_EVENT_TYPES)),
  roleId: z.string().min(1).max(128),
});
export type RoleEvent = z.output<typeof roleEventInput>;

/** The answer of an accepted beacon (202). A refused one (Do Not Track, Global Privacy Control, a bot) gets 204. */
export const queuedDto = z.object({ data: z.object({ queued: z.literal(true) }) });

/** An organization's figures for its owner: distinct visitors per day, summed over OWNER_STATS_DAYS. */
export const organizationStatsDto = z.object({
  orgId: z.string(),
  days: z.number().int(),
  profileViews: z.number().int(),
  linkClicks: z.number().int(),
  appearances: z.number().int(),
  /** The end of the last rollup included (ISO), or null before the first one. */
  updatedAt: z.string().nullable(),
});
export type OrganizationStatsDto = z.infer<typeof organizationStatsDto>;

/** A role's figures for its owner: distinct visitors per day, summed over OWNER_STATS_DAYS. */
export type RoleStats = { views: number; applyClicks: number };

/** The admin Analytics tab: p75 per metric, lane and route over time, and the Explore funnel per city. */
export const vitalsSeriesDto = z.object({
  metric: z.enum(VITAL_METRICS),
  lane: z.enum(LANES),
  route: z.string(),
  points: z.array(z.object({ bucket: z.string(), p75: z.number(), samples: z.number().int() })),
});
export type VitalsSeriesDto = z.infer<typeof vitalsSeriesDto>;

export const funnelRowDto = z.object({
  /** The city guide's slug; "" for views of Explore profiles reached outside a city guide. */
  city: z.string(),
  pageViews: z.number().int(),
  profileViews: z.number().int(),
  claimClicks: z.number().int(),
  /** Views of the claim page itself, however it was reached (a link shared, a sign-in that came back). */
  claimViews: z.number().int(),
});
export type FunnelRowDto = z.infer<typeof funnelRowDto>;

export const ROLLUP_PERIODS = ["hour", "day"] as const;
export type RollupPeriod = (typeof ROLLUP_PERIODS)[number];

export const ANALYTICS_RANGES = { "48h": { period: "hour", days: 2 }, "30d": { period: "day", days: 30 } } as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;

export const analyticsOverviewQuery = z.object({
  range: z.enum(Object.keys(ANALYTICS_RANGES) as [AnalyticsRange, ...AnalyticsRange[]]).default("30d"),
});

export const analyticsOverviewDto = z.object({
  range: z.enum(Object.keys(ANALYTICS_RANGES) as [AnalyticsRange, ...AnalyticsRange[]]),
  from: z.string(),
  to: z.string(),
  vitals: z.array(vitalsSeriesDto),
  funnel: z.array(funnelRowDto),
  /** When the rollup job last ran (ISO), or null. */
  lastRollup: z.string().nullable(),
});
export type AnalyticsOverviewDto = z.infer<typeof analyticsOverviewDto>;
