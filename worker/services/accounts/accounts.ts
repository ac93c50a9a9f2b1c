import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Viewer } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import type { Db } from "../../db/client";
import { organizationWithCategories } from "../../db/organization-row";
import {
  account,
  adminAuditLog,
  checkoutSessions,
  claims,
  countries,
  guestCodeRedemptions,
  organizationCategories,
  organizations,
  subscriptions,
  user,
} from "../../db/schema";
import { deleteInRounds } from "../../lib/delete-in-rounds";
import { notFound } from "../../platform/errors";
import { discardImages } from "../../platform/image-store";
import { effectiveRole, holdsAdminRole, isClaimedCompany } from "../access/permissions";
import { releaseClaimStatements } from "../organizations/organization-writes";
import { fromOwnRow } from "../organizations/organizations";
import { BILLING } from "../payments/subscription-cleanup";
import { orNull } from "../reference/sections";

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
 * The account's data, apart from better-auth: better-auth's hooks call these (worker/services/accounts/auth.ts), and the flows that
 * go through better-auth live in account-flows.ts.
 */

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
 * organizations the person created, with their images, and gives up the Explore companies they claimed (returned to
 * unclaimed, never deleted, each with its audit row: releaseClaimStatements). Subscription records stay for
 * accounting; the foreign key detaches them from the person.
 */
export async function deleteAccountData(db: Db, images: R2Bucket, person: Pick<Viewer, "id" | "email">): Promise<void> {
  const owned = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      claimedByUserId: organizations.claimedByUserId,
      paymentStatus: organizations.paymentStatus,
      subscriptionType: organizations.subscriptionType,
    })
    .from(organizations)
    .where(or(eq(organizations.createdBy, person.id), eq(organizations.claimedByUserId, person.id)));
  const claimed = owned.filter(isClaimedCompany);
  const created = owned.filter((org) => !isClaimedCompany(org));
  const releases = claimed.flatMap((org) => releaseClaimStatements(db, person, org));
  // Each chunk's image keys are read in the batch that deletes it, just before: the keys deleted below are exactly
  // those the deleted rows named, an image stored meanwhile included.
  const deletions = chunks(created.map((org) => org.id)).flatMap((ids) => [
    db
      .select({ organizationId: organizationCategories.organizationId, key: organizationCategories.imageKey })
      .from(organizationCategories)
      .where(inArray(organizationCategories.organizationId, ids)),
    db
      .delete(organizations)
      .where(and(inArray(organizations.id, ids), isNull(organizations.claimedByUserId)))
      .returning({ id: organizations.id, logoKey: organizations.logoKey, bannerKey: organizations.bannerKey }),
  ]);
  const [first, ...rest] = [...releases, ...deletions];
  if (!first) return;
  const results = (await db.batch([first, ...rest])).slice(releases.length) as unknown[];
  const keys: (string | null)[] = [];
  for (let at = 0; at < results.length; at += 2) {
    const categoryRows = results[at] as { organizationId: string; key: string | null }[];
    const deleted = results[at + 1] as { id: string; logoKey: string | null; bannerKey: string | null }[];
    const ids = new Set(deleted.map((org) => org.id));
    keys.push(...deleted.flatMap((org) => [org.logoKey, org.bannerKey]));
    keys.push(...categoryRows.filter((row) => ids.has(row.organizationId)).map((row) => row.key));
  }
  await discardImages(images, keys);
}

/** How many idle guests one statement deletes, and how many such rounds one hourly run takes at most. */
const GUEST_BATCH = 500;
const GUEST_ROUNDS = 40;

/**
 * Guests inactive for 30 days who own nothing are deleted (their sessions go with them). Every new visitor is signed
 * in as a guest, so a run goes on in rounds while whole batches are found: the hourly runs delete far more guests a
 * day than a busy day makes, and the table stays about 30 days of new visitors long.
 */
export async function deleteInactiveGuests(db: Db, now: Date, batch = GUEST_BATCH, rounds = GUEST_ROUNDS) {
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_DAYS * DAY_MS);
  return deleteInRounds(batch, rounds, async () => {
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
      .limit(batch);
    const ids = stale.map((row) => row.id);
    const [first, ...rest] = chunks(ids).map((part) => db.delete(user).where(inArray(user.id, part)));
    if (first) await db.batch([first, ...rest]);
    return ids.length;
  });
}

/** Sessions past their end count for nothing: deleted a batch at a time (rounds as above); answers how many. */
export async function deleteExpiredSessions(db: Db, now: Date, batch = 5000, rounds = GUEST_ROUNDS) {
  return deleteInRounds(batch, rounds, async () => {
    const removed = await db.run(
      sql`delete from session where rowid in (select rowid from session where expires_at < ${now.getTime()} limit ${batch})`,
    );
    return removed.meta.changes ?? 0;
  });
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
    role: effectiveRole(row),
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
  return rows.map(fromOwnRow);
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
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      organizationId: subscriptions.organizationId,
      organizationName: subscriptions.organizationName,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startDate))
    .then((rows) =>
      // A plan still billed for an organization that exists is one its buyer can cancel, resume or pay differently.
      rows.map((row) => ({ ...row, manageable: row.organizationId !== null && BILLING.includes(row.status) })),
    );
}

/** The person's organizations as the dashboard lists them, with their country's name and flag (one query). */
function listDashboardOrganizations(db: Db, userId: string) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      paymentStatus: organizations.paymentStatus,
      exploreEnrollmentStatus: organizations.exploreEnrollmentStatus,
      countryCode: organizations.countryCode,
      countryName: countries.name,
      flag: countries.flagEmoji,
    })
    .from(organizations)
    .leftJoin(countries, eq(countries.code, organizations.countryCode))
    .where(eq(organizations.createdBy, userId))
    .orderBy(desc(organizations.updatedAt));
}

/**
 * Everything /profile shows: the profile (404 when the account vanished between reading the session and now),
 * the organizations and the subscriptions, each of the last two null when it failed to load.
 */
export async function getDashboard(db: Db, viewer: Viewer) {
  const [profile, organizationRows, subscriptionRows] = await Promise.all([
    getUserProfile(db, viewer.id),
    orNull("organizations", () => listDashboardOrganizations(db, viewer.id)),
    orNull("subscriptions", () => listUserSubscriptions(db, viewer.id)),
  ]);
  if (!profile) throw notFound(message("auth.deleteNotFound"));
  return {
    profile: {
      email: profile.email,
      displayName: profile.displayName,
      photoURL: profile.photoURL,
      providers: profile.providers,
      createdAt: profile.createdAt,
    },
    isAdmin: holdsAdminRole(profile),
    organizations:
      organizationRows?.map(({ countryCode, countryName, flag, ...org }) => ({
        ...org,
        country:
          countryCode === "ALL"
            ? { code: countryCode, name: "Global", flag: "🌍" }
            : { code: countryCode, name: countryName ?? countryCode, flag: flag ?? "" },
      })) ?? null,
    subscriptions: subscriptionRows,
  };
}
