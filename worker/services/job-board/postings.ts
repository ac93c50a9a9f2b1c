import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { message } from "../../../contract/errors";
import type { CreatePostingInput, PostingFields } from "../../../contract/job-board";
import { LOCALES, localizePath } from "../../../contract/locale";
import type { Db } from "../../db/client";
import {
  type JobPosting,
  jobPostings,
  type Organization,
  organizationCategories,
  organizations,
} from "../../db/schema";
import { conflict, gone, invalid, notFound } from "../../platform/errors";
import { isAdmin, isCreator, requirePoster, requireVisibleOrganization, type Viewer } from "../access/permissions";
import { insertWithinLimit, openAt, roomFor } from "./open-roles";

/**
 * Postings on the job board (docs/product/jobs.md). A posting is open while its status is open, its expiry is ahead
 * and no editor hid it; only then does the public see it. Its organization's creator posts, edits, closes and renews
 * it while the organization is paid, with at most OPEN_POSTINGS_PER_ORGANIZATION open at once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type PostingOrganization = Pick<Organization, "id" | "name" | "createdBy" | "paymentStatus" | "isListed">;

export function isOpen(posting: Pick<JobPosting, "status" | "expiresAt" | "hiddenAt">, now: Date): boolean {
  return posting.status === "open" && posting.hiddenAt === null && posting.expiresAt > now;
}

function columnsOf(fields: PostingFields) {
  const { apply, ...rest } = fields;
  return {
    ...rest,
    timeZoneMin: fields.timeZoneMin ?? null,
    timeZoneMax: fields.timeZoneMax ?? null,
    locationCity: fields.locationCity ?? null,
    locationCountry: fields.locationCountry ?? null,
    applyUrl: "url" in apply ? apply.url : null,
    applyEmail: "email" in apply ? apply.email : null,
  };
}

const accessColumns = {
  id: organizations.id,
  name: organizations.name,
  createdBy: organizations.createdBy,
  paymentStatus: organizations.paymentStatus,
  isListed: organizations.isListed,
};

/** The organization a role is posted for: 404 when unknown or hidden from this viewer, exactly alike. */
async function organizationFor(db: Db, viewer: Viewer, id: string): Promise<PostingOrganization> {
  const [org] = await db.select(accessColumns).from(organizations).where(eq(organizations.id, id));
  return requireVisibleOrganization(org, id, viewer);
}

/** What a role's page shows of its organization beside the role: who it is and its categories, in its order. */
const roleOrganizationColumns = {
  ...accessColumns,
  description: organizations.description,
  websiteUrl: organizations.websiteUrl,
  logoKey: organizations.logoKey,
  categoryIds: sql<string>`(select json_group_array(category_id) from (select ${organizationCategories.categoryId} as category_id from ${organizationCategories} where ${organizationCategories.organizationId} = ${organizations.id} order by ${organizationCategories.position}))`,
};

/** A posting and, in the same round trip, its organization (404 for an unknown id). */
async function postingWithOrganization(db: Db, id: string) {
  const organizationOf = db.select({ id: jobPostings.organizationId }).from(jobPostings).where(eq(jobPostings.id, id));
  const [[posting], [org]] = await db.batch([
    db.select().from(jobPostings).where(eq(jobPostings.id, id)),
    db.select(roleOrganizationColumns).from(organizations).where(inArray(organizations.id, organizationOf)),
  ]);
  if (!posting || !org) throw notFound(message("job.notFound"));
  return { posting, org };
}

const tooManyOpen = () => conflict(message("job.tooManyOpen"), "TOO_MANY_OPEN_ROLES");

/**
 * Posts a role for the viewer's paid organization, within the plan's open roles: the insert itself carries the limit
 * (open-roles.ts), so posts sent at once take the free slots and no more.
 */
export async function createPosting(
  db: Db,
  viewer: Viewer,
  input: CreatePostingInput,
  now = new Date(),
): Promise<JobPosting> {
  const { organizationId, durationDays, locale, ...fields } = input;
  const org = await organizationFor(db, viewer, organizationId);
  requirePoster(org, viewer);
  const posting = await insertWithinLimit(
    db,
    {
      id: crypto.randomUUID(),
      organizationId: org.id,
      createdBy: viewer.id,
      locale,
      ...columnsOf(fields),
      postedAt: now,
      expiresAt: new Date(now.getTime() + durationDays * DAY_MS),
    },
    now,
  );
  if (posting) return posting;
  // Not written: its plan ended meanwhile (refused as such), or every slot is taken.
  requirePoster(await organizationFor(db, viewer, org.id), viewer);
  throw tooManyOpen();
}

/** A posting and its organization, for its owner's changes. */
async function ownPosting(db: Db, viewer: Viewer, id: string) {
  const { posting, org } = await postingWithOrganization(db, id);
  // Someone else's posting that is not public is answered as one that does not exist.
  if (!isCreator(org, viewer) && (!isOpen(posting, new Date()) || !org.isListed))
    throw notFound(message("job.notFound"));
  requirePoster(org, viewer);
  return { posting, org };
}

/** Replaces a posting's fields; its expiry and status stay. A hidden posting stays hidden until an editor says. */
export async function updatePosting(db: Db, viewer: Viewer, id: string, fields: PostingFields): Promise<JobPosting> {
  await ownPosting(db, viewer, id);
  const [posting] = await db.update(jobPostings).set(columnsOf(fields)).where(eq(jobPostings.id, id)).returning();
  return posting!;
}

/**
 * The public pages that show a role: its own, the board's first page and its organization's, in every language. A
 * change that takes a role off the board takes these out of the page cache at once (platform/page-cache.ts).
 */
export function rolePages(posting: Pick<JobPosting, "id" | "organizationId">): string[] {
  const paths = [
    `/jobs/${encodeURIComponent(posting.id)}`,
    "/jobs",
    `/organizations/${encodeURIComponent(posting.organizationId)}`,
  ];
  return LOCALES.flatMap((locale) => paths.map((path) => localizePath(path, locale)));
}

export async function closePosting(db: Db, viewer: Viewer, id: string): Promise<JobPosting> {
  const { posting } = await ownPosting(db, viewer, id);
  if (posting.status === "closed") throw conflict(message("job.closed"));
  const [closed] = await db.update(jobPostings).set({ status: "closed" }).where(eq(jobPostings.id, id)).returning();
  return closed!;
}

/**
 * Opens a posting again for `durationDays` from now (an open one is extended, a closed or expired one reopened,
 * within the plan's limit). Its place on the board, its first posting date, stays.
 */
export async function renewPosting(
  db: Db,
  viewer: Viewer,
  id: string,
  durationDays: number,
  now = new Date(),
): Promise<JobPosting> {
  const { posting } = await ownPosting(db, viewer, id);
  if (posting.hiddenAt) throw invalid(message("job.hidden", posting.hiddenReason ?? ""));
  // An open role is extended whatever its organization holds; a closed or expired one reopens into a free slot only.
  const [renewed] = await db
    .update(jobPostings)
    .set({ status: "open", expiresAt: new Date(now.getTime() + durationDays * DAY_MS), expiryNoticeAt: null })
    .where(
      and(
        eq(jobPostings.id, id),
        isNull(jobPostings.hiddenAt),
        or(openAt(now), roomFor(db, posting.organizationId, now, id)),
      ),
    )
    .returning();
  if (renewed) return renewed;
  // Not written: an editor hid it meanwhile, or every slot is taken.
  const [current] = await db.select().from(jobPostings).where(eq(jobPostings.id, id));
  if (current?.hiddenAt) throw invalid(message("job.hidden", current.hiddenReason ?? ""));
  throw tooManyOpen();
}

/**
 * A posting as the public reads it: 404 for an id that never was (or whose organization is not listed), 410 Gone once
 * it is closed, expired or hidden. Its owner and admins read it whatever its state (the dashboard, a preview).
 */
export async function readPosting(db: Db, viewer: Viewer | null, id: string, now = new Date()) {
  const { posting, org } = await postingWithOrganization(db, id);
  const { categoryIds, ...organization } = org;
  const open = isOpen(posting, now) && organization.isListed;
  if (open || isCreator(organization, viewer) || isAdmin(viewer)) {
    return { posting, organization: { ...organization, categoryIds: JSON.parse(categoryIds) as string[] }, open };
  }
  if (!organization.isListed) throw notFound(message("job.notFound"));
  throw gone(message("job.gone"));
}

/** What a list of roles shows of each: its title, kind, where it is done and its pay (the board adds its organization). */
export const roleSummaryColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  employmentType: jobPostings.employmentType,
  seniority: jobPostings.seniority,
  workplace: jobPostings.workplace,
  remoteCountries: jobPostings.remoteCountries,
  locationCity: jobPostings.locationCity,
  locationCountry: jobPostings.locationCountry,
  salaryMin: jobPostings.salaryMin,
  salaryMax: jobPostings.salaryMax,
  salaryCurrency: jobPostings.salaryCurrency,
  salaryPeriod: jobPostings.salaryPeriod,
};

/** An organization's open roles, newest first, with what its public page shows of each. */
export async function openPostingsOf(db: Db, organizationId: string, now = new Date()) {
  return db
    .select(roleSummaryColumns)
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), openAt(now)))
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id));
}

/** The organizations a person may post for (the ones they created), whether each is paid, and its open roles. */
export async function postingOrganizationsFor(db: Db, viewer: Viewer, now = new Date()) {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      paymentStatus: organizations.paymentStatus,
      open: count(jobPostings.id),
    })
    .from(organizations)
    .leftJoin(jobPostings, and(eq(jobPostings.organizationId, organizations.id), openAt(now)))
    .where(eq(organizations.createdBy, viewer.id))
    .groupBy(organizations.id)
    .orderBy(organizations.name);
  return rows.map(({ paymentStatus, ...org }) => ({ ...org, paid: paymentStatus === "paid" }));
}

/** A posting its creator is editing: refused like any change to it (404 for someone else's, 403 once unpaid). */
export async function postingToEdit(db: Db, viewer: Viewer, id: string): Promise<JobPosting> {
  return (await ownPosting(db, viewer, id)).posting;
}
