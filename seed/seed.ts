import { count } from "drizzle-orm";
import type { Db } from "../worker/db/client";
import { categoryGroups, jobPostings } from "../worker/db/schema";
import { demoPostings } from "./data/job-postings";
import { miamiOrganizations } from "./data/organizations-miami";
import { worldOrganizations } from "./data/organizations-world";
import type { OrganizationSeed } from "./data/types";
import { organizationRows, organizationStatements, type Statement, userRows, userStatements } from "./factories";
import { identicon } from "./png";
import { referenceStatements, SEED_EPOCH } from "./reference";

/** Local-only accounts for a person trying the app; printed by the seed and listed in the README. */
export const DEMO_ACCOUNTS = {
  admin: { id: "user-admin", email: "admin@example.com", password: "admin12345", name: "Avery Admin", role: "admin" },
  owner: { id: "user-owner", email: "owner@example.com", password: "owner12345", name: "Olivia Owner", role: "user" },
} as const;

/** The editorial account that stands behind demo organizations nobody else owns. It has no password. */
const EDITORIAL_USER = { id: "user-editorial", email: "editorial@example.com", name: "Directory Editorial Team" };

export const demoOrganizations: OrganizationSeed[] = [...miamiOrganizations, ...worldOrganizations];

const DAY_MS = 24 * 60 * 60 * 1000;

async function runBatches(db: Db, statements: Statement[], size = 50) {
  for (let i = 0; i < statements.length; i += size) {
    const [first, ...rest] = statements.slice(i, i + size);
    if (first) await db.batch([first, ...rest]);
  }
}

async function demoUserStatements(db: Db): Promise<Statement[]> {
  const people = [{ ...EDITORIAL_USER, password: null }, ...Object.values(DEMO_ACCOUNTS)];
  const statements: Statement[] = [];
  for (const person of people) {
    statements.push(...userStatements(db, await userRows({ ...person, emailVerified: true }), { ifMissing: true }));
  }
  return statements;
}

/** Rows for one demo organization: the organization, its categories and, when paid, its subscription. */
function demoOrganizationStatements(db: Db, seed: OrganizationSeed, index: number, logoKey: string): Statement[] {
  const ownerId = seed.ownedByDemoOwner ? DEMO_ACCOUNTS.owner.id : EDITORIAL_USER.id;
  const claimed = seed.explore?.claimed ?? false;
  // Unclaimed Explore companies are curated by the editors and belong to nobody until someone claims them.
  const createdBy = seed.explore && !claimed ? null : ownerId;
  const createdAt = new Date(SEED_EPOCH - (index % 60) * 9 * DAY_MS - index * 3600_000);
  // Spread update times so that some profiles are stale (6+ and 12+ months) for the admin panel.
  const updatedAt = new Date(SEED_EPOCH - ((index * 37) % 420) * DAY_MS);
  const subscriptionType = index % 3 === 0 ? "yearly" : "monthly";
  const rows = organizationRows({
    id: seed.key,
    name: seed.name,
    description: seed.description,
    logoKey,
    countryCode: seed.countryCode,
    location: seed.location,
    foundedYear: seed.foundedYear,
    websiteUrl: seed.websiteUrl,
    ...(seed.verifiedDomain
      ? {
          verifiedDomain: new URL(seed.websiteUrl).hostname.replace(/^www\./, ""),
          domainVerifiedUntil: new Date(Date.now() + 365 * DAY_MS),
        }
      : {}),
    linkedinUrl: seed.linkedinUrl ?? null,
    twitterUrl: seed.twitterUrl ?? null,
    blogUrl: seed.blogUrl ?? null,
    createdBy,
    claimedByUserId: claimed ? ownerId : null,
    isExploreCompany: Boolean(seed.explore),
    isFeatured: seed.explore?.featured ?? false,
    editorNote: seed.explore?.editorNote ?? null,
    exploreLinks: seed.explore?.exploreLinks ?? [],
    exploreEnrollmentStatus: seed.explore ? "approved" : "not_requested",
    primaryCity: seed.explore?.city ?? null,
    hasLocalPresence: Boolean(seed.explore),
    entityType: seed.entityType,
    paymentStatus: seed.paid ? "paid" : "pending",
    subscriptionType: seed.paid ? subscriptionType : null,
    paidVia: seed.paid ? "stripe" : null,
    createdAt,
    updatedAt,
    categories: seed.categories,
    subscription: {
      id: `sub-${seed.key}`,
      userId: ownerId,
      stripeSubscriptionId: `sub_demo_${seed.key.replaceAll("-", "_")}`,
      // Relative to the day the demo data is loaded, unlike the fixed dates above: a plan is paid up to a date to
      // come, as it would be at Stripe, instead of waiting for a renewal that should have happened long ago.
      startDate: new Date(Date.now() - (index % 28) * DAY_MS),
    },
  });
  return organizationStatements(db, rows, { ifMissing: true });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(categoryGroups);
  return (row?.total ?? 0) > 0;
}

/**
 * Loads reference data, the demo accounts and the demo organizations (with generated logos in R2). Safe to run
 * again: reference data is upserted, demo rows are inserted only where missing.
 */
export async function seed(db: Db, images: R2Bucket, options: { organizations?: boolean } = {}) {
  await runBatches(db, referenceStatements(db));
  await runBatches(db, await demoUserStatements(db));
  if (options.organizations === false) return { organizations: 0 };

  const statements: Statement[] = [];
  await Promise.all(
    demoOrganizations.map(async (org, index) => {
      const logoKey = `seed/logos/${org.key}.png`;
      await images.put(logoKey, await identicon(org.key), { httpMetadata: { contentType: "image/png" } });
      statements.push(...demoOrganizationStatements(db, org, index, logoKey));
    }),
  );
  await runBatches(db, statements);
  await runBatches(db, demoPostingStatements(db));
  return { organizations: demoOrganizations.length };
}

/** The demo roles, open from the day the demo data is loaded (after their organizations, whose facts they copy). */
function demoPostingStatements(db: Db): Statement[] {
  const now = Date.now();
  return demoPostings.map((posting) => {
    const postedAt = new Date(now - posting.daysAgo * DAY_MS);
    const [salaryMin, salaryMax, salaryCurrency, salaryPeriod] = posting.salary;
    return db
      .insert(jobPostings)
      .values({
        id: posting.id,
        organizationId: posting.organization,
        createdBy: null,
        title: posting.title,
        description: posting.description,
        employmentType: posting.employmentType,
        seniority: posting.seniority,
        workplace: posting.workplace,
        remoteCountries: posting.remoteCountries ?? [],
        timeZoneMin: posting.timeZones?.[0] ?? null,
        timeZoneMax: posting.timeZones?.[1] ?? null,
        locationCity: posting.location?.[0] ?? null,
        locationCountry: posting.location?.[1] ?? null,
        salaryMin,
        salaryMax,
        salaryCurrency,
        salaryPeriod,
        applyUrl: "url" in posting.apply ? posting.apply.url : null,
        applyEmail: "email" in posting.apply ? posting.apply.email : null,
        postedAt,
        expiresAt: new Date(postedAt.getTime() + posting.durationDays * DAY_MS),
      })
      .onConflictDoNothing();
  });
}
