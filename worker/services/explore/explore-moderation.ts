import { and, asc, count, eq, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { AdminCompaniesQuery, EnrollmentDecisionInput } from "../../../contract/admin";
import { staleBadge } from "../../../contract/admin";
import type { AdminCompanyDto, ExploreStatsDto, PendingEditDto } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import { CITY_INDEXABLE_MIN_COMPANIES, STALE_DAYS, VERY_STALE_DAYS } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { organizationWithCategories } from "../../db/organization-row";
import { cities, type Organization, organizationPendingEdits, organizations } from "../../db/schema";
import { conflict, invalid, notFound } from "../../platform/errors";
import { imageUrl } from "../../platform/image-urls";
import { auditAfterChange } from "../access/audit";
import { requireAdmin, requireApprovable, type Viewer } from "../access/permissions";
import { onExploreLanes, parseCategoryRows } from "../organizations/organizations";
import { isReviewedListing, storedContent, toPendingEditDto } from "../organizations/pending-edits";
import { refreshActiveCountries } from "../reference/active-countries";

/**
 * Explore moderation (docs/product/admin.md#companies, docs/product/explore.md#enrolment): decisions, the list, the
 * stats.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function toAdminCompanyDto(
  org: Organization,
  now = new Date(),
  pendingEdit: PendingEditDto | null = null,
): AdminCompanyDto {
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    logo: imageUrl(org.logoKey),
    entityType: org.entityType,
    primaryCity: org.primaryCity,
    isExploreCompany: org.isExploreCompany,
    isFeatured: org.isFeatured,
    claimed: org.claimedByUserId !== null,
    paymentStatus: org.paymentStatus,
    exploreEnrollmentStatus: org.exploreEnrollmentStatus,
    exploreEnrollmentRequestedAt: org.exploreEnrollmentRequestedAt?.toISOString() ?? null,
    editorNote: org.editorNote,
    exploreRejectionReason: org.exploreRejectionReason,
    hasLocalPresence: org.hasLocalPresence,
    localPresenceCriteria: org.localPresenceCriteria,
    exploreLinks: org.exploreLinks,
    updatedAt: org.updatedAt.toISOString(),
    stale: staleBadge(org.updatedAt, now),
    pendingEdit,
  };
}

/** Selected with each company: its pending edit as one JSON array (revision, content, time), or null. */
const pendingEditJson = sql<
  string | null
>`(select json_array(${organizationPendingEdits.revision}, json(${organizationPendingEdits.content}), ${organizationPendingEdits.submittedAt}) from ${organizationPendingEdits} where ${organizationPendingEdits.organizationId} = ${organizations.id})`;

/** The pending edit of a company row, diffed against its approved version; none unless it is an approved company. */
function pendingEditOf(org: Organization, categoryRows: string, pending: string | null): PendingEditDto | null {
  if (!pending || !isReviewedListing(org)) return null;
  const [revision, content, at] = JSON.parse(pending) as [string, unknown, number];
  return toPendingEditDto(
    { revision, content, submittedAt: new Date(at) },
    storedContent(org, parseCategoryRows(categoryRows)),
  );
}

/**
 * Approves (with an editor note, paid organizations only) or rejects (with an optional reason the owner reads) an
 * Explore request. Approval lists the organization in its city's lanes; rejection takes it off them. The update is
 * conditional on the state that was checked, so a change meanwhile (a payment lapsing, the owner editing, another
 * editor deciding) refuses the decision instead of overriding it; the audit row is written only with the change.
 */
export async function decideEnrollment(
  { db, cache }: { db: Db; cache: KVNamespace },
  viewer: Viewer | null,
  id: string,
  input: EnrollmentDecisionInput,
): Promise<AdminCompanyDto> {
  const admin = requireAdmin(viewer);
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!org) throw notFound(message("organization.notFound", id));

  const now = new Date();
  const unchangedSince = and(
    eq(organizations.id, id),
    eq(organizations.exploreEnrollmentStatus, org.exploreEnrollmentStatus),
    eq(organizations.updatedAt, org.updatedAt),
  );
  let changes: Partial<Organization>;
  let guard: SQL | undefined;
  let summary: string;
  // Rejecting an approved company takes it out of Explore: an action of its own in the audit log.
  let removal = false;
  if (input.action === "approve") {
    requireApprovable(org);
    if (!org.primaryCity) throw invalid(message("organization.primaryCity"));
    changes = {
      exploreEnrollmentStatus: "approved",
      isExploreCompany: true,
      editorNote: input.editorNote,
      exploreRejectionReason: null,
      updatedAt: now,
    };
    guard = and(unchangedSince, eq(organizations.paymentStatus, "paid"));
    summary = `Approved ${org.name} for Explore in ${org.primaryCity}`;
  } else {
    if (org.exploreEnrollmentStatus === "not_requested") throw conflict(message("admin.notRequested"), "NOT_REQUESTED");
    removal = org.exploreEnrollmentStatus === "approved";
    changes = {
      exploreEnrollmentStatus: "rejected",
      isExploreCompany: false,
      exploreRejectionReason: input.reason,
      updatedAt: now,
    };
    guard = unchangedSince;
    const reason = input.reason ? `: ${input.reason.slice(0, 80)}` : "";
    summary = removal
      ? `Removed ${org.name} from Explore${reason}`
      : `Rejected the Explore request of ${org.name}${reason}`;
  }

  const [result] = await db.batch([
    db.update(organizations).set(changes).where(guard),
    auditAfterChange(db, admin, {
      action:
        input.action === "approve"
          ? "organization.approve"
          : removal
            ? "organization.remove_from_explore"
            : "organization.reject",
      targetType: "organization",
      targetId: id,
      summary,
      before: {
        exploreEnrollmentStatus: org.exploreEnrollmentStatus,
        isExploreCompany: org.isExploreCompany,
        editorNote: org.editorNote,
      },
      after: {
        exploreEnrollmentStatus: changes.exploreEnrollmentStatus,
        isExploreCompany: changes.isExploreCompany,
        ...(input.action === "approve" ? { editorNote: input.editorNote } : { reason: input.reason }),
      },
    }),
    // Out of Explore, an edit waiting for its review has nothing left to be approved for.
    ...(removal
      ? [
          db
            .delete(organizationPendingEdits)
            .where(and(eq(organizationPendingEdits.organizationId, id), sql`changes() > 0`)),
        ]
      : []),
  ]);
  if (result.meta.changes === 0) {
    // Only a lapsed payment or a concurrent change gets here: say which.
    const [fresh] = await db
      .select({ paymentStatus: organizations.paymentStatus })
      .from(organizations)
      .where(eq(organizations.id, id));
    if (input.action === "approve" && fresh && fresh.paymentStatus !== "paid") requireApprovable(fresh);
    throw conflict(message("admin.alreadyDecided"), "CHANGED_MEANWHILE");
  }
  if (changes.isExploreCompany !== org.isExploreCompany) await refreshActiveCountries(db, cache);
  return toAdminCompanyDto({ ...org, ...changes } as Organization, now);
}

type CompanyCursor = { name: string; id: string };

function encodeCursor(cursor: CompanyCursor): string {
  return btoa(encodeURIComponent(JSON.stringify([cursor.name, cursor.id])));
}

function decodeCursor(value: string): CompanyCursor {
  try {
    const [name, id] = JSON.parse(decodeURIComponent(atob(value))) as unknown[];
    if (typeof name === "string" && typeof id === "string") return { name, id };
  } catch {
    // fall through
  }
  throw invalid(message("request.invalidCursor"));
}

/** The Companies tab: Explore companies and every enrolment request, or one enrolment status, by name. */
export async function listAdminCompanies(db: Db, viewer: Viewer | null, query: AdminCompaniesQuery) {
  requireAdmin(viewer);
  const filter =
    query.status === "edited"
      ? and(
          eq(organizations.isExploreCompany, true),
          eq(organizations.exploreEnrollmentStatus, "approved"),
          sql`exists (select 1 from ${organizationPendingEdits} where ${organizationPendingEdits.organizationId} = ${organizations.id})`,
        )
      : query.status
        ? eq(organizations.exploreEnrollmentStatus, query.status)
        : or(eq(organizations.isExploreCompany, true), ne(organizations.exploreEnrollmentStatus, "not_requested"));
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const [rows, [total]] = await db.batch([
    db
      .select({ ...organizationWithCategories, pending: pendingEditJson })
      .from(organizations)
      .where(
        and(
          filter,
          cursor ? sql`(${organizations.name}, ${organizations.id}) > (${cursor.name}, ${cursor.id})` : undefined,
        ),
      )
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(organizations).where(filter),
  ]);
  const now = new Date();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(({ categoryRows, pending, ...org }) =>
      toAdminCompanyDto(org, now, pendingEditOf(org, categoryRows, pending)),
    ),
    meta: {
      total: total?.total ?? 0,
      nextCursor: rows.length > query.limit && last ? encodeCursor({ name: last.name, id: last.id }) : null,
    },
  };
}

/** The queries behind the stats, for one batch (the Overview reuses some of them). */
export function freshnessQueries(db: Db, now: Date) {
  const staleBefore = new Date(now.getTime() - STALE_DAYS * DAY_MS);
  const veryStaleBefore = new Date(now.getTime() - VERY_STALE_DAYS * DAY_MS);
  return [
    db.select({ total: count() }).from(organizations).where(eq(organizations.exploreEnrollmentStatus, "requested")),
    db.select({ total: count() }).from(cities).where(lt(cities.lastUpdated, staleBefore)),
    db.select({ total: count() }).from(cities).where(lt(cities.lastUpdated, veryStaleBefore)),
    db
      .select({ total: count() })
      .from(organizations)
      .where(and(eq(organizations.isExploreCompany, true), lt(organizations.updatedAt, staleBefore))),
  ] as const;
}

export type ExploreCounts = ExploreStatsDto["freshness"] & { pendingCount: number };

export function readFreshness(
  results: [{ total: number }[], { total: number }[], { total: number }[], { total: number }[]],
): ExploreCounts {
  const [pending, stale, veryStale, staleOrgs] = results.map((rows) => rows[0]?.total ?? 0);
  return {
    pendingCount: pending ?? 0,
    staleCities: stale ?? 0,
    veryStaleCities: veryStale ?? 0,
    staleExploreOrgs: staleOrgs ?? 0,
  };
}

/**
 * pendingCount (requests awaiting review), thresholds (each city against the indexing threshold: a city with at
 * least CITY_INDEXABLE_MIN_COMPANIES Explore companies should be indexable; action publish, hide or noop) and
 * freshness (cities over 180 and 365 days since their last update, Explore companies over 180 days).
 */
export async function exploreStats(db: Db, viewer: Viewer | null, now = new Date()): Promise<ExploreStatsDto> {
  requireAdmin(viewer);
  const [pending, stale, veryStale, staleOrgs, cityRows] = await db.batch([
    ...freshnessQueries(db, now),
    db
      .select({
        cityId: cities.id,
        slug: cities.slug,
        cityName: cities.cityName,
        isIndexable: cities.isIndexable,
        companyCount: sql<number>`(select count(*) from ${organizations} where ${organizations.primaryCity} = ${cities.slug} and ${onExploreLanes})`,
      })
      .from(cities)
      .orderBy(asc(cities.cityName)),
  ]);
  const { pendingCount, ...freshness } = readFreshness([pending, stale, veryStale, staleOrgs]);
  return {
    pendingCount,
    thresholds: cityRows.map((city) => {
      const shouldBeIndexable = city.companyCount >= CITY_INDEXABLE_MIN_COMPANIES;
      return {
        ...city,
        minCompanies: CITY_INDEXABLE_MIN_COMPANIES,
        shouldBeIndexable,
        action:
          shouldBeIndexable === city.isIndexable
            ? ("noop" as const)
            : shouldBeIndexable
              ? "publish"
              : ("hide" as const),
      };
    }),
    freshness,
  };
}
