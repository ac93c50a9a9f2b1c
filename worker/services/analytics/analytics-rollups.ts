import {
  DAILY_ROLLUP_RETENTION_DAYS,
  DIRECTORY_EVENT_TYPES,
  EXPLORE_EVENT_TYPES,
  HOURLY_ROLLUP_RETENTION_DAYS,
  OWNER_STATS_DAYS,
  RAW_RETENTION_DAYS,
  ROLE_EVENT_TYPES,
  type RollupPeriod,
} from "../../../contract/analytics";
import { deleteInRounds } from "../../lib/delete-in-rounds";

/**
 * The analytics-rollup job (registered in worker/services/background/scheduled.ts): sums the raw rows of the queue
 * consumers into hourly and daily buckets, then prunes what is past its retention.
 *
 * Each run recomputes every bucket from the start of yesterday (UTC) up to now from the raw rows, and upserts them by
 * bucket: a re-run writes the same figures, and messages that arrived late (retried deliveries) are counted by the next
 * run. Raw rows are kept as long as that window reads them (RAW_RETENTION_DAYS), so a bucket is always recomputed
 * from all of its rows, and no longer: every new visitor's list views name 24 organizations each.
 *
 * Only what someone reads is rolled up and kept: the admin's charts read the Explore funnel per city by the hour or by
 * the day, owners read their organizations' and roles' days for OWNER_STATS_DAYS. Hourly rows per organization for
 * every directory appearance would be most of the database and never read.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PERIOD_MS: Record<RollupPeriod, number> = { hour: HOUR_MS, day: DAY_MS };

/** How much of each table one statement deletes: D1 statements stay short, the loop goes on while rows remain. */
const PRUNE_CHUNK = 5000;
const PRUNE_ROUNDS = 40;

/**
 * p75 by nearest rank: the sample at rank ceil(0.75 n) of the bucket's n samples in ascending order
 * ((3n + 3) / 4 in integer division is ceil(3n / 4)).
 */
const vitalsRollup = (period: RollupPeriod) => `
  insert into vitals_rollups (period, bucket, metric, route, lane, samples, p75)
  select '${period}', bucket, metric, route, lane, n, value from (
    select bucket, metric, route, lane, value,
      row_number() over (partition by bucket, metric, route, lane order by value) as rank,
      count(*) over (partition by bucket, metric, route, lane) as n
    from (
      select (created_at / ${PERIOD_MS[period]}) * ${PERIOD_MS[period]} as bucket, metric, route, lane, value
      from vitals_samples where created_at >= ?1 and created_at < ?2
    )
  ) where rank = (3 * n + 3) / 4
  on conflict (period, bucket, metric, route, lane) do update set samples = excluded.samples, p75 = excluded.p75`;

/**
 * How many of one visitor's events of a kind count for one organization (and city) in one bucket: reloading a
 * profile, or sending beacons by hand, adds at most this many views from one address.
 */
export const EVENTS_PER_VISITOR = 10;

const quoted = (types: readonly string[]) => types.map((type) => `'${type}'`).join(", ");
const HOURLY_EVENT_TYPES = quoted(EXPLORE_EVENT_TYPES);
const OWNERS_EVENT_TYPES = quoted([...DIRECTORY_EVENT_TYPES, ...ROLE_EVENT_TYPES]);

const eventsRollup = (period: RollupPeriod) => `
  insert into analytics_rollups (period, bucket, event_type, city, org_id, events, visitors)
  select '${period}', bucket, event_type, city, org_id, sum(min(n, ${EVENTS_PER_VISITOR})), count(*)
  from (
    select (created_at / ${PERIOD_MS[period]}) * ${PERIOD_MS[period]} as bucket, event_type,
      coalesce(city, '') as city, coalesce(org_id, '') as org_id, visitor, count(*) as n
    from analytics_events where created_at >= ?1 and created_at < ?2${period === "hour" ? ` and event_type in (${HOURLY_EVENT_TYPES})` : ""}
    group by 1, 2, 3, 4, 5
  ) where true
  group by bucket, event_type, city, org_id
  on conflict (period, bucket, event_type, city, org_id) do update set
    events = excluded.events, visitors = excluded.visitors`;

export type RollupResult = { buckets: number; pruned: number };

/** Rolls up [start of yesterday, now] and prunes; answers how many bucket rows were written and rows deleted. */
export async function rollUpAnalytics(d1: D1Database, now: Date): Promise<RollupResult> {
  const to = now.getTime() + 1;
  const from = Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS;
  const statements = (["hour", "day"] as const).flatMap((period) => [
    d1.prepare(vitalsRollup(period)).bind(from, to),
    d1.prepare(eventsRollup(period)).bind(from, to),
  ]);
  // One batch: one transaction, so the charts never read a half-written run.
  const results = await d1.batch(statements);
  const buckets = results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
  const pruned = await pruneAnalytics(d1, now);
  return { buckets, pruned };
}

/**
 * Deletes raw rows past RAW_RETENTION_DAYS and rollups past theirs, a chunk at a time: an organization's or a role's
 * daily rows once its owner's figures no longer reach them.
 */
export async function pruneAnalytics(d1: D1Database, now: Date): Promise<number> {
  const time = now.getTime();
  const rules = [
    { table: "vitals_samples", column: "created_at", where: "", before: time - RAW_RETENTION_DAYS * DAY_MS },
    { table: "analytics_events", column: "created_at", where: "", before: time - RAW_RETENTION_DAYS * DAY_MS },
    ...(["vitals_rollups", "analytics_rollups"] as const).flatMap((table) => [
      { table, column: "bucket", where: "period = 'hour' and", before: time - HOURLY_ROLLUP_RETENTION_DAYS * DAY_MS },
      { table, column: "bucket", where: "period = 'day' and", before: time - DAILY_ROLLUP_RETENTION_DAYS * DAY_MS },
    ]),
    {
      table: "analytics_rollups",
      column: "bucket",
      where: `period = 'day' and event_type in (${OWNERS_EVENT_TYPES}) and`,
      before: time - OWNER_STATS_DAYS * DAY_MS,
    },
  ];
  let pruned = 0;
  for (const { table, column, where, before } of rules) {
    pruned += await deleteInRounds(PRUNE_CHUNK, PRUNE_ROUNDS, async () => {
      const result = await d1
        .prepare(
          `delete from ${table} where rowid in (select rowid from ${table} where ${where} ${column} < ?1 limit ${PRUNE_CHUNK})`,
        )
        .bind(before)
        .run();
      return result.meta.changes ?? 0;
    });
  }
  return pruned;
}
