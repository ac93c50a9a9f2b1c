import { eq } from "drizzle-orm";
import { expect } from "vitest";
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
  uniqueId,
} from "../../seed/factories";
import { api } from "../../worker/api";
import { appRateLimit, checkoutSessions, cities, savedSearches } from "../../worker/db/schema";
import { call, cookieOf, db, json, signedIn } from "./helpers";

/**
 * Who may call every route of the API. One rule per `METHOD path` that the Hono app mounts: a route
 * without a rule fails this suite, and so does a rule for a route that is gone. Each rule is checked with a real
 * request from each kind of caller, with real better-auth sessions: those it allows are never refused (401/403),
 * the others are refused exactly as the app refuses them today.
 *
 * The rules mirror worker/services/access/permissions.ts (`signedIn(access)` in the routes, requireEditor/requireAdmin in
 * the services): who may read, create, edit, pay for and curate what.
 */

export const ACTORS = ["signedOut", "guest", "unverified", "verified", "creator", "admin"] as const;
/**
 * - signedOut: no session. guest: better-auth's anonymous user. unverified: signed up, email not verified.
 * - verified: a verified account that owns nothing here. admin: a verified admin (who does not own the organization).
 * - creator: a verified account that owns the organization (or checkout) the request names.
 */
export type Actor = (typeof ACTORS)[number];

export const EVERYONE: readonly Actor[] = [...ACTORS];
export const SIGNED_IN: readonly Actor[] = ["guest", "unverified", "verified", "creator", "admin"];
export const PERMANENT: readonly Actor[] = ["unverified", "verified", "creator", "admin"];
export const VERIFIED: readonly Actor[] = ["verified", "creator", "admin"];
export const CREATOR: readonly Actor[] = ["creator"];
export const ADMIN: readonly Actor[] = ["admin"];
export const NOBODY: readonly Actor[] = [];

/**
 * Every failure of the API's own routes is the error envelope with a known code, and a known message id (with its
 * values) wherever a catalog has its words, so that a page can translate it without reading the English.
 */
export async function expectKnownError(response: Response, where: string) {
  const body = await json(response.clone());
  expect(apiErrorDto.safeParse(body).error, where).toBeUndefined();
  expect(ERROR_CODES, where).toContain(body.code);
  if (body.messageId !== undefined) {
    expect(MESSAGE_IDS, where).toContain(body.messageId);
    expect(englishMessage({ id: body.messageId, params: body.params }), where).toBe(body.message);
  }
}

/** The default refusal: 401 without a session, 403 with one (permissions.ts's DENIALS). */
export const refusalOf = (actor: Actor) => (actor === "signedOut" ? 401 : 403);

/** What each request can ask for: fresh records owned by the `creator` caller, made for this request alone. */
export type Fixtures = {
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
  /** A record of someone else's (no caller's) that callers other than admins may not see. */
  hidden: (kind: Unseen) => Promise<{ id: string }>;
};

/**
 * What an id may name that a caller may not see: someone's unpaid draft organization (only its creator and admins see
 * it), a role of such an organization (likewise), and a role its owner closed (the public reads 410 Gone; nobody but
 * its owner may change it).
 */
export const UNSEEN = ["organization", "role", "closedRole"] as const;
export type Unseen = (typeof UNSEEN)[number];

/**
 * How a route that takes an organization's or a role's id is asked about one the caller may not see, and about one
 * that does not exist: the two answers must be the same, word for word, for every kind of caller.
 */
export type Probe = {
  kinds: readonly Unseen[];
  /** The route's request with `id` wherever it names the organization or role. */
  request: (id: string, fixtures: Fixtures) => Request | Promise<Request>;
};

export type Request = {
  /** The concrete path, matching the rule's route pattern. */
  path: string;
  json?: unknown;
  form?: () => FormData;
};

export type Case = {
  /** Who may call it. */
  allow: readonly Actor[];
  /** Refusals that are not the session rule's 401/403: something the caller may not know of answers 404. */
  refuse?: Partial<Record<Actor, 401 | 403 | 404>>;
  request: (fixtures: Fixtures) => Request | Promise<Request>;
};

export type Rule = Case & {
  /** A public route that checks something else than the session: the status every unsigned caller gets. */
  ownCheck?: { what: string; status: number };
  /** The same route with another body or target that has its own rule (e.g. an admin's flags on PUT). */
  also?: (Case & { what: string })[];
  /** The allowed call uses up its caller (account deletion): every caller is made afresh for it. */
  consumesCaller?: true;
  /** Why, when the rule is not simply one of permissions.ts's access levels. */
  note?: string;
  /** The route takes an organization's or a role's id: how it is asked about a hidden one and an unknown one. */
  unseen?: Probe;
};

// ---------------------------------------------------------------------------
// Callers and fixtures
// ---------------------------------------------------------------------------

export type Caller = { id: string | null; cookie: string | null; password: string | null };

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

export async function makeCaller(actor: Actor): Promise<Caller> {
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

/** Someone who is none of the callers: the owner of the hidden records. */
let someoneElse: Promise<string> | undefined;
const otherOwner = () => {
  someoneElse ??= createVerifiedUser(db(), { name: "Matrix Someone Else" }).then((person) => person.id);
  return someoneElse;
};

async function hiddenRecord(kind: Unseen): Promise<{ id: string }> {
  const createdBy = await otherOwner();
  if (kind === "organization") return createDraftOrganization(db(), { createdBy });
  if (kind === "role") {
    const draft = await createDraftOrganization(db(), { createdBy });
    return createJobPosting(db(), { organizationId: draft.id });
  }
  const listed = await createPaidOrganization(db(), { createdBy });
  return createJobPosting(db(), { organizationId: listed.id, status: "closed" });
}

/** An id of the same shape as the hidden record's that names nothing. */
export const unknownId = (kind: Unseen) => uniqueId(kind === "organization" ? "org" : "job");

export function fixturesFor(creatorId: string, caller: Caller): Fixtures {
  return {
    hidden: hiddenRecord,
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

export async function send(method: string, request: Request, caller: Caller): Promise<Response> {
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
export function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.]/g, "\\.")))
    .join("/");
  return new RegExp(`^${source}$`).test(new URL(path, "http://x").pathname);
}

/** Every `METHOD path` the Hono app mounts, as its router holds them (middleware entries left out). */
export function mountedRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of api.routes) if (route.method !== "ALL") routes.add(`${route.method} ${route.path}`);
  return [...routes].sort();
}

/** One caller of each kind, signed in afresh. */
export async function everyCaller(): Promise<Record<Actor, Caller>> {
  return Object.fromEntries(
    await Promise.all(ACTORS.map(async (actor) => [actor, await makeCaller(actor)] as const)),
  ) as Record<Actor, Caller>;
}

/**
 * The matrix sends a few hundred writes from the one local client address; that backstop (300 a minute) is
 * rate-limits.test.ts's subject, not the matrix's, so its window starts afresh for each route.
 */
export async function freshWritesWindow() {
  await db().delete(appRateLimit).where(eq(appRateLimit.key, "writes:local"));
}

/** The rule of a read without parameters: called at its own path by each caller. */
export const atItsPath = (allow: readonly Actor[], path: string): Rule => ({ allow, request: () => ({ path }) });
