import { sql } from "drizzle-orm";
import { message } from "../../contract/errors";
import type { Db } from "../db/client";
import type { Config } from "./env";
import { AppError } from "./errors";

/**
 * Fixed-window counters for the app's own limits, in their own table (better-auth keeps its limits on /api/auth in
 * `rate_limit` and prunes it by its own windows). One atomic upsert per count, so concurrent requests cannot both slip
 * under a limit.
 */
export type Rule = { limit: number; windowMs: number };

const HOUR = 60 * 60_000;

/** What costs money, storage or mail, per person: images, new organizations, checkouts. */
export const UPLOADS_PER_PERSON: Rule = { limit: 60, windowMs: HOUR };
export const ORGANIZATIONS_PER_PERSON: Rule = { limit: 20, windowMs: HOUR };
export const CHECKOUTS_PER_PERSON: Rule = { limit: 20, windowMs: HOUR };
/** Every write from one client address, a backstop (worker/index.ts). */
export const WRITES_PER_ADDRESS: Rule = { limit: 300, windowMs: 60_000 };
/** Password changes and account deletions (each a guess at the current password). */
export const ACCOUNT_CHANGES_PER_PERSON: Rule = { limit: 10, windowMs: 15 * 60_000 };

/**
 * Whose requests a limit counts: the one source of the client address for every limit (the app's, better-auth's
 * through handleAuth, the analytics limiter and visitor counts). In production it is the address Cloudflare reports,
 * an IPv6 address by its /64 network (what one subscriber gets); elsewhere the header is whatever a client sends, so
 * every request counts as one local client and a forged header resets nothing.
 */
export function clientAddress(request: Request, config: Pick<Config, "APP_ENV">): string {
  if (config.APP_ENV !== "production") return "local";
  const address = request.headers.get("cf-connecting-ip")?.trim();
  if (!address) return "unknown";
  return address.includes(":") ? ipv6Network(address) : address;
}

/** The /64 network of an IPv6 address, written as an address ("2001:db8:1:2::"); the address itself if malformed. */
function ipv6Network(address: string): string {
  const [head = "", tail] = address.toLowerCase().split("::");
  if (address.split("::").length > 2) return address;
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::`;
}

/** Adds one to the key's current window and answers the window's count and the seconds until it ends. */
export async function count(db: Db, key: string, rule: Rule, now = Date.now()) {
  const [row] = await db.all<{ count: number; expires: number }>(sql`
    insert into app_rate_limit (key, count, started_at, expires_at) values (${key}, 1, ${now}, ${now + rule.windowMs})
    on conflict (key) do update set
      count = case when app_rate_limit.expires_at <= ${now} then 1 else app_rate_limit.count + 1 end,
      started_at = case when app_rate_limit.expires_at <= ${now} then ${now} else app_rate_limit.started_at end,
      expires_at = case when app_rate_limit.expires_at <= ${now} then ${now + rule.windowMs} else app_rate_limit.expires_at end
    returning count, expires_at as expires`);
  return { count: row!.count, retryAfter: Math.max(1, Math.ceil((row!.expires - now) / 1000)) };
}

/** Counts the request against each limit; over any of them: 429 with how long to wait. */
export async function requireWithinLimits(db: Db, limits: [key: string, rule: Rule][], now = Date.now()) {
  for (const [key, rule] of limits) {
    const { count: seen, retryAfter } = await count(db, key, rule, now);
    if (seen > rule.limit) throw rateLimited(retryAfter);
  }
}

/**
 * Counts a write (a page's form or an API call that changes something) against its client address: a backstop under
 * the per-account limits of what costs money or mail. WRITE_RATE_LIMIT=off (local browser tests only, which write
 * from one address as fast as the machine goes) skips it.
 */
export async function requireWriteAllowance(db: Db, request: Request, config: Config) {
  if (config.WRITE_RATE_LIMIT === "off") return;
  await requireWithinLimits(db, [[`writes:${clientAddress(request, config)}`, WRITES_PER_ADDRESS]]);
}

/** How many times the key was counted in its current window (0 when the window is over), without counting. */
export async function peek(db: Db, key: string, now = Date.now()): Promise<number> {
  const [row] = await db.all<{ count: number }>(sql`
    select count from app_rate_limit where key = ${key} and expires_at > ${now}`);
  return row?.count ?? 0;
}

/**
 * A backoff on a guess (a password for an account): the first `free` tries in a row go at once; after that each try
 * waits `baseMs` after the previous one, doubling with every further try up to `maxMs`. A success clears it
 * (clearAttempts); `forgetMs` after the last try it starts over.
 */
export type Backoff = { free: number; baseMs: number; maxMs: number; forgetMs: number };

/** Wrong passwords for one account, whatever address they come from (worker/services/accounts/auth.ts). */
export const SIGN_IN_BACKOFF: Backoff = { free: 5, baseMs: 30_000, maxMs: 15 * 60_000, forgetMs: 24 * 60 * 60_000 };

/**
 * Counts a try before it is judged, in one atomic statement, so that tries sent at once cannot all be judged: answers
 * null when it may go ahead, or the seconds to wait. The try counts until clearAttempts says it succeeded.
 */
export async function reserveAttempt(db: Db, key: string, rule: Backoff, now = Date.now()): Promise<number | null> {
  const wait = (row: string) =>
    sql.raw(`min(${rule.maxMs}, ${rule.baseMs} * (1 << min(${row}.count - ${rule.free}, 20)))`);
  const [reserved] = await db.all<{ count: number }>(sql`
    insert into app_rate_limit (key, count, started_at, expires_at) values (${key}, 1, ${now}, ${now + rule.forgetMs})
    on conflict (key) do update set
      count = case when app_rate_limit.expires_at <= ${now} then 1 else app_rate_limit.count + 1 end,
      started_at = ${now},
      expires_at = ${now + rule.forgetMs}
    where app_rate_limit.expires_at <= ${now}
      or app_rate_limit.count < ${rule.free}
      or app_rate_limit.started_at + ${wait("app_rate_limit")} <= ${now}
    returning count`);
  if (reserved) return null;
  const [row] = await db.all<{ until: number }>(
    sql`select started_at + ${wait("app_rate_limit")} as until from app_rate_limit where key = ${key}`,
  );
  return Math.max(1, Math.ceil(((row?.until ?? now) - now) / 1000));
}

/**
 * A rolling allowance: at most `limit` uses in any `windowMs`, each at least `gapMs` after the one before. Unlike a
 * fixed window it never lets twice the limit through around a window's end.
 */
export type Allowance = { limit: number; windowMs: number; gapMs: number };

/**
 * Takes one use of the key's allowance, or answers false when none is left. Each use holds one of `limit` slots
 * (`<key>#<n>`) until `windowMs` after it; one statement finds a free slot, checks the gap and takes it, so uses
 * asked for at the same moment cannot share a slot or all pass the gap.
 */
export async function claimAllowance(db: Db, key: string, rule: Allowance, now = Date.now()): Promise<boolean> {
  const slots = Array.from({ length: rule.limit }, (_, n) => `${key}#${n}`);
  const candidates = sql.join(
    slots.map((slot, n) => sql`select ${slot} as key, ${n} as n`),
    sql` union all `,
  );
  const list = sql.join(
    slots.map((slot) => sql`${slot}`),
    sql`, `,
  );
  const claimed = await db.all<{ key: string }>(sql`
    insert into app_rate_limit (key, count, started_at, expires_at)
    select candidate.key, 1, ${now}, ${now + rule.windowMs} from (${candidates}) as candidate
    where not exists (
        select 1 from app_rate_limit where app_rate_limit.key = candidate.key and app_rate_limit.expires_at > ${now})
      and not exists (
        select 1 from app_rate_limit
        where app_rate_limit.key in (${list}) and app_rate_limit.expires_at > ${now}
          and app_rate_limit.started_at > ${now - rule.gapMs})
    order by candidate.n limit 1
    on conflict (key) do update set count = 1, started_at = excluded.started_at, expires_at = excluded.expires_at
    returning key`);
  return claimed.length > 0;
}

/** Forgets the tries counted for a key (the guess was right). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.run(sql`delete from app_rate_limit where key = ${key}`);
}

/** Deletes the counters whose window is over (the hourly guest-cleanup job); answers how many. */
export async function pruneLimitCounters(db: Db, now = Date.now()): Promise<number> {
  const removed = await db.all<{ key: string }>(
    sql`delete from app_rate_limit where expires_at <= ${now} returning key`,
  );
  return removed.length;
}

export function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError("rate_limited", message("general.tooManyRequests", minutes), { code: "RATE_LIMITED" });
}
