import { APIError } from "better-auth/api";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { ApiError } from "../api/errors";
import { getAuth } from "../auth";
import { createDb, type Db } from "../db/client";
import {
  account,
  adminAuditLog,
  checkoutSessions,
  claims,
  guestCodeRedemptions,
  organizationCategories,
  organizations,
  subscriptions,
  user,
} from "../db/schema";
import { fromRow, organizationWithCategories } from "./organizations";

const DAY_MS = 24 * 60 * 60 * 1000;
export const GUEST_RETENTION_DAYS = 30;
// D1 binds at most 100 parameters per statement.
const CHUNK = 90;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * When a guest links a permanent account, every row that references the guest moves to the new user before
 * better-auth deletes the guest, so nothing the guest had is lost.
 */
export async function moveGuestData(db: Db, guestId: string, userId: string): Promise<void> {
  await db.batch([
    db.update(organizations).set({ createdBy: userId }).where(eq(organizations.createdBy, guestId)),
    db.update(organizations).set({ claimedByUserId: userId }).where(eq(organizations.claimedByUserId, guestId)),
    db.update(subscriptions).set({ userId }).where(eq(subscriptions.userId, guestId)),
    db.update(checkoutSessions).set({ userId }).where(eq(checkoutSessions.userId, guestId)),
    db.update(claims).set({ userId }).where(eq(claims.userId, guestId)),
    db.update(guestCodeRedemptions).set({ userId }).where(eq(guestCodeRedemptions.userId, guestId)),
    db.update(adminAuditLog).set({ actorUserId: userId }).where(eq(adminAuditLog.actorUserId, guestId)),
  ]);
}

/**
 * Runs before better-auth deletes an account (its sessions and sign-in accounts go with it): deletes the
 * organizations the person created, with their images, and returns Explore companies they claimed to unclaimed.
 * Subscription records stay for accounting; the foreign key detaches them from the person.
 */
export async function deleteAccountData(db: Db, images: R2Bucket, userId: string): Promise<void> {
  const owned = await db
    .select({
      id: organizations.id,
      logoKey: organizations.logoKey,
      bannerKey: organizations.bannerKey,
      claimedExplore: sql<number>`${organizations.isExploreCompany} = 1 and ${organizations.claimedByUserId} = ${userId}`,
    })
    .from(organizations)
    .where(eq(organizations.createdBy, userId));
  const toDelete = owned.filter((org) => !org.claimedExplore).map((org) => org.id);

  const categoryImages = (
    await Promise.all(
      chunks(toDelete).map((ids) =>
        db
          .select({ key: organizationCategories.imageKey })
          .from(organizationCategories)
          .where(inArray(organizationCategories.organizationId, ids)),
      ),
    )
  ).flat();
  const keys = [
    ...owned.filter((org) => !org.claimedExplore).flatMap((org) => [org.logoKey, org.bannerKey]),
    ...categoryImages.map((row) => row.key),
  ].filter((key): key is string => Boolean(key));

  await db.batch([
    db
      .update(organizations)
      .set({ claimedByUserId: null, createdBy: null, paymentStatus: "pending", subscriptionType: null, paidVia: null })
      .where(and(eq(organizations.claimedByUserId, userId), eq(organizations.isExploreCompany, true))),
    db.update(organizations).set({ claimedByUserId: null }).where(eq(organizations.claimedByUserId, userId)),
    ...chunks(toDelete).map((ids) => db.delete(organizations).where(inArray(organizations.id, ids))),
  ]);
  for (const batch of chunks(keys, 1000)) await images.delete(batch);
}

/** Guests inactive for 30 days who own nothing are deleted (their sessions go with them). */
export async function deleteInactiveGuests(db: Db, now: Date, limit = 500): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_DAYS * DAY_MS);
  const stale = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.isAnonymous, true),
        lt(user.updatedAt, cutoff),
        sql`not exists (select 1 from session where session.user_id = ${user.id} and session.updated_at >= ${cutoff.getTime()})`,
        sql`not exists (select 1 from ${organizations} where ${organizations.createdBy} = ${user.id} or ${organizations.claimedByUserId} = ${user.id})`,
        sql`not exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${user.id})`,
      ),
    )
    .limit(limit);
  const ids = stale.map((row) => row.id);
  const [first, ...rest] = chunks(ids).map((batch) => db.delete(user).where(inArray(user.id, batch)));
  if (first) await db.batch([first, ...rest]);
  return ids.length;
}

/** What GET /api/users/profile answers: role and verification, plus what the profile page shows. */
export async function getUserProfile(db: Db, userId: string) {
  const [[row], providers] = await db.batch([
    db.select().from(user).where(eq(user.id, userId)).limit(1),
    db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId)),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    displayName: row.name,
    photoURL: row.image,
    role: row.role === "admin" ? ("admin" as const) : ("user" as const),
    emailVerified: row.emailVerified,
    isAnonymous: row.isAnonymous,
    providers: providers.map((provider) => provider.providerId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The organizations a person created, paid or not, most recently changed first. */
export async function listUserOrganizations(db: Db, userId: string) {
  const rows = await db
    .select(organizationWithCategories)
    .from(organizations)
    .where(eq(organizations.createdBy, userId))
    .orderBy(desc(organizations.updatedAt));
  return rows.map(fromRow);
}

export const DELETE_CONFIRMATION = "DELETE";

/** The account deletion form and DELETE /api/users/me body. */
export const deleteAccountInput = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { message: "Please type DELETE to confirm" }),
  password: z.string().optional(),
});

/**
 * Deletes the signed-in person's account after re-authentication: the password for password accounts, a fresh
 * session (signed in again within the last minutes) for Google/GitHub accounts. Returns the cookies that end the
 * session.
 */
export async function deleteAccount(
  env: Env,
  headers: Headers,
  input: z.infer<typeof deleteAccountInput>,
): Promise<string[]> {
  const auth = getAuth(env);
  const session = await auth.api.getSession({ headers });
  const profile = session ? await getUserProfile(createDb(env.DB), session.user.id) : null;
  if (!profile) {
    throw new ApiError(
      404,
      "Your account data was not found on the server. Try signing out and back in, then try again.",
    );
  }
  const hasPassword = profile.providers.includes("credential");
  if (hasPassword && !input.password) throw new ApiError(400, "Password required for email/password accounts");
  if (!hasPassword && !profile.providers.some((provider) => provider === "google" || provider === "github")) {
    throw new ApiError(400, "Unsupported authentication provider");
  }
  try {
    // better-auth checks the password (or the session's freshness), runs deleteAccountData, then removes the user
    // with their sessions and sign-in accounts.
    const result = await auth.api.deleteUser({
      body: hasPassword ? { password: input.password } : {},
      headers,
      asResponse: true,
    });
    if (!result.ok) {
      const body = (await result.json().catch(() => ({}))) as { code?: string };
      throw new APIError("BAD_REQUEST", body);
    }
    return result.headers.getSetCookie();
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") {
      throw new ApiError(400, "Incorrect password. Please enter your current password to confirm account deletion.");
    }
    if (error instanceof APIError && error.body?.code === "SESSION_EXPIRED") {
      throw new ApiError(
        401,
        "Authentication cancelled. Please try again and complete the authentication process.",
        "REAUTHENTICATION_REQUIRED",
      );
    }
    throw error;
  }
}

/** The person's subscriptions for the profile page, newest first. */
export function listUserSubscriptions(db: Db, userId: string) {
  return db
    .select({
      id: subscriptions.id,
      type: subscriptions.type,
      status: subscriptions.status,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      organizationId: subscriptions.organizationId,
      organizationName: subscriptions.organizationName,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startDate));
}
