/**
 * Beacons arrive by the hundred per second and each only needs to reach a queue: sending them one `send` each costs a
 * round trip to the queue per beacon. Instead the beacons an isolate receives within a short window are gathered and
 * sent with one `sendBatch`, so that the beacon answers as fast as /api/health.
 *
 * The request that opens a batch owns it: its waitUntil waits out the window and sends the batch. Requests that join
 * only add plain data to it, so no request ever awaits another request's I/O (Workers forbid sharing I/O objects
 * between requests). A batch closes at the queue's limits (100 messages, 256 KB: kept under with a margin), and the next
 * beacon opens a new one. A failed send is logged by the owner: the beacons are already answered, as they were with one
 * send each.
 */

/** How long an open batch waits for more beacons. A beacon reaches the queue at most this much later. */
export const BATCH_WINDOW_MS = 25;
/** Cloudflare Queues: at most 100 messages and 256 KB per sendBatch. */
export const BATCH_MAX_MESSAGES = 100;
export const BATCH_MAX_BYTES = 200 * 1024;

/** What a batch needs of the request: to keep it alive until the send. */
export type Background = Pick<ExecutionContext, "waitUntil">;

type Batch = { messages: MessageSendRequest[]; bytes: number };

/** The open batch per queue binding of this isolate (a binding that goes away takes its entry with it). */
const open = new WeakMap<Queue, Batch>();

/**
 * Adds `body` to the queue's open batch, or opens one that this request sends after the window. `size` is the body's
 * serialized length in bytes (the caller knows it or a bound on it).
 */
export function enqueueBatched(ctx: Background, queue: Queue, body: unknown, size: number): void {
  const current = open.get(queue);
  if (current && current.messages.length < BATCH_MAX_MESSAGES && current.bytes + size <= BATCH_MAX_BYTES) {
    add(queue, current, body, size);
    return;
  }
  const batch: Batch = { messages: [], bytes: 0 };
  open.set(queue, batch);
  add(queue, batch, body, size);
  ctx.waitUntil(
    scheduler
      .wait(BATCH_WINDOW_MS)
      .then(() => {
        if (open.get(queue) === batch) open.delete(queue);
        return queue.sendBatch(batch.messages);
      })
      .catch((error: unknown) => console.error(`Queueing ${batch.messages.length} analytics beacon(s) failed`, error)),
  );
}

function add(queue: Queue, batch: Batch, body: unknown, size: number) {
  batch.messages.push({ body, contentType: "json" });
  batch.bytes += size;
  // Full: the next beacon opens a new batch; this one still goes out when its window ends.
  if (batch.messages.length >= BATCH_MAX_MESSAGES || batch.bytes >= BATCH_MAX_BYTES) open.delete(queue);
}
