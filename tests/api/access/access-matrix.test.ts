import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ACTORS,
  type Actor,
  ADMIN,
  type Caller,
  EVERYONE,
  everyCaller,
  expectKnownError,
  fixturesFor,
  freshWritesWindow,
  makeCaller,
  matches,
  mountedRoutes,
  PERMANENT,
  type Rule,
  refusalOf,
  SIGNED_IN,
  send,
  unknownId,
  VERIFIED,
} from "../../support/access-matrix";
import { DIRECTORY_RULES } from "../../support/access-rules-directory";
import { SERVICE_RULES } from "../../support/access-rules-services";
import { call, json, seedDemoData } from "../../support/helpers";

/**
 * Who may call every route of the API. One rule per `METHOD path` that the Hono app mounts: a route
 * without a rule fails this suite, and so does a rule for a route that is gone. Each rule is checked with a real
 * request from each kind of caller, with real better-auth sessions: those it allows are never refused (401/403),
 * the others are refused exactly as the app refuses them today.
 *
 * The rules mirror worker/services/access/permissions.ts (`signedIn(access)` in the routes, requireEditor/requireAdmin in
 * the services): who may read, create, edit, pay for and curate what.
 */

const RULES: Record<string, Rule> = { ...DIRECTORY_RULES, ...SERVICE_RULES };

let callers: Record<Actor, Caller>;

beforeAll(async () => {
  await seedDemoData();
  callers = await everyCaller();
});

beforeEach(freshWritesWindow);

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
// Hidden answers as unknown
// ---------------------------------------------------------------------------

/** Body fields and query parameters that name an organization or a role. */
const ID_FIELDS = ["organizationId", "orgId", "orgIds", "roleId"];

/** Whether a route takes an organization's or a role's id: in its path, its query or its body. */
function takesAnId(pattern: string, request: { path: string; json?: unknown }): boolean {
  if (/\/:orgId\b|\/organizations\/:id\b|\/jobs\/:id\b/.test(pattern)) return true;
  if (new URL(request.path, "http://x").searchParams.has("ids")) return true;
  const body = request.json;
  return typeof body === "object" && body !== null && ID_FIELDS.some((field) => field in body);
}

/** What a caller reads of an answer, with the id it was asked about written as <id>. */
async function answerAbout(response: Response, id: string) {
  return { status: response.status, body: (await response.text()).replaceAll(id, "<id>") };
}

describe("an organization or a role the caller may not see answers exactly as an unknown id", () => {
  it("asks every route that takes an organization's or a role's id about a hidden one", async () => {
    const unprobed: string[] = [];
    for (const [route, rule] of Object.entries(RULES)) {
      const pattern = route.split(" ")[1]!;
      for (const check of [rule, ...(rule.also ?? [])]) {
        const request = await check.request(fixturesFor(callers.creator.id!, callers.creator));
        if (takesAnId(pattern, request) && !rule.unseen) unprobed.push(route);
      }
    }
    expect(unprobed, "routes that take an id without a probe: add `unseen` to their rule").toEqual([]);
  });

  const probed = Object.entries(RULES).flatMap(([route, rule]) =>
    rule.unseen ? rule.unseen.kinds.map((kind) => [route, kind, rule.unseen!] as const) : [],
  );

  it.each(probed)("%s, a hidden %s", async (route, kind, probe) => {
    const method = route.split(" ")[0]!;
    for (const actor of ACTORS) {
      const caller = callers[actor];
      const fixtures = fixturesFor(callers.creator.id!, caller);
      const hidden = (await fixtures.hidden(kind)).id;
      const unknown = unknownId(kind);
      const asked = await answerAbout(await send(method, await probe.request(hidden, fixtures), caller), hidden);
      const missing = await answerAbout(await send(method, await probe.request(unknown, fixtures), caller), unknown);
      const where = `${route} as ${actor}, a hidden ${kind}: ${asked.status} ${asked.body}`;
      expect(missing.status, `${route} as ${actor}, an unknown id`).toBeLessThan(500);
      // Admins are shown every organization and role: nothing is hidden from them to compare.
      if (actor === "admin") continue;
      expect(asked, where).toEqual(missing);
    }
  });
});
