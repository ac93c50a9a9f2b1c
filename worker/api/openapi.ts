import { z } from "zod";
import { deleteAccountInput } from "../../contract/account";
import { adminCompaniesQuery, auditLogQuery, enrollmentDecisionInput, jobNameParam } from "../../contract/admin";
import {
  analyticsOverviewDto,
  analyticsOverviewQuery,
  directoryEventInput,
  exploreEventInput,
  organizationStatsDto,
  queuedDto,
  vitalsInput,
} from "../../contract/analytics";
import { cityInput, cityVisibilityInput } from "../../contract/cities";
import { compareQuery } from "../../contract/compare";
import { directoryQuery, exploreQuery } from "../../contract/directory";
import {
  domainCheckInput,
  domainCodeInput,
  domainCodeRequest,
  domainVerificationDto,
  VERIFICATION_FILE_PATH,
  VERIFICATION_TXT_PREFIX,
} from "../../contract/domain-verification";
import {
  adminCompanyDto,
  adminOverviewDto,
  adminUserDto,
  apiErrorDto,
  auditEntryDto,
  categoryDto,
  categoryGroupDto,
  cityDto,
  countryDto,
  directoryPageMeta,
  exploreStatsDto,
  facetCountsMeta,
  jobStatusDto,
  organizationDto,
  systemStatusDto,
  userProfileDto,
} from "../../contract/dto";
import { MAX_SAVED_SEARCHES } from "../../contract/limits";
import {
  adminFlagsInput,
  createOrganizationInput,
  imageUploadForm,
  updateOrganizationInput,
} from "../../contract/organization";
import {
  billingPortalDto,
  billingPortalInput,
  checkoutInput,
  checkoutSessionDto,
  checkoutVerificationDto,
  guestCodeInput,
  guestCodeResultDto,
  paymentStatusDto,
  subscriptionRecordDto,
} from "../../contract/payments";
import {
  savedSearchDto,
  savedSearchId,
  savedSearchInput,
  savedSearchUpdate,
  unsubscribedDto,
  unsubscribeQuery,
} from "../../contract/saved-searches";
import { idParam as adminOrganizationParam } from "./admin";
import { analyticsOrgParam } from "./analytics";
import { citiesQuery, idParam as cityIdParam, slugParam } from "./cities";
import { categoryImageParam, facetsQuery, idParam } from "./organizations";
import { orgParam, sessionParam } from "./payments";

/**
 * The API reference: one entry per route mounted in worker/api/index.ts (tests/api/openapi.test.ts fails when a route
 * has none), built from the zod schemas the handlers validate with and the DTO schemas they answer. Served as
 * GET /api/openapi.json and rendered at /developers/api.
 */

/** Who may call a route: anyone, a session (a guest's included), a permanent account, a verified one, an admin. */
export type Access = "public" | "signed-in" | "permanent" | "verified" | "admin" | "stripe";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

export type Operation = {
  readonly method: "get" | "post" | "put" | "patch" | "delete";
  /** As mounted in Hono (`:id`); the document spells it `{id}`. */
  readonly path: string;
  readonly tag: Tag;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: {
    readonly contentType: "application/json" | "multipart/form-data";
    readonly schema: z.ZodType;
    readonly description?: string;
  };
  readonly response: { readonly status: 200 | 201 | 202; readonly description: string; readonly schema: z.ZodType };
  readonly errors: readonly ErrorStatus[];
};

const TAGS = {
  Organizations: "The directory's organizations: lists, filters, one profile, and the owner's writes.",
  "Reference data": "Categories, their groups and countries.",
  Cities: "Explore city guides and their anchor organizations.",
  Users: "The signed-in person's profile, organizations and account.",
  "Saved searches": "A person's saved directory filters and their daily email of newly listed organizations.",
  Payments: "Checkout, verification, guest codes and subscriptions.",
  Admin: "The admin panel: cities, Explore moderation, admin users, system status and the audit log (admins only).",
  Analytics:
    "Web vitals and Explore events sent by the browser (queued, never stored on the request path), and their figures for admins and organization owners.",
  Service: "Health and this document.",
} as const;

type Tag = keyof typeof TAGS;

/** The envelope of every success: `{ data }`, lists that page add `meta`. */
const data = <Schema extends z.ZodType>(schema: Schema) => z.object({ data: schema });
const deleted = data(z.object({ deleted: z.literal(true) }));
const imageUrl = <const Key extends string>(key: Key) =>
  data(z.object({ [key]: z.string().nullable() } as { [K in Key]: z.ZodNullable<z.ZodString> }));
const imageRemoved = <const Key extends string>(key: Key) =>
  data(z.object({ [key]: z.null() } as { [K in Key]: z.ZodNull }));

export const organizationPage = z.object({ data: z.array(organizationDto), meta: directoryPageMeta });

/** The schemas the document names in components.schemas (and the reference page lists once). */
const NAMED = z.registry<{ id: string }>();
NAMED.add(organizationDto, { id: "Organization" });
NAMED.add(categoryDto, { id: "Category" });
NAMED.add(categoryGroupDto, { id: "CategoryGroup" });
NAMED.add(countryDto, { id: "Country" });
NAMED.add(cityDto, { id: "City" });
NAMED.add(userProfileDto, { id: "UserProfile" });
NAMED.add(subscriptionRecordDto, { id: "SubscriptionRecord" });
NAMED.add(apiErrorDto, { id: "ApiError" });
NAMED.add(adminCompanyDto, { id: "AdminCompany" });
NAMED.add(auditEntryDto, { id: "AuditEntry" });
NAMED.add(jobStatusDto, { id: "JobStatus" });

const READ = [400, 500] as const satisfies ErrorStatus[];
/** What every route behind a session guard may answer besides its own errors. */
const GUARDED = [401, 403, 500] as const satisfies ErrorStatus[];

const PLAN_HOLDER = "For the plan's buyer; 404 when the organization has no active plan of theirs.";

/** A page of a list that pages with a cursor; `total` where the list counts. */
const cursorPage = <Schema extends z.ZodType>(schema: Schema) =>
  z.object({ data: z.array(schema), meta: z.object({ nextCursor: z.string().nullable() }) });
const countedPage = <Schema extends z.ZodType>(schema: Schema) =>
  z.object({ data: z.array(schema), meta: z.object({ total: z.number().int(), nextCursor: z.string().nullable() }) });

/** The logo's and the banner's upload and removal. */
function imageOperations<const Slot extends "logo" | "banner", const Key extends "logoUrl" | "bannerImageUrl">(
  slot: Slot,
  key: Key,
) {
  return [
    {
      method: "post",
      path: `/api/organizations/:id/${slot}`,
      tag: "Organizations",
      summary: `Upload the ${slot}`,
      description: "JPEG, PNG or WebP (judged by the file's bytes), at most 5 MB; replaces the previous image.",
      access: "verified",
      params: idParam,
      body: { contentType: "multipart/form-data", schema: imageUploadForm },
      response: { status: 200, description: "The image's URL.", schema: imageUrl(key) },
      errors: [400, ...GUARDED, 404, 409, 413, 415],
    },
    {
      method: "delete",
      path: `/api/organizations/:id/${slot}`,
      tag: "Organizations",
      summary: `Remove the ${slot}`,
      access: "verified",
      params: idParam,
      response: { status: 200, description: "Removed.", schema: imageRemoved(key) },
      errors: [400, ...GUARDED, 404, 409],
    },
  ] as const satisfies readonly Operation[];
}

/** `as const`: each entry keeps its own schemas' types, which tests/types/api-client.types.ts compares with the routes'. */
export const OPERATIONS = [
  // Organizations
  {
    method: "get",
    path: "/api/organizations",
    tag: "Organizations",
    summary: "List organizations",
    description:
      "Listed organizations (paid, or Explore companies), by name. Filters combine: a country, every one of the categories, and a search text (words of at least 2 characters, at most 5, the last one a prefix from 3 characters). Keyset pagination: pass meta.nextCursor as cursor. With several categories a page reads a bounded part of the directory (5,000 entries), so it may hold fewer organizations than limit, even none, and still carry a nextCursor: keep following it until it is null. meta.total is exact without categories or search; with either, counting stops past 1,000 (a search considers its first 1,000 full-text matches): meta.totalCapped true means at least that many.",
    access: "public",
    query: directoryQuery,
    response: { status: 200, description: "A page of organizations.", schema: organizationPage },
    errors: [...READ],
  },
  {
    method: "get",
    path: "/api/organizations/facets",
    tag: "Organizations",
    summary: "Category counts for the current filters",
    description:
      "For every category, how many organizations would match if it were added to the filters. Categories left out count zero. Exact without categories or search; with either, and more than 1,000 matches, meta.capped is true and every count is a lower bound, counted over the first 1,001 matches.",
    access: "public",
    query: facetsQuery,
    response: {
      status: 200,
      description: "Counts by category id.",
      schema: z.object({ data: z.record(z.string(), z.number().int()), meta: facetCountsMeta }),
    },
    errors: [...READ],
  },
  {
    method: "get",
    path: "/api/organizations/compare",
    tag: "Organizations",
    summary: "Compare 2 to 4 organizations",
    description:
      "The public organizations among `ids` (comma-separated, 2 to 4, in the order to show), and per category group the categories at least one of them has, with each organization's detail text (`null` where it does not have the category). Ids that are not public organizations are listed in `missing`.",
    access: "public",
    query: compareQuery,
    response: {
      status: 200,
      description: "The comparison.",
      schema: data(
        z.object({
          organizations: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              logo: z.string().nullable(),
              location: z.string().nullable(),
              country: z.string(),
            }),
          ),
          groups: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              emoji: z.string(),
              rows: z.array(
                z.object({
                  id: z.string(),
                  name: z.string(),
                  emoji: z.string(),
                  cells: z.array(z.string().nullable()),
                }),
              ),
            }),
          ),
          missing: z.array(z.string()),
        }),
      ),
    },
    errors: [...READ],
  },
  {
    method: "get",
    path: "/api/organizations/active-countries",
    tag: "Organizations",
    summary: "Countries that have organizations",
    access: "public",
    response: { status: 200, description: "Countries by name.", schema: data(z.array(countryDto)) },
    errors: [500],
  },
  {
    method: "get",
    path: "/api/organizations/explore",
    tag: "Organizations",
    summary: "A city's Explore companies",
    description: "Anchors (featured) first, then the newest emerging teams.",
    access: "public",
    query: exploreQuery,
    response: { status: 200, description: "Organizations.", schema: data(z.array(organizationDto)) },
    errors: [...READ],
  },
  {
    method: "get",
    path: "/api/organizations/:id",
    tag: "Organizations",
    summary: "One organization",
    description: "An unpaid organization is visible only to its creator and admins; to anyone else it is a 404.",
    access: "public",
    params: idParam,
    response: { status: 200, description: "The organization.", schema: data(organizationDto) },
    errors: [400, 404, 500],
  },
  {
    method: "post",
    path: "/api/organizations",
    tag: "Organizations",
    summary: "Create an organization",
    description: "Created unpaid with the default category; it is listed once paid.",
    access: "verified",
    body: { contentType: "application/json", schema: createOrganizationInput },
    response: { status: 201, description: "The new organization.", schema: data(data(organizationDto)) },
    errors: [400, ...GUARDED],
  },
  {
    method: "put",
    path: "/api/organizations/:id",
    tag: "Organizations",
    summary: "Update an organization",
    description:
      "The creator's full update of a paid organization, or an admin's isFeatured/isExploreCompany flags sent alone.",
    access: "verified",
    params: idParam,
    body: { contentType: "application/json", schema: z.union([updateOrganizationInput, adminFlagsInput]) },
    response: { status: 200, description: "The organization as saved.", schema: data(organizationDto) },
    errors: [400, ...GUARDED, 404, 409],
  },
  {
    method: "delete",
    path: "/api/organizations/:id",
    tag: "Organizations",
    summary: "Delete an organization",
    description: "Its creator or an admin; its images go with it.",
    access: "verified",
    params: idParam,
    response: { status: 200, description: "Deleted.", schema: deleted },
    errors: [400, ...GUARDED, 404],
  },
  ...imageOperations("logo", "logoUrl"),
  ...imageOperations("banner", "bannerImageUrl"),
  {
    method: "post",
    path: "/api/organizations/:id/category/:categoryId/image",
    tag: "Organizations",
    summary: "Upload a category's image",
    description: "For one of the organization's categories; same file rules as the logo.",
    access: "verified",
    params: categoryImageParam,
    body: { contentType: "multipart/form-data", schema: imageUploadForm },
    response: { status: 200, description: "The image's URL.", schema: imageUrl("categoryImageUrl") },
    errors: [400, ...GUARDED, 404, 409, 413, 415],
  },
  {
    method: "delete",
    path: "/api/organizations/:id/category/:categoryId/image",
    tag: "Organizations",
    summary: "Remove a category's image",
    access: "verified",
    params: categoryImageParam,
    response: { status: 200, description: "Removed.", schema: imageRemoved("categoryImageUrl") },
    errors: [400, ...GUARDED, 404, 409],
  },
  // Reference data
  {
    method: "get",
    path: "/api/categories",
    tag: "Reference data",
    summary: "Categories",
    description: "In catalogue order.",
    access: "public",
    response: { status: 200, description: "Categories.", schema: data(z.array(categoryDto)) },
    errors: [500],
  },
  {
    method: "get",
    path: "/api/category-groups",
    tag: "Reference data",
    summary: "Category groups",
    access: "public",
    response: { status: 200, description: "Groups in order.", schema: data(z.array(categoryGroupDto)) },
    errors: [500],
  },
  {
    method: "get",
    path: "/api/countries",
    tag: "Reference data",
    summary: "Countries",
    access: "public",
    response: { status: 200, description: "Countries by name.", schema: data(z.array(countryDto)) },
    errors: [500],
  },
  // Cities
  {
    method: "get",
    path: "/api/cities",
    tag: "Cities",
    summary: "Cities",
    description:
      "With indexable=true, the public city guides; without it every city, hidden ones included (admins only).",
    access: "public",
    query: citiesQuery,
    response: { status: 200, description: "Cities by name.", schema: data(z.array(cityDto)) },
    errors: [400, 401, 403, 500],
  },
  {
    method: "get",
    path: "/api/cities/slug/:slug",
    tag: "Cities",
    summary: "One city",
    access: "public",
    params: slugParam,
    response: { status: 200, description: "The city.", schema: data(cityDto) },
    errors: [400, 404, 500],
  },
  {
    method: "get",
    path: "/api/cities/slug/:slug/anchors",
    tag: "Cities",
    summary: "A city's anchor organizations",
    access: "public",
    params: slugParam,
    response: { status: 200, description: "Featured Explore companies.", schema: data(z.array(organizationDto)) },
    errors: [400, 404, 500],
  },
  {
    method: "post",
    path: "/api/cities",
    tag: "Cities",
    summary: "Create a city",
    description: "Slug lowercased with spaces as hyphens and unique (409 SLUG_TAKEN); the change is audited.",
    access: "admin",
    body: { contentType: "application/json", schema: cityInput },
    response: { status: 201, description: "The new city.", schema: data(cityDto) },
    errors: [400, ...GUARDED, 409],
  },
  {
    method: "put",
    path: "/api/cities/:id",
    tag: "Cities",
    summary: "Update a city, or only show or hide it",
    description: "The full city, or `{ isIndexable }` alone (the Indexable/Hidden toggle).",
    access: "admin",
    params: cityIdParam,
    body: { contentType: "application/json", schema: z.union([cityVisibilityInput, cityInput]) },
    response: { status: 200, description: "The city.", schema: data(cityDto) },
    errors: [400, ...GUARDED, 404, 409],
  },
  {
    method: "delete",
    path: "/api/cities/:id",
    tag: "Cities",
    summary: "Delete a city",
    description: "Refused with 409 CITY_IN_USE while organizations name it as their primary city: hide it instead.",
    access: "admin",
    params: cityIdParam,
    response: { status: 200, description: "Deleted.", schema: deleted },
    errors: [400, ...GUARDED, 404, 409],
  },
  {
    method: "post",
    path: "/api/cities/:id/hero-image",
    tag: "Cities",
    summary: "Upload a city's hero image",
    description: "JPEG, PNG or WebP (judged by the file's bytes), at most 5 MB.",
    access: "admin",
    params: cityIdParam,
    body: { contentType: "multipart/form-data", schema: imageUploadForm },
    response: { status: 200, description: "The image's URL.", schema: imageUrl("heroImageUrl") },
    errors: [400, ...GUARDED, 404, 413, 415, 503],
  },
  // Admin
  {
    method: "get",
    path: "/api/admin/overview",
    tag: "Admin",
    summary: "The Overview tab",
    description:
      "System health from the latest job runs, the last 10 audit entries, Explore's pending and stale counts.",
    access: "admin",
    response: { status: 200, description: "The overview.", schema: data(adminOverviewDto) },
    errors: GUARDED,
  },
  {
    method: "get",
    path: "/api/admin/users",
    tag: "Admin",
    summary: "Admin users",
    access: "admin",
    response: { status: 200, description: "The admins.", schema: data(data(z.array(adminUserDto))) },
    errors: GUARDED,
  },
  {
    method: "get",
    path: "/api/admin/system-status",
    tag: "Admin",
    summary: "Scheduled jobs and system health",
    access: "admin",
    response: { status: 200, description: "Every job's last run and next run.", schema: data(systemStatusDto) },
    errors: GUARDED,
  },
  {
    method: "post",
    path: "/api/admin/system-status/jobs/:name/run",
    tag: "Admin",
    summary: "Run a scheduled job now",
    access: "admin",
    params: jobNameParam,
    response: { status: 200, description: "The job's status after the run.", schema: data(jobStatusDto) },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "get",
    path: "/api/admin/audit-log",
    tag: "Admin",
    summary: "The audit log",
    description: "Every admin action, newest first; filter by action, target type or target.",
    access: "admin",
    query: auditLogQuery,
    response: { status: 200, description: "A page of entries.", schema: cursorPage(auditEntryDto) },
    errors: [400, ...GUARDED],
  },
  {
    method: "get",
    path: "/api/admin/explore/stats",
    tag: "Admin",
    summary: "Explore stats",
    description: "Pending requests, per-city thresholds (shouldBeIndexable, action) and freshness.",
    access: "admin",
    response: { status: 200, description: "The stats.", schema: data(exploreStatsDto) },
    errors: GUARDED,
  },
  {
    method: "get",
    path: "/api/admin/explore/organizations",
    tag: "Admin",
    summary: "Explore companies and enrolment requests",
    access: "admin",
    query: adminCompaniesQuery,
    response: { status: 200, description: "A page, by name.", schema: countedPage(adminCompanyDto) },
    errors: [400, ...GUARDED],
  },
  {
    method: "put",
    path: "/api/admin/explore/organizations/:id/enrollment",
    tag: "Admin",
    summary: "Approve or reject an Explore request",
    description:
      "Approve with an editor note of 300-600 characters after trimming, only when paid (403 PAYMENT_REQUIRED); reject with an optional reason the owner sees.",
    access: "admin",
    params: adminOrganizationParam,
    body: { contentType: "application/json", schema: enrollmentDecisionInput },
    response: { status: 200, description: "The company after the decision.", schema: data(adminCompanyDto) },
    errors: [400, ...GUARDED, 404, 409],
  },
  // Users
  {
    method: "get",
    path: "/api/users/profile",
    tag: "Users",
    summary: "The signed-in person",
    access: "signed-in",
    response: { status: 200, description: "Profile, role and verification.", schema: data(userProfileDto) },
    errors: [...GUARDED, 404],
  },
  {
    method: "get",
    path: "/api/users/organizations",
    tag: "Users",
    summary: "The organizations I created",
    description: "Paid or not, most recently changed first.",
    access: "permanent",
    response: { status: 200, description: "Organizations.", schema: data(data(z.array(organizationDto))) },
    errors: [...GUARDED],
  },
  {
    method: "delete",
    path: "/api/users/me",
    tag: "Users",
    summary: "Delete my account",
    description: "Type DELETE to confirm; accounts with a password must send it. Signs out.",
    access: "permanent",
    body: { contentType: "application/json", schema: deleteAccountInput },
    response: { status: 200, description: "Deleted; the session cookie is cleared.", schema: deleted },
    errors: [400, ...GUARDED, 429],
  },
  // Verified profiles
  {
    method: "get",
    path: "/api/organizations/:id/domain-verification",
    tag: "Organizations",
    summary: "The domain verification of my organization",
    description: `The website's domain, the organization's code and where to publish it: a TXT record \`${VERIFICATION_TXT_PREFIX}<code>\` on the domain, or a file at \`${VERIFICATION_FILE_PATH}\` holding the code. A website on another domain gets a new code. The creator only.`,
    access: "verified",
    params: idParam,
    response: { status: 200, description: "The verification.", schema: data(domainVerificationDto) },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "post",
    path: "/api/organizations/:id/domain-verification/check",
    tag: "Organizations",
    summary: "Check the DNS record or the file now",
    description:
      "Reads the TXT records (DNS over HTTPS) or the file (no redirect to another host; https in production), within 5 seconds. Found: the domain is verified for a year and the profile shows the Verified badge. Not found: 400 saying what was looked for.",
    access: "verified",
    params: idParam,
    body: { contentType: "application/json", schema: domainCheckInput },
    response: { status: 200, description: "Verified.", schema: data(domainVerificationDto) },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "post",
    path: "/api/organizations/:id/domain-verification/code-request",
    tag: "Organizations",
    summary: "Email a code to an address at the domain",
    description: "A 6-digit code to `<localPart>@<domain>`, good for 30 minutes; 5 an hour per organization (429).",
    access: "verified",
    params: idParam,
    body: { contentType: "application/json", schema: domainCodeRequest },
    response: { status: 200, description: "Sent.", schema: data(domainVerificationDto) },
    errors: [400, ...GUARDED, 404, 429],
  },
  {
    method: "post",
    path: "/api/organizations/:id/domain-verification/code",
    tag: "Organizations",
    summary: "Confirm the emailed code",
    description: "The right code verifies the domain for a year; 5 wrong ones end the code.",
    access: "verified",
    params: idParam,
    body: { contentType: "application/json", schema: domainCodeInput },
    response: { status: 200, description: "Verified.", schema: data(domainVerificationDto) },
    errors: [400, ...GUARDED, 404],
  },
  // Saved searches
  {
    method: "get",
    path: "/api/saved-searches",
    tag: "Saved searches",
    summary: "My saved searches",
    description: "Newest first.",
    access: "verified",
    response: { status: 200, description: "Saved searches.", schema: data(z.array(savedSearchDto)) },
    errors: [...GUARDED],
  },
  {
    method: "post",
    path: "/api/saved-searches",
    tag: "Saved searches",
    summary: "Save a search",
    description: `A name and at least one filter (country, categories, search text), as the directory reads them. At most ${MAX_SAVED_SEARCHES} per person, and the same filters once (409). Alerts start on: a daily email lists the organizations newly listed that match, and none is sent when nothing is new.`,
    access: "verified",
    body: { contentType: "application/json", schema: savedSearchInput },
    response: { status: 201, description: "The saved search.", schema: data(savedSearchDto) },
    errors: [400, ...GUARDED, 409],
  },
  {
    method: "patch",
    path: "/api/saved-searches/:id",
    tag: "Saved searches",
    summary: "Rename a saved search, or turn its alerts on or off",
    access: "verified",
    params: savedSearchId,
    body: { contentType: "application/json", schema: savedSearchUpdate },
    response: { status: 200, description: "The saved search.", schema: data(savedSearchDto) },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "delete",
    path: "/api/saved-searches/:id",
    tag: "Saved searches",
    summary: "Delete a saved search",
    access: "verified",
    params: savedSearchId,
    response: { status: 200, description: "Deleted.", schema: deleted },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "post",
    path: "/api/saved-searches/unsubscribe",
    tag: "Saved searches",
    summary: "Stop a saved search's alerts (one-click unsubscribe)",
    description:
      "The List-Unsubscribe link of a digest email (RFC 8058): no session and no same-site check, the signed token names the search. Doing it twice changes nothing.",
    access: "public",
    query: unsubscribeQuery,
    response: { status: 200, description: "Alerts are off.", schema: data(unsubscribedDto) },
    errors: [400, 404, 500],
  },
  // Payments
  {
    method: "post",
    path: "/api/payments/create-checkout-session",
    tag: "Payments",
    summary: "Start a checkout",
    description:
      "For one's own organization (purchase) or an unclaimed Explore company (claim); the server sets the price.",
    access: "verified",
    body: { contentType: "application/json", schema: checkoutInput },
    response: { status: 200, description: "Where to send the buyer.", schema: data(checkoutSessionDto) },
    errors: [400, ...GUARDED, 404, 409, 502, 503],
  },
  {
    method: "post",
    path: "/api/payments/webhook",
    tag: "Payments",
    summary: "Stripe webhook",
    description: "For Stripe only: the raw event, signed in the Stripe-Signature header. Duplicates are acknowledged.",
    access: "stripe",
    body: {
      contentType: "application/json",
      schema: z.record(z.string(), z.unknown()),
      description: "A Stripe event.",
    },
    response: {
      status: 200,
      description: "Received.",
      schema: data(z.object({ received: z.boolean(), duplicate: z.boolean() })),
    },
    errors: [400, 500, 503],
  },
  {
    method: "get",
    path: "/api/payments/session/:sessionId",
    tag: "Payments",
    summary: "Verify a checkout",
    description:
      "The buyer's check after returning from checkout; fulfils the payment when the provider says it is complete. 409 when someone else claimed the organization first.",
    access: "verified",
    params: sessionParam,
    response: { status: 200, description: "paid or pending.", schema: data(checkoutVerificationDto) },
    errors: [400, ...GUARDED, 404, 409, 502],
  },
  {
    method: "post",
    path: "/api/payments/apply-guest-code",
    tag: "Payments",
    summary: "Pay with a guest code",
    access: "verified",
    body: { contentType: "application/json", schema: guestCodeInput },
    response: { status: 200, description: "The organization is paid.", schema: data(guestCodeResultDto) },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "get",
    path: "/api/payments/status/:orgId",
    tag: "Payments",
    summary: "An organization's payment status",
    description: "For its creator and admins.",
    access: "verified",
    params: orgParam,
    response: { status: 200, description: "The status.", schema: data(paymentStatusDto) },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "get",
    path: "/api/payments/subscription/:orgId",
    tag: "Payments",
    summary: "An organization's subscriptions",
    description: "The creator's subscription records for it, newest first.",
    access: "verified",
    params: orgParam,
    response: { status: 200, description: "Subscriptions.", schema: data(data(z.array(subscriptionRecordDto))) },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "post",
    path: "/api/payments/subscription/:orgId/cancel",
    tag: "Payments",
    summary: "Cancel a plan at the end of its period",
    description: `The plan stays active until its paid period ends, then ends. ${PLAN_HOLDER}`,
    access: "verified",
    params: orgParam,
    response: { status: 200, description: "The plan as recorded now.", schema: data(subscriptionRecordDto) },
    errors: [400, ...GUARDED, 404, 502, 503],
  },
  {
    method: "post",
    path: "/api/payments/subscription/:orgId/resume",
    tag: "Payments",
    summary: "Resume a canceled plan",
    description: `Before its paid period ends: the plan renews again. ${PLAN_HOLDER}`,
    access: "verified",
    params: orgParam,
    response: { status: 200, description: "The plan as recorded now.", schema: data(subscriptionRecordDto) },
    errors: [400, ...GUARDED, 404, 502, 503],
  },
  {
    method: "post",
    path: "/api/payments/subscription/:orgId/billing-portal",
    tag: "Payments",
    summary: "Open the billing portal",
    description: `A Stripe customer portal session for invoices and the payment method, returning to the dashboard (a development page without Stripe keys). ${PLAN_HOLDER}`,
    access: "verified",
    params: orgParam,
    query: billingPortalInput,
    response: { status: 200, description: "Where to send the browser.", schema: data(billingPortalDto) },
    errors: [400, ...GUARDED, 404, 502, 503],
  },
  // Service
  // Analytics
  ...(
    [
      [
        "vitals",
        "Send a web vitals sample",
        vitalsInput,
        "One FCP, LCP, CLS, INP or TTFB measurement with the page's route pattern and lane; values from 0 to 120000 ms (CLS 0 to 10).",
      ],
      [
        "explore",
        "Send an Explore event",
        exploreEventInput,
        "explore_page_view, explore_profile_view or explore_claim_click.",
      ],
      [
        "directory",
        "Send a directory event",
        directoryEventInput,
        "For the owners' figures: org_profile_view and org_link_click name one organization, org_directory_appearance up to 60 shown by a filtered directory list.",
      ],
    ] as const
  ).map(
    ([name, summary, schema, description]) =>
      ({
        method: "post",
        path: `/api/analytics/${name}`,
        tag: "Analytics",
        summary,
        description: `${description} Queued for storage. Answers 204 (nothing queued) to Do Not Track, Global Privacy Control and bots. At most 4 KB; limited per client address.`,
        access: "public",
        body: { contentType: "application/json", schema },
        response: { status: 202, description: "Queued.", schema: queuedDto },
        errors: [400, 403, 429, 500],
      }) as const,
  ),
  {
    method: "get",
    path: "/api/analytics/organizations/:id",
    tag: "Analytics",
    summary: "An organization's figures",
    description:
      "Profile views, link clicks and appearances in filtered directory results over the last 30 days, each visitor counted at most once a day; updated hourly. Only the organization's creator and admins.",
    access: "signed-in",
    params: analyticsOrgParam,
    response: { status: 200, description: "The figures.", schema: z.object({ data: organizationStatsDto }) },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: "get",
    path: "/api/analytics/overview",
    tag: "Analytics",
    summary: "Vitals and the Explore funnel",
    description:
      "p75 of each vital per lane and route over the range (hourly for 48h, daily for 30d) and Explore page views, profile views and claim clicks per city.",
    access: "admin",
    query: analyticsOverviewQuery,
    response: { status: 200, description: "The figures.", schema: z.object({ data: analyticsOverviewDto }) },
    errors: [400, ...GUARDED],
  },
  {
    method: "get",
    path: "/api/health",
    tag: "Service",
    summary: "Liveness",
    description: "No database, no session.",
    access: "public",
    response: { status: 200, description: "Up.", schema: data(z.object({ status: z.literal("ok") })) },
    errors: [],
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Service",
    summary: "This document",
    description: "OpenAPI 3.1. Rendered for people at /developers/api.",
    access: "public",
    response: {
      status: 200,
      description: "The OpenAPI document.",
      schema: z.record(z.string(), z.unknown()),
    },
    errors: [],
  },
] as const satisfies readonly Operation[];

const ACCESS_TEXT: Record<Access, string> = {
  public: "",
  "signed-in": "Needs a session cookie (a guest session will do).",
  permanent: "Needs a session cookie of a permanent (non-guest) account.",
  verified: "Needs a session cookie of a permanent account with a verified email address.",
  admin: "Needs a session cookie of an admin.",
  stripe: "Called by Stripe, authenticated by the Stripe-Signature header.",
};

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: "Invalid input: message, code, the message's id and values, and the issues by field.",
  401: "No session: You need to be logged in to perform this action.",
  403: "Not allowed: a guest, an unverified address, not the owner, or a cross-site write.",
  404: "Not found.",
  409: "Conflict with the current state (unpaid, already claimed).",
  413: "File too large.",
  415: "Not a JPEG, PNG or WebP image.",
  429: "Too many attempts.",
  500: "Unexpected error; no details are given.",
  502: "The payment provider failed.",
  503: "Not configured or unavailable.",
};

type JsonSchema = Record<string, unknown>;

/** `/api/organizations/:id` as OpenAPI spells it: `/api/organizations/{id}` (a Hono `{regex}` suffix dropped). */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
}

/**
 * A zod schema as JSON Schema: request parts as the client sends them (`input`), answers as the server writes them
 * (`output`). Named DTOs become `#/components/schemas/...` references, collected into `components`.
 */
function toSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const {
    $schema: _,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    io,
    metadata: NAMED,
    unrepresentable: "any",
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const relink = (value: unknown): JsonSchema =>
    JSON.parse(
      // zod bounds every integer by the safe range; that says nothing to a reader.
      JSON.stringify(value, (key, item) =>
        (key === "minimum" || key === "maximum") && Math.abs(item) === Number.MAX_SAFE_INTEGER ? undefined : item,
      ).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema;
  for (const [name, definition] of Object.entries($defs ?? {})) components[name] = relink(definition);
  return relink(json);
}

function parameters(operation: Operation, components: Record<string, JsonSchema>) {
  const list: JsonSchema[] = [];
  for (const [location, object] of [
    ["path", operation.params],
    ["query", operation.query],
  ] as const) {
    if (!object) continue;
    const json = toSchema(object, "input", components) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: location, required: location === "path" || (json.required ?? []).includes(name), schema });
    }
  }
  return list;
}

function describeOperation(operation: Operation, components: Record<string, JsonSchema>) {
  const errorRef = { $ref: "#/components/schemas/ApiError" };
  const responses: Record<string, JsonSchema> = {
    [operation.response.status]: {
      description: operation.response.description,
      content: { "application/json": { schema: toSchema(operation.response.schema, "output", components) } },
    },
  };
  for (const status of operation.errors) {
    responses[status] = { description: ERROR_TEXT[status], content: { "application/json": { schema: errorRef } } };
  }
  const security =
    operation.access === "public"
      ? []
      : operation.access === "stripe"
        ? [{ stripeSignature: [] }]
        : [{ sessionCookie: [] }];
  return {
    operationId: `${operation.method}${openApiPath(operation.path)
      .replace(/^\/api/, "")
      .split(/[/{}.-]+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join("")}`,
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, ACCESS_TEXT[operation.access]].filter(Boolean).join(" "),
    "x-access": operation.access,
    security,
    parameters: parameters(operation, components),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            ...(operation.body.description ? { description: operation.body.description } : {}),
            content: { [operation.body.contentType]: { schema: toSchema(operation.body.schema, "input", components) } },
          },
        }
      : {}),
    responses,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** The OpenAPI 3.1 document of the API. Pure: the same every time, so it is built once per isolate. */
export function buildOpenApiDocument() {
  const components: Record<string, JsonSchema> = {};
  toSchema(apiErrorDto, "output", components);
  const paths: Record<string, Record<string, ReturnType<typeof describeOperation>>> = {};
  for (const operation of OPERATIONS) {
    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method] = describeOperation(operation, components);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Startup directory API",
      version: "1.0.0",
      description:
        'JSON over HTTPS. Success answers `{ "data": ... }` (lists that page add `meta`); failures answer `{ "message", "code", "issues"? }` with the status. Sign-in, sign-up and sessions are handled by better-auth under /api/auth/* and set the session cookie the guarded routes need. Writes must come from this site (Origin header).',
    },
    servers: [{ url: "/" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "Set by signing in through /api/auth/* (prefixed __Secure- over HTTPS).",
        },
        stripeSignature: { type: "apiKey", in: "header", name: "Stripe-Signature" },
      },
    },
  };
}

let cached: { document: OpenApiDocument; body: string; etag: Promise<string> } | undefined;

/** The document, its JSON text and an ETag, computed once per isolate. */
export function openApiDocument() {
  if (!cached) {
    const document = buildOpenApiDocument();
    const body = JSON.stringify(document);
    const etag = crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(body))
      .then(
        (hash) => `"${[...new Uint8Array(hash).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`,
      );
    cached = { document, body, etag };
  }
  return cached;
}
