import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { message } from "../../../contract/errors";
import type { GuestCodeInput } from "../../../contract/payments";
import type { Db } from "../../db/client";
import { changedRows } from "../../db/results";
import { guestCodeRedemptions, guestCodes, organizations } from "../../db/schema";
import type { Config } from "../../platform/env";
import { AppError, conflict, invalid } from "../../platform/errors";
import { count, peek, rateLimited, requireWithinLimits } from "../../platform/rate-limit";
import { hmac, toHex } from "../../platform/signing";
import { requirePayer, requireVisibleOrganization, type Viewer } from "../access/permissions";

/** The characters of a generated code: no 0/O or 1/I to misread. 32 of them, so 5 bits each. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const GENERATED_LENGTH = 16;

/** A new code with 80 bits of randomness, in four groups: ABCD-EFGH-JKMN-PQRS. */
export function generateGuestCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GENERATED_LENGTH));
  // 256 is a multiple of 32: every character is equally likely.
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** Codes are compared without case, spaces or dashes, as people type them back. */
function normalize(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * Codes are stored only as an HMAC-SHA256 under the server's secret: a copy of the table alone does not allow
 * checking guesses offline.
 */
export async function hashGuestCode(secret: string, code: string): Promise<string> {
  return toHex(await hmac("guest-code", secret, normalize(code)));
}

export function guestCodeSecret(config: Pick<Config, "GUEST_CODE_SECRET" | "BETTER_AUTH_SECRET">): string {
  return config.GUEST_CODE_SECRET ?? config.BETTER_AUTH_SECRET;
}

/**
 * The secrets a code given out may be hashed under: the current one, then GUEST_CODE_SECRET_PREVIOUS while a rotation
 * is under way, so codes handed out before it still redeem. New codes are hashed under the current one only.
 */
export function guestCodeSecrets(
  config: Pick<
    Config,
    "GUEST_CODE_SECRET" | "GUEST_CODE_SECRET_PREVIOUS" | "BETTER_AUTH_SECRET" | "BETTER_AUTH_SECRET_PREVIOUS"
  >,
): string[] {
  const current = guestCodeSecret(config);
  // Without a key of their own, codes are hashed under BETTER_AUTH_SECRET, and follow its rotation.
  const previous =
    config.GUEST_CODE_SECRET_PREVIOUS ?? (config.GUEST_CODE_SECRET ? undefined : config.BETTER_AUTH_SECRET_PREVIOUS);
  return previous && previous !== current ? [current, previous] : [current];
}

/** Attempts per person and per address, and the wrong codes after which a person is locked out for an hour. */
const ATTEMPTS_PER_PERSON = { limit: 10, windowMs: 15 * 60_000 };
const ATTEMPTS_PER_ADDRESS = { limit: 30, windowMs: 15 * 60_000 };
const FAILURES_PER_PERSON = { limit: 5, windowMs: 60 * 60_000 };

/**
 * Who is redeeming: the person, the client address they come from, and the server's code secret (with, during a
 * rotation, the previous one a code may still be hashed under).
 */
export type Redeemer = { viewer: Viewer; address: string; secret: string; previousSecret?: string };

/**
 * Marks an organization paid with a guest code, within the attempt limits (429 past them, and after five wrong codes
 * in an hour). The redemption, the use count and the organization change in one atomic batch, each conditional on
 * the code still having a use left, so two people racing for the last use cannot both win.
 */
export async function redeemGuestCode(db: Db, redeemer: Redeemer, input: GuestCodeInput) {
  const person = `guest-code:user:${redeemer.viewer.id}`;
  const failures = `guest-code:failures:${redeemer.viewer.id}`;
  if ((await peek(db, failures)) >= FAILURES_PER_PERSON.limit) {
    throw rateLimited(FAILURES_PER_PERSON.windowMs / 1000);
  }
  await requireWithinLimits(db, [
    [person, ATTEMPTS_PER_PERSON],
    [`guest-code:address:${redeemer.address}`, ATTEMPTS_PER_ADDRESS],
  ]);
  try {
    const secrets = [redeemer.secret, ...(redeemer.previousSecret ? [redeemer.previousSecret] : [])];
    return await applyGuestCode(db, redeemer.viewer, input, secrets);
  } catch (error) {
    // Only a wrong, expired or used-up code counts towards the lock-out, not someone else's organization.
    if (error instanceof AppError && error.kind === "invalid") await count(db, failures, FAILURES_PER_PERSON);
    throw error;
  }
}

async function applyGuestCode(db: Db, viewer: Viewer, input: GuestCodeInput, secrets: string[]) {
  const hashes = await Promise.all(secrets.map((secret) => hashGuestCode(secret, input.code)));
  const [[found], [code]] = await db.batch([
    db.select().from(organizations).where(eq(organizations.id, input.organizationId)).limit(1),
    db.select().from(guestCodes).where(inArray(guestCodes.codeHash, hashes)).limit(1),
  ]);
  const org = requireVisibleOrganization(found, input.organizationId, viewer);
  requirePayer(org, viewer);
  const now = new Date();
  if (!code) throw invalid(message("payment.invalidGuestCode"));
  if (code.expiresAt && code.expiresAt <= now) throw invalid(message("payment.guestCodeExpired"));
  if (code.useCount >= code.maxUses) throw invalid(message("payment.guestCodeUsed"));

  const redemptionId = crypto.randomUUID();
  const redeemed = sql`exists (select 1 from ${guestCodeRedemptions} where ${guestCodeRedemptions.id} = ${redemptionId})`;
  const [redemption, , , [after]] = await db.batch([
    db.insert(guestCodeRedemptions).select(
      db
        .select({
          id: sql`${redemptionId}`.as("id"),
          guestCodeId: guestCodes.id,
          organizationId: sql`${org.id}`.as("organization_id"),
          userId: sql`${viewer.id}`.as("user_id"),
          createdAt: sql`${now.getTime()}`.as("created_at"),
        })
        .from(guestCodes)
        .where(
          and(
            eq(guestCodes.id, code.id),
            lt(guestCodes.useCount, guestCodes.maxUses),
            or(isNull(guestCodes.expiresAt), gt(guestCodes.expiresAt, now)),
            // Two codes (or a code and a checkout) at the same moment: only one pays the organization.
            sql`exists (select 1 from ${organizations} where ${organizations.id} = ${org.id} and ${organizations.paymentStatus} <> 'paid')`,
          ),
        ),
    ),
    db
      .update(guestCodes)
      .set({ useCount: sql`${guestCodes.useCount} + 1` })
      .where(and(eq(guestCodes.id, code.id), redeemed)),
    db
      .update(organizations)
      .set({ paymentStatus: "paid", paidVia: "guest_code", updatedAt: now })
      .where(and(eq(organizations.id, org.id), redeemed)),
    db.select({ paymentStatus: organizations.paymentStatus }).from(organizations).where(eq(organizations.id, org.id)),
  ]);
  // The conditional insert wrote nothing when the organization was paid or someone took the last use in between.
  if (changedRows(redemption) === 0) {
    if (after?.paymentStatus === "paid") throw conflict(message("payment.alreadyPaid"), "ALREADY_PAID");
    throw invalid(message("payment.guestCodeUsed"));
  }
  return { paymentStatus: "paid" as const, paidVia: "guest_code" as const };
}

/** Creates a code (the script's job); returns the code itself, which is shown once and never stored. */
export async function createGuestCode(
  db: Db,
  secret: string,
  options: { code?: string; maxUses: number; expiresAt: Date | null; label?: string },
) {
  const code = options.code ?? generateGuestCode();
  await db.insert(guestCodes).values({
    id: crypto.randomUUID(),
    codeHash: await hashGuestCode(secret, code),
    label: options.label ?? null,
    maxUses: options.maxUses,
    expiresAt: options.expiresAt,
  });
  return code;
}
