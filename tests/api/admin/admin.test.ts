import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from "../../../contract/messages";
import { DEMO_ACCOUNTS } from "../../../seed/seed";
import { cities, organizations } from "../../../worker/db/schema";
import { adminAndMember, auditFor, enrollment, makeOrganization } from "../../support/admin";
import { call, db, json, send, verifiedPerson } from "../../support/helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
let admin: string;
let member: { email: string; cookie: string };

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
});

const note = (length: number) => "n".repeat(length);
const enroll = (id: string, body: unknown, cookie = admin) => enrollment(id, body, cookie);

describe("every admin endpoint", () => {
  const endpoints: [string, string, unknown?][] = [
    ["GET", "/api/admin/overview"],
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/system-status"],
    ["POST", "/api/admin/system-status/jobs/search-index/run"],
    ["GET", "/api/admin/audit-log"],
    ["GET", "/api/admin/explore/stats"],
    ["GET", "/api/admin/explore/organizations"],
    ["PUT", "/api/admin/explore/organizations/mia-causeway-labs/enrollment", { action: "reject" }],
  ];

  it("answers 401 signed out, 403 to a guest and to a verified non-admin", async () => {
    const guest = await call("/api/auth/sign-in/anonymous", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const guestCookie = guest.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    for (const [method, path, body] of endpoints) {
      const out = await send(method, path, body);
      expect(out.status, `${method} ${path} signed out`).toBe(401);
      expect((await json(out)).message).toBe(ACCESS_MESSAGES.signedOut);
      expect((await send(method, path, body, guestCookie)).status, `${method} ${path} guest`).toBe(403);
      const denied = await send(method, path, body, member.cookie);
      expect(denied.status, `${method} ${path} member`).toBe(403);
      expect((await json(denied)).message).toBe(ACCESS_MESSAGES.notAdmin);
    }
  });

  it("answers the admin (reads only; the writes have their own tests)", async () => {
    for (const [method, path] of endpoints.filter(([method]) => method === "GET")) {
      expect((await send(method, path, undefined, admin)).status, path).toBe(200);
    }
  });
});

describe("approving and rejecting Explore requests", () => {
  it("refuses to approve an unpaid organization, changing nothing", async () => {
    const id = await makeOrganization({ paymentStatus: "pending" });
    const response = await enroll(id, { action: "approve", editorNote: note(400) });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ message: ADMIN_MESSAGES.paymentRequired, code: "PAYMENT_REQUIRED" });
    const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
    expect(org).toMatchObject({ exploreEnrollmentStatus: "requested", isExploreCompany: false, editorNote: null });
    expect(await auditFor(id)).toHaveLength(0);
  });

  it("needs an editor note of 300-600 characters after trimming", async () => {
    const id = await makeOrganization({});
    const padded = (length: number) => `   ${note(length)}  \n `;
    const short = await enroll(id, { action: "approve", editorNote: padded(299) });
    expect(short.status).toBe(400);
    expect((await json(short)).message).toBe("Need 1 more characters");
    const long = await enroll(id, { action: "approve", editorNote: padded(601) });
    expect(long.status).toBe(400);
    expect((await json(long)).message).toBe("1 characters over limit");
    const missing = await enroll(id, { action: "approve" });
    expect((await json(missing)).message).toBe(ADMIN_MESSAGES.editorNoteRequired);
    const wrongAction = await enroll(id, { action: "maybe" });
    expect(wrongAction.status).toBe(400);
    expect((await json(wrongAction)).message).toBe(ADMIN_MESSAGES.actionInvalid);

    const ok300 = await enroll(id, { action: "approve", editorNote: padded(300) });
    expect(ok300.status).toBe(200);
    expect((await json(ok300)).data).toMatchObject({ editorNote: note(300), exploreEnrollmentStatus: "approved" });
    const other = await makeOrganization({});
    const ok600 = await enroll(other, { action: "approve", editorNote: padded(600) });
    expect(ok600.status).toBe(200);
    expect((await json(ok600)).data.editorNote).toHaveLength(600);
  });

  it("lists an approved organization in its city's lanes and audits the approval with the change", async () => {
    const id = await makeOrganization({});
    const response = await enroll(id, { action: "approve", editorNote: note(320) });
    expect((await json(response)).data).toMatchObject({
      id,
      exploreEnrollmentStatus: "approved",
      isExploreCompany: true,
      exploreRejectionReason: null,
    });
    const lane = await json(await call("/api/organizations/explore?city=miami&limit=60"));
    expect(lane.data.some((org: { id: string }) => org.id === id)).toBe(true);
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      action: "organization.approve",
      targetType: "organization",
      actorUserId: DEMO_ACCOUNTS.admin.id,
      actorEmail: DEMO_ACCOUNTS.admin.email,
    });
    expect(entry?.details).toMatchObject({
      before: { exploreEnrollmentStatus: "requested" },
      after: { exploreEnrollmentStatus: "approved" },
    });
  });

  it("rejects with a reason the owner (and only the owner) reads", async () => {
    const owner = await verifiedPerson();
    const id = await makeOrganization({ ownerEmail: owner.email });
    const response = await enroll(id, { action: "reject", reason: "  Please add evidence of a Miami office.  " });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({
      exploreEnrollmentStatus: "rejected",
      exploreRejectionReason: "Please add evidence of a Miami office.",
    });
    const mine = await json(await call(`/api/organizations/${id}`, { headers: { cookie: owner.cookie } }));
    expect(mine.data).toMatchObject({
      exploreEnrollmentStatus: "rejected",
      exploreRejectionReason: "Please add evidence of a Miami office.",
    });
    const theirs = await json(await call(`/api/organizations/${id}`, { headers: { cookie: member.cookie } }));
    expect(theirs.data.exploreRejectionReason).toBeUndefined();
    expect((await auditFor(id))[0]?.action).toBe("organization.reject");

    const withoutReason = await makeOrganization({});
    expect((await json(await enroll(withoutReason, { action: "reject" }))).data.exploreRejectionReason).toBeNull();
  });

  it("takes an approved company out of Explore with an audit action of its own", async () => {
    const id = await makeOrganization({});
    expect((await enroll(id, { action: "approve", editorNote: note(320) })).status).toBe(200);
    const response = await enroll(id, { action: "reject", reason: "The Miami office closed." });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ exploreEnrollmentStatus: "rejected", isExploreCompany: false });
    const lane = await json(await call("/api/organizations/explore?city=miami&limit=60"));
    expect(lane.data.some((org: { id: string }) => org.id === id)).toBe(false);
    const actions = (await auditFor(id)).map((row) => row.action);
    expect(actions.sort()).toEqual(["organization.approve", "organization.remove_from_explore"]);
    const entry = (await auditFor(id)).find((row) => row.action === "organization.remove_from_explore");
    expect(entry?.details).toMatchObject({
      summary: expect.stringMatching(/^Removed .* from Explore: The Miami office closed\.$/),
      before: { exploreEnrollmentStatus: "approved", isExploreCompany: true },
      after: { exploreEnrollmentStatus: "rejected", isExploreCompany: false },
    });
  });

  it("refuses to reject an organization that never asked, and 404s an unknown one", async () => {
    const id = await makeOrganization({ exploreEnrollmentStatus: "not_requested", exploreEnrollmentRequestedAt: null });
    const response = await enroll(id, { action: "reject" });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe(ADMIN_MESSAGES.notRequested);
    expect((await enroll("no-such-org", { action: "reject" })).status).toBe(404);
  });

  it("keeps an approved listing on its lanes when its owner changes the city or the content: the change waits", async () => {
    const owner = await verifiedPerson();
    const id = await makeOrganization({ ownerEmail: owner.email });
    await db()
      .insert((await import("../../../worker/db/schema")).organizationCategories)
      .values({ organizationId: id, categoryId: "climate_tech", position: 0 });
    await enroll(id, { action: "approve", editorNote: note(350) });
    const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
    const save = (overrides: Record<string, unknown>) =>
      send(
        "PUT",
        `/api/organizations/${id}`,
        {
          name: org!.name,
          description: org!.description,
          country: "US",
          categoryIds: ["climate_tech"],
          primaryCity: "miami",
          hasLocalPresence: true,
          localPresenceCriteria: "Office on Brickell Ave",
          ...overrides,
        },
        owner.cookie,
      );
    // The same content keeps the approval, with nothing to review.
    const same = (await json(await save({}))).data;
    expect(same).toMatchObject({ exploreEnrollmentStatus: "approved" });
    expect(same).not.toHaveProperty("pendingEdit");
    const changed = await json(await save({ primaryCity: "lisbon", exploreEnrollmentStatus: "not_requested" }));
    // Approved, in Miami, on Miami's lanes: the move to Lisbon waits for an editor.
    expect(changed.data).toMatchObject({ exploreEnrollmentStatus: "approved", primaryCity: "miami" });
    expect(changed.data.pendingEdit.changes).toEqual([{ field: "primaryCity", before: "miami", after: "lisbon" }]);
    const miami = await json(await call("/api/organizations/explore?city=miami&limit=60"));
    expect(miami.data.some((item: { id: string }) => item.id === id)).toBe(true);
    const lisbon = await json(await call("/api/organizations/explore?city=lisbon&limit=60"));
    expect(lisbon.data.some((item: { id: string }) => item.id === id)).toBe(false);
  });
});

describe("featured and Explore flags", () => {
  it("never lists an unpaid organization through the Explore toggle", async () => {
    const id = await makeOrganization({ paymentStatus: "pending", exploreEnrollmentStatus: "not_requested" });
    const response = await send("PUT", `/api/organizations/${id}`, { isExploreCompany: true }, admin);
    expect(response.status).toBe(403);
    expect((await json(response)).message).toBe(ADMIN_MESSAGES.listingNeedsPayment);
    const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
    expect(org).toMatchObject({ isExploreCompany: false, isListed: false });
    expect(await auditFor(id)).toHaveLength(0);
    // Featuring does not list anything: allowed.
    expect((await send("PUT", `/api/organizations/${id}`, { isFeatured: true }, admin)).status).toBe(200);
  });

  it("toggles the flags of a paid organization, one audit row per change", async () => {
    const id = await makeOrganization({ exploreEnrollmentStatus: "not_requested" });
    const response = await send("PUT", `/api/organizations/${id}`, { isExploreCompany: true, isFeatured: true }, admin);
    expect((await json(response)).data).toMatchObject({ isExploreCompany: true, isFeatured: true });
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({ action: "organization.flags" });
    expect(entry?.details).toMatchObject({
      before: { isExploreCompany: false, isFeatured: false },
      after: { isExploreCompany: true, isFeatured: true },
    });
    expect((await send("PUT", `/api/organizations/${id}`, { isFeatured: true }, member.cookie)).status).toBe(403);
  });
});

describe("the Companies tab and Explore stats", () => {
  it("lists Explore companies and requests, filtered by enrolment status", async () => {
    const requested = await makeOrganization({ name: "Aaa requested one" });
    const all = await json(await call("/api/admin/explore/organizations?limit=100", { headers: { cookie: admin } }));
    expect(all.meta.total).toBeGreaterThan(0);
    const onlyRequested = await json(
      await call("/api/admin/explore/organizations?status=requested&limit=100", { headers: { cookie: admin } }),
    );
    expect(
      onlyRequested.data.every(
        (org: { exploreEnrollmentStatus: string }) => org.exploreEnrollmentStatus === "requested",
      ),
    ).toBe(true);
    expect(onlyRequested.data.some((org: { id: string }) => org.id === requested)).toBe(true);
    const approved = await json(
      await call("/api/admin/explore/organizations?status=approved", { headers: { cookie: admin } }),
    );
    expect(
      approved.data.every((org: { exploreEnrollmentStatus: string }) => org.exploreEnrollmentStatus === "approved"),
    ).toBe(true);
    const bad = await call("/api/admin/explore/organizations?status=pending", { headers: { cookie: admin } });
    expect(bad.status).toBe(400);
    // Pages follow the cursor without repeats.
    const first = await json(await call("/api/admin/explore/organizations?limit=2", { headers: { cookie: admin } }));
    const second = await json(
      await call(`/api/admin/explore/organizations?limit=2&cursor=${first.meta.nextCursor}`, {
        headers: { cookie: admin },
      }),
    );
    expect(second.data[0].id).not.toBe(first.data[1].id);
    expect(second.data[0].name >= first.data[1].name).toBe(true);
  });

  it("counts pending requests and stale cities and companies from their update dates", async () => {
    const stats = async () => (await json(await call("/api/admin/explore/stats", { headers: { cookie: admin } }))).data;
    const before = await stats();
    const now = Date.now();
    const city = (slug: string, days: number) => ({
      id: `city-${slug}`,
      countryCode: "US",
      cityName: slug,
      slug,
      thesis: "t",
      plugInGuide: "p",
      lastUpdated: new Date(now - days * DAY_MS),
    });
    const tag = Date.now().toString(36);
    await db()
      .insert(cities)
      .values([city(`fresh-${tag}`, 10), city(`stale-${tag}`, 200), city(`ancient-${tag}`, 400)]);
    await makeOrganization({});
    await makeOrganization({
      exploreEnrollmentStatus: "approved",
      isExploreCompany: true,
      updatedAt: new Date(now - 200 * DAY_MS),
    });
    const after = await stats();
    expect(after.pendingCount - before.pendingCount).toBe(1);
    expect(after.freshness.staleCities - before.freshness.staleCities).toBe(2);
    expect(after.freshness.veryStaleCities - before.freshness.veryStaleCities).toBe(1);
    expect(after.freshness.staleExploreOrgs - before.freshness.staleExploreOrgs).toBe(1);

    const fresh = after.thresholds.find((entry: { slug: string }) => entry.slug === `fresh-${tag}`);
    expect(fresh).toMatchObject({ companyCount: 0, isIndexable: false, shouldBeIndexable: false, action: "noop" });
    const miami = after.thresholds.find((entry: { slug: string }) => entry.slug === "miami");
    expect(miami).toMatchObject({ isIndexable: true, shouldBeIndexable: true, action: "noop" });
    expect(miami.companyCount).toBeGreaterThanOrEqual(miami.minCompanies);
    const austin = after.thresholds.find((entry: { slug: string }) => entry.slug === "austin");
    expect(austin?.action).toBe(austin.shouldBeIndexable ? "publish" : "noop");

    const companies = await json(
      await call("/api/admin/explore/organizations?status=approved&limit=100", { headers: { cookie: admin } }),
    );
    const stale = companies.data.filter((org: { stale: string | null }) => org.stale !== null);
    expect(stale.length).toBeGreaterThan(0);
  });
});
