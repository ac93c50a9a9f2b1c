import { uniqueId } from "../../seed/factories";
import { ADMIN, atItsPath, CREATOR, EVERYONE, type Probe, type Request, type Rule, VERIFIED } from "./access-matrix";

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

/** The probe of a route that names a role in its path, of a role hidden from the public or closed by its owner. */
const roleProbe = (suffix = "", rest: Omit<Request, "path"> = {}): Probe => ({
  kinds: ["role", "closedRole"],
  request: (id) => ({ path: `/api/jobs/${id}${suffix}`, ...rest }),
});
/** The probe of a route that names the organization in its path, between `prefix` and `suffix`. */
const pathProbe = (prefix: string, suffix = ""): Probe => ({
  kinds: ["organization"],
  request: (id) => ({ path: `${prefix}${id}${suffix}` }),
});

/** The rules of saved searches, jobs, the newsletter, payments, analytics and the admin panel. */
export const SERVICE_RULES: Record<string, Rule> = {
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
  "GET /api/jobs/mine": atItsPath(VERIFIED, "/api/jobs/mine"),
  "GET /api/jobs/:id": {
    allow: EVERYONE,
    note: "an open role is public; a closed one answers 410 Gone to the public (a product rule: it was public once)",
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}` }),
    unseen: { kinds: ["role"], request: (id) => ({ path: `/api/jobs/${id}` }) },
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
    unseen: {
      kinds: ["organization"],
      request: (id) => ({ path: "/api/jobs", json: { organizationId: id, durationDays: 30, ...roleFields } }),
    },
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
    unseen: roleProbe("", { json: roleFields }),
  },
  "POST /api/jobs/:id/close": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}/close` }),
    unseen: roleProbe("/close"),
  },
  "POST /api/jobs/:id/renew": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}/renew`, json: { durationDays: 60 } }),
    unseen: roleProbe("/renew", { json: { durationDays: 60 } }),
  },
  "POST /api/jobs/:id/hide": {
    allow: ADMIN,
    note: "editors curate the board",
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}/hide`, json: { reason: "Matrix check" } }),
    unseen: roleProbe("/hide", { json: { reason: "Matrix check" } }),
  },
  "POST /api/jobs/:id/unhide": {
    allow: ADMIN,
    note: "editors curate the board (a role not hidden answers 409)",
    request: async (f) => ({ path: `/api/jobs/${(await f.role()).id}/unhide` }),
    unseen: roleProbe("/unhide"),
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
    unseen: {
      kinds: ["organization"],
      request: (id) => ({
        path: "/api/payments/create-checkout-session",
        json: { organizationId: id, plan: "monthly", intent: "purchase" },
      }),
    },
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
    unseen: {
      kinds: ["organization"],
      request: (id) => ({ path: "/api/payments/apply-guest-code", json: { organizationId: id, code: "NOT-A-CODE" } }),
    },
  },
  "GET /api/payments/status/:orgId": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/payments/status/${(await f.org()).id}` }),
    unseen: pathProbe("/api/payments/status/"),
  },
  "GET /api/payments/subscription/:orgId": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/payments/subscription/${(await f.org()).id}` }),
    unseen: pathProbe("/api/payments/subscription/"),
  },
  "POST /api/payments/subscription/:orgId/cancel": {
    allow: CREATOR,
    note: "only the plan's buyer (the creator) manages it",
    request: async (f) => ({ path: `/api/payments/subscription/${(await f.org()).id}/cancel` }),
    unseen: pathProbe("/api/payments/subscription/", "/cancel"),
  },
  "POST /api/payments/subscription/:orgId/resume": {
    allow: CREATOR,
    note: "only the plan's buyer (the creator) manages it",
    request: async (f) => ({ path: `/api/payments/subscription/${(await f.org()).id}/resume` }),
    unseen: pathProbe("/api/payments/subscription/", "/resume"),
  },
  "POST /api/payments/subscription/:orgId/billing-portal": {
    allow: CREATOR,
    note: "only the plan's buyer (the creator) manages it",
    request: async (f) => ({ path: `/api/payments/subscription/${(await f.org()).id}/billing-portal` }),
    unseen: pathProbe("/api/payments/subscription/", "/billing-portal"),
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
    unseen: {
      kinds: ["organization"],
      request: (id) => ({
        path: "/api/analytics/explore",
        json: { eventType: "explore_profile_view", orgId: id, city: "miami", lane: "explore", ev_v: 1 },
      }),
    },
  },
  "POST /api/analytics/directory": {
    allow: EVERYONE,
    note: "a beacon, as above",
    request: async (f) => ({
      path: "/api/analytics/directory",
      json: { eventType: "org_profile_view", orgIds: [(await f.org()).id] },
    }),
    unseen: {
      kinds: ["organization"],
      request: (id) => ({ path: "/api/analytics/directory", json: { eventType: "org_profile_view", orgIds: [id] } }),
    },
  },
  "POST /api/analytics/jobs": {
    allow: EVERYONE,
    note: "a beacon, as above",
    request: async () => ({
      path: "/api/analytics/jobs",
      json: { eventType: "role_view", roleId: "job-gridtide-backend" },
    }),
    unseen: {
      kinds: ["role", "closedRole"],
      request: (id) => ({ path: "/api/analytics/jobs", json: { eventType: "role_view", roleId: id } }),
    },
  },
  "GET /api/analytics/organizations/:id": {
    allow: ["creator", "admin"],
    note: "an organization's own figures: its creator and admins only",
    request: async (f) => ({ path: `/api/analytics/organizations/${(await f.org()).id}` }),
    unseen: pathProbe("/api/analytics/organizations/"),
    also: [
      {
        what: "an unpaid draft: hidden (404) from a verified caller who may not see it",
        allow: ["creator", "admin"],
        refuse: { guest: 404, unverified: 404, verified: 404 },
        request: async (f) => ({ path: `/api/analytics/organizations/${(await f.org({ paid: false })).id}` }),
      },
    ],
  },
  "GET /api/analytics/overview": atItsPath(ADMIN, "/api/analytics/overview"),

  // -- Admin ---------------------------------------------------------------------------------------------------------
  "GET /api/admin/overview": atItsPath(ADMIN, "/api/admin/overview"),
  "GET /api/admin/users": atItsPath(ADMIN, "/api/admin/users"),
  "GET /api/admin/system-status": atItsPath(ADMIN, "/api/admin/system-status"),
  "POST /api/admin/system-status/jobs/:name/run": {
    allow: ADMIN,
    request: () => ({ path: "/api/admin/system-status/jobs/explore-freshness/run" }),
  },
  "GET /api/admin/audit-log": atItsPath(ADMIN, "/api/admin/audit-log"),
  "GET /api/admin/explore/stats": atItsPath(ADMIN, "/api/admin/explore/stats"),
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
    unseen: {
      kinds: ["organization"],
      request: (id) => ({
        path: `/api/admin/explore/organizations/${id}/enrollment`,
        json: { action: "reject", reason: "Checked by the access matrix." },
      }),
    },
  },
  "PUT /api/admin/explore/organizations/:id/pending-edit": {
    allow: ADMIN,
    note: "the admin is answered 409 when nothing waits: what matters here is that no one else gets that far",
    request: async (f) => ({
      path: `/api/admin/explore/organizations/${(await f.enrolment()).id}/pending-edit`,
      json: { action: "reject", revision: "none" },
    }),
    unseen: {
      kinds: ["organization"],
      request: (id) => ({
        path: `/api/admin/explore/organizations/${id}/pending-edit`,
        json: { action: "reject", revision: "none" },
      }),
    },
  },
};
