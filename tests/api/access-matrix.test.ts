import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiErrorDto } from "../../contract/dto";
import { ERROR_CODES, englishMessage, MESSAGE_IDS } from "../../contract/errors";
import {
  type CreatedUser,
  createAdmin,
  createDraftOrganization,
  createEnrollmentRequested,
  createJobPosting,
  createPaidOrganization,
  createUnclaimedExploreCompany,
  createUnverifiedUser,
  createVerifiedUser,
  FACTORY_PASSWORD,
  uniqueId,
  userRows,
  userStatements,
} from "../../seed/factories";
import { DEMO_ACCOUNTS, demoOrganizations } from "../../seed/seed";
import { api } from "../../worker/api";
import { appRateLimit, checkoutSessions, cities, organizations, savedSearches } from "../../worker/db/schema";
import { call, cookieOf, db, json, seedDemoData, signedIn, signIn, storedOrganization } from "../support/helpers";
import { PNG } from "../support/images";

/**
 * Who may call every route of the API. One rule per `METHOD path` that the Hono app mounts: a route
 * without a rule fails this suite, and so does a rule for a route that is gone. Each rule is checked with a real
 * request from each kind of caller, with real better-auth sessions: those it allows are never refused (401/403),
 * the others are refused exactly as the app refuses them today.
 *
 * The rules mirror worker/services/access/permissions.ts (`signedIn(access)` in the routes, requireEditor/requireAdmin in
 * the services): who may read, create, edit, pay for and curate what.
 */

const ACTORS = ["signedOut", "guest", "unverified", "verified", "creator", "admin"] as const;
/**
 * - signedOut: no session. guest: better-auth's anonymous user. unverified: signed up, email not verified.
 * - verified: a verified account that owns nothing here. admin: a verified admin (who does not own the organization).
 * - creator: a verified account that owns the organization (or checkout) the request names.
 */
type Actor = (typeof ACTORS)[number];

const EVERYONE: readonly Actor[] = ACTORS;
const SIGNED_IN: readonly Actor[] = ["guest", "unverified", "verified", "creator", "admin"];
const PERMANENT: readonly Actor[] = ["unverified", "verified", "creator", "admin"];
const VERIFIED: readonly Actor[] = ["verified", "creator", "admin"];
const CREATOR: readonly Actor[] = ["creator"];
const ADMIN: readonly Actor[] = ["admin"];
const NOBODY: readonly Actor[] = [];

/**
 * Every failure of the API's own routes is the error envelope with a known code, and a known message id (with its
 * values) wherever a catalog has its words, so that a page can translate it without reading the English.
 */
async function expectKnownError(response: Response, where: string) {
  const body = await json(response.clone());
  expect(apiErrorDto.safeParse(body).error, where).toBeUndefined();
  expect(ERROR_CODES, where).toContain(body.code);
  if (body.messageId !== undefined) {
    expect(MESSAGE_IDS, where).toContain(body.messageId);
    expect(englishMessage({ id: body.messageId, params: body.params }), where).toBe(body.message);
  }
}

/** The default refusal: 401 without a session, 403 with one (permissions.ts's DENIALS). */
const refusalOf = (actor: Actor) => (actor === "signedOut" ? 401 : 403);

/** What each request can ask for: fresh records owned by the `creator` caller, made for this request alone. */
type Fixtures = {
  /** The creator's own organization: paid (listed, editable) unless `paid: false`. */
  org: (options?: { paid?: boolean }) => Promise<{ id: string; categoryId: string }>;
  /** An organization in the Explore moderation queue (requested), owned by the creator. */
  enrolment: () => Promise<{ id: string }>;
  /** A curated Explore company nobody owns: claimable. */
  claimable: () => Promise<{ id: string }>;
  /** A checkout the creator started for their unpaid organization. */
  checkout: () => Promise<{ id: string }>;
  /** A hidden city guide. */
  city: () => Promise<{ id: string }>;
  /** A saved search of the creator's. */
  savedSearch: () => Promise<{ id: string }>;
  /** An open role of the creator's paid organization. */
  role: () => Promise<{ id: string }>;
  /** The caller's own password (for the routes that ask for it again). */
  password: string | null;
};

type Request = {
  /** The concrete path, matching the rule's route pattern. */
  path: string;
  json?: unknown;
  form?: () => FormData;
};

type Case = {
  /** Who may call it. */
  allow: readonly Actor[];
  /** Refusals that are not the session rule's 401/403: something the caller may not know of answers 404. */
  refuse?: Partial<Record<Actor, 401 | 403 | 404>>;
  request: (fixtures: Fixtures) => Request | Promise<Request>;
};

type Rule = Case & {
  /** A public route that checks something else than the session: the status every unsigned caller gets. */
  ownCheck?: { what: string; status: number };
  /** The same route with another body or target that has its own rule (e.g. an admin's flags on PUT). */
  also?: (Case & { what: string })[];
  /** The allowed call uses up its caller (account deletion): every caller is made afresh for it. */
  consumesCaller?: true;
  /** Why, when the rule is not simply one of permissions.ts's access levels. */
  note?: string;
};

/** A role's fields, as POST and PUT /api/jobs take them. */
const roleFields = {
  title: "Matrix Engineer",
  description: "Keep the matrix of who may do what honest, one request at a time, with tests.",
  employmentType: "full_time",
  seniority: "mid",
  workplace: "remote",
  salaryMin: 50000,
  salaryMax: 60000,
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  apply: "jobs@example.org",
};

const image = () => {
  const form = new FormData();
  form.append("image", new File([PNG], "image.png", { type: "image/png" }));
  return form;
};
const org =
  (suffix = "") =>
  async (f: Fixtures) => ({ path: `/api/organizations/${(await f.org()).id}${suffix}` });
const cityBody = () => ({
  countryCode: "PT",
  cityName: "Matrix City",
  slug: uniqueId("matrix-city"),
  thesis: "A city made by the access matrix test.",
  plugInGuide: "Nothing to plug into.",
  receipts: "",
  topicIds: [],
  curatorCredit: "",
  isIndexable: false,
});

const RULES: Record<string, Rule> = {
  // -- better-auth, mounted under /api/auth ------------------------------------------------------------------------
  "GET /api/auth/*": {
    allow: EVERYONE,
    note: "better-auth's own endpoints, each with its own session rule (here: reading the session)",
    request: () => ({ path: "/api/auth/get-session" }),
  },
  "POST /api/auth/*": {
    allow: EVERYONE,
    note: "better-auth's own endpoints, each with its own session rule (here: a password reset request)",
    request: () => ({
      path: "/api/auth/request-password-reset",
      json: { email: `${uniqueId("nobody")}@example.com`, redirectTo: "/reset-password" },
    }),
  },
  "GET /api/auth/delete-user": {
    allow: NOBODY,
    refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404, creator: 404, admin: 404 },
    note: "closed: accounts are deleted only through DELETE /api/users/me (with its confirmation and clean-up)",
    request: () => ({ path: "/api/auth/delete-user" }),
  },
  "POST /api/auth/delete-user": {
    allow: NOBODY,
    refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404, creator: 404, admin: 404 },
    note: "closed, as above",
    request: () => ({ path: "/api/auth/delete-user", json: {} }),
  },
  "GET /api/auth/delete-user/*": {
    allow: NOBODY,
    refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404, creator: 404, admin: 404 },
    note: "closed, as above (its email-confirmation callback too)",
    request: () => ({ path: "/api/auth/delete-user/callback?token=x" }),
  },
  "POST /api/auth/delete-user/*": {
    allow: NOBODY,
    refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404, creator: 404, admin: 404 },
    note: "closed, as above",
    request: () => ({ path: "/api/auth/delete-user/callback", json: {} }),
  },
  "POST /api/auth/update-user": {
    allow: SIGNED_IN,
    note: "the app validates the name and photo first, then better-auth updates the session's own user",
    request: () => ({ path: "/api/auth/update-user", json: { name: "Renamed by the matrix" } }),
  },

  // -- Context-free --------------------------------------------------------------------------------------------------
  "GET /api/health": { allow: EVERYONE, request: () => ({ path: "/api/health" }) },
  "GET /api/openapi.json": { allow: EVERYONE, request: () => ({ path: "/api/openapi.json" }) },

  // -- Reference data ------------------------------------------------------------------------------------------------
  "GET /api/categories": { allow: EVERYONE, request: () => ({ path: "/api/categories" }) },
  "GET /api/category-groups": { allow: EVERYONE, request: () => ({ path: "/api/category-groups" }) },
  "GET /api/countries": { allow: EVERYONE, request: () => ({ path: "/api/countries" }) },

  // -- Organizations -------------------------------------------------------------------------------------------------
  "GET /api/organizations": { allow: EVERYONE, request: () => ({ path: "/api/organizations" }) },
  "GET /api/organizations/facets": { allow: EVERYONE, request: () => ({ path: "/api/organizations/facets" }) },
  "GET /api/organizations/compare": {
    allow: EVERYONE,
    request: () => ({ path: "/api/organizations/compare?ids=mia-causeway-labs,pt-marulho" }),
  },
  "GET /api/organizations/active-countries": {
    allow: EVERYONE,
    request: () => ({ path: "/api/organizations/active-countries" }),
  },
  "GET /api/organizations/explore": {
    allow: EVERYONE,
    request: () => ({ path: "/api/organizations/explore?city=miami" }),
  },
  "GET /api/organizations/:id": {
    allow: EVERYONE,
    request: org(),
    also: [
      {
        what: "an unpaid draft: its creator and admins only, hidden (404) from everyone else",
        allow: ["creator", "admin"],
        refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404 },
        request: async (f) => ({ path: `/api/organizations/${(await f.org({ paid: false })).id}` }),
      },
    ],
  },
  "POST /api/organizations": {
    allow: VERIFIED,
    request: () => ({
      path: "/api/organizations",
      json: { name: "Matrix Org", country: "FR", description: "Made by the access matrix." },
    }),
  },
  "PUT /api/organizations/:id": {
    allow: CREATOR,
    note: "the creator's full update; an admin's featured/Explore flags are the other case",
    request: async (f) => ({
      path: `/api/organizations/${(await f.org()).id}`,
      json: {
        name: "Matrix Org",
        description: "Updated by the access matrix.",
        country: "FR",
        categoryIds: ["remote_first"],
        categoriesDetails: {},
        hasLocalPresence: false,
        localPresenceCriteria: "",
      },
    }),
    also: [
      {
        what: "the featured/Explore flags alone: admins only",
        allow: ADMIN,
        request: async (f) => ({ path: `/api/organizations/${(await f.org()).id}`, json: { isFeatured: true } }),
      },
      {
        what: "an unpaid draft: hidden (404, as an unknown id) from a verified caller who may not see it",
        allow: CREATOR,
        refuse: { verified: 404 },
        request: async (f) => ({
          path: `/api/organizations/${(await f.org({ paid: false })).id}`,
          json: { name: "x" },
        }),
      },
    ],
  },
  "DELETE /api/organizations/:id": {
    allow: CREATOR,
    request: org(),
    also: [
      {
        what: "an unpaid draft: hidden (404) from a verified caller who may not see it",
        allow: CREATOR,
        refuse: { verified: 404 },
        request: async (f) => ({ path: `/api/organizations/${(await f.org({ paid: false })).id}` }),
      },
    ],
  },
  "POST /api/organizations/:id/logo": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/organizations/${(await f.org()).id}/logo`, form: image }),
  },
  "DELETE /api/organizations/:id/logo": { allow: CREATOR, request: org("/logo") },
  "POST /api/organizations/:id/banner": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/organizations/${(await f.org()).id}/banner`, form: image }),
  },
  "DELETE /api/organizations/:id/banner": { allow: CREATOR, request: org("/banner") },
  "POST /api/organizations/:id/category/:categoryId/image": {
    allow: CREATOR,
    request: async (f) => {
      const { id, categoryId } = await f.org();
      return { path: `/api/organizations/${id}/category/${categoryId}/image`, form: image };
    },
  },
  "DELETE /api/organizations/:id/category/:categoryId/image": {
    allow: CREATOR,
    request: async (f) => {
      const { id, categoryId } = await f.org();
      return { path: `/api/organizations/${id}/category/${categoryId}/image` };
    },
  },
  // Domain verification: the creator's alone, like editing. The fixture has no website, so the checks
  // answer the creator 400 (nothing to verify) without any outbound request.
  "GET /api/organizations/:id/domain-verification": {
    allow: CREATOR,
    request: org("/domain-verification"),
    also: [
      {
        what: "an unpaid draft: hidden (404) from a verified caller who may not see it",
        allow: CREATOR,
        refuse: { verified: 404 },
        request: async (f) => ({ path: `/api/organizations/${(await f.org({ paid: false })).id}/domain-verification` }),
      },
    ],
  },
  "POST /api/organizations/:id/domain-verification/check": {
    allow: CREATOR,
    request: async (f) => ({ ...(await org("/domain-verification/check")(f)), json: { method: "dns" } }),
  },
  "POST /api/organizations/:id/domain-verification/code-request": {
    allow: CREATOR,
    request: async (f) => ({ ...(await org("/domain-verification/code-request")(f)), json: { localPart: "admin" } }),
  },
  "POST /api/organizations/:id/domain-verification/code": {
    allow: CREATOR,
    request: async (f) => ({ ...(await org("/domain-verification/code")(f)), json: { code: "123456" } }),
  },

  // -- Cities --------------------------------------------------------------------------------------------------------
  "GET /api/cities": {
    allow: ADMIN,
    note: "the full list names hidden cities",
    request: () => ({ path: "/api/cities" }),
    also: [
      {
        what: "indexable cities only: public",
        allow: EVERYONE,
        request: () => ({ path: "/api/cities?indexable=true" }),
      },
    ],
  },
  "GET /api/cities/slug/:slug": { allow: EVERYONE, request: () => ({ path: "/api/cities/slug/miami" }) },
  "GET /api/cities/slug/:slug/anchors": {
    allow: EVERYONE,
    request: () => ({ path: "/api/cities/slug/miami/anchors" }),
  },
  "POST /api/cities": { allow: ADMIN, request: () => ({ path: "/api/cities", json: cityBody() }) },
  "PUT /api/cities/:id": {
    allow: ADMIN,
    request: async (f) => ({ path: `/api/cities/${(await f.city()).id}`, json: { isIndexable: false } }),
  },
  "DELETE /api/cities/:id": { allow: ADMIN, request: async (f) => ({ path: `/api/cities/${(await f.city()).id}` }) },
  "POST /api/cities/:id/hero-image": {
    allow: ADMIN,
    request: async (f) => ({ path: `/api/cities/${(await f.city()).id}/hero-image`, form: image }),
  },

  // -- Users ---------------------------------------------------------------------------------------------------------
  "GET /api/users/profile": {
    allow: SIGNED_IN,
    note: "the signed-in person's own role and verification, guests included (the client's role check reads it)",
    request: () => ({ path: "/api/users/profile" }),
  },
  "GET /api/users/organizations": {
    allow: PERMANENT,
    note: "one's own organizations; an unverified account owns none yet but may list them",
    request: () => ({ path: "/api/users/organizations" }),
  },
  "DELETE /api/users/me": {
    allow: PERMANENT,
    note: "an unverified account may be deleted too; guests are removed by the guest-cleanup job",
    consumesCaller: true,
    request: (f) => ({ path: "/api/users/me", json: { confirm: "DELETE", password: f.password ?? "" } }),
  },

  // -- Saved searches ------------------------------------------------------------------------------------------------
  "GET /api/saved-searches": {
    allow: VERIFIED,
    note: "one's own; the digest emails go to a verified address only",
    request: () => ({ path: "/api/saved-searches" }),
  },
  "POST /api/saved-searches": {
    allow: VERIFIED,
    request: () => ({
      path: "/api/saved-searches",
      json: { name: "Matrix search", q: uniqueId("matrix"), categories: "remote_first" },
    }),
  },
  "GET /api/jobs": { allow: EVERYONE, note: "the public job board", request: () => ({ path: "/api/jobs" }) },
  "GET /api/jobs/mine": { allow: VERIFIED, request: () => ({ path: "/api/jobs/mine" }) },
  "GET /api/jobs/:id": {
    allow: EVERYONE,
    note: "an open role is public",
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}` }),
  },
  "POST /api/jobs": {
    allow: CREATOR,
    note: "the creator of the paid organization posts its roles; an admin does not post for others",
    request: async (f) => ({
      path: "/api/jobs",
      json: {
        organizationId: (await f.org()).id,
        durationDays: 30,
        ...roleFields,
      },
    }),
  },
  "PUT /api/jobs/:id": {
    allow: CREATOR,
    request: async (f) => ({
      path: `/api/jobs/${(await f.role()).id}`,
      json: {
        ...roleFields,
        title: "Matrix Engineer, edited",
      },
    }),
  },
  "POST /api/jobs/:id/close": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}/close` }),
  },
  "POST /api/jobs/:id/renew": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}/renew`, json: { durationDays: 60 } }),
  },
  "POST /api/jobs/:id/hide": {
    allow: ADMIN,
    note: "editors curate the board",
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}/hide`, json: { reason: "Matrix check" } }),
  },
  "POST /api/jobs/:id/unhide": {
    allow: ADMIN,
    note: "editors curate the board (a role not hidden answers 409)",
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}/unhide` }),
  },
  "PATCH /api/saved-searches/:id": {
    allow: CREATOR,
    refuse: { verified: 404, admin: 404 },
    note: "someone else's saved search does not exist for the caller, an admin included",
    request: async (f) => ({ path: `/api/saved-searches/${(await f.savedSearch()).id}`, json: { alerts: false } }),
  },
  "DELETE /api/saved-searches/:id": {
    allow: CREATOR,
    refuse: { verified: 404, admin: 404 },
    note: "someone else's saved search does not exist for the caller, an admin included",
    request: async (f) => ({ path: `/api/saved-searches/${(await f.savedSearch()).id}` }),
  },
  "POST /api/saved-searches/unsubscribe": {
    allow: EVERYONE,
    ownCheck: { what: "the link's signed token (a tampered one here: 400)", status: 400 },
    note: "a mail client's one-click unsubscribe: no session, the signed token is the authority",
    request: async (f) => ({ path: `/api/saved-searches/unsubscribe?token=${(await f.savedSearch()).id}.AAAA` }),
  },

  // -- Newsletter ----------------------------------------------------------------------------------------------------
  "POST /api/newsletter": {
    allow: EVERYONE,
    note: "anyone may ask from this site's pages; the answer is the same whether or not the address is subscribed",
    request: () => ({ path: "/api/newsletter", json: { email: `${uniqueId("matrix")}@example.com` } }),
  },
  "POST /api/newsletter/confirm": {
    allow: EVERYONE,
    ownCheck: { what: "the link's signed token (a tampered one here: 400)", status: 400 },
    note: "the confirmation email's link: no session, the signed token is the authority",
    request: () => ({ path: "/api/newsletter/confirm?token=matrix.AAAA" }),
  },
  "POST /api/newsletter/unsubscribe": {
    allow: EVERYONE,
    ownCheck: { what: "the link's signed token (a tampered one here: 400)", status: 400 },
    note: "a mail client's one-click unsubscribe: no session, the signed token is the authority",
    request: () => ({ path: "/api/newsletter/unsubscribe?token=matrix.AAAA" }),
  },

  // -- Payments ------------------------------------------------------------------------------------------------------
  "POST /api/payments/create-checkout-session": {
    allow: CREATOR,
    refuse: { verified: 404 },
    note: "paying for one's own unpaid organization; claiming is the other case",
    request: async (f) => ({
      path: "/api/payments/create-checkout-session",
      json: { organizationId: (await f.org({ paid: false })).id, plan: "monthly", intent: "purchase" },
    }),
    also: [
      {
        what: "claiming an unclaimed Explore company: any verified account",
        allow: VERIFIED,
        request: async (f) => ({
          path: "/api/payments/create-checkout-session",
          json: { organizationId: (await f.claimable()).id, plan: "monthly", intent: "claim", source: "explore_claim" },
        }),
      },
    ],
  },
  "POST /api/payments/webhook": {
    allow: EVERYONE,
    ownCheck: { what: "Stripe's signature over the raw body (none here: 400)", status: 400 },
    note: "Stripe's servers call it: no session and no Origin, but nothing happens without a valid signature",
    request: () => ({
      path: "/api/payments/webhook",
      json: { id: "evt_unsigned", type: "checkout.session.completed" },
    }),
  },
  "GET /api/payments/session/:sessionId": {
    allow: CREATOR,
    refuse: { verified: 404, admin: 404 },
    note: "only the checkout's buyer (here the creator) may ask; for anyone else verified it does not exist",
    request: async (f) => ({ path: `/api/payments/session/${(await f.checkout()).id}` }),
  },
  "POST /api/payments/apply-guest-code": {
    allow: CREATOR,
    request: async (f) => ({
      path: "/api/payments/apply-guest-code",
      json: { organizationId: (await f.org()).id, code: "NOT-A-CODE" },
    }),
  },
  "GET /api/payments/status/:orgId": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/payments/status/${(await f.org()).id}` }),
  },
  "GET /api/payments/subscription/:orgId": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/payments/subscription/${(await f.org()).id}` }),
  },
  "POST /api/payments/subscription/:orgId/cancel": {
    allow: CREATOR,
    note: "only the plan's buyer (the creator) manages it",
    request: async (f) => ({ path: `/api/payments/subscription/${(await f.org()).id}/cancel` }),
  },
  "POST /api/payments/subscription/:orgId/resume": {
    allow: CREATOR,
    note: "only the plan's buyer (the creator) manages it",
    request: async (f) => ({ path: `/api/payments/subscription/${(await f.org()).id}/resume` }),
  },
  "POST /api/payments/subscription/:orgId/billing-portal": {
    allow: CREATOR,
    note: "only the plan's buyer (the creator) manages it",
    request: async (f) => ({ path: `/api/payments/subscription/${(await f.org()).id}/billing-portal` }),
  },

  // -- Analytics -----------------------------------------------------------------------------------------
  "POST /api/analytics/vitals": {
    allow: EVERYONE,
    note: "a beacon: anyone's browser may send one; no session is read, the edge limiter counts the address",
    request: () => ({
      path: "/api/analytics/vitals",
      json: { metric: "LCP", value: 1200, route: "/", lane: "discovery" },
    }),
  },
  "POST /api/analytics/explore": {
    allow: EVERYONE,
    note: "a beacon, as above",
    request: () => ({
      path: "/api/analytics/explore",
      json: { eventType: "explore_page_view", city: "miami", lane: "explore", ev_v: 1 },
    }),
  },
  "POST /api/analytics/directory": {
    allow: EVERYONE,
    note: "a beacon, as above",
    request: async (f) => ({
      path: "/api/analytics/directory",
      json: { eventType: "org_profile_view", orgIds: [(await f.org()).id] },
    }),
  },
  "POST /api/analytics/jobs": {
    allow: EVERYONE,
    note: "a beacon, as above",
    request: async () => ({
      path: "/api/analytics/jobs",
      json: { eventType: "role_view", roleId: "job-gridtide-backend" },
    }),
  },
  "GET /api/analytics/organizations/:id": {
    allow: ["creator", "admin"],
    note: "an organization's own figures: its creator and admins only",
    request: async (f) => ({ path: `/api/analytics/organizations/${(await f.org()).id}` }),
    also: [
      {
        what: "an unpaid draft: hidden (404) from a verified caller who may not see it",
        allow: ["creator", "admin"],
        refuse: { guest: 404, unverified: 404, verified: 404 },
        request: async (f) => ({ path: `/api/analytics/organizations/${(await f.org({ paid: false })).id}` }),
      },
    ],
  },
  "GET /api/analytics/overview": { allow: ADMIN, request: () => ({ path: "/api/analytics/overview" }) },

  // -- Admin ---------------------------------------------------------------------------------------------------------
  "GET /api/admin/overview": { allow: ADMIN, request: () => ({ path: "/api/admin/overview" }) },
  "GET /api/admin/users": { allow: ADMIN, request: () => ({ path: "/api/admin/users" }) },
  "GET /api/admin/system-status": { allow: ADMIN, request: () => ({ path: "/api/admin/system-status" }) },
  "POST /api/admin/system-status/jobs/:name/run": {
    allow: ADMIN,
    request: () => ({ path: "/api/admin/system-status/jobs/explore-freshness/run" }),
  },
  "GET /api/admin/audit-log": { allow: ADMIN, request: () => ({ path: "/api/admin/audit-log" }) },
  "GET /api/admin/explore/stats": { allow: ADMIN, request: () => ({ path: "/api/admin/explore/stats" }) },
  "GET /api/admin/explore/organizations": {
    allow: ADMIN,
    request: () => ({ path: "/api/admin/explore/organizations" }),
  },
  "PUT /api/admin/explore/organizations/:id/enrollment": {
    allow: ADMIN,
    request: async (f) => ({
      path: `/api/admin/explore/organizations/${(await f.enrolment()).id}/enrollment`,
      json: { action: "reject", reason: "Checked by the access matrix." },
    }),
  },
};

// ---------------------------------------------------------------------------
// Callers and fixtures
// ---------------------------------------------------------------------------

type Caller = { id: string | null; cookie: string | null; password: string | null };

let addresses = 0;
/** Every request from its own address, so that better-auth's per-address limits never answer for the rule. */
const address = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

async function signedInCaller(person: CreatedUser): Promise<Caller> {
  const { id, cookie, password } = await signedIn(person);
  return { id, cookie, password };
}

async function makeCaller(actor: Actor): Promise<Caller> {
  switch (actor) {
    case "signedOut":
      return { id: null, cookie: null, password: null };
    case "guest": {
      const response = await call("/api/auth/sign-in/anonymous", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": address() },
        body: "{}",
      });
      expect(response.status, "anonymous sign-in").toBe(200);
      const { user } = (await response.json()) as { user: { id: string } };
      return { id: user.id, cookie: cookieOf(response), password: null };
    }
    case "unverified":
      return signedInCaller(await createUnverifiedUser(db(), { name: "Matrix Unverified" }));
    case "verified":
      return signedInCaller(await createVerifiedUser(db(), { name: "Matrix Verified" }));
    case "creator":
      return signedInCaller(await createVerifiedUser(db(), { name: "Matrix Creator" }));
    case "admin":
      return signedInCaller(await createAdmin(db(), { name: "Matrix Admin" }));
  }
}

function fixturesFor(creatorId: string, caller: Caller): Fixtures {
  return {
    org: async ({ paid = true } = {}) => {
      const make = paid ? createPaidOrganization : createDraftOrganization;
      const made = await make(db(), { createdBy: creatorId, categories: ["remote_first", "climate_tech"] });
      return { id: made.id, categoryId: "climate_tech" };
    },
    enrolment: () => createEnrollmentRequested(db(), { createdBy: creatorId }),
    claimable: () => createUnclaimedExploreCompany(db()),
    checkout: async () => {
      const draft = await createDraftOrganization(db(), { createdBy: creatorId });
      const id = `cs_dev_${crypto.randomUUID().replaceAll("-", "")}`;
      await db().insert(checkoutSessions).values({ id, organizationId: draft.id, userId: creatorId, plan: "monthly" });
      return { id };
    },
    city: async () => {
      const id = uniqueId("matrix-city");
      await db().insert(cities).values({
        id,
        countryCode: "PT",
        cityName: "Matrix City",
        slug: id,
        thesis: "A city made by the access matrix test.",
        plugInGuide: "Nothing to plug into.",
        isIndexable: false,
        lastUpdated: new Date(),
      });
      return { id };
    },
    savedSearch: async () => {
      const id = crypto.randomUUID();
      await db().insert(savedSearches).values({
        id,
        userId: creatorId,
        name: "Matrix search",
        countryCode: "PT",
        filtersKey: id,
        checkedUntil: new Date(),
      });
      return { id };
    },
    role: async () => {
      const made = await createPaidOrganization(db(), { createdBy: creatorId });
      return createJobPosting(db(), { organizationId: made.id });
    },
    password: caller.password,
  };
}

async function send(method: string, request: Request, caller: Caller): Promise<Response> {
  const headers = new Headers({ "cf-connecting-ip": address() });
  if (caller.cookie) headers.set("cookie", caller.cookie);
  let body: BodyInit | undefined;
  if (request.form) body = request.form();
  else if (request.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(request.json);
  }
  return call(request.path, { method, headers, body });
}

/** Whether a concrete path is one the route pattern matches (`:param` one segment, `*` the rest). */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.]/g, "\\.")))
    .join("/");
  return new RegExp(`^${source}$`).test(new URL(path, "http://x").pathname);
}

/** Every `METHOD path` the Hono app mounts, as its router holds them (middleware entries left out). */
function mountedRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of api.routes) if (route.method !== "ALL") routes.add(`${route.method} ${route.path}`);
  return [...routes].sort();
}

// ---------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------

let callers: Record<Actor, Caller>;

beforeAll(async () => {
  await seedDemoData();
  callers = Object.fromEntries(
    await Promise.all(ACTORS.map(async (actor) => [actor, await makeCaller(actor)] as const)),
  ) as Record<Actor, Caller>;
});

// The matrix sends a few hundred writes from the one local client address; that backstop (300 a minute) is
// rate-limits.test.ts's subject, not this file's, so its window starts afresh for each route.
beforeEach(async () => {
  await db().delete(appRateLimit).where(eq(appRateLimit.key, "writes:local"));
});

describe("the access matrix", () => {
  it("has exactly one rule for every route the API mounts, and none for a route that is gone", () => {
    const mounted = mountedRoutes();
    const ruled = Object.keys(RULES).sort();
    expect(
      mounted.filter((route) => !ruled.includes(route)),
      "routes without a rule: add them to RULES",
    ).toEqual([]);
    expect(
      ruled.filter((route) => !mounted.includes(route)),
      "rules for routes that no longer exist",
    ).toEqual([]);
  });

  it("agrees with the API document: a rule for every documented route, allowing no one its access level excludes", async () => {
    const document = await json<{ paths: Record<string, Record<string, { "x-access": string }>> }>(
      await call("/api/openapi.json"),
    );
    const within: Record<string, readonly Actor[]> = {
      public: EVERYONE,
      stripe: EVERYONE,
      "signed-in": SIGNED_IN,
      permanent: PERMANENT,
      verified: VERIFIED,
      admin: ADMIN,
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9_]+)\}/g, ":$1")}`;
        const rule = RULES[route];
        expect(rule, `${route}: documented but without a rule`).toBeDefined();
        expect(within[operation["x-access"]], `${route}: unknown access`).toBeDefined();
        for (const actor of rule!.allow) expect(within[operation["x-access"]], `${route}: ${actor}`).toContain(actor);
      }
    }
  });

  it("names only known callers, allowed or refused, never both", () => {
    for (const [route, rule] of Object.entries(RULES)) {
      for (const check of [rule, ...(rule.also ?? [])]) {
        for (const actor of Object.keys(check.refuse ?? {})) {
          expect(ACTORS as readonly string[], route).toContain(actor);
          expect(check.allow, `${route}: ${actor} both allowed and refused`).not.toContain(actor);
        }
      }
    }
  });

  describe.each(Object.entries(RULES))("%s", (route, rule) => {
    const [method, pattern] = route.split(" ") as [string, string];
    const cases = [{ what: "as the rule says", ...rule }, ...(rule.also ?? [])];

    it.each(cases.map((check) => [check.what, check] as const))("%s", async (_what, check) => {
      for (const actor of ACTORS) {
        const caller = rule.consumesCaller ? await makeCaller(actor) : callers[actor];
        const request = await check.request(fixturesFor(callers.creator.id!, caller));
        expect(matches(pattern, request.path), `${request.path} is not ${pattern}`).toBe(true);
        const response = await send(method, request, caller);
        const where = `${route} (${check.what}) as ${actor}: ${response.status} ${await response.clone().text()}`;
        if (check.allow.includes(actor)) {
          expect([401, 403], where).not.toContain(response.status);
          expect(response.status, where).toBeLessThan(500);
          if (rule.ownCheck)
            expect(response.status, `${where}; its own check: ${rule.ownCheck.what}`).toBe(rule.ownCheck.status);
        } else {
          expect(response.status, where).toBe(check.refuse?.[actor] ?? refusalOf(actor));
        }
        if (response.status >= 400) await expectKnownError(response, where);
      }
    });
  });
});

// ---------------------------------------------------------------------------
// GET, then PUT what it answered: for every caller and every seeded organization
// ---------------------------------------------------------------------------

/** The seed's creators, signed in: the demo owner, and the editorial account (given a password here to sign in). */
async function seededCreators(): Promise<Map<string, Caller>> {
  const editorial = await userRows({
    id: "user-editorial",
    email: "editorial@example.com",
    password: FACTORY_PASSWORD,
  });
  const [first, ...rest] = userStatements(db(), editorial, { ifMissing: true });
  await db().batch([first!, ...rest]);
  const owner = DEMO_ACCOUNTS.owner;
  return new Map([
    [owner.id, { id: owner.id, cookie: await signIn(owner.email, owner.password), password: owner.password }],
    [
      "user-editorial",
      {
        id: "user-editorial",
        cookie: await signIn(editorial.user.email, FACTORY_PASSWORD),
        password: FACTORY_PASSWORD,
      },
    ],
  ]);
}

describe("a PUT of what GET answered, for every caller and every seeded organization", () => {
  let creators: Map<string, Caller>;
  beforeAll(async () => {
    creators = await seededCreators();
  });

  it("covers every seeded organization", async () => {
    const ids = demoOrganizations.map((org) => org.key);
    const rows = await db().select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, ids));
    expect(rows).toHaveLength(ids.length);
  });

  it.each(demoOrganizations.map((org) => org.key))(
    "%s: refused callers are refused as the rules say, the creator's save is the identity, nothing changes",
    async (id) => {
      const [org] = await db()
        .select({
          createdBy: organizations.createdBy,
          paymentStatus: organizations.paymentStatus,
          isListed: organizations.isListed,
        })
        .from(organizations)
        .where(eq(organizations.id, id));
      const before = await storedOrganization(id);
      const path = `/api/organizations/${id}`;
      const asAdmin = await json(await send("GET", { path }, callers.admin));
      for (const actor of ACTORS) {
        const caller = actor === "creator" ? creators.get(org!.createdBy ?? "") : callers[actor];
        // A curated company nobody claimed has no creator.
        if (!caller) continue;
        const read = await send("GET", { path }, caller);
        // Who may not read it sends what an admin reads: knowing every field must not help.
        const body = read.status === 200 ? (await json(read)).data : asAdmin.data;
        const response = await send("PUT", { path, json: body }, caller);
        // An organization hidden from a verified caller does not exist for them (404), as for an unknown id.
        const expected =
          actor === "creator"
            ? org!.paymentStatus === "paid"
              ? 200
              : 403
            : actor === "signedOut"
              ? 401
              : actor === "verified" && !org!.isListed
                ? 404
                : 403;
        const where = `${id} as ${actor}: ${response.status} ${await response.clone().text()}`;
        expect(response.status, where).toBe(expected);
        if (response.status === 200) expect((await json(response)).data, where).toEqual(body);
        expect(await storedOrganization(id), where).toEqual(before);
      }
    },
  );
});
