import { z } from "zod";
import { APPEARANCES_PER_EVENT, ROLE_EVENT_TYPES } from "../../../contract/analytics";

const text = (max: number) => z.string().max(max).nullish();

const analyticsMessage = z.object({
  eventType: z.string().min(1).max(64),
  city: text(64),
  orgId: text(128),
  orgIds: z.array(z.string().min(1).max(128)).max(APPEARANCES_PER_EVENT).optional(),
  topic: text(256),
  lane: text(32),
  context: text(256),
  ev_v: z.number().int().nullish(),
  visitor: text(64),
  at: z.number().int().optional(),
});

const vitalsMessage = z.object({
  metric: z.string().min(1).max(16),
  value: z.number().finite(),
  route: z.string().max(256),
  lane: z.string().max(32),
  city: text(64),
  at: z.number().int().optional(),
});

/**
 * One statement stores a whole batch: its rows travel as one JSON parameter and json_each spreads them (D1 allows
 * 100 bound parameters per statement, so a row per parameter group would take several). `insert or ignore` on the
 * message id makes a redelivery a no-op. A role's event is kept only when the role exists: the beacon is answered
 * without reading the database, so anyone could otherwise fill the table with ids of roles that never were.
 */
const INSERT_EVENTS = `
  insert or ignore into analytics_events (id, event_type, city, org_id, topic, lane, context, ev_v, visitor, created_at)
  select json_extract(value, '$.id'), json_extract(value, '$.eventType'), json_extract(value, '$.city'),
    json_extract(value, '$.orgId'), json_extract(value, '$.topic'), json_extract(value, '$.lane'),
    json_extract(value, '$.context'), json_extract(value, '$.ev_v'), json_extract(value, '$.visitor'),
    json_extract(value, '$.createdAt')
  from json_each(?1)
  where json_extract(value, '$.eventType') not in (${ROLE_EVENT_TYPES.map((type) => `'${type}'`).join(", ")})
    or exists (select 1 from job_postings where job_postings.id = json_extract(value, '$.orgId'))`;

const INSERT_VITALS = `
  insert or ignore into vitals_samples (id, metric, value, route, lane, city, created_at)
  select json_extract(value, '$.id'), json_extract(value, '$.metric'), json_extract(value, '$.value'),
    json_extract(value, '$.route'), json_extract(value, '$.lane'), json_extract(value, '$.city'),
    json_extract(value, '$.createdAt')
  from json_each(?1)`;

/** Seconds before a failed batch is delivered again: 10, 20, 40... up to 5 minutes. */
export const retryDelay = (attempts: number) => Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));

/** The rows a message stores (an appearance names several organizations: one row each), or null when malformed. */
function rowsOf(message: Message<unknown>, isVitals: boolean): Record<string, unknown>[] | null {
  const fallback = message.timestamp.getTime();
  if (isVitals) {
    const parsed = vitalsMessage.safeParse(message.body);
    if (!parsed.success) return null;
    const { at, ...sample } = parsed.data;
    return [{ id: message.id, ...sample, city: sample.city ?? null, createdAt: at ?? fallback }];
  }
  const parsed = analyticsMessage.safeParse(message.body);
  if (!parsed.success) return null;
  const { at, orgIds, ...event } = parsed.data;
  const base = { ...event, createdAt: at ?? fallback };
  if (!orgIds) return [{ id: message.id, ...base }];
  return orgIds.map((orgId, index) => ({ id: `${message.id}:${index}`, ...base, orgId }));
}

/**
 * Queue consumer for analytics and vitals. Delivery is at least once, so rows are keyed by the message id
 * and re-deliveries are ignored. The whole batch is written in ONE D1 batch of one statement. A malformed (poison)
 * message is acknowledged and dropped, since retrying cannot fix it, and never holds the others back. When D1 fails,
 * every valid message is retried with a growing delay; after max_retries (wrangler.toml) the queue moves them to its
 * dead-letter queue, so nothing is lost silently.
 */
export async function consumeQueue(batch: MessageBatch<unknown>, env: Pick<Env, "DB">): Promise<void> {
  const isVitals = batch.queue.endsWith("-vitals");
  const rows: Record<string, unknown>[] = [];
  const valid: Message<unknown>[] = [];
  for (const message of batch.messages) {
    const messageRows = rowsOf(message, isVitals);
    if (!messageRows) {
      console.warn(`Dropped a malformed message ${message.id} from ${batch.queue}`);
      message.ack();
      continue;
    }
    rows.push(...messageRows);
    valid.push(message);
  }
  if (rows.length === 0) return;
  try {
    await env.DB.batch([env.DB.prepare(isVitals ? INSERT_VITALS : INSERT_EVENTS).bind(JSON.stringify(rows))]);
  } catch (error) {
    console.error(`Storing ${valid.length} messages from ${batch.queue} failed; they will be retried`, error);
    for (const message of valid) message.retry({ delaySeconds: retryDelay(message.attempts) });
    return;
  }
  batch.ackAll();
}
