import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FACTORY_PASSWORD, userRows, userStatements } from "../../../seed/factories";
import { DEMO_ACCOUNTS, demoOrganizations } from "../../../seed/seed";
import { organizations } from "../../../worker/db/schema";
import { ACTORS, type Actor, type Caller, everyCaller, freshWritesWindow, send } from "../../support/access-matrix";
import { db, json, seedDemoData, signIn, storedOrganization } from "../../support/helpers";

let callers: Record<Actor, Caller>;

beforeAll(async () => {
  await seedDemoData();
  callers = await everyCaller();
});

beforeEach(freshWritesWindow);

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
