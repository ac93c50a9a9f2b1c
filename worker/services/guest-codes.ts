import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { ApiError, badRequest } from "../api/errors";
import type { Db } from "../db/client";
import { guestCodeRedemptions, guestCodes, organizations } from "../db/schema";
import { requireOwner } from "./organization-writes";
import type { Viewer } from "./organizations";

export const INVALID_GUEST_CODE = "Invalid guest code";

export const guestCodeInput = z.object({
  organizationId: z.string().min(1, "Organization ID is missing").max(128),
  code: z.string({ message: INVALID_GUEST_CODE }).trim().min(1, INVALID_GUEST_CODE).max(64, INVALID_GUEST_CODE),
});

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
export async function applyGuestCode(db: Db, viewer: Viewer, input: z.infer<typeof guestCodeInput>) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, input.organizationId)).limit(1);
  if (!org) throw new ApiError(404, `Organization with ID "${input.organizationId}" not found`);
  requireOwner(org, viewer);
  if (org.paymentStatus === "paid") throw new ApiError(409, "Organization is already paid", "ALREADY_PAID");

  const codeHash = await hashGuestCode(input.code);
  const [code] = await db.select().from(guestCodes).where(eq(guestCodes.codeHash, codeHash)).limit(1);
  const now = new Date();
  if (!code) throw badRequest(INVALID_GUEST_CODE);
  if (code.expiresAt && code.expiresAt <= now) throw badRequest("This guest code has expired");
  if (code.useCount >= code.maxUses) throw badRequest("This guest code has already been used");

  const redemptionId = crypto.randomUUID();
  const redeemed = sql`exists (select 1 from ${guestCodeRedemptions} where ${guestCodeRedemptions.id} = ${redemptionId})`;
  await db.batch([
    db.insert(guestCodeRedemptions).select(
      db
        .select({
          id: sql`${redemptionId}`.as("id"),
          guestCodeId: guestCodes.id,
          organizationId: sql`${org.id}`.as("organization_id"),
          userId: sql`${viewer!.id}`.as("user_id"),
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
  const [row] = await db.select().from(guestCodeRedemptions).where(eq(guestCodeRedemptions.id, redemptionId));
  if (!row) throw badRequest("This guest code has already been used");
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
