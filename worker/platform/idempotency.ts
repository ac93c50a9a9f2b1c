import { and, eq, isNull, lte, or } from "drizzle-orm";
import { z } from "zod";
import type { MessageId } from "../../contract/errors";
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_WINDOW_HOURS } from "../../contract/idempotency";
import { says } from "../../contract/issues";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { evenIfTheClientLeaves } from "./background";
import { conflict } from "./errors";

/**
 * Creating requests made once per person and key (docs/decisions/0045). The key is claimed in one atomic upsert
 * before the work, so of requests sent at once with one key exactly one does the work; the others wait for its result
 * and answer it. A result is kept for a day: the same key and request within it answers the first result and creates
 * nothing; the same key with another request is refused. A request that fails releases its claim, so the same
 * request may be sent again. Claimed work is finished even when its client leaves (a second click aborts the first
 * post): a claim is never left half done for a repeat to wait on.
 */

/** A key as the API's header and the forms' field carry it. */
export const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, says("request.idempotencyKeyInvalid"));

const WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 60 * 60_000;
/** A claim without a result this old was left by a request that died: the same request may take it over. */
const CLAIM_LEASE_MS = 60_000;
/** How long a repeat waits for the first request's result before answering that it is still being processed. */
const WAIT_MS = 10_000;

/** Who asks, with which key, and what: the route and its input (the same input hashes the same whatever its order). */
export type KeyedRequest = { userId: string; key: string; scope: string; input: unknown };

/** How a result is kept and given again: as text, or null for a result that cannot be given again (not kept). */
export type Replay<T> = { save: (value: T) => string | null; load: (saved: string) => T };

const jsonReplay: Replay<unknown> = { save: (value) => JSON.stringify(value), load: (saved) => JSON.parse(saved) };

/** What the refusals say: the API names its header, a page its form. */
export type OnceMessages = { reused: MessageId; busy: MessageId };

const API_MESSAGES: OnceMessages = { reused: "request.idempotencyKeyReused", busy: "request.idempotencyKeyBusy" };

type Options<T> = { replay?: Replay<T>; messages?: OnceMessages; waitMs?: number };

/** JSON with every object's keys in order, so that the same input always reads the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

async function fingerprintOf(scope: string, input: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(`${scope}\n${canonical(input)}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Held = { claim: string; fingerprint: string; result: string | null };

/**
 * Claims the key for this request when it is free: new, its window over, or its claim left unfinished by the same
 * request. Answers the key as it stands after, read in the same batch: this request's claim, or the first one's.
 */
async function claim(db: Db, keyed: KeyedRequest, fingerprint: string, id: string, now: number): Promise<Held> {
  const { userId, key } = keyed;
  const theKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const [, [held]] = await db.batch([
    db
      .insert(idempotencyKeys)
      .values({ userId, key, claim: id, fingerprint, result: null, createdAt: now, expiresAt: now + WINDOW_MS })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { claim: id, fingerprint, result: null, createdAt: now, expiresAt: now + WINDOW_MS },
        setWhere: or(
          lte(idempotencyKeys.expiresAt, now),
          and(
            isNull(idempotencyKeys.result),
            eq(idempotencyKeys.fingerprint, fingerprint),
            lte(idempotencyKeys.createdAt, now - CLAIM_LEASE_MS),
          ),
        ),
      }),
    db
      .select({
        claim: idempotencyKeys.claim,
        fingerprint: idempotencyKeys.fingerprint,
        result: idempotencyKeys.result,
      })
      .from(idempotencyKeys)
      .where(theKey),
  ]);
  return held!;
}

/** Where this claim stands: its result kept, or the claim released (the work failed, or its result is not kept). */
async function settle(db: Db, keyed: KeyedRequest, id: string, result: string | null) {
  const mine = and(
    eq(idempotencyKeys.userId, keyed.userId),
    eq(idempotencyKeys.key, keyed.key),
    eq(idempotencyKeys.claim, id),
  );
  await (result === null
    ? db.delete(idempotencyKeys).where(mine)
    : db.update(idempotencyKeys).set({ result }).where(mine));
}

/**
 * Runs `work` once for the person's key and request: answers its value, or, for a repeat, the first request's value
 * (`replayed`). A repeat while the first is still at work waits for it (at most a few seconds, then 409); the same key
 * with another request is a 409.
 */
export async function once<T>(
  db: Db,
  keyed: KeyedRequest,
  work: () => Promise<T>,
  options: Options<T> = {},
): Promise<{ value: T; replayed: boolean }> {
  const { replay = jsonReplay as Replay<T>, messages = API_MESSAGES, waitMs = WAIT_MS } = options;
  const fingerprint = await fingerprintOf(keyed.scope, keyed.input);
  const deadline = Date.now() + waitMs;
  for (let pause = 20; ; pause = Math.min(pause * 2, 400)) {
    const id = crypto.randomUUID();
    const first = await claim(db, keyed, fingerprint, id, Date.now());
    if (first.claim === id) {
      // A client that gives up (a second click aborts the first post) must not strand the claim half done: the work
      // and its result are finished whether or not anyone is still waiting for them.
      const value = await evenIfTheClientLeaves(async () => {
        let value: T;
        try {
          value = await work();
        } catch (error) {
          await settle(db, keyed, id, null).catch((failure: unknown) => console.error("Idempotency release", failure));
          throw error;
        }
        // The work is done: failing to keep its result must not turn it into a failure the client would retry.
        await settle(db, keyed, id, replay.save(value)).catch((failure: unknown) =>
          console.error("Idempotency result", failure),
        );
        return value;
      });
      return { value, replayed: false };
    }
    if (first.fingerprint !== fingerprint) throw conflict({ id: messages.reused }, "IDEMPOTENCY_KEY_REUSED");
    if (first.result !== null) return { value: replay.load(first.result), replayed: true };
    if (Date.now() >= deadline) throw conflict({ id: messages.busy }, "REQUEST_IN_PROGRESS");
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** Deletes the keys whose window is over (the hourly guest-cleanup job); answers how many. */
export async function pruneIdempotencyKeys(db: Db, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
