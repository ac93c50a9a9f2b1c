import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { IDEMPOTENCY_FIELD } from "../../contract/idempotency";
import { type E2EFactories, expect, QUIET_CITY, test } from "./support/factories";

/**
 * Who may post to every page with an action, the page side of tests/api/access/access-matrix.test.ts. One rule
 * per page route whose module exports an `action`: a page with an action and no rule fails this suite, and so does
 * a rule for a page that no longer has one. Each rule is posted to as a plain form (no JavaScript) signed out, as a
 * guest, unverified, verified, as the record's creator and as an admin. The allowed are never sent away by a guard
 * (to /login, /verify-email-required or /profile) nor answered 401/403; the others get exactly the guard's answer.
 */

const ACTORS = ["signedOut", "guest", "unverified", "verified", "creator", "admin"] as const;
type Actor = (typeof ACTORS)[number];

const EVERYONE: readonly Actor[] = ACTORS;
const PERMANENT: readonly Actor[] = ["unverified", "verified", "creator", "admin"];
const VERIFIED: readonly Actor[] = ["verified", "creator", "admin"];
const CREATOR: readonly Actor[] = ["creator"];
const ADMIN: readonly Actor[] = ["admin"];

/** A refusal: the status, and for a redirect where it goes (path and query, given the posted path). */
type Refusal = { status: number; location?: (posted: string) => string };

const toLogin =
  (reason?: string): Refusal["location"] =>
  (posted) =>
    `/login?${new URLSearchParams(reason ? { redirectTo: posted, reason } : { redirectTo: posted })}`;
const redirectTo = (location: string): Refusal => ({ status: 302, location: () => location });

/** app/lib/guards.server.ts for a verified-only page: signed out and guests to /login, unverified to verify first. */
const verifiedGuard = (guestReason: string): Partial<Record<Actor, Refusal>> => ({
  signedOut: { status: 302, location: toLogin() },
  guest: { status: 302, location: toLogin(guestReason) },
  unverified: redirectTo("/verify-email-required"),
});

/** The same for the admin panel: everyone signed in but not an admin goes to their dashboard. */
const adminGuard: Partial<Record<Actor, Refusal>> = {
  signedOut: { status: 302, location: toLogin() },
  guest: { status: 302, location: toLogin("permanent") },
  unverified: redirectTo("/profile?reason=forbidden"),
  verified: redirectTo("/profile?reason=forbidden"),
  creator: redirectTo("/profile?reason=forbidden"),
};

/** Records made for one post, owned by the `creator` caller; `api` posts to the API as the creator. */
type Fixtures = { factories: E2EFactories; creatorId: string; creator: APIRequestContext; baseURL: string };
type Post = { path: string; form: Record<string, string> };

type PageRule = {
  allow: readonly Actor[];
  /** How the others are refused (every actor not allowed must have one). */
  refuse: Partial<Record<Actor, Refusal>>;
  post: (fixtures: Fixtures) => Promise<Post> | Post;
  /** The allowed post uses up its caller's session (signing out): every caller is made afresh for it. */
  consumesCaller?: true;
  /** What every allowed caller gets, when it is a redirect a guard could also give (signing out goes to /login). */
  answers?: Refusal;
  note?: string;
  /** The page's forms that name an organization or a role: how each is posted about one the caller may not see. */
  unseen?: PageProbe[];
};

/**
 * What an id may name that a caller may not see (as tests/support/access-matrix.ts's UNSEEN): someone else's unpaid
 * draft organization, a role of such an organization, a role its owner closed.
 */
type Unseen = "organization" | "role" | "closedRole";
type PageProbe = { what: string; kinds: readonly Unseen[]; post: (id: string) => Post };

/** A form naming the organization in the page's own path (`/claim/<id>`...). */
const orgInPath = (what: string, path: (id: string) => string, form: Record<string, string>): PageProbe => ({
  what,
  kinds: ["organization"],
  post: (id) => ({ path: path(id), form }),
});
const ROLES: readonly Unseen[] = ["role", "closedRole"];

/** A role's fields as the posting form sends them. */
const roleForm = {
  title: "Matrix Engineer",
  description: "A role posted by the access matrix, long enough to pass the description's rule.",
  employmentType: "full_time",
  seniority: "mid",
  workplace: "remote",
  salaryMin: "50000",
  salaryMax: "60000",
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  apply: "jobs@example.org",
};

const ownPaid = async (f: Fixtures) => f.factories.createPaidOrganization({ createdBy: f.creatorId });
const ownDraft = async (f: Fixtures) => f.factories.createDraftOrganization({ createdBy: f.creatorId });

const PAGE_RULES: Record<string, PageRule> = {
  "POST /": {
    allow: VERIFIED,
    refuse: verifiedGuard("permanent"),
    note: "Save this search: the digest emails go to a verified address only",
    post: () => ({ path: "/?index", form: { intent: "save-search", name: "Matrix search", q: `matrix ${unique()}` } }),
  },
  // Each admin section's action: a form naming no record changes nothing (the admin is answered 400).
  "POST /admin/cities": {
    allow: ADMIN,
    refuse: adminGuard,
    post: () => ({ path: "/admin/cities", form: { intent: "city-delete" } }),
  },
  "POST /admin/companies": {
    allow: ADMIN,
    refuse: adminGuard,
    post: () => ({ path: "/admin/companies", form: { intent: "company-flag", flag: "isFeatured", value: "true" } }),
    unseen: [
      {
        what: "a flag",
        kinds: ["organization"],
        post: (id) => ({
          path: "/admin/companies",
          form: { intent: "company-flag", id, flag: "isFeatured", value: "true" },
        }),
      },
      {
        what: "publishing an edit",
        kinds: ["organization"],
        post: (id) => ({ path: "/admin/companies", form: { intent: "company-approve-edit", id, revision: "none" } }),
      },
      {
        what: "discarding an edit",
        kinds: ["organization"],
        post: (id) => ({ path: "/admin/companies", form: { intent: "company-reject-edit", id, revision: "none" } }),
      },
    ],
  },
  "POST /admin/jobs": {
    allow: ADMIN,
    refuse: adminGuard,
    post: () => ({ path: "/admin/jobs", form: { intent: "posting-unhide" } }),
    unseen: [
      {
        what: "hiding a role",
        kinds: ROLES,
        post: (id) => ({ path: "/admin/jobs", form: { intent: "posting-hide", id, reason: "Matrix check" } }),
      },
    ],
  },
  "POST /admin/system": {
    allow: ADMIN,
    refuse: adminGuard,
    post: () => ({ path: "/admin/system", form: { intent: "job-run", name: "explore-freshness" } }),
  },
  "POST /claim/:orgId": {
    allow: VERIFIED,
    refuse: verifiedGuard("claim"),
    note: "the page itself is open to everyone (its prices are public); starting a claim is not",
    post: async (f) => {
      const company = await f.factories.createUnclaimedExploreCompany({ primaryCity: QUIET_CITY });
      return { path: `/claim/${company.id}`, form: { intent: "claim", plan: "monthly" } };
    },
    unseen: [orgInPath("claiming", (id) => `/claim/${id}`, { intent: "claim", plan: "monthly" })],
  },
  "POST /compare": {
    allow: EVERYONE,
    refuse: {},
    note: "Add to compare from a card or profile before the page is interactive: anyone, the picks are a cookie of theirs",
    post: () => ({ path: "/compare", form: { intent: "add", id: "mia-causeway-labs" } }),
  },
  "POST /dev/checkout/:sessionId": {
    allow: CREATOR,
    refuse: { ...verifiedGuard("permanent"), verified: { status: 404 }, admin: { status: 404 } },
    note: "the development stand-in for Stripe's page: only the checkout's buyer (here the creator); 404 for others",
    post: async (f) => {
      const draft = await ownDraft(f);
      const started = await f.creator.post("/api/payments/create-checkout-session", {
        data: { organizationId: draft.id, plan: "monthly" },
        headers: { origin: f.baseURL },
      });
      expect(started.status()).toBe(200);
      const { data } = (await started.json()) as { data: { sessionId: string } };
      return { path: `/dev/checkout/${data.sessionId}`, form: { intent: "cancel" } };
    },
  },
  "POST /dev/billing/:orgId": {
    allow: CREATOR,
    refuse: { ...verifiedGuard("permanent"), verified: { status: 403 }, admin: { status: 403 } },
    note: "the development stand-in for Stripe's billing portal: only the plan's buyer (here the creator)",
    post: async (f) => ({ path: `/dev/billing/${(await ownPaid(f)).id}`, form: { intent: "cancel" } }),
    unseen: [orgInPath("canceling", (id) => `/dev/billing/${id}`, { intent: "cancel" })],
  },
  "POST /forgot-password": {
    allow: EVERYONE,
    refuse: {},
    post: () => ({ path: "/forgot-password", form: { intent: "forgot", email: `nobody-${unique()}@example.com` } }),
  },
  "POST /login": {
    allow: EVERYONE,
    refuse: {},
    note: "a form without a password: 400, before better-auth is asked",
    post: () => ({ path: "/login", form: { intent: "email", email: `nobody-${unique()}@example.com` } }),
  },
  "POST /logout": {
    allow: EVERYONE,
    refuse: {},
    consumesCaller: true,
    answers: { status: 303, location: () => "/login" },
    post: () => ({ path: "/logout", form: {} }),
  },
  "POST /organizations/:orgId/edit": {
    allow: CREATOR,
    refuse: {
      ...verifiedGuard("permanent"),
      verified: redirectTo("/profile?reason=edit-forbidden"),
      admin: redirectTo("/profile?reason=edit-forbidden"),
    },
    post: async (f) => ({
      path: `/organizations/${(await ownPaid(f)).id}/edit`,
      form: {
        intent: "save",
        name: "Matrix Org",
        description: "Saved by the access matrix.",
        country: "FR",
        pick: "remote_first",
      },
    }),
    unseen: [
      orgInPath("withdrawing an edit waiting for review", (id) => `/organizations/${id}/edit`, {
        intent: "withdraw-edit",
      }),
      orgInPath("saving", (id) => `/organizations/${id}/edit`, {
        intent: "save",
        name: "Matrix Org",
        description: "Saved by the access matrix.",
        country: "FR",
        pick: "remote_first",
      }),
    ],
  },
  "POST /organizations/:orgId": {
    allow: CREATOR,
    refuse: {
      signedOut: { status: 302, location: toLogin() },
      guest: { status: 302, location: toLogin("permanent") },
      unverified: { status: 403 },
      verified: { status: 403 },
      admin: { status: 403 },
    },
    note: "the owner's Delete button: signed out and guests go to sign in; other accounts are refused in place (403)",
    post: async (f) => ({ path: `/organizations/${(await ownPaid(f)).id}`, form: { intent: "delete" } }),
    unseen: [orgInPath("deleting", (id) => `/organizations/${id}`, { intent: "delete" })],
  },
  "POST /payments/select/:orgId": {
    allow: CREATOR,
    refuse: { ...verifiedGuard("permanent"), verified: redirectTo("/profile"), admin: redirectTo("/profile") },
    post: async (f) => ({
      path: `/payments/select/${(await ownDraft(f)).id}`,
      form: { intent: "checkout", plan: "monthly" },
    }),
    unseen: [orgInPath("choosing a plan", (id) => `/payments/select/${id}`, { intent: "checkout", plan: "monthly" })],
  },
  "POST /profile": {
    allow: VERIFIED,
    refuse: verifiedGuard("permanent-account"),
    post: () => ({ path: "/profile", form: { intent: "update-profile", name: "Matrix Person", image: "" } }),
    unseen: [
      {
        what: "closing a role",
        kinds: ROLES,
        post: (id) => ({ path: "/profile", form: { intent: "close-role", id } }),
      },
      {
        what: "renewing a role",
        kinds: ROLES,
        post: (id) => ({ path: "/profile", form: { intent: "renew-role", id, durationDays: "30" } }),
      },
      {
        what: "canceling a plan",
        kinds: ["organization"],
        post: (id) => ({ path: "/profile", form: { intent: "cancel-plan", organization: id } }),
      },
      {
        what: "the billing portal",
        kinds: ["organization"],
        post: (id) => ({ path: "/profile", form: { intent: "billing-portal", organization: id } }),
      },
    ],
  },
  "POST /reset-password": {
    allow: EVERYONE,
    refuse: {},
    note: "without a token the link is invalid (400); the token is the check",
    post: () => ({
      path: "/reset-password",
      form: { intent: "reset", newPassword: "matrix-pass1", confirmPassword: "matrix-pass1" },
    }),
  },
  "POST /signup": {
    allow: EVERYONE,
    refuse: {},
    note: "an incomplete form: 400, before better-auth is asked",
    post: () => ({ path: "/signup", form: { intent: "email", email: `nobody-${unique()}@example.com` } }),
  },
  "POST /jobs/post": {
    allow: CREATOR,
    refuse: { ...verifiedGuard("permanent-account"), verified: { status: 403 }, admin: { status: 403 } },
    note: "a role for the poster's own paid organization; anyone else is refused on the form",
    post: async (f) => ({
      path: "/jobs/post",
      form: {
        intent: "post",
        organizationId: (await ownPaid(f)).id,
        title: "Matrix Engineer",
        description: "A role posted by the access matrix, long enough to pass the description's rule.",
        employmentType: "full_time",
        seniority: "mid",
        workplace: "remote",
        salaryMin: "50000",
        salaryMax: "60000",
        salaryCurrency: "EUR",
        salaryPeriod: "year",
        apply: "jobs@example.org",
        durationDays: "30",
      },
    }),
    unseen: [
      {
        what: "posting a role",
        kinds: ["organization"],
        post: (id) => ({
          path: "/jobs/post",
          form: { intent: "post", organizationId: id, ...roleForm, durationDays: "30" },
        }),
      },
      {
        what: "saving a role",
        kinds: ROLES,
        post: (id) => ({ path: `/jobs/post?role=${id}`, form: { intent: "save", roleId: id, ...roleForm } }),
      },
    ],
  },
  "POST /jobs": {
    allow: VERIFIED,
    refuse: verifiedGuard("permanent"),
    note: "Save this search on the job board: the digest emails go to a verified address only",
    post: () => ({ path: "/jobs", form: { name: "Matrix roles", workplace: "remote", q: `matrix ${unique()}` } }),
  },
  "POST /newsletter": {
    allow: EVERYONE,
    refuse: {},
    note: "the footer's newsletter form: anyone, the same answer whether or not the address is subscribed",
    post: () => ({ path: "/newsletter", form: { email: `matrix-${unique()}@example.com` } }),
  },
  "POST /newsletter/confirm": {
    allow: EVERYONE,
    refuse: {},
    note: "the newsletter's confirmation link: no sign-in, the signed token is the check (a tampered one here: 400)",
    post: () => ({ path: "/newsletter/confirm?token=matrix.AAAA", form: {} }),
  },
  "POST /newsletter/unsubscribe": {
    allow: EVERYONE,
    refuse: {},
    note: "the newsletter's unsubscribe link: no sign-in, the signed token is the check (a tampered one here: 400)",
    post: () => ({ path: "/newsletter/unsubscribe?token=matrix.AAAA", form: {} }),
  },
  "POST /submit-organization": {
    allow: VERIFIED,
    refuse: verifiedGuard("create"),
    post: () => ({
      path: "/submit-organization",
      form: { intent: "create", name: "Matrix Org", country: "FR", description: "Made by the access matrix." },
    }),
  },
  "POST /unsubscribe": {
    allow: EVERYONE,
    refuse: {},
    note: "a digest's unsubscribe link: no sign-in, the signed token is the check (a tampered one here: 400)",
    post: () => ({ path: "/unsubscribe?token=matrix.AAAA", form: {} }),
  },
  "POST /verify-domain": {
    allow: CREATOR,
    refuse: { ...verifiedGuard("permanent-account"), verified: { status: 403 }, admin: { status: 403 } },
    note: "the creator's domain verification; others are refused in place. No website here: 400",
    post: async (f) => ({ path: `/verify-domain?org=${(await ownPaid(f)).id}`, form: { intent: "check-dns" } }),
    unseen: [orgInPath("checking DNS", (id) => `/verify-domain?org=${id}`, { intent: "check-dns" })],
  },
  "POST /verify-email-required": {
    allow: PERMANENT,
    refuse: {
      signedOut: { status: 302, location: toLogin() },
      guest: { status: 302, location: toLogin("permanent-account") },
    },
    note: "resend the verification email: the action answers 401 without a permanent account, then the page's guard sends to /login",
    post: () => ({ path: "/verify-email-required", form: { intent: "resend-verification" } }),
  },
  "POST /verify-email": {
    allow: PERMANENT,
    refuse: { signedOut: { status: 401 }, guest: { status: 401 } },
    note: "the same resend form on the verification result page, which is public: the action's own 401 stands",
    post: () => ({ path: "/verify-email", form: { intent: "resend-verification" } }),
  },
};

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Every page route of app/routes.ts whose module exports an action, as `POST /path`. */
function pagesWithActions(): string[] {
  const found: string[] = [];
  const visit = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      // The Spanish twins (/es/..., decision 0022) are the same route modules, with the same guards.
      if (entry.id?.startsWith("es/")) continue;
      const url = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
      const source = readFileSync(path.join(import.meta.dirname, "../../app", entry.file), "utf8");
      if (/export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source)) found.push(`POST ${url}`);
      if (entry.children) visit(entry.children, url === "/" ? "" : url);
    }
  };
  visit(routes as RouteConfigEntry[], "");
  return found.sort();
}

/** A request context of its own (its own cookie jar), signed in as the actor. */
async function callerFor(
  actor: Actor,
  newContext: () => Promise<APIRequestContext>,
  factories: E2EFactories,
  baseURL: string,
): Promise<{ context: APIRequestContext; id: string | null }> {
  const context = await newContext();
  const post = (url: string, data: unknown) => context.post(url, { data, headers: { origin: baseURL } });
  const signInAs = async (person: { id: string; email: string; password: string | null }) => {
    expect((await post("/api/auth/sign-in/email", { email: person.email, password: person.password })).ok()).toBe(true);
    return { context, id: person.id };
  };
  switch (actor) {
    case "signedOut":
      return { context, id: null };
    case "guest": {
      const response = await post("/api/auth/sign-in/anonymous", {});
      expect(response.ok()).toBe(true);
      return { context, id: ((await response.json()) as { user: { id: string } }).user.id };
    }
    case "unverified":
      return signInAs(await factories.createUnverifiedUser({ name: "Matrix Unverified" }));
    case "verified":
    case "creator":
      return signInAs(await factories.createVerifiedUser({ name: `Matrix ${actor}` }));
    case "admin":
      return signInAs(await factories.createAdmin({ name: "Matrix Admin" }));
  }
}

/** Where a redirect goes, as path and query. */
function locationOf(response: APIResponse, baseURL: string): string | null {
  const location = response.headers().location;
  if (!location) return null;
  const url = new URL(location, baseURL);
  return `${url.pathname}${url.search}`;
}

const GUARD_DESTINATIONS = /^\/(login|verify-email-required)(\?|$)|^\/profile\?reason=(forbidden|edit-forbidden)$/;

test("every page with an action has exactly one rule, and no rule names a page without one", () => {
  const withActions = pagesWithActions();
  const ruled = Object.keys(PAGE_RULES).sort();
  expect(
    withActions.filter((page) => !ruled.includes(page)),
    "pages with an action and no rule",
  ).toEqual([]);
  expect(
    ruled.filter((page) => !withActions.includes(page)),
    "rules for pages without an action",
  ).toEqual([]);
  for (const [page, rule] of Object.entries(PAGE_RULES)) {
    for (const actor of ACTORS) {
      expect(
        rule.allow.includes(actor) !== Boolean(rule.refuse[actor]),
        `${page}: ${actor} must be either allowed or refused`,
      ).toBe(true);
    }
  }
});

test.describe("page actions, posted as plain forms by each kind of caller", () => {
  for (const [page, rule] of Object.entries(PAGE_RULES)) {
    test(page, async ({ playwright, factories, baseURL }) => {
      const base = baseURL!;
      const newContext = () => playwright.request.newContext({ baseURL: base });
      const shared = rule.consumesCaller
        ? null
        : Object.fromEntries(
            await Promise.all(
              ACTORS.map(async (actor) => [actor, await callerFor(actor, newContext, factories, base)] as const),
            ),
          );
      const creator = shared?.creator ?? (await callerFor("creator", newContext, factories, base));
      try {
        for (const actor of ACTORS) {
          const caller = shared ? shared[actor]! : await callerFor(actor, newContext, factories, base);
          const fixtures = { factories, creatorId: creator.id!, creator: creator.context, baseURL: base };
          const { path: posted, form } = await rule.post(fixtures);
          const response = await caller.context.post(posted, {
            form,
            headers: { origin: base },
            maxRedirects: 0,
          });
          const location = locationOf(response, base);
          const where = `${page} as ${actor}: ${response.status()}${location ? ` -> ${location}` : ""}`;
          if (rule.allow.includes(actor) && rule.answers) {
            expect(response.status(), where).toBe(rule.answers.status);
            expect(location, where).toBe(rule.answers.location?.(posted) ?? null);
          } else if (rule.allow.includes(actor)) {
            expect([401, 403], where).not.toContain(response.status());
            expect(response.status(), where).toBeLessThan(500);
            expect(location ?? "", where).not.toMatch(GUARD_DESTINATIONS);
          } else {
            const refusal = rule.refuse[actor]!;
            expect(response.status(), where).toBe(refusal.status);
            if (refusal.location) expect(location, where).toBe(refusal.location(posted));
          }
          if (!shared) await caller.context.dispose();
        }
      } finally {
        for (const caller of Object.values(shared ?? { creator })) await caller.context.dispose();
      }
    });
  }
});

/** A record of someone who is none of the callers, of the kind asked about (see Unseen). */
async function hiddenRecord(factories: E2EFactories, kind: Unseen): Promise<string> {
  const owner = await factories.createVerifiedUser({ name: "Matrix Someone Else" });
  if (kind === "organization") return (await factories.createDraftOrganization({ createdBy: owner.id })).id;
  const org =
    kind === "role"
      ? await factories.createDraftOrganization({ createdBy: owner.id })
      : await factories.createPaidOrganization({ createdBy: owner.id });
  const role = await factories.createJobPosting({
    organizationId: org.id,
    ...(kind === "closedRole" ? { status: "closed" as const } : {}),
  });
  return role.id;
}

/** An id of the hidden record's shape that names nothing. */
const unknownId = (kind: Unseen) =>
  `${kind === "organization" ? "org" : "job"}-${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;

/**
 * What a caller reads of a page's answer, with the id it was about written as <id>, and the request's nonce and the
 * form's key (made anew for every render) left out.
 */
async function answerAbout(response: APIResponse, id: string, baseURL: string) {
  const text = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  // The key as the hidden field or the page's loader data carries it, whichever comes first.
  const formKey = new RegExp(`${IDEMPOTENCY_FIELD}[^0-9a-f]{1,24}([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})`).exec(
    text,
  )?.[1];
  const plain = (answer: string) => {
    let without = answer.replaceAll(id, "<id>");
    if (nonce) without = without.replaceAll(nonce, "<nonce>");
    return formKey ? without.replaceAll(formKey, "<key>") : without;
  };
  return {
    status: response.status(),
    location: plain(locationOf(response, baseURL) ?? ""),
    body: plain(text),
  };
}

test.describe("a form about an organization or a role the caller may not see is answered as for an unknown id", () => {
  test("every page whose path names an organization is asked about a hidden one", () => {
    const unprobed = pagesWithActions().filter((page) => page.includes(":orgId") && !PAGE_RULES[page]?.unseen);
    expect(unprobed, "pages that name an organization without a probe: add `unseen` to their rule").toEqual([]);
  });

  const probes = Object.entries(PAGE_RULES).flatMap(([page, rule]) =>
    (rule.unseen ?? []).map((probe) => [page, probe] as const),
  );
  for (const [page, probe] of probes) {
    test(`${page}, ${probe.what}`, async ({ playwright, factories, baseURL }) => {
      const base = baseURL!;
      const newContext = () => playwright.request.newContext({ baseURL: base });
      // Admins are shown every organization and role: nothing is hidden from them to compare.
      const actors = ACTORS.filter((actor) => actor !== "admin");
      const callers = await Promise.all(actors.map((actor) => callerFor(actor, newContext, factories, base)));
      try {
        for (const kind of probe.kinds) {
          for (const [index, actor] of actors.entries()) {
            const { context } = callers[index]!;
            const ask = async (id: string) => {
              const { path: posted, form } = probe.post(id);
              const response = await context.post(posted, { form, headers: { origin: base }, maxRedirects: 0 });
              return answerAbout(response, id, base);
            };
            const hidden = await ask(await hiddenRecord(factories, kind));
            const unknown = await ask(unknownId(kind));
            const where = `${page} (${probe.what}) as ${actor}, a hidden ${kind}: ${hidden.status} ${hidden.location}`;
            expect(hidden.status, where).toBeLessThan(500);
            expect(hidden, where).toEqual(unknown);
          }
        }
      } finally {
        for (const caller of callers) await caller.context.dispose();
      }
    });
  }
});
