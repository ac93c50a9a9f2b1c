import { z } from "zod";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_HOURS } from "../../contract/idempotency";
import type { Db } from "../db/client";
import { idempotencyKey, once } from "../platform/idempotency";
import type { Viewer } from "../services/access/permissions";

/** What a creating route's description adds about its key. */
export const IDEMPOTENT = `Send an ${IDEMPOTENCY_HEADER} header (8 to 255 visible ASCII characters, such as a UUID) to make a retry safe: the same key with the same body within ${IDEMPOTENCY_WINDOW_HOURS} hours answers the first result again (with \`Idempotent-Replayed: true\`) and creates nothing; a request sent while the first is still being processed waits for its result; the same key with another body answers 409 (IDEMPOTENCY_KEY_REUSED).`;

/** The optional Idempotency-Key header of a creating route: validated and documented with its route. */
export const idempotencyHeaders = z.object({
  "idempotency-key": idempotencyKey
    .optional()
    .describe(
      `Makes the request happen once: repeated with the same key and body within ${IDEMPOTENCY_WINDOW_HOURS} hours, it answers the first result.`,
    ),
});

type Caller = {
  req: { method: string; path: string; header: (name: string) => string | undefined };
  var: { db: Db; user: Viewer };
  header: (name: string, value: string) => void;
};

/**
 * Runs a creating route's work once per caller and Idempotency-Key (worker/platform/idempotency.ts), judged on the
 * route and its validated input; without the header it simply runs. A repeat answers the first result, marked
 * `Idempotent-Replayed: true`.
 */
export async function createdOnce<T>(c: Caller, input: unknown, work: () => Promise<T>): Promise<T> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return work();
  const scope = `${c.req.method} ${c.req.path}`;
  const { value, replayed } = await once(c.var.db, { userId: c.var.user.id, key, scope, input }, work);
  if (replayed) c.header("Idempotent-Replayed", "true");
  return value;
}
