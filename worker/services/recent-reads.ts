import { readsOwnWrites } from "../db/client";

/**
 * Public reads this isolate made lately, kept for a few seconds so that pages rendered for signed-in people (never
 * shared, worker/page-cache.ts) do not each repeat the same queries under load (issue #13). Nobody reads their own
 * writes late: a request carrying the D1 bookmark cookie (its person wrote in the last hour, worker/db/client.ts) always
 * reads the database, and keeps what it read for the others. Anyone else sees data at most `ttlMs` old, as a read
 * replica may lag, and less old than the shared page cache serves visitors. Only resolved values are kept, never a
 * pending promise (a Worker may not wait on another request's I/O); the oldest entries go first beyond `maxEntries`.
 */
export function recentReads<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; value: T }>();
  return {
    /** The value kept for `key` if it is recent enough for this request, else `load()`'s, kept when `keep` says so. */
    async read(key: string, load: () => Promise<T>, keep: (value: T) => boolean, now = Date.now()): Promise<T> {
      const kept = entries.get(key);
      if (kept && now - kept.at < ttlMs && !readsOwnWrites()) return kept.value;
      const value = await load();
      entries.delete(key);
      if (keep(value)) {
        entries.set(key, { at: now, value });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
    /** Forgets everything, for tests that write between two reads. */
    clear: () => entries.clear(),
  };
}
