import { and, asc, eq, sql } from "drizzle-orm";
import type { AdminUserDto } from "../../../contract/dto";
import type { Db } from "../../db/client";
import { account, user } from "../../db/schema";
import { auditAfterChange } from "../access/audit";
import { isDueConfiguredAdmin, requireAdmin, type Viewer } from "../access/permissions";

/** The admin users list (docs/product/admin.md) and the one way the admin role is granted. */

/** The sign-in provider's host as the admin users list names it (absent for email), and the badge it shows. */
const PROVIDERS: Record<string, { host: string; label: string }> = {
  google: { host: "google.com", label: "Google" },
  github: { host: "github.com", label: "GitHub" },
};

export function providerOf(providerIds: string[]): { provider: string | null; providerLabel: string } {
  const social = providerIds.find((id) => id !== "credential" && id !== "anonymous");
  if (!social) return { provider: null, providerLabel: "Email" };
  const known = PROVIDERS[social];
  return known ? { provider: known.host, providerLabel: known.label } : { provider: social, providerLabel: social };
}

/** Admins (verified, permanent accounts with the admin role), oldest first. */
export async function listAdminUsers(db: Db, viewer: Viewer | null): Promise<AdminUserDto[]> {
  requireAdmin(viewer);
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      providers: sql<string>`(select json_group_array(${account.providerId}) from ${account} where ${account.userId} = ${user.id})`,
    })
    .from(user)
    .where(and(eq(user.role, "admin"), eq(user.emailVerified, true), eq(user.isAnonymous, false)))
    .orderBy(asc(user.createdAt), asc(user.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    displayName: row.name.trim() || null,
    ...providerOf(JSON.parse(row.providers) as string[]),
    role: "admin" as const,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * An address listed in ADMIN_EMAILS becomes an admin once its owner has proven it (docs/decisions/0013): called
 * when an account is verified. The grant and its audit row go in one batch; an account already admin is left alone.
 */
export async function grantConfiguredAdmin(
  db: Db,
  adminEmails: string[],
  account: { id: string; email: string; emailVerified: boolean; role?: string | null; isAnonymous?: boolean | null },
): Promise<boolean> {
  if (!isDueConfiguredAdmin(account, adminEmails)) return false;
  const [result] = await db.batch([
    db
      .update(user)
      .set({ role: "admin" })
      .where(and(eq(user.id, account.id), eq(user.emailVerified, true), sql`${user.role} <> 'admin'`)),
    auditAfterChange(db, "system", {
      action: "user.role",
      targetType: "user",
      targetId: account.id,
      summary: `Granted the admin role to ${account.email} (listed in ADMIN_EMAILS, email verified)`,
      before: { role: account.role ?? "user" },
      after: { role: "admin" },
    }),
  ]);
  return result.meta.changes > 0;
}
