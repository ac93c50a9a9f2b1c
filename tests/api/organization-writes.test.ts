import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "../../contract/messages";
import {
  createDraftOrganization,
  createEnrollmentRejected,
  createPaidOrganization,
  uniqueId,
} from "../../seed/factories";
import { identicon } from "../../seed/png";
import { organizationCategories, organizations } from "../../worker/db/schema";
import { readImageUpload } from "../../worker/platform/image-upload";
import { call, db, json, newSignedInAdmin, newSignedInUser, seedDemoData } from "../support/helpers";
import { JPEG, PNG, WEBP } from "../support/images";

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

function send(method: string, path: string, body: unknown, cookie?: string) {
  return call(path, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

function upload(path: string, bytes: Uint8Array | string, cookie: string, name = "image.png", type = "image/png") {
  const form = new FormData();
  form.append("image", new File([bytes as BlobPart], name, { type }));
  return call(path, { method: "POST", headers: { cookie }, body: form });
}

/** A valid full update of the paid organization, to be varied by each test. */
function fullUpdate(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ledgerline",
    description: "Open ledgers for small charities.",
    country: "GB",
    location: "London, United Kingdom",
    foundedYear: 2019,
    websiteUrl: "ledgerline.example",
    linkedinUrl: "",
    twitterUrl: null,
    blogUrl: "https://ledgerline.example/blog",
    categoryIds: ["remote_first", "climate_tech", "b_corp"],
    categoriesDetails: { remote_first: "We work from anywhere in Europe.", climate_tech: "Carbon accounting." },
    primaryCity: null,
    hasLocalPresence: false,
    localPresenceCriteria: "",
    ...overrides,
  };
}

beforeAll(async () => {
  await seedDemoData();
  const person = await newSignedInUser();
  [ownerId, owner] = [person.id, person.cookie];
  admin = (await newSignedInAdmin()).cookie;
  stranger = (await newSignedInUser({ name: "Stranger" })).cookie;
  const logoKey = `organizations/${uniqueId("logo")}.png`;
  await env.IMAGES.put(logoKey, await identicon(logoKey), { httpMetadata: { contentType: "image/png" } });
  PAID = (
    await createPaidOrganization(db(), {
      name: "Ledgerline",
      countryCode: "GB",
      createdBy: ownerId,
      logoKey,
      categories: ["fintech_inclusion", "remote_first", "psychological_safety"],
    })
  ).id;
  UNPAID = (await createDraftOrganization(db(), { name: "Fietsdata", countryCode: "NL", createdBy: ownerId })).id;
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
    const org = (await json(response)).data.data;
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
    expect(org).toMatchObject({ websiteUrl: "https://ledgerline.example/", linkedinUrl: null, twitterUrl: null });
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

const WRONG = IMAGE_MESSAGES.wrongType;
const withTail = (bytes: Uint8Array, tail: string) => new Uint8Array([...bytes, ...new TextEncoder().encode(tail)]);
const withByte = (bytes: Uint8Array, at: number, value: number) => {
  const copy = bytes.slice();
  copy[at] = copy[at] === value ? value ^ 1 : value;
  return copy;
};

describe("images", () => {
  it.each([
    ["PNG", identicon("png-test"), "image/png"],
    ["JPEG", Promise.resolve(JPEG), "image/jpeg"],
    ["WebP", Promise.resolve(WEBP), "image/webp"],
  ])("accepts a real %s, serves it with its type, and deletes the one it replaces", async (_label, bytes, type) => {
    const before = (await json(await call(`/api/organizations/${PAID}`))).data.logo;
    const response = await upload(
      `/api/organizations/${PAID}/logo`,
      await bytes,
      owner,
      "photo.bin",
      "application/octet-stream",
    );
    expect(response.status).toBe(200);
    const { logoUrl } = (await json(response)).data;
    expect(logoUrl.startsWith(`/images/organizations/${PAID}/logo-`)).toBe(true);
    const served = await call(logoUrl);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    if (before) expect((await call(before)).status).toBe(404);
  });

  it.each([
    [
      "text named .png",
      new TextEncoder().encode("just text"),
      415,
      "Please select a valid image file (JPEG, PNG, or WebP)",
    ],
    [
      "an SVG",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      415,
      "Please select a valid image file (JPEG, PNG, or WebP)",
    ],
    [
      "HTML sent as image/png",
      new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      415,
      "Please select a valid image file (JPEG, PNG, or WebP)",
    ],
    ["HTML behind a PNG signature", withTail(PNG.subarray(0, 8), "<html><script>alert(1)</script></html>"), 415, WRONG],
    ["a PNG cut short", PNG.subarray(0, PNG.length - 12), 415, WRONG],
    ["a PNG with a chunk's CRC altered", withByte(PNG, PNG.length - 20, 0x55), 415, WRONG],
    ["a PNG with HTML after its end", withTail(PNG, "<script>alert(1)</script>"), 415, WRONG],
    [
      "HTML behind a JPEG signature",
      withTail(JPEG.subarray(0, 20), "<html><script>alert(1)</script></html>"),
      415,
      WRONG,
    ],
    ["a JPEG without its end marker", JPEG.subarray(0, JPEG.length - 2), 415, WRONG],
    ["HTML behind a WebP header", withTail(WEBP.subarray(0, 16), "<html><script>alert(1)</script></html>"), 415, WRONG],
    ["a WebP whose RIFF size is not its length", withTail(WEBP, "<script></script>"), 415, WRONG],
    ["a 6 MB file", new Uint8Array(6 * 1024 * 1024).fill(0x89), 413, "File size must be less than 5MB"],
    ["an empty file", new Uint8Array(0), 400, "Please select a file to upload."],
  ])("refuses %s", async (_label, bytes, status, message) => {
    const response = await upload(`/api/organizations/${PAID}/banner`, bytes, owner);
    expect(response.status).toBe(status);
    expect((await json(response)).message).toBe(message);
  });

  it("serves every image with a sandbox policy: opened on its own it runs nothing", async () => {
    const response = await upload(`/api/organizations/${PAID}/banner`, PNG, owner);
    expect(response.status).toBe(200);
    const served = await call((await json(response)).data.bannerImageUrl);
    expect(served.headers.get("content-security-policy")).toBe("sandbox");
  });

  it.each([
    ["declared", true],
    ["chunked", false],
  ])("reads a %s body past 5 MB to its end before answering 413, so the answer arrives", async (_label, declared) => {
    // A multipart body of 7 MB, handed out 64 KB at a time, counting what the worker reads.
    const boundary = "x-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const total = 7 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const chunk = sent === 0 ? head : new Uint8Array(Math.min(64 * 1024, total - sent)).fill(0x41);
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const headers = new Headers({ "content-type": `multipart/form-data; boundary=${boundary}` });
    if (declared) headers.set("content-length", String(total));
    const request = new Request(`http://localhost/api/organizations/${PAID}/logo`, { method: "POST", headers, body });
    await expect(readImageUpload(request)).rejects.toMatchObject({
      kind: "too_large",
      message: IMAGE_MESSAGES.tooLarge,
    });
    expect(sent).toBe(total);
  });

  it("refuses a request without the image field", async () => {
    const response = await call(`/api/organizations/${PAID}/logo`, {
      method: "POST",
      headers: { cookie: owner },
      body: new FormData(),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Please select a file to upload.");
  });

  it("stores a category image for one of the organization's categories, and removes it", async () => {
    const ok = await upload(`/api/organizations/${PAID}/category/remote_first/image`, await identicon("cat"), owner);
    const { categoryImageUrl } = (await json(ok)).data;
    expect((await json(await call(`/api/organizations/${PAID}`))).data.categoryImages.remote_first).toBe(
      categoryImageUrl,
    );
    expect(
      (await upload(`/api/organizations/${PAID}/category/education/image`, await identicon("c"), owner)).status,
    ).toBe(404);
    const removed = await call(`/api/organizations/${PAID}/category/remote_first/image`, {
      method: "DELETE",
      headers: { cookie: owner },
    });
    expect((await json(removed)).data).toEqual({ categoryImageUrl: null });
    expect((await call(categoryImageUrl)).status).toBe(404);
  });

  it("lets only the creator upload or delete images", async () => {
    const png = await identicon("perm");
    expect((await upload(`/api/organizations/${PAID}/logo`, png, stranger)).status).toBe(403);
    expect((await upload(`/api/organizations/${PAID}/logo`, png, admin)).status).toBe(403);
    expect(
      (await call(`/api/organizations/${PAID}/banner`, { method: "DELETE", headers: { cookie: stranger } })).status,
    ).toBe(403);
  });
});

describe("DELETE /api/organizations/{id}", () => {
  it("is the creator's alone, and takes the category rows and images with it", async () => {
    const created = await json(
      await send("POST", "/api/organizations", { name: "Short Lived", country: "FR", description: "d" }, owner),
    );
    const id = created.data.data.id;
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
