import { z } from "zod";
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  ENROLLMENT_STATUSES,
  ENTITY_TYPES,
  JOB_DISPLAY_STATUSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_TYPES,
  THRESHOLD_ACTIONS,
  USER_ROLES,
} from "./enums";
import { ERROR_CODES, MESSAGE_IDS, type MessageId } from "./errors";
import { REVIEWED_FIELDS } from "./organization";

/**
 * What the API answers and the pages receive (docs/product/organizations.md). Described as zod schemas so that the OpenAPI document
 * (GET /api/openapi.json) and the TypeScript types come from one definition.
 */

/** A reviewed field's value: text, a year, yes/no, evidence lines, or the categories with their detail texts. */
const reviewedValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
  z.array(z.object({ categoryId: z.string(), detail: z.string() })),
]);

/**
 * An owner's edit of an approved Explore company waiting for review (docs/product/explore.md#edits-of-an-approved-company):
 * each reviewed field it changes, as approved (public now) and as proposed. `revision` names this version of the
 * edit; an editor's decision carries it.
 */
export const pendingEditDto = z.object({
  revision: z.string(),
  submittedAt: z.string(),
  changes: z.array(z.object({ field: z.enum(REVIEWED_FIELDS), before: reviewedValue, after: reviewedValue })),
});

export type PendingEditDto = z.infer<typeof pendingEditDto>;

export const organizationDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  bannerImage: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code, or ALL. */
  country: z.string(),
  location: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  blogUrl: z.string().nullable(),
  /** In the organization's own order. */
  categoryIds: z.array(z.string()),
  categoriesOrder: z.record(z.string(), z.number().int()),
  categoriesDetails: z.record(z.string(), z.string()),
  categoryImages: z.record(z.string(), z.string()),
  /** The fields below marked private are only in answers for the organization's creator and admins. */
  /** Private: who created (and so owns) it. */
  createdBy: z.string().nullable().optional(),
  /** Private: who claimed it (an Explore company bought from the editors). */
  claimedByUserId: z.string().nullable().optional(),
  /** Claimed by a person: the Premium badge. */
  premium: z.boolean(),
  /** The website domain its creator proved control of: the Verified badge; null when not verified. */
  verifiedDomain: z.string().nullable(),
  isExploreCompany: z.boolean(),
  isFeatured: z.boolean(),
  editorNote: z.string().nullable(),
  exploreLinks: z.array(z.string()),
  exploreEnrollmentStatus: z.enum(ENROLLMENT_STATUSES),
  exploreEnrollmentRequestedAt: z.string().nullable(),
  /** Why an Explore request was not approved: only for the organization's creator and admins. */
  exploreRejectionReason: z.string().nullable().optional(),
  primaryCity: z.string().nullable(),
  hasLocalPresence: z.boolean(),
  /** Private: the evidence of local presence the editors review. */
  localPresenceCriteria: z.array(z.string()).optional(),
  entityType: z.enum(ENTITY_TYPES),
  /** Private: public answers only ever carry listed organizations. */
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Private. */
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).nullable().optional(),
  /** Explore companies only: whether someone has claimed the profile. */
  status: z.enum(["claimed", "unclaimed"]).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Private, in the answer to an owner's save of an approved Explore company that left an edit waiting for review: that
   * edit (the other fields stay the approved version). Absent when nothing waits.
   */
  pendingEdit: pendingEditDto.optional(),
});

export type OrganizationDto = z.infer<typeof organizationDto>;

/**
 * How a listed organization matches the nice-to-haves of a ranked list (GET /api/organizations?nice=...): `held` of
 * `of`, the held ones (`matched`) and the others (`missing`), each in the order they were asked.
 */
export const cultureMatchDto = z.object({
  held: z.number().int(),
  of: z.number().int(),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});

/** A directory list's item: with `match` when the list is ranked by nice-to-haves. */
export const directoryItemDto = organizationDto.extend({ match: cultureMatchDto.optional() });

/**
 * The meta of a directory list page (GET /api/organizations). `total` is exact without categories or a search; with
 * either, counting stops past COUNT_CAP (contract/limits.ts): `totalCapped` true means "COUNT_CAP or more" and
 * `total` is COUNT_CAP.
 */
export const directoryPageMeta = z.object({
  total: z.number().int(),
  totalCapped: z.boolean(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});

/**
 * The meta of GET /api/organizations/facets: `capped` true when the filters match more than COUNT_CAP organizations,
 * so that every count is a lower bound ("at least"), read from the first COUNT_CAP + 1 matches.
 */
export const facetCountsMeta = z.object({ capped: z.boolean() });

export const categoryDto = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  description: z.string(),
  groupId: z.string(),
});

export type CategoryDto = z.infer<typeof categoryDto>;

export const categoryGroupDto = z.object({ id: z.string(), name: z.string(), emoji: z.string() });

export type CategoryGroupDto = z.infer<typeof categoryGroupDto>;

export const countryDto = z.object({ code: z.string(), name: z.string(), flagEmoji: z.string() });

export const cityDto = z.object({
  id: z.string(),
  countryCode: z.string(),
  cityName: z.string(),
  slug: z.string(),
  thesis: z.string(),
  plugInGuide: z.string(),
  receipts: z.array(z.string()),
  topicIds: z.array(z.string()),
  curatorCredit: z.string().nullable(),
  isIndexable: z.boolean(),
  heroImage: z.string().nullable(),
  rhythms: z.array(z.string()),
  /** Real counts of the city's Explore companies: featured ones (anchors) and the others (emerging teams). */
  anchorCount: z.number().int(),
  teamCount: z.number().int(),
  lastUpdated: z.string(),
  createdBy: z.string(),
});

export type CityDto = z.infer<typeof cityDto>;

/** A city on the Explore pages, with its country's name and flag. */
export type ExploreCityDto = CityDto & { countryName: string; flag: string };

/** A category as the profile shows it: the catalogue entry plus what this organization wrote about it. */
export type ProfileCategory = {
  id: string;
  name: string;
  emoji: string;
  description: string;
  detail: string | null;
  image: string | null;
};

export const topicDto = z.object({ id: z.string(), name: z.string(), emoji: z.string() });

export type TopicDto = z.infer<typeof topicDto>;

/** What an explore-variant card needs; the full organization (category texts included) would bloat the page. */
export const exploreCardDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(["claimed", "unclaimed"]).optional(),
  /** The website domain its team proved control of, or null. */
  verifiedDomain: z.string().nullable(),
  categories: z.array(topicDto),
});

export type ExploreCardDto = z.infer<typeof exploreCardDto>;

export const userProfileDto = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  isAnonymous: z.boolean(),
  providers: z.array(z.string()),
  createdAt: z.string(),
});

// ---------------------------------------------------------------------------
// Admin panel (docs/product/admin.md)
// ---------------------------------------------------------------------------

const staleBadgeDto = z.enum(["6+ months", "12+ months"]).nullable();

/** GET /api/admin/users (data.data). `provider` is the sign-in provider's host, absent (null) for email. */
export const adminUserDto = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  provider: z.string().nullable(),
  /** The badge: Google, GitHub, Email (no provider), else the raw provider name. */
  providerLabel: z.string(),
  role: z.literal("admin"),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type AdminUserDto = z.infer<typeof adminUserDto>;

/** One scheduled job on the System tab; `unknown` with null times when it has never run. */
export const jobStatusDto = z.object({
  name: z.string(),
  description: z.string(),
  /** The cron expression (UTC) the job runs on. */
  schedule: z.string(),
  status: z.enum(JOB_DISPLAY_STATUSES),
  lastRun: z.string().nullable(),
  nextRun: z.string().nullable(),
  /** Seconds the last run took. */
  duration: z.number().nullable(),
  message: z.string().nullable(),
  /** Its schedule called for a run that has not happened (one not run yet on a fresh install is not late). */
  late: z.boolean(),
});

export type JobStatusDto = z.infer<typeof jobStatusDto>;

const messageId = z.enum(MESSAGE_IDS as [MessageId, ...MessageId[]]);
const messageParams = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));

/** Headline health figures, from the job runs of the last `windowDays` days (failures: the last 24 hours). */
export const systemHealthDto = z.object({
  /** True only when every job's last run succeeded. */
  allOperational: z.boolean(),
  /** The headline in English, and its message's id and values for a page in another language. */
  summary: z.string(),
  summaryMessage: z.object({ id: messageId, params: messageParams.optional() }),
  windowDays: z.number().int(),
  runCount: z.number().int(),
  /** Successful runs as a percentage of all runs in the window, one decimal; null without runs. */
  successRate: z.number().nullable(),
  /** Median run duration in seconds; null without runs. */
  medianDuration: z.number().nullable(),
  /** Runs that ended in error during the last 24 hours. */
  failedLast24h: z.number().int(),
});

export type SystemHealthDto = z.infer<typeof systemHealthDto>;

/** GET /api/admin/system-status. */
export const systemStatusDto = z.object({
  jobStatuses: z.array(jobStatusDto),
  health: systemHealthDto,
  checkedAt: z.string(),
});

export type SystemStatusDto = z.infer<typeof systemStatusDto>;

/** A city measured against the indexing threshold: `action` says what to do, noop when nothing is needed. */
export const cityThresholdDto = z.object({
  cityId: z.string(),
  slug: z.string(),
  cityName: z.string(),
  isIndexable: z.boolean(),
  companyCount: z.number().int(),
  minCompanies: z.number().int(),
  shouldBeIndexable: z.boolean(),
  action: z.enum(THRESHOLD_ACTIONS),
});

/** GET /api/admin/explore/stats. */
export const exploreStatsDto = z.object({
  pendingCount: z.number().int(),
  thresholds: z.array(cityThresholdDto),
  freshness: z.object({
    /** Cities last updated over 180 days ago (the very stale ones included). */
    staleCities: z.number().int(),
    /** Cities last updated over 365 days ago. */
    veryStaleCities: z.number().int(),
    /** Explore companies last updated over 180 days ago. */
    staleExploreOrgs: z.number().int(),
  }),
});

export type ExploreStatsDto = z.infer<typeof exploreStatsDto>;

/** A row of the Companies tab: an Explore company or an enrolment request. */
export const adminCompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  entityType: z.enum(ENTITY_TYPES),
  primaryCity: z.string().nullable(),
  isExploreCompany: z.boolean(),
  isFeatured: z.boolean(),
  claimed: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  exploreEnrollmentStatus: z.enum(ENROLLMENT_STATUSES),
  exploreEnrollmentRequestedAt: z.string().nullable(),
  editorNote: z.string().nullable(),
  exploreRejectionReason: z.string().nullable(),
  hasLocalPresence: z.boolean(),
  localPresenceCriteria: z.array(z.string()),
  exploreLinks: z.array(z.string()),
  updatedAt: z.string(),
  stale: staleBadgeDto,
  /** The owner's edit waiting for review, if any; the fields above are the approved, public version. */
  pendingEdit: pendingEditDto.nullable(),
});

export type AdminCompanyDto = z.infer<typeof adminCompanyDto>;

/** One admin action: who, what, which record, before and after, when. */
export const auditEntryDto = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  /** The admin's email at the time, or "system" for automatic changes. */
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  /** One line a person reads, e.g. Approved "Acme" for Explore. */
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export type AuditEntryDto = z.infer<typeof auditEntryDto>;

/** GET /api/admin/overview: the Overview tab in one answer. */
export const adminOverviewDto = z.object({
  system: systemHealthDto,
  /** The jobs whose last run did not succeed (or that never ran), to name them beside the status. */
  attention: z.array(jobStatusDto.pick({ name: true, status: true, late: true, nextRun: true })),
  recentActivity: z.array(auditEntryDto),
  explore: z.object({
    pendingCount: z.number().int(),
    staleCities: z.number().int(),
    veryStaleCities: z.number().int(),
    staleExploreOrgs: z.number().int(),
  }),
});

export type AdminOverviewDto = z.infer<typeof adminOverviewDto>;

/** The error envelope of every failed API call (docs/decisions/0006). */
/**
 * Every failure's body: the English message, what went wrong (`code`), and the message's id and values for a
 * client that shows it in another language (contract/errors.ts; absent where no catalog has the words).
 */
export const apiErrorDto = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  messageId: messageId.optional(),
  params: messageParams.optional(),
  /** Every problem by field: its English words, and its message's id and values like the answer's own. */
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        messageId: messageId.optional(),
        params: messageParams.optional(),
      }),
    )
    .optional(),
});

export type ApiErrorDto = z.infer<typeof apiErrorDto>;

/** The signed-in person (a guest included) as the permission rules and the pages see them. */
export type Viewer = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: (typeof USER_ROLES)[number];
  isAnonymous: boolean;
  emailVerified: boolean;
};
