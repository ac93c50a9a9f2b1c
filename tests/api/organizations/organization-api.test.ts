import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createEnrollmentApproved } from "../../../seed/factories";
import { organizations } from "../../../worker/db/schema";
import { call, db, json, newSignedInUser, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

/** A verified password account, signed in. */
const account = () => newSignedInUser({ name: "Org API" });

/** A paid organization already approved for Explore in Miami. */
async function approvedOrganization(owner: string) {
  const org = await createEnrollmentApproved(db(), {
    name: "Round Trip",
    description: "Comes back as it went.",
    countryCode: "US",
    createdBy: owner,
    categories: ["default_category"],
  });
  return org.id;
}

const put = (id: string, cookie: string, body: unknown) =>
  call(`/api/organizations/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });

describe("PUT /api/organizations/{id}", () => {
  it("takes back the whole object GET answered: fields the owner may not set are ignored, not refused", async () => {
    const owner = await account();
    const id = await approvedOrganization(owner.id);
    const read = await json(await call(`/api/organizations/${id}`, { headers: { cookie: owner.cookie } }));
    expect(read.data.exploreEnrollmentStatus).toBe("approved");

    const response = await put(id, owner.cookie, read.data);
    expect(response.status).toBe(200);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, id));
    // Unchanged content keeps the approval; the owner could not have set it anyway.
    expect(row).toMatchObject({ name: "Round Trip", exploreEnrollmentStatus: "approved", createdBy: owner.id });
  });

  it("settles who may change it before judging what was sent: a stranger's invalid body is 403, not 400", async () => {
    const [owner, stranger] = [await account(), await account()];
    const id = await approvedOrganization(owner.id);
    expect((await put(id, stranger.cookie, { name: "" })).status).toBe(403);
    expect((await put(id, stranger.cookie, { isFeatured: true })).status).toBe(403);
    expect((await put(id, owner.cookie, { name: "" })).status).toBe(400);
  });
});
