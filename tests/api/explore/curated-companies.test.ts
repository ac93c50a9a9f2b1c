import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUnclaimedExploreCompany, uniqueId } from "../../../seed/factories";
import { adminAuditLog, user } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { fulfillCheckout } from "../../../worker/services/payments/payments";
import {
  call,
  db,
  json,
  newSignedInAdmin,
  newSignedInUser,
  seedDemoData,
  send,
  storedOrganization,
} from "../../support/helpers";

/**
 * Curated Explore companies are the editors' records: whoever claims (and pays for) one edits its profile, but the
 * Explore and featured flags and the enrolment decision stay the editors', a save of what was read changes nothing,
 * and giving the company up (deleting it, or one's account) returns it to unclaimed, never deletes it, with an audit
 * row.
 */

beforeAll(seedDemoData);

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

/** Claims a company the way a person does: a claim checkout, fulfilled as Stripe's webhook would. */
async function claim(companyId: string): Promise<Person> {
  const person = await newSignedInUser({ name: "Claimer" });
  const started = await send(
    "POST",
    "/api/payments/create-checkout-session",
    { organizationId: companyId, plan: "monthly", intent: "claim", source: "explore_claim" },
    person.cookie,
  );
  expect(started.status).toBe(200);
  const { sessionId } = (await json(started)).data;
  expect(await fulfillCheckout(getConfig(env), db(), { sessionId, subscriptionId: `sub_${sessionId}` })).toBe(
    "fulfilled",
  );
  return person;
}

/** A curated company as the seed makes them: a logo in R2 and a website stored without a trailing slash. */
async function curatedCompany() {
  const id = uniqueId("curated");
  const logoKey = `seed/logos/${id}.png`;
  await env.IMAGES.put(logoKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  await createUnclaimedExploreCompany(db(), {
    id,
    name: `Curated ${id}`,
    logoKey,
    isFeatured: true,
    websiteUrl: `https://${id}.example.com`,
    linkedinUrl: `https://www.linkedin.com/company/${id}`,
    categories: ["climate_tech", "remote_first"],
  });
  return { id, logoKey };
}

const auditOf = (id: string, action: string) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, action)))
    .orderBy(desc(adminAuditLog.createdAt));

describe("a claimed curated company", () => {
  it("stays exactly as it was when its claimer sends back what GET answered (the seeded mia-stiltwork)", async () => {
    const claimer = await claim("mia-stiltwork");
    const before = await storedOrganization("mia-stiltwork");
    expect(before.org).toMatchObject({ isExploreCompany: true, exploreEnrollmentStatus: "approved" });
    const read = await json(await call("/api/organizations/mia-stiltwork", { headers: { cookie: claimer.cookie } }));
    const saved = await send("PUT", "/api/organizations/mia-stiltwork", read.data, claimer.cookie);
    expect(saved.status).toBe(200);
    expect((await json(saved)).data).toEqual(read.data);
    expect(await storedOrganization("mia-stiltwork")).toEqual(before);
    const again = await json(await call("/api/organizations/mia-stiltwork", { headers: { cookie: claimer.cookie } }));
    expect(again.data).toEqual(read.data);
  });

  it("keeps the editors' flags whatever the claimer's save says; a real change waits for review", async () => {
    const { id } = await curatedCompany();
    const claimer = await claim(id);
    const read = (await json(await call(`/api/organizations/${id}`, { headers: { cookie: claimer.cookie } }))).data;
    const response = await send(
      "PUT",
      `/api/organizations/${id}`,
      {
        ...read,
        description: "Reworded by the claimer.",
        isExploreCompany: false,
        isFeatured: false,
        exploreEnrollmentStatus: "not_requested",
        editorNote: "Written by the claimer.",
      },
      claimer.cookie,
    );
    expect(response.status).toBe(200);
    expect((await json(response)).data.pendingEdit.changes).toEqual([
      { field: "description", before: read.description, after: "Reworded by the claimer." },
    ]);
    const { org } = await storedOrganization(id);
    expect(org).toMatchObject({
      description: read.description,
      isExploreCompany: true,
      isFeatured: true,
      editorNote: "Curated by the directory's editors.",
      exploreEnrollmentStatus: "approved",
    });
    // Its approved version stays on the city's lanes while the change waits for an editor.
    const lane = await json(await call("/api/organizations/explore?city=miami&limit=60"));
    expect(lane.data.some((item: { id: string }) => item.id === id)).toBe(true);
  });

  it("is given up, not deleted, by its claimer's DELETE: content, flags and logo stay, with an audit row", async () => {
    const { id, logoKey } = await curatedCompany();
    const claimer = await claim(id);
    const response = await send("DELETE", `/api/organizations/${id}`, undefined, claimer.cookie);
    expect(response.status).toBe(200);
    const { org, categories } = await storedOrganization(id);
    expect(org).toMatchObject({
      claimedByUserId: null,
      createdBy: null,
      paymentStatus: "pending",
      isExploreCompany: true,
      isFeatured: true,
      logoKey,
    });
    expect(categories).toHaveLength(2);
    expect(await env.IMAGES.get(logoKey)).not.toBeNull();
    const [entry] = await auditOf(id, "organization.release");
    expect(entry).toMatchObject({ actorUserId: claimer.id, targetType: "organization" });
    // Claimable again.
    expect((await json(await call(`/api/organizations/${id}`))).data.status).toBe("unclaimed");
  });

  it("is given up, not deleted, even after an editor took it off Explore", async () => {
    const { id, logoKey } = await curatedCompany();
    const claimer = await claim(id);
    const admin = await newSignedInAdmin();
    expect((await send("PUT", `/api/organizations/${id}`, { isExploreCompany: false }, admin.cookie)).status).toBe(200);
    expect((await send("DELETE", `/api/organizations/${id}`, undefined, claimer.cookie)).status).toBe(200);
    const { org } = await storedOrganization(id);
    expect(org).toMatchObject({ claimedByUserId: null, createdBy: null, logoKey });
    expect(await env.IMAGES.get(logoKey)).not.toBeNull();
    expect(await auditOf(id, "organization.release")).toHaveLength(1);
  });

  it("is given up, not deleted, when its claimer deletes their account, with an audit row naming them", async () => {
    const { id, logoKey } = await curatedCompany();
    const claimer = await claim(id);
    const response = await send(
      "DELETE",
      "/api/users/me",
      { confirm: "DELETE", password: claimer.password },
      claimer.cookie,
    );
    expect(response.status).toBe(200);
    expect(await db().select().from(user).where(eq(user.id, claimer.id))).toHaveLength(0);
    const { org } = await storedOrganization(id);
    expect(org).toMatchObject({ claimedByUserId: null, createdBy: null, isExploreCompany: true, logoKey });
    expect(await env.IMAGES.get(logoKey)).not.toBeNull();
    const [entry] = await auditOf(id, "organization.release");
    // The account is gone; the row keeps who it was.
    expect(entry).toMatchObject({ actorUserId: null, actorEmail: claimer.email });
  });
});
