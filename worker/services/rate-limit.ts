import { sql } from "drizzle-orm";
import { GENERAL_MESSAGES } from "../../contract/messages";
import type { Db } from "../db/client";
import type { Config } from "../env";
import { AppError } from "./errors";

/**
 * Fixed-window counters for the app's own limits (better-auth keeps its limits on /api/auth in the same table; these
 * keys start with `app:`). One atomic upsert per count, so concurrent requests cannot both slip under a limit.
 */
export type Rule = { limit: number; windowMs: number };

const HOUR = 60 * 60_000;

/** What costs money, storage or mail, per person (issue #11): images, new organizations, checkouts. */
export const UPLOADS_PER_PERSON: Rule = { limit: 60, windowMs: HOUR };
export const ORGANIZATIONS_PER_PERSON: Rule = { limit: 20, windowMs: HOUR };
export const CHECKOUTS_PER_PERSON: Rule = { limit: 20, windowMs: HOUR };
/** Every write from one client address, a backstop (worker/index.ts). */
export const WRITES_PER_ADDRESS: Rule = { limit: 300, windowMs: 60_000 };
/** Password changes and account deletions (each a guess at the current password). */
export const ACCOUNT_CHANGES_PER_PERSON: Rule = { limit: 10, windowMs: 15 * 60_000 };

/**
 * Whose requests a limit counts: the client address Cloudflare reports in production. Elsewhere the header is
 * whatever a client sends, so every request counts as one local client and a forged header resets nothing.
 */
export function clientAddress(request: Request, config: Pick<Config, "APP_ENV">): string {
  if (config.APP_ENV !== "production") return "local";
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}

/** Adds one to the key's current window and answers the window's count and the seconds until it ends. */
export async function count(db: Db, key: string, rule: Rule, now = Date.now()) {
  const expired = now - rule.windowMs;
  const [row] = await db.all<{ count: number; started: number }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${`app:${key}`}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${expired} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${expired} then ${now} else rate_limit.last_request end
    returning count, last_request as started`);
  return { count: row!.count, retryAfter: Math.max(1, Math.ceil((row!.started + rule.windowMs - now) / 1000)) };
}

/** Counts the request against each limit; over any of them: 429 with how long to wait. */
export async function requireWithinLimits(db: Db, limits: [key: string, rule: Rule][], now = Date.now()) {
  for (const [key, rule] of limits) {
    const { count: seen, retryAfter } = await count(db, key, rule, now);
    if (seen > rule.limit) throw rateLimited(retryAfter);
  }
}

/** How many times the key was counted in its current window (0 when the window is over), without counting. */
export async function peek(db: Db, key: string, rule: Rule, now = Date.now()): Promise<number> {
  const [row] = await db.all<{ count: number }>(sql`
    select count from rate_limit where key = ${`app:${key}`} and last_request > ${now - rule.windowMs}`);
  return row?.count ?? 0;
}

export function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError("rate_limited", GENERAL_MESSAGES.tooManyRequests(minutes), { code: "RATE_LIMITED" });
}
