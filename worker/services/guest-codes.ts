import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { ORGANIZATION_MESSAGES, PAYMENT_MESSAGES } from "../../contract/messages";
import type { GuestCodeInput } from "../../contract/payments";
import type { Db } from "../db/client";
import { guestCodeRedemptions, guestCodes, organizations } from "../db/schema";
import { invalid, notFound } from "./errors";
import { requirePayer, type Viewer } from "./permissions";

/** Codes are compared case-insensitively and stored only as a SHA-256 hash. */
export async function hashGuestCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code.trim().toUpperCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Marks an organization paid with a guest code. The redemption, the use count and the organization change in one
 * atomic batch, each conditional on the code still having a use left, so two people racing for the last use
 * cannot both win.
 */
export async function applyGuestCode(db: Db, viewer: Viewer, input: GuestCodeInput) {
  const codeHash = await hashGuestCode(input.code);
  const [[org], [code]] = await db.batch([
    db.select().from(organizations).where(eq(organizations.id, input.organizationId)).limit(1),
    db.select().from(guestCodes).where(eq(guestCodes.codeHash, codeHash)).limit(1),
  ]);
  if (!org) throw notFound(ORGANIZATION_MESSAGES.notFound(input.organizationId));
  requirePayer(org, viewer);
  const now = new Date();
  if (!code) throw invalid(PAYMENT_MESSAGES.invalidGuestCode);
  if (code.expiresAt && code.expiresAt <= now) throw invalid(PAYMENT_MESSAGES.guestCodeExpired);
  if (code.useCount >= code.maxUses) throw invalid(PAYMENT_MESSAGES.guestCodeUsed);

  const redemptionId = crypto.randomUUID();
  const redeemed = sql`exists (select 1 from ${guestCodeRedemptions} where ${guestCodeRedemptions.id} = ${redemptionId})`;
  const [redemption] = await db.batch([
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
  ]);
  // The conditional insert wrote nothing when someone else took the last use in between.
  const inserted = (redemption as unknown as { meta?: { changes?: number } }).meta?.changes ?? 0;
  if (inserted === 0) throw invalid(PAYMENT_MESSAGES.guestCodeUsed);
  return { paymentStatus: "paid" as const, paidVia: "guest_code" as const };
}

/** Creates a code (the script's job); returns the code itself, which is shown once and never stored. */
export async function createGuestCode(
  db: Db,
  options: { code?: string; maxUses: number; expiresAt: Date | null; label?: string },
) {
  const code =
    options.code ??
    Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[b % 32]).join("");
  await db.insert(guestCodes).values({
    id: crypto.randomUUID(),
    codeHash: await hashGuestCode(code),
    label: options.label ?? null,
    maxUses: options.maxUses,
    expiresAt: options.expiresAt,
  });
  return code;
}
