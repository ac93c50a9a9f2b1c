import { desc, eq } from "drizzle-orm";
import { DEMO_ACCOUNTS } from "../../seed/seed";
import { adminAuditLog, organizations, user } from "../../worker/db/schema";
import { db, seedDemoData, send, signIn, verifiedPerson } from "./helpers";

let counter = 0;

/** After seeding the demo data: the demo admin's session, and a verified person's who is no admin. */
export async function adminAndMember() {
  await seedDemoData();
  const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  return { admin, member: await verifiedPerson() };
}

/** An organization of the given person's (by their email), as the test needs it. */
export async function makeOrganization(values: Partial<typeof organizations.$inferInsert> & { ownerEmail?: string }) {
  const { ownerEmail, ...rest } = values;
  const [owner] = ownerEmail ? await db().select().from(user).where(eq(user.email, ownerEmail)) : [];
  const id = `admin-test-${Date.now().toString(36)}-${counter++}`;
  await db()
    .insert(organizations)
    .values({
      id,
      name: `Moderated ${id}`,
      description: "An organization for the admin tests.",
      countryCode: "US",
      createdBy: owner?.id ?? null,
      primaryCity: "miami",
      hasLocalPresence: true,
      localPresenceCriteria: ["Office on Brickell Ave"],
      exploreEnrollmentStatus: "requested",
      exploreEnrollmentRequestedAt: new Date(),
      paymentStatus: "paid",
      ...rest,
    });
  return id;
}

/** An admin's decision on an organization's Explore request (approve or reject), as the given session. */
export const enrollment = (id: string, body: unknown, cookie: string) =>
  send("PUT", `/api/admin/explore/organizations/${id}/enrollment`, body, cookie);

export async function auditFor(targetId: string) {
  return db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(desc(adminAuditLog.createdAt));
}
