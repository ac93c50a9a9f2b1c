import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createEnrollmentRejected } from "../../../seed/factories";
import { identicon } from "../../../seed/png";
import { organizationCategories, organizations } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { call, db, interceptedD1, json, ORIGIN } from "../../support/helpers";
import { send, setUpOwnedOrganizations, upload } from "../../support/owned-organizations";

/** The owner's paid organization (with a logo), which most tests edit, and their unpaid one. */
let PAID: string;
let UNPAID: string;

let ownerId: string;
let owner: string;
let admin: string;
let stranger: string;

async function guestCookie() {
  const response = await call("/api/auth/sign-in/anonymous", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** A valid full update of the paid organization, to be varied by each test. */
function fullUpdate(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ledgerline",
    description: "Open ledgers for small charities.",
    country: "GB",
    location: "London, United Kingdom",
    foundedYear: 2019,
    websiteUrl: "ledgerline.example.com",
    linkedinUrl: "",
    twitterUrl: null,
    blogUrl: "https://ledgerline.example.com/blog",
    categoryIds: ["remote_first", "climate_tech", "b_corp"],
    categoriesDetails: { remote_first: "We work from anywhere in Europe.", climate_tech: "Carbon accounting." },
    primaryCity: null,
    hasLocalPresence: false,
    localPresenceCriteria: "",
    ...overrides,
  };
}

beforeAll(async () => {
  ({ paid: PAID, unpaid: UNPAID, ownerId, owner, admin, stranger } = await setUpOwnedOrganizations());
});

describe("POST /api/organizations", () => {
  it.each([
    [{ country: "US", description: "d" }, "Please provide an organization name"],
    [{ name: "  ", country: "US", description: "d" }, "Please provide an organization name"],
    [{ name: "N", description: "d" }, "Please select a country"],
    [{ name: "N", country: "US" }, "Please provide an organization description"],
  ])("requires name, country and description: %j", async (body, message) => {
    const response = await send("POST", "/api/organizations", body, owner);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });

  it("creates it unpaid, owned by the user, with the default category, ignoring fields an owner may not set", async () => {
    const response = await send(
      "POST",
      "/api/organizations",
      {
        name: "New Co",
        country: "pt",
        description: "We build things.",
        paymentStatus: "paid",
        createdBy: "someone",
        isFeatured: true,
      },
      owner,
    );
    expect(response.status).toBe(201);
    const org = (await json(response)).data;
    expect(org).toMatchObject({
      name: "New Co",
      country: "PT",
      paymentStatus: "pending",
      createdBy: ownerId,
      isFeatured: false,
      categoryIds: ["default_category"],
    });
    // Unpaid: hidden from everyone else.
    expect((await call(`/api/organizations/${org.id}`)).status).toBe(404);
  });

  it("is for verified permanent accounts only", async () => {
    const body = { name: "N", country: "US", description: "d" };
    expect((await send("POST", "/api/organizations", body)).status).toBe(401);
    expect((await send("POST", "/api/organizations", body, await guestCookie())).status).toBe(403);
  });
});

describe("PUT /api/organizations/{id}", () => {
  it("saves the full profile: categories in order with details, normalised links", async () => {
    const response = await send("PUT", `/api/organizations/${PAID}`, fullUpdate(), owner);
    expect(response.status).toBe(200);
    const org = (await json(response)).data;
    expect(org.categoryIds).toEqual(["remote_first", "climate_tech", "b_corp"]);
    expect(org.categoriesDetails).toEqual({
      remote_first: "We work from anywhere in Europe.",
      climate_tech: "Carbon accounting.",
    });
    expect(org).toMatchObject({ websiteUrl: "https://ledgerline.example.com/", linkedinUrl: null, twitterUrl: null });
    const reordered = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({ categoryIds: ["b_corp", "remote_first"] }),
      owner,
    );
    expect((await json(reordered)).data.categoryIds).toEqual(["b_corp", "remote_first"]);
  });

  it("drops the new organization's placeholder category once a real one is chosen, and keeps it alone", async () => {
    const alone = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({ categoryIds: ["default_category"] }),
      owner,
    );
    expect((await json(alone)).data.categoryIds).toEqual(["default_category"]);
    // Seven real categories beside the placeholder: it does not count toward the limit, and goes.
    const seven = [
      "remote_first",
      "climate_tech",
      "b_corp",
      "four_day_week",
      "async_communication",
      "health_tech",
      "education",
    ];
    const chosen = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({ categoryIds: ["default_category", ...seven] }),
      owner,
    );
    expect(chosen.status).toBe(200);
    expect((await json(chosen)).data.categoryIds).toEqual(seven);
    const stored = await db()
      .select({ id: organizationCategories.categoryId })
      .from(organizationCategories)
      .where(eq(organizationCategories.organizationId, PAID));
    expect(stored.map((row) => row.id).sort()).toEqual([...seven].sort());
  });

  it("reads the organization once: the access check and the change share the row", async () => {
    const statements: string[] = [];
    const ctx = createExecutionContext();
    const recording = { ...env, DB: interceptedD1((sql) => statements.push(sql)) } as Env;
    const request = new Request(`${ORIGIN}/api/organizations/${PAID}`, {
      method: "PUT",
      headers: { origin: ORIGIN, cookie: owner, "content-type": "application/json" },
      body: JSON.stringify(fullUpdate()),
    });
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], recording, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    const rowReads = statements.filter((sql) =>
      /^select .* from "organizations" where "organizations"\."id" = \?/is.test(sql),
    );
    expect(rowReads).toHaveLength(1);
  });

  it.each([
    [{ websiteUrl: "javascript:alert(1)" }, "Please enter a valid URL (e.g., https://example.com)"],
    [{ blogUrl: "data:text/html,hi" }, "Please enter a valid URL (e.g., https://example.com/blog)"],
    [{ twitterUrl: "ftp://x.example" }, "Please enter a valid URL (e.g., https://x.com/example)"],
    [{ linkedinUrl: "not a url" }, "Please enter a valid URL (e.g., https://www.linkedin.com/company/example)"],
    [{ foundedYear: 1799 }, "Founded year must be between 1800 and the current year"],
    [{ foundedYear: new Date().getUTCFullYear() + 1 }, "Founded year must be between 1800 and the current year"],
    [{ foundedYear: "soon" }, "Founded year must be a number"],
    [{ name: "" }, "Please fill out all required fields"],
    [{ description: " " }, "Please fill out all required fields"],
    [{ country: "" }, "Please fill out all required fields"],
    [{ categoryIds: [] }, "Please fill out all required fields"],
    [{ categoryIds: ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"] }, "You can choose at most 7 categories"],
    [{ categoryIds: ["not_a_category"] }, "Unknown category"],
    [{ categoriesDetails: { remote_first: "x".repeat(2001) } }, "Category details must be at most 2000 characters"],
  ])("refuses %j with 400 and its message, changing nothing", async (overrides, message) => {
    const before = await json(await call(`/api/organizations/${PAID}`));
    const response = await send("PUT", `/api/organizations/${PAID}`, fullUpdate(overrides), owner);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    expect((await json(await call(`/api/organizations/${PAID}`))).data).toEqual(before.data);
  });

  it("never stores fields an owner may not set", async () => {
    await db().update(organizations).set({ paymentStatus: "paid" }).where(eq(organizations.id, PAID));
    const response = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({
        paymentStatus: "pending",
        createdBy: "x",
        claimedByUserId: "x",
        editorNote: "mine",
        isExploreCompany: true,
        exploreEnrollmentStatus: "approved",
      }),
      owner,
    );
    // Fields an owner may not set, the enrolment status an owner may not choose included, are ignored.
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({
      exploreEnrollmentStatus: "not_requested",
      isExploreCompany: false,
      createdBy: ownerId,
    });
    const ok = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({ paymentStatus: "pending", isFeatured: true, editorNote: "mine" }),
      owner,
    );
    expect((await json(ok)).data).toMatchObject({
      paymentStatus: "paid",
      isFeatured: false,
      editorNote: null,
      createdBy: ownerId,
    });
  });

  it("requests Explore review only with every requirement, listing just the missing ones", async () => {
    const missingAll = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({ exploreEnrollmentStatus: "requested" }),
      owner,
    );
    expect((await json(missingAll)).message).toBe(
      "To request Explore review, please select a primary Explore city, confirm a local presence, add at least one piece of local presence evidence.",
    );
    const missingEvidence = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({
        exploreEnrollmentStatus: "requested",
        primaryCity: "miami",
        hasLocalPresence: true,
        localPresenceCriteria: "\n  \n",
      }),
      owner,
    );
    expect((await json(missingEvidence)).message).toBe(
      "To request Explore review, please add at least one piece of local presence evidence.",
    );
    const hidden = await send("PUT", `/api/organizations/${PAID}`, fullUpdate({ primaryCity: "austin" }), owner);
    expect((await json(hidden)).message).toBe("Please select a primary Explore city");

    const requested = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({
        exploreEnrollmentStatus: "requested",
        primaryCity: "miami",
        hasLocalPresence: true,
        localPresenceCriteria: "  Office in Wynwood  \n\nTwo engineers in Miami\n",
      }),
      owner,
    );
    expect(requested.status).toBe(200);
    const org = (await json(requested)).data;
    expect(org).toMatchObject({
      exploreEnrollmentStatus: "requested",
      localPresenceCriteria: ["Office in Wynwood", "Two engineers in Miami"],
    });
    expect(org.exploreEnrollmentRequestedAt).toEqual(expect.any(String));

    // Turning local presence off clears the evidence; withdrawing returns to not requested.
    const withdrawn = await send(
      "PUT",
      `/api/organizations/${PAID}`,
      fullUpdate({ exploreEnrollmentStatus: "not_requested", localPresenceCriteria: "kept?" }),
      owner,
    );
    expect((await json(withdrawn)).data).toMatchObject({
      exploreEnrollmentStatus: "not_requested",
      localPresenceCriteria: [],
      exploreEnrollmentRequestedAt: null,
    });
  });

  it("lets a rejected organization request again", async () => {
    const rejected = await createEnrollmentRejected(db(), { createdBy: ownerId });
    const response = await send(
      "PUT",
      `/api/organizations/${rejected.id}`,
      fullUpdate({
        exploreEnrollmentStatus: "requested",
        primaryCity: "miami",
        hasLocalPresence: true,
        localPresenceCriteria: "Office",
      }),
      owner,
    );
    expect((await json(response)).data.exploreEnrollmentStatus).toBe("requested");
  });

  it("shows the payment gate for an unpaid organization", async () => {
    const response = await send("PUT", `/api/organizations/${UNPAID}`, fullUpdate({ name: "Fietsdata" }), owner);
    expect(response.status).toBe(403);
    expect((await json(response)).code).toBe("PAYMENT_REQUIRED");
  });

  it("is the creator's alone; admins may only set the featured and Explore flags", async () => {
    expect((await send("PUT", `/api/organizations/${PAID}`, fullUpdate())).status).toBe(401);
    expect((await send("PUT", `/api/organizations/${PAID}`, fullUpdate(), await guestCookie())).status).toBe(403);
    const asStranger = await send("PUT", `/api/organizations/${PAID}`, fullUpdate(), stranger);
    expect(asStranger.status).toBe(403);
    expect((await json(asStranger)).message).toBe("You don't have permission to edit this organization");
    expect((await send("PUT", `/api/organizations/${PAID}`, fullUpdate(), admin)).status).toBe(403);
    expect((await send("PUT", `/api/organizations/${PAID}`, { isFeatured: true }, owner)).status).toBe(403);
    const flags = await send("PUT", `/api/organizations/${PAID}`, { isFeatured: true }, admin);
    expect(flags.status).toBe(200);
    expect((await json(flags)).data.isFeatured).toBe(true);
  });
});

describe("DELETE /api/organizations/{id}", () => {
  it("is the creator's alone, and takes the category rows and images with it", async () => {
    const created = await json(
      await send("POST", "/api/organizations", { name: "Short Lived", country: "FR", description: "d" }, owner),
    );
    const id = created.data.id;
    await db().update(organizations).set({ paymentStatus: "paid" }).where(eq(organizations.id, id));
    const { logoUrl } = (await json(await upload(`/api/organizations/${id}/logo`, await identicon("gone"), owner)))
      .data;

    expect((await call(`/api/organizations/${id}`, { method: "DELETE", headers: { cookie: stranger } })).status).toBe(
      403,
    );
    expect((await call(`/api/organizations/${id}`, { method: "DELETE", headers: { cookie: admin } })).status).toBe(403);
    expect((await call(`/api/organizations/${id}`, { method: "DELETE" })).status).toBe(401);

    expect((await call(`/api/organizations/${id}`, { method: "DELETE", headers: { cookie: owner } })).status).toBe(200);
    expect(await db().select().from(organizations).where(eq(organizations.id, id))).toHaveLength(0);
    expect(
      await db().select().from(organizationCategories).where(eq(organizationCategories.organizationId, id)),
    ).toHaveLength(0);
    expect(await env.IMAGES.get(logoUrl.replace("/images/", ""))).toBeNull();
    expect((await call(`/api/organizations/${id}`, { method: "DELETE", headers: { cookie: owner } })).status).toBe(404);
  });
});
