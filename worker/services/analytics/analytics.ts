import { and, desc, eq, gte, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { isbot } from "isbot";
import {
  ANALYTICS_RANGES,
  type AnalyticsOverviewDto,
  type AnalyticsRange,
  type DirectoryEvent,
  type ExploreEvent,
  type FunnelRowDto,
  LANES,
  type OrganizationStatsDto,
  OWNER_STATS_DAYS,
  ROLE_EVENT_TYPES,
  type RoleEvent,
  type RoleStats,
  VITAL_METRICS,
  type VitalsInput,
  type VitalsSeriesDto,
} from "../../../contract/analytics";
import { message } from "../../../contract/errors";
import type { Db } from "../../db/client";
import { analyticsRollups, jobRuns, organizations, vitalsRollups } from "../../db/schema";
import { MemoryCache } from "../../lib/memory-cache";
import { type Config, getConfig } from "../../platform/env";
import { forbidden } from "../../platform/errors";
import { type Background, enqueueBatched } from "../../platform/queue-batcher";
import { clientAddress } from "../../platform/rate-limit";
import { hmac, toHex } from "../../platform/signing";
import { isAdmin, isCreator, requireAdmin, requireVisibleOrganization, type Viewer } from "../access/permissions";

/**
 * Analytics. The request path only judges and enqueues: no D1 read or write. The queue consumer
 * (worker/services/background/queues.ts) stores the raw rows, the analytics-rollup job (worker/services/analytics/analytics-rollups.ts) sums them
 * into the rollups the admin charts and the owners' figures read. docs/decisions/0016.
 */

/** What the consumer receives: the validated input, when it was sent, and for events the visitor's daily hash. */
export type VitalsMessage = VitalsInput & { at: number };
export type EventMessage = {
  eventType: string;
  city?: string | null;
  orgId?: string | null;
  /** An appearance names several organizations: the consumer stores one row each. */
  orgIds?: string[];
  topic?: string | null;
  lane?: string | null;
  context?: string | null;
  ev_v?: number | null;
  visitor: string;
  at: number;
};

/**
 * Requests that must not be counted: the visitor asked not to be tracked (Do Not Track, Global Privacy Control), or
 * the user agent is a bot's (or missing: every browser sends one). Answered 204 without enqueueing.
 */
export function refusesTracking(headers: Headers): boolean {
  if (headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return true;
  const agent = headers.get("user-agent");
  return !agent || isBotAgent(agent);
}

/**
 * isbot's pattern is one large regular expression, a measurable share of a beacon's CPU; the same few browsers send
 * most beacons an isolate sees, so their answers are kept (the 500 agents seen most recently).
 */
const botVerdicts = new MemoryCache<string, boolean>({ maxEntries: 500 });

function isBotAgent(agent: string): boolean {
  let verdict = botVerdicts.get(agent);
  if (verdict === undefined) {
    verdict = isbot(agent);
    botVerdicts.set(agent, verdict);
  }
  return verdict;
}

/**
 * Per client address, counted by the Rate Limiting binding at the edge (wrangler.toml [[ratelimits]]), never in D1.
 * Answers false when over the limit. ANALYTICS_RATE_LIMIT=off (local browser tests and benchmarks only) skips it.
 */
export async function withinAnalyticsLimit(env: Env, request: Request): Promise<boolean> {
  const config = getConfig(env);
  if (config.ANALYTICS_RATE_LIMIT === "off") return true;
  const { success } = await env.ANALYTICS_LIMITER.limit({ key: clientAddress(request, config) });
  return success;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The visitor's hash for the day: HMAC-SHA256 over the UTC day and the client address (clientAddress: an IPv6
 * address by its /64), keyed with the server's secret, first 16 bytes in hex. One address is one visitor a day,
 * whatever user agent it sends (a rotating one counted again before), differently the next day, and the address
 * cannot be recovered from it without the secret (docs/decisions/0016, 0030).
 */
export async function visitorHash(
  config: Pick<Config, "BETTER_AUTH_SECRET" | "APP_ENV">,
  request: Request,
  now = Date.now(),
): Promise<string> {
  const day = Math.floor(now / DAY_MS);
  const text = `${day}|${clientAddress(request, config)}`;
  return toHex((await hmac("analytics-visitor", config.BETTER_AUTH_SECRET, text)).subarray(0, 16));
}

const encoder = new TextEncoder();

/** Queues a message through the isolate's open batch (worker/platform/queue-batcher.ts): many beacons, one send. */
function enqueue(ctx: Background, queue: Queue, message: VitalsMessage | EventMessage) {
  enqueueBatched(ctx, queue, message, encoder.encode(JSON.stringify(message)).byteLength);
}

export function enqueueVitals(env: Env, ctx: Background, sample: VitalsInput, now = Date.now()): void {
  enqueue(ctx, env.VITALS_QUEUE, { ...sample, at: now });
}

export async function enqueueExploreEvent(
  env: Env,
  ctx: Background,
  request: Request,
  event: ExploreEvent,
  now = Date.now(),
): Promise<void> {
  const visitor = await visitorHash(getConfig(env), request, now);
  enqueue(ctx, env.ANALYTICS_QUEUE, { ...event, visitor, at: now });
}

export async function enqueueDirectoryEvent(
  env: Env,
  ctx: Background,
  request: Request,
  event: DirectoryEvent,
  now = Date.now(),
): Promise<void> {
  const { eventType, orgIds, context } = event;
  const visitor = await visitorHash(getConfig(env), request, now);
  enqueue(ctx, env.ANALYTICS_QUEUE, { eventType, orgIds: [...new Set(orgIds)], context, visitor, at: now });
}

/** A role's events are stored and rolled up under the role's id in the organization column. */
export async function enqueueRoleEvent(
  env: Env,
  ctx: Background,
  request: Request,
  { eventType, roleId }: RoleEvent,
  now = Date.now(),
): Promise<void> {
  const visitor = await visitorHash(getConfig(env), request, now);
  enqueue(ctx, env.ANALYTICS_QUEUE, { eventType, orgId: roleId, visitor, at: now });
}

// ---------------------------------------------------------------------------
// Reading the rollups
// ---------------------------------------------------------------------------

const startOfDay = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;

/**
 * Distinct visitors a day, summed per id (an organization's, or a role's) and event type over the last
 * OWNER_STATS_DAYS days, today included, from the daily rollups.
 */
function ownersVisitors(db: Db, ids: string[] | SQLWrapper, now: Date, ...also: SQL[]) {
  const since = new Date(startOfDay(now.getTime()) - (OWNER_STATS_DAYS - 1) * DAY_MS);
  return db
    .select({
      id: analyticsRollups.orgId,
      eventType: analyticsRollups.eventType,
      visitors: sql<number>`sum(${analyticsRollups.visitors})`,
    })
    .from(analyticsRollups)
    .where(
      and(
        inArray(analyticsRollups.orgId, ids),
        eq(analyticsRollups.period, "day"),
        gte(analyticsRollups.bucket, since),
        ...also,
      ),
    )
    .groupBy(analyticsRollups.orgId, analyticsRollups.eventType);
}

/**
 * The owners' figures for their organizations over the last OWNER_STATS_DAYS days (today included): distinct visitors
 * per day, summed, from the daily rollups. Only organizations the viewer created count, all of them for an admin:
 * others' ids are left out, never answered.
 */
export async function ownerStats(
  db: Db,
  viewer: Viewer | null,
  orgIds: string[],
  now = new Date(),
): Promise<Map<string, OrganizationStatsDto>> {
  const stats = new Map<string, OrganizationStatsDto>();
  if (!viewer || orgIds.length === 0) return stats;
  // One round trip: the figures are read only for organizations the viewer created (any, for an admin), checked in
  // the same statement, so they need not wait for the ownership read.
  const mine = isAdmin(viewer)
    ? []
    : [
        inArray(
          analyticsRollups.orgId,
          db.select({ id: organizations.id }).from(organizations).where(eq(organizations.createdBy, viewer.id)),
        ),
      ];
  const [owned, rows, [lastRun]] = await db.batch([
    db
      .select({ id: organizations.id, createdBy: organizations.createdBy })
      .from(organizations)
      .where(inArray(organizations.id, orgIds)),
    ownersVisitors(db, orgIds, now, ...mine),
    lastRollupRun(db),
  ]);
  const allowed = owned.filter((org) => isCreator(org, viewer) || isAdmin(viewer)).map((org) => org.id);
  const updatedAt = lastRun?.startedAt.toISOString() ?? null;
  for (const id of allowed) {
    stats.set(id, { orgId: id, days: OWNER_STATS_DAYS, profileViews: 0, linkClicks: 0, appearances: 0, updatedAt });
  }
  for (const row of rows) {
    const entry = stats.get(row.id);
    if (!entry) continue;
    if (row.eventType === "org_profile_view") entry.profileViews = Number(row.visitors);
    else if (row.eventType === "org_link_click") entry.linkClicks = Number(row.visitors);
    else if (row.eventType === "org_directory_appearance") entry.appearances = Number(row.visitors);
  }
  return stats;
}

/**
 * Roles' figures over the last OWNER_STATS_DAYS days, as ownerStats counts them, as a query for a batch: the roles by
 * their ids, or by a query of them (read in the same statement). The caller answers for who may read them (the
 * dashboard lists only a person's own roles).
 */
export function roleStatsQuery(db: Db, roles: string[] | SQLWrapper, now = new Date()) {
  return ownersVisitors(db, roles, now, inArray(analyticsRollups.eventType, ROLE_EVENT_TYPES));
}

/** The figures of these roles from roleStatsQuery's rows (none read: zero). */
export function readRoleStats(
  roleIds: string[],
  rows: Awaited<ReturnType<typeof roleStatsQuery>>,
): Map<string, RoleStats> {
  const stats = new Map<string, RoleStats>(roleIds.map((id) => [id, { views: 0, applyClicks: 0 }]));
  for (const row of rows) {
    const entry = stats.get(row.id);
    if (!entry) continue;
    if (row.eventType === "role_view") entry.views = Number(row.visitors);
    else entry.applyClicks = Number(row.visitors);
  }
  return stats;
}

/** One organization's figures: its creator's and admins' only (404 unknown or hidden from them, 403 anyone else). */
export async function organizationStats(db: Db, viewer: Viewer, orgId: string, now = new Date()) {
  const [found] = await db
    .select({ createdBy: organizations.createdBy, isListed: organizations.isListed })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const org = requireVisibleOrganization(found, orgId, viewer);
  if (!isCreator(org, viewer) && !isAdmin(viewer)) throw forbidden(message("analytics.statsForbidden"));
  const stats = (await ownerStats(db, viewer, [orgId], now)).get(orgId);
  if (!stats) throw forbidden(message("analytics.statsForbidden"));
  return stats;
}

/** The last successful rollup: when the owners' figures were last counted. */
export const lastRollupRun = (db: Db) =>
  db
    .select({ startedAt: jobRuns.startedAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.jobName, "analytics-rollup"), eq(jobRuns.status, "success")))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);

/** The admin Analytics tab: p75 series per metric, lane and route, and the Explore funnel per city, over a range. */
export async function analyticsOverview(
  db: Db,
  viewer: Viewer | null,
  range: AnalyticsRange = "30d",
  now = new Date(),
): Promise<AnalyticsOverviewDto> {
  requireAdmin(viewer);
  const { period, days } = ANALYTICS_RANGES[range];
  const to = now.getTime();
  const from =
    period === "day"
      ? startOfDay(to) - (days - 1) * DAY_MS
      : Math.floor(to / 3_600_000) * 3_600_000 - (days * 24 - 1) * 3_600_000;
  const [vitalRows, funnelRows, [lastRun]] = await db.batch([
    db
      .select()
      .from(vitalsRollups)
      .where(and(eq(vitalsRollups.period, period), gte(vitalsRollups.bucket, new Date(from))))
      .orderBy(vitalsRollups.metric, vitalsRollups.lane, vitalsRollups.route, vitalsRollups.bucket),
    db
      .select({
        city: analyticsRollups.city,
        eventType: analyticsRollups.eventType,
        events: sql<number>`sum(${analyticsRollups.events})`,
      })
      .from(analyticsRollups)
      .where(
        and(
          eq(analyticsRollups.period, period),
          gte(analyticsRollups.bucket, new Date(from)),
          sql`${analyticsRollups.eventType} like 'explore\\_%' escape '\\'`,
        ),
      )
      .groupBy(analyticsRollups.city, analyticsRollups.eventType),
    lastRollupRun(db),
  ]);

  const series = new Map<string, VitalsSeriesDto>();
  for (const row of vitalRows) {
    const metric = VITAL_METRICS.find((known) => known === row.metric);
    const lane = LANES.find((known) => known === row.lane);
    if (!metric || !lane) continue;
    const key = `${metric}|${lane}|${row.route}`;
    let entry = series.get(key);
    if (!entry) {
      entry = { metric, lane, route: row.route, points: [] };
      series.set(key, entry);
    }
    entry.points.push({ bucket: row.bucket.toISOString(), p75: row.p75, samples: row.samples });
  }

  const funnel = new Map<string, FunnelRowDto>();
  for (const row of funnelRows) {
    const city = row.city ?? "";
    const entry = funnel.get(city) ?? { city, pageViews: 0, profileViews: 0, claimClicks: 0, claimViews: 0 };
    const events = Number(row.events);
    if (row.eventType === "explore_page_view") entry.pageViews += events;
    else if (row.eventType === "explore_profile_view") entry.profileViews += events;
    else if (row.eventType === "explore_claim_click") entry.claimClicks += events;
    else if (row.eventType === "explore_claim_view") entry.claimViews += events;
    funnel.set(city, entry);
  }

  return {
    range,
    from: new Date(from).toISOString(),
    to: now.toISOString(),
    vitals: [...series.values()],
    funnel: [...funnel.values()].sort((a, b) => b.pageViews - a.pageViews || a.city.localeCompare(b.city)),
    lastRollup: lastRun?.startedAt.toISOString() ?? null,
  };
}
