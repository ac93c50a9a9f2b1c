/**
 * What an isolate keeps in memory between requests, one shape for every such cache: an entry lives until its
 * expiry (the cache's `ttlMs` from when it was kept, or a time of its own), the cache holds at most `maxEntries`
 * entries and `maxWeight` in total by `weigh` (bytes, say), the least recently used going first, and whatever writes
 * the cached data calls `delete` or `clear`. An isolate serves many requests but may be dropped at any time, so a
 * cache is only ever a shortcut: every value must be one the caller could read again.
 *
 * Only resolved values are kept, never a pending promise: a Worker may not wait on I/O started by another request,
 * so two requests that miss at once both load (no single flight).
 */
export type MemoryCacheOptions<V> = {
  /** How long an entry lives unless `set` names its own expiry; without it, until evicted or deleted. */
  ttlMs?: number;
  maxEntries: number;
  /** A bound on the sum of the entries' weights; an entry heavier than an eighth of it is not kept. */
  maxWeight?: number;
  weigh?: (value: V) => number;
};

type Entry<V> = { value: V; expires: number; weight: number };

export class MemoryCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #options: MemoryCacheOptions<V>;
  #weight = 0;

  constructor(options: MemoryCacheOptions<V>) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value kept for `key` if it has not expired by `now`; a hit becomes the most recently used. */
  get(key: K, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` until `expires` (by default `now` plus the cache's lifetime), evicting the least recently used. */
  set(key: K, value: V, { now = Date.now(), expires }: { now?: number; expires?: number } = {}): void {
    this.delete(key);
    const { ttlMs, maxEntries, maxWeight, weigh } = this.#options;
    const until = expires ?? (ttlMs === undefined ? Number.POSITIVE_INFINITY : now + ttlMs);
    const weight = weigh ? weigh(value) : 0;
    if (until <= now || (maxWeight !== undefined && weight > maxWeight / 8)) return;
    this.#entries.set(key, { value, expires: until, weight });
    this.#weight += weight;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= maxEntries && (maxWeight === undefined || this.#weight <= maxWeight)) break;
      this.delete(oldest);
    }
  }

  /** The kept value, or `load`'s, kept when `keep` (by default always) says it is worth keeping. */
  async getOrLoad(
    key: K,
    load: () => Promise<V>,
    { now = Date.now(), keep }: { now?: number; keep?: (value: V) => boolean } = {},
  ): Promise<V> {
    const kept = this.get(key, now);
    if (kept !== undefined) return kept;
    const value = await load();
    if (!keep || keep(value)) this.set(key, value, { now });
    return value;
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}

/**
 * `make` run once per object (a bindings object, a D1 binding) and its result kept as long as the object lives: what
 * an isolate builds from its bindings, not data that changes, so it needs no lifetime or bound.
 */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
