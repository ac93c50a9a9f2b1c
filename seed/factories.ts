/**
 * Test data factories shared by the seed (Node, through wrangler's platform proxy), the API tests (workerd) and the
 * browser tests (Node, against the e2e server's database). Only drizzle on a D1 binding and better-auth's password
 * hash, which all three runtimes have.
 *
 * Each `create*` function writes one record (with the rows that belong to it) in a single batch and returns what it
 * wrote. Ids and emails are unique per call unless an override fixes them, so tests running in parallel on one
 * database never collide. The seed uses the `*Rows` builders with `statementsFor(..., { ifMissing: true })` to stay
 * idempotent.
 *
 * Organizations reference categories and cities: the reference data (seed/seed.ts) must be loaded first.
 */
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SubscriptionType } from "../contract/enums";
import type { Db } from "../worker/db/client";
import { account, jobPostings, organizationCategories, organizations, subscriptions, user } from "../worker/db/schema";

export type Statement = BatchItem<"sqlite">;

type UserInsert = typeof user.$inferInsert;
type OrganizationInsert = typeof organizations.$inferInsert;
type SubscriptionInsert = typeof subscriptions.$inferInsert;
type OrganizationCategoryInsert = typeof organizationCategories.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The password of every factory account unless an override says otherwise (6+ characters, as sign-up wants). */
export const FACTORY_PASSWORD = "factory-pass1";

/** The Explore city the seed makes indexable; Explore factories default to it. */
export const FACTORY_CITY = "miami";

/** A short id, unique across processes: `prefix-` and 12 random hex characters. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
}

// scrypt costs about 100 ms of CPU per hash. A hash carries its own salt, so one hash per distinct password serves
// every account that uses it.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

async function runBatch(db: Db, statements: Statement[]) {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

export type UserInput = Partial<UserInsert> & {
  /** The email/password sign-in's password; null for an account without one (OAuth-only, editorial). */
  password?: string | null;
};

export type UserRows = {
  user: UserInsert & { id: string; email: string };
  account: typeof account.$inferInsert | null;
};

/** A person as it is saved when signing up with email and password (better-auth's credential account). */
export async function userRows(input: UserInput = {}): Promise<UserRows & { password: string | null }> {
  const { password = FACTORY_PASSWORD, ...fields } = input;
  const id = fields.id ?? uniqueId("user");
  const row = { name: "Test Person", email: `${id}@example.com`, emailVerified: true, role: "user", ...fields, id };
  const credential =
    password === null
      ? null
      : {
          id: `account-${id}`,
          accountId: id,
          providerId: "credential",
          userId: id,
          password: await hashOnce(password),
        };
  return { user: row, account: credential, password };
}

export function userStatements(db: Db, rows: UserRows, { ifMissing = false } = {}): Statement[] {
  const insertUser = db.insert(user).values(rows.user);
  const statements: Statement[] = [ifMissing ? insertUser.onConflictDoNothing() : insertUser];
  if (rows.account) {
    const insertAccount = db.insert(account).values(rows.account);
    statements.push(ifMissing ? insertAccount.onConflictDoNothing() : insertAccount);
  }
  return statements;
}

export type CreatedUser = typeof user.$inferSelect & { password: string | null };

/** A person who signed up with email and password and verified the address. */
export async function createUser(db: Db, input: UserInput = {}): Promise<CreatedUser> {
  const rows = await userRows(input);
  await runBatch(db, userStatements(db, rows));
  const [created] = await db.query.user.findMany({ where: (u, { eq }) => eq(u.id, rows.user.id), limit: 1 });
  return { ...created!, password: rows.password };
}

export const createVerifiedUser = (db: Db, input: UserInput = {}) => createUser(db, { ...input, emailVerified: true });

/** Signed up, verification link not followed yet. */
export const createUnverifiedUser = (db: Db, input: UserInput = {}) =>
  createUser(db, { ...input, emailVerified: false });

export const createAdmin = (db: Db, input: UserInput = {}) =>
  createUser(db, { name: "Test Admin", ...input, role: "admin", emailVerified: true });

// ---------------------------------------------------------------------------
// Organizations
// ---------------------------------------------------------------------------

export type CategoryInput = string | { id: string; detail?: string; imageKey?: string | null };

export type OrganizationInput = Partial<OrganizationInsert> & {
  /** In display order; ids of seeded categories. */
  categories?: CategoryInput[];
  /** The subscription row of a paid organization: fields to override, or false for none (guest code, curated). */
  subscription?: Partial<SubscriptionInsert> | false;
};

export type OrganizationRows = {
  organization: OrganizationInsert & { id: string; name: string };
  categories: OrganizationCategoryInsert[];
  subscription: SubscriptionInsert | null;
};

/**
 * The rows of one organization. Unpaid by default; a paid one gets an active subscription of its
 * `subscriptionType` (monthly unless told) held by its creator, unless `subscription: false`.
 */
export function organizationRows(input: OrganizationInput = {}): OrganizationRows {
  const { categories = ["remote_first", "climate_tech"], subscription, ...fields } = input;
  const id = fields.id ?? uniqueId("org");
  const paid = fields.paymentStatus === "paid";
  const type: SubscriptionType = fields.subscriptionType ?? "monthly";
  const organization = {
    name: `Organization ${id}`,
    description: "A test organization made by a factory.",
    countryCode: "FR",
    ...(paid ? { subscriptionType: type, paidVia: "stripe" as const } : {}),
    ...fields,
    id,
  };
  const categoryRows = categories.map((category, position) => {
    const { id: categoryId, ...rest } = typeof category === "string" ? { id: category } : category;
    return { organizationId: id, categoryId, position, detail: "", ...rest };
  });
  let subscriptionRow: SubscriptionInsert | null = null;
  if (paid && subscription !== false && organization.paidVia !== "guest_code") {
    const startDate = subscription?.startDate ?? new Date();
    subscriptionRow = {
      id: `sub-${id}`,
      organizationId: id,
      userId: organization.createdBy ?? null,
      organizationName: organization.name,
      stripeSubscriptionId: `sub_test_${id.replaceAll("-", "_")}`,
      type,
      status: "active",
      startDate,
      endDate: new Date(startDate.getTime() + (type === "yearly" ? 365 : 30) * DAY_MS),
      ...subscription,
    };
  }
  return { organization, categories: categoryRows, subscription: subscriptionRow };
}

export function organizationStatements(db: Db, rows: OrganizationRows, { ifMissing = false } = {}): Statement[] {
  const insertOrganization = db.insert(organizations).values(rows.organization);
  const statements: Statement[] = [ifMissing ? insertOrganization.onConflictDoNothing() : insertOrganization];
  for (const row of rows.categories) {
    const insertCategory = db.insert(organizationCategories).values(row);
    statements.push(ifMissing ? insertCategory.onConflictDoNothing() : insertCategory);
  }
  if (rows.subscription) {
    const insertSubscription = db.insert(subscriptions).values(rows.subscription);
    statements.push(ifMissing ? insertSubscription.onConflictDoNothing() : insertSubscription);
  }
  return statements;
}

export type CreatedOrganization = typeof organizations.$inferSelect & {
  categoryIds: string[];
  subscription: typeof subscriptions.$inferSelect | null;
};

/** Any organization: an unpaid draft unless the input says otherwise. */
export async function createOrganization(db: Db, input: OrganizationInput = {}): Promise<CreatedOrganization> {
  const rows = organizationRows(input);
  await runBatch(db, organizationStatements(db, rows));
  const id = rows.organization.id;
  const [organization] = await db.query.organizations.findMany({ where: (o, { eq }) => eq(o.id, id), limit: 1 });
  const subscription = rows.subscription
    ? ((await db.query.subscriptions.findFirst({ where: (s, { eq }) => eq(s.organizationId, id) })) ?? null)
    : null;
  return { ...organization!, categoryIds: rows.categories.map((row) => row.categoryId), subscription };
}

/** Created, not paid yet: visible to its creator and admins only, edit page behind the payment gate. */
export const createDraftOrganization = (db: Db, input: OrganizationInput = {}) =>
  createOrganization(db, { ...input, paymentStatus: "pending" });

/** Paid through Stripe and listed, with an active monthly subscription unless `subscriptionType` says yearly. */
export const createPaidOrganization = (db: Db, input: OrganizationInput = {}) =>
  createOrganization(db, { ...input, paymentStatus: "paid" });

/** Paid through Stripe on the annual plan (a yearly subscription). */
export const createAnnualOrganization = (db: Db, input: OrganizationInput = {}) =>
  createOrganization(db, { ...input, paymentStatus: "paid", subscriptionType: "yearly" });

/** Paid with a guest code: listed, with no subscription and no subscription type. */
export const createGuestCodeOrganization = (db: Db, input: OrganizationInput = {}) =>
  createOrganization(db, { subscriptionType: null, ...input, paymentStatus: "paid", paidVia: "guest_code" });

const exploreFields = {
  isExploreCompany: true,
  exploreEnrollmentStatus: "approved",
  primaryCity: FACTORY_CITY,
  hasLocalPresence: true,
  entityType: "startup",
} satisfies Partial<OrganizationInsert>;

/** A curated Explore company nobody created or claimed yet: listed though unpaid, offers Claim Profile. */
export const createUnclaimedExploreCompany = (db: Db, input: OrganizationInput = {}) =>
  createOrganization(db, {
    ...exploreFields,
    editorNote: "Curated by the directory's editors.",
    ...input,
    createdBy: null,
    claimedByUserId: null,
  });

/** An Explore company claimed (and paid for) by `claimedBy`, who becomes its creator too. */
export const createClaimedExploreCompany = (db: Db, claimedBy: string, input: OrganizationInput = {}) =>
  createOrganization(db, {
    ...exploreFields,
    paymentStatus: "paid",
    ...input,
    createdBy: claimedBy,
    claimedByUserId: claimedBy,
  });

/** A paid organization whose owner asked for Explore review with every requirement met. */
export const createEnrollmentRequested = (db: Db, input: OrganizationInput = {}) =>
  createOrganization(db, {
    paymentStatus: "paid",
    primaryCity: FACTORY_CITY,
    hasLocalPresence: true,
    localPresenceCriteria: ["Office in Wynwood"],
    exploreEnrollmentRequestedAt: new Date(),
    ...input,
    exploreEnrollmentStatus: "requested",
  });

/** A paid organization an admin approved for Explore: now an Explore company of its city, with the editor's note. */
export const createEnrollmentApproved = (db: Db, input: OrganizationInput = {}) =>
  createOrganization(db, {
    ...exploreFields,
    paymentStatus: "paid",
    editorNote: "Approved by the directory's editors.",
    localPresenceCriteria: ["Office in Wynwood"],
    exploreEnrollmentRequestedAt: new Date(Date.now() - DAY_MS),
    ...input,
    exploreEnrollmentStatus: "approved",
  });

/** A paid organization whose Explore review was turned down; it may ask again. */
export const createEnrollmentRejected = (db: Db, input: OrganizationInput = {}) =>
  createOrganization(db, {
    paymentStatus: "paid",
    primaryCity: FACTORY_CITY,
    hasLocalPresence: true,
    localPresenceCriteria: ["Office in Wynwood"],
    exploreEnrollmentRequestedAt: new Date(Date.now() - DAY_MS),
    ...input,
    exploreEnrollmentStatus: "rejected",
  });

// ---------------------------------------------------------------------------
// The job board
// ---------------------------------------------------------------------------

export type JobPostingInput = Partial<typeof jobPostings.$inferInsert> & { organizationId: string };

/**
 * A role of an organization: open for 30 days from `postedAt` (now unless given), remote from anywhere, full-time and
 * senior unless the input says otherwise. Whether it is listed and its categories follow its organization (triggers).
 */
export async function createJobPosting(db: Db, input: JobPostingInput) {
  const postedAt = input.postedAt ?? new Date();
  const [row] = await db
    .insert(jobPostings)
    .values({
      id: uniqueId("job"),
      title: "Factory engineer",
      description: "A role made by a test factory. We work in small teams and ship every week.",
      employmentType: "full_time",
      seniority: "senior",
      workplace: "remote",
      salaryMin: 60000,
      salaryMax: 90000,
      salaryCurrency: "EUR",
      salaryPeriod: "year",
      applyUrl: "https://example.org/apply",
      expiresAt: new Date(postedAt.getTime() + 30 * DAY_MS),
      ...input,
      postedAt,
    })
    .returning();
  const [posting] = await db.select().from(jobPostings).where(eq(jobPostings.id, row!.id));
  return posting!;
}
