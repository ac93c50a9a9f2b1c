import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from "../../../contract/messages";
import { organizationCategories, organizationPendingEdits, organizations } from "../../../worker/db/schema";
import { adminAndMember, auditFor, makeOrganization } from "../../support/admin";
import { call, db, json, send, verifiedPerson } from "../../support/helpers";

/**
 * An owner's edit of an approved Explore company waits for an editor while the approved version stays public
 * (docs/product/explore.md#edits-of-an-approved-company): approving publishes it, rejecting or withdrawing discards it,
 * and a decision, a new save and a withdrawal sent at once never publish part of one version and part of another.
 */

let admin: string;
let member: { email: string; cookie: string };

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
});

type Owner = Awaited<ReturnType<typeof verifiedPerson>>;

/** An approved, featured Explore company in Miami with one category, and its owner. */
async function approvedCompany() {
  const owner = await verifiedPerson();
  const id = await makeOrganization({
    ownerEmail: owner.email,
    isExploreCompany: true,
    isFeatured: true,
    exploreEnrollmentStatus: "approved",
    editorNote: "Approved by the editors.",
  });
  await db()
    .insert(organizationCategories)
    .values({ organizationId: id, categoryId: "climate_tech", position: 0, detail: "Approved detail." });
  const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
  const body = {
    name: org!.name,
    description: org!.description,
    country: "US",
    categoryIds: ["climate_tech"],
    categoriesDetails: { climate_tech: "Approved detail." },
    primaryCity: "miami",
    hasLocalPresence: true,
    localPresenceCriteria: "Office on Brickell Ave",
  };
  return { id, owner, org: org!, body };
}

const save = (id: string, owner: Owner, body: Record<string, unknown>) =>
  send("PUT", `/api/organizations/${id}`, body, owner.cookie);
const decide = (id: string, body: unknown, cookie = admin) =>
  send("PUT", `/api/admin/explore/organizations/${id}/pending-edit`, body, cookie);
const pendingOf = async (id: string) =>
  (await db().select().from(organizationPendingEdits).where(eq(organizationPendingEdits.organizationId, id)))[0];
const pendingName = async (id: string) => ((await pendingOf(id))?.content as { name?: string } | undefined)?.name;
const stored = async (id: string) => {
  const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
  const categories = await db()
    .select({ categoryId: organizationCategories.categoryId, detail: organizationCategories.detail })
    .from(organizationCategories)
    .where(eq(organizationCategories.organizationId, id))
    .orderBy(organizationCategories.position);
  return { org: org!, categories };
};
async function guideCard(id: string) {
  const lane = await json(await call("/api/organizations/explore?city=miami&featured=true&limit=60"));
  return lane.data.find((item: { id: string }) => item.id === id) as { description: string } | undefined;
}

describe("an owner's edit of an approved Explore company", () => {
  it("keeps the approved version public and on the guide while the edit waits", async () => {
    const { id, owner, org, body } = await approvedCompany();
    const response = await save(id, owner, { ...body, description: `${org.description} One more sentence.` });
    expect(response.status).toBe(200);
    const saved = (await json(response)).data;
    expect(saved).toMatchObject({ exploreEnrollmentStatus: "approved", description: org.description });
    expect(saved.pendingEdit.changes).toEqual([
      { field: "description", before: org.description, after: `${org.description} One more sentence.` },
    ]);
    const now = await stored(id);
    expect(now.org).toMatchObject({ description: org.description, exploreEnrollmentStatus: "approved" });
    expect(now.org.updatedAt.getTime()).toBe(org.updatedAt.getTime());
    expect((await guideCard(id))?.description).toBe(org.description);
    expect((await json(await call(`/api/organizations/${id}`))).data.description).toBe(org.description);
    // The owner reads what waits; so does an admin; nobody else.
    const read = await json(await call(`/api/organizations/${id}/pending-edit`, { headers: { cookie: owner.cookie } }));
    expect(read.data).toEqual(saved.pendingEdit);
    expect(
      (await json(await call(`/api/organizations/${id}/pending-edit`, { headers: { cookie: admin } }))).data,
    ).toEqual(saved.pendingEdit);
    expect((await call(`/api/organizations/${id}/pending-edit`, { headers: { cookie: member.cookie } })).status).toBe(
      403,
    );
    // And the admin's list names it under Edit pending, with the diff.
    const list = await json(
      await call("/api/admin/explore/organizations?status=edited&limit=100", { headers: { cookie: admin } }),
    );
    const row = list.data.find((company: { id: string }) => company.id === id);
    expect(row.pendingEdit).toEqual(saved.pendingEdit);
    expect(row.description).toBe(org.description);
  });

  it("asks for review only for the reviewed fields that changed; the approved content again withdraws it", async () => {
    const { id, owner, body } = await approvedCompany();
    const same = await json(await save(id, owner, body));
    expect(same.data).not.toHaveProperty("pendingEdit");
    expect(await pendingOf(id)).toBeUndefined();

    const two = await json(
      await save(id, owner, {
        ...body,
        name: "Renamed Co",
        websiteUrl: "renamed.example.com",
        categoriesDetails: { climate_tech: "New detail." },
      }),
    );
    expect(two.data.pendingEdit.changes.map((change: { field: string }) => change.field)).toEqual([
      "name",
      "websiteUrl",
      "categories",
    ]);
    const first = await pendingOf(id);
    // Saving the same edit again keeps its revision: the editor reviewing it is not told it changed.
    await save(id, owner, {
      ...body,
      name: "Renamed Co",
      websiteUrl: "https://renamed.example.com/",
      categoriesDetails: { climate_tech: "New detail." },
    });
    expect((await pendingOf(id))?.revision).toBe(first?.revision);

    expect((await json(await save(id, owner, body))).data).not.toHaveProperty("pendingEdit");
    expect(await pendingOf(id)).toBeUndefined();
  });

  it("is published by an admin's approval of its revision, categories included, with an audit row", async () => {
    const { id, owner, org, body } = await approvedCompany();
    const saved = await json(
      await save(id, owner, {
        ...body,
        description: "The new words.",
        categoryIds: ["remote_first", "climate_tech"],
        categoriesDetails: { climate_tech: "Approved detail.", remote_first: "Anywhere." },
      }),
    );
    const { revision } = saved.data.pendingEdit;
    // Only admins decide, and only on the revision they saw.
    expect((await decide(id, { action: "approve", revision }, owner.cookie)).status).toBe(403);
    const stale = await decide(id, { action: "approve", revision: "not-this-one" });
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toBe(ADMIN_MESSAGES.editChangedMeanwhile);

    expect((await decide(id, { action: "approve", revision })).status).toBe(200);
    const now = await stored(id);
    expect(now.org).toMatchObject({
      description: "The new words.",
      name: org.name,
      exploreEnrollmentStatus: "approved",
      isExploreCompany: true,
      isFeatured: true,
      editorNote: "Approved by the editors.",
    });
    expect(now.categories).toEqual([
      { categoryId: "remote_first", detail: "Anywhere." },
      { categoryId: "climate_tech", detail: "Approved detail." },
    ]);
    expect(await pendingOf(id)).toBeUndefined();
    expect((await guideCard(id))?.description).toBe("The new words.");
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({ action: "organization.approve_edit" });
    expect(entry?.details).toMatchObject({
      before: { description: org.description },
      after: { description: "The new words." },
    });
    // Decided once: a second approval finds nothing waiting.
    expect((await decide(id, { action: "approve", revision })).status).toBe(409);
  });

  it("is discarded by a rejection, the approved version staying public", async () => {
    const { id, owner, org, body } = await approvedCompany();
    const { revision } = (await json(await save(id, owner, { ...body, description: "Rejected words." }))).data
      .pendingEdit;
    expect((await decide(id, { action: "reject", revision })).status).toBe(200);
    expect(await pendingOf(id)).toBeUndefined();
    expect((await stored(id)).org).toMatchObject({ description: org.description, exploreEnrollmentStatus: "approved" });
    expect((await guideCard(id))?.description).toBe(org.description);
    expect((await auditFor(id))[0]).toMatchObject({ action: "organization.reject_edit" });
  });

  it("is withdrawn by its owner only", async () => {
    const { id, owner, org, body } = await approvedCompany();
    await save(id, owner, { ...body, description: "Withdrawn words." });
    const signedOut = await send("DELETE", `/api/organizations/${id}/pending-edit`);
    expect(signedOut.status).toBe(401);
    expect((await json(signedOut)).message).toBe(ACCESS_MESSAGES.signedOut);
    expect((await send("DELETE", `/api/organizations/${id}/pending-edit`, undefined, member.cookie)).status).toBe(403);
    expect((await send("DELETE", `/api/organizations/${id}/pending-edit`, undefined, admin)).status).toBe(403);
    expect(await pendingOf(id)).toBeDefined();
    expect((await send("DELETE", `/api/organizations/${id}/pending-edit`, undefined, owner.cookie)).status).toBe(200);
    expect(await pendingOf(id)).toBeUndefined();
    expect((await stored(id)).org.description).toBe(org.description);
  });

  it("goes with the company when an editor removes it from Explore", async () => {
    const { id, owner, body } = await approvedCompany();
    await save(id, owner, { ...body, description: "Never reviewed." });
    const removed = await send("PUT", `/api/admin/explore/organizations/${id}/enrollment`, { action: "reject" }, admin);
    expect(removed.status).toBe(200);
    expect(await pendingOf(id)).toBeUndefined();
  });
});

describe("decisions sent at the same moment as the owner's changes", () => {
  it("never publish a mix of two versions when an approval races a new save", async () => {
    for (let round = 0; round < 4; round++) {
      const { id, owner, org, body } = await approvedCompany();
      const first = {
        ...body,
        name: `First ${round}`,
        description: "First words.",
        categoryIds: ["remote_first"],
        categoriesDetails: { remote_first: "First detail." },
      };
      const second = { ...body, name: `Second ${round}`, description: "Second words." };
      const { revision } = (await json(await save(id, owner, first))).data.pendingEdit;
      const [approval, resave] = await Promise.all([
        decide(id, { action: "approve", revision }),
        save(id, owner, second),
      ]);
      const now = await stored(id);
      const version = [now.org.name, now.org.description, now.categories];
      const approvedVersion = [org.name, org.description, [{ categoryId: "climate_tech", detail: "Approved detail." }]];
      const firstVersion = [
        "First " + round,
        "First words.",
        [{ categoryId: "remote_first", detail: "First detail." }],
      ];
      if (approval.status === 200) {
        expect(version).toEqual(firstVersion);
        // The second save either came after (an edit of the first, waiting) or was refused as outdated.
        if (resave.status === 200) expect(await pendingName(id)).toBe(`Second ${round}`);
        else expect(resave.status).toBe(409);
      } else {
        expect(approval.status).toBe(409);
        expect(version).toEqual(approvedVersion);
        expect(await pendingName(id)).toBe(`Second ${round}`);
      }
    }
  });

  it("publish all of an edit or none of it when an approval races its withdrawal", async () => {
    for (let round = 0; round < 4; round++) {
      const { id, owner, org, body } = await approvedCompany();
      const edit = { ...body, description: "Raced words.", categoryIds: ["remote_first"], categoriesDetails: {} };
      const { revision } = (await json(await save(id, owner, edit))).data.pendingEdit;
      const [approval, withdrawal] = await Promise.all([
        decide(id, { action: "approve", revision }),
        send("DELETE", `/api/organizations/${id}/pending-edit`, undefined, owner.cookie),
      ]);
      expect(withdrawal.status).toBe(200);
      const now = await stored(id);
      expect(await pendingOf(id)).toBeUndefined();
      if (approval.status === 200) {
        expect([now.org.description, now.categories]).toEqual([
          "Raced words.",
          [{ categoryId: "remote_first", detail: "" }],
        ]);
      } else {
        expect(approval.status).toBe(409);
        expect([now.org.description, now.categories]).toEqual([
          org.description,
          [{ categoryId: "climate_tech", detail: "Approved detail." }],
        ]);
      }
    }
  });
});
