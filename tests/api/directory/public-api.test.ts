import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories as categorySeeds } from "../../../seed/data/categories";
import {
  createAdmin,
  createDraftOrganization,
  createPaidOrganization,
  createVerifiedUser,
} from "../../../seed/factories";
import { demoOrganizations } from "../../../seed/seed";
import { organizations } from "../../../worker/db/schema";
import { refreshActiveCountries } from "../../../worker/services/reference/active-countries";
import { call, db, json, newSignedInAdmin, newSignedInUser, seedDemoData, signedIn } from "../../support/helpers";

const listed = demoOrganizations.filter((org) => org.paid || org.explore);
const unpaid = demoOrganizations.filter((org) => !org.paid && !org.explore);

/** What the matching rule says the list must hold: listed, in the country, having every selected category. */
function expectedMatches(country: string | undefined, categoryIds: string[]) {
  return listed
    .filter((org) => !country || org.countryCode === country)
    .filter((org) => categoryIds.every((id) => org.categories.some((category) => category.id === id)))
    .map((org) => org.key)
    .sort();
}

async function listAll(query: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const separator = query ? "&" : "";
    const response = await call(`/api/organizations?${query}${separator}limit=7${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status).toBe(200);
    const body = await json(response);
    ids.push(...body.data.map((org: { id: string }) => org.id));
    total = body.meta.total;
    cursor = body.meta.nextCursor;
  } while (cursor);
  return { ids, total };
}

beforeAll(seedDemoData);

describe("reference data", () => {
  it("lists the seven category groups in order", async () => {
    const body = await json(await call("/api/category-groups"));
    expect(body.data.map((group: { id: string }) => group.id)).toEqual([
      "impact_areas",
      "work_methods",
      "differentiators",
      "culture",
      "company_properties",
      "approach",
      "how_we_scale_change",
    ]);
  });

  it("lists categories with name, emoji, description and group, the default category included", async () => {
    const body = await json(await call("/api/categories"));
    expect(body.data.length).toBeGreaterThanOrEqual(46);
    expect(body.data.map((category: { id: string }) => category.id)).toContain("default_category");
    for (const category of body.data) {
      expect(category).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        emoji: expect.any(String),
        description: expect.any(String),
        groupId: expect.any(String),
      });
    }
  });

  it("lists every ISO 3166-1 country with its flag", async () => {
    const body = await json(await call("/api/countries"));
    expect(body.data).toHaveLength(249);
    expect(body.data).toContainEqual({ code: "PT", name: "Portugal", flagEmoji: "🇵🇹" });
  });
});

describe("GET /api/organizations", () => {
  it("pages through every public organization exactly once, with a total", async () => {
    const { ids, total } = await listAll("");
    expect(total).toBe(listed.length);
    expect(ids).toHaveLength(listed.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const org of unpaid) expect(ids).not.toContain(org.key);
  });

  it("defaults to pages of 24 sorted by name", async () => {
    const body = await json(await call("/api/organizations"));
    expect(body.data).toHaveLength(24);
    const names = body.data.map((org: { name: string }) => org.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.meta.nextCursor).toEqual(expect.any(String));
  });

  it.each([
    ["a country", "US", []],
    ["one category", undefined, ["remote_first"]],
    ["a country and two categories", "US", ["climate_tech", "venture_backed"]],
    ["three categories", undefined, ["remote_first", "psychological_safety", "venture_backed"]],
  ])("matches organizations that have every selected category: %s", async (_label, country, categoryIds) => {
    const params = [
      country ? `country=${country}` : "",
      categoryIds.length ? `categories=${categoryIds.join(",")}` : "",
    ]
      .filter(Boolean)
      .join("&");
    const { ids, total } = await listAll(params);
    const expected = expectedMatches(country, categoryIds);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids.sort()).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it("accepts the full seven categories a filter may hold", async () => {
    const org = [...listed].sort((a, b) => b.categories.length - a.categories.length)[0]!;
    const own = org.categories.map((category) => category.id);
    for (const ids of [
      own,
      [...own, ...categorySeeds.map((c) => c.id).filter((id) => !own.includes(id))].slice(0, 7),
    ]) {
      const response = await call(`/api/organizations?categories=${ids.join(",")}`);
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body.meta.total).toBe(expectedMatches(undefined, ids).length);
      if (ids === own) expect(body.data.map((row: { id: string }) => row.id)).toContain(org.key);
      const facets = await json(await call(`/api/organizations/facets?categories=${ids.join(",")}`));
      expect(facets.data[ids[0]!] ?? 0).toBe(body.meta.total);
    }
  });

  it("returns each organization with its categories in order and the derived maps", async () => {
    const org = listed.find((candidate) => candidate.categories.length >= 4)!;
    const body = await json(await call(`/api/organizations/${org.key}`));
    expect(body.data.categoryIds).toEqual(org.categories.map((category) => category.id));
    expect(body.data.categoriesOrder).toEqual(Object.fromEntries(org.categories.map((c, index) => [c.id, index])));
    expect(body.data.categoriesDetails).toEqual(Object.fromEntries(org.categories.map((c) => [c.id, c.detail])));
    expect(body.data.logo).toBe(`/images/seed/logos/${org.key}.png`);
    expect(body.data.country).toBe(org.countryCode);
  });

  it.each([
    ["country=USA", "Invalid country code"],
    ["categories=not_a_category", "Unknown category: not_a_category"],
    ["categories=Robert');DROP", "Invalid category id"],
    [
      `categories=${categorySeeds
        .slice(0, 8)
        .map((c) => c.id)
        .join(",")}`,
      "You can filter by at most 7 categories",
    ],
    ["limit=0", "limit must be at least 1"],
    ["limit=61", "limit must be at most 60"],
    ["limit=abc", "limit must be a number"],
    ["cursor=%%%", "Invalid cursor"],
    ["cursor=bm90LWpzb24", "Invalid cursor"],
  ])("rejects %s with 400 and a message", async (query, message) => {
    const response = await call(`/api/organizations?${query}`);
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body).toMatchObject({ message, code: "BAD_REQUEST" });
  });
});

describe("GET /api/organizations/{id}", () => {
  it("answers 404 with the catalogue message for an unknown id", async () => {
    const response = await call("/api/organizations/does-not-exist");
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      message: 'Organization with ID "does-not-exist" not found',
      code: "NOT_FOUND",
      messageId: "organization.notFound",
      params: { id: "does-not-exist" },
    });
  });

  it("hides an unpaid organization from visitors and other users but shows it to its creator and admins", async () => {
    const owner = await newSignedInUser();
    const mine = await createDraftOrganization(db(), { createdBy: owner.id });
    const someoneElses = await createDraftOrganization(db(), { createdBy: (await createVerifiedUser(db())).id });
    expect((await call(`/api/organizations/${mine.id}`)).status).toBe(404);

    const asOwner = await call(`/api/organizations/${mine.id}`, { headers: { cookie: owner.cookie } });
    expect(asOwner.status).toBe(200);
    expect((await json(asOwner)).data.paymentStatus).toBe("pending");
    expect((await call(`/api/organizations/${someoneElses.id}`, { headers: { cookie: owner.cookie } })).status).toBe(
      404,
    );

    const admin = await signedIn(await createAdmin(db()));
    expect((await call(`/api/organizations/${someoneElses.id}`, { headers: { cookie: admin.cookie } })).status).toBe(
      200,
    );
  });
});

describe("GET /api/organizations/active-countries", () => {
  it("lists only countries with public organizations and caches them in KV", async () => {
    const body = await json(await call("/api/organizations/active-countries"));
    const codes = body.data.map((country: { code: string }) => country.code);
    expect(codes.sort()).toEqual([...new Set(listed.map((org) => org.countryCode))].sort());
    expect(await env.CACHE.get("active-countries:v1", "json")).toEqual(body.data);
  });

  it("is refreshed when organizations change", async () => {
    await call("/api/organizations/active-countries");
    const org = listed.find((candidate) => !candidate.explore)!;
    await db().update(organizations).set({ countryCode: "IS" }).where(eq(organizations.id, org.key));
    await refreshActiveCountries(db(), env.CACHE);
    const body = await json(await call("/api/organizations/active-countries"));
    expect(body.data.map((country: { code: string }) => country.code)).toContain("IS");
    await db().update(organizations).set({ countryCode: org.countryCode }).where(eq(organizations.id, org.key));
    await refreshActiveCountries(db(), env.CACHE);
  });
});

describe("Explore and cities", () => {
  const miami = demoOrganizations.filter((org) => org.explore?.city === "miami");

  it("lists a city's Explore companies, anchors first, 8 by default", async () => {
    const body = await json(await call("/api/organizations/explore?city=miami"));
    expect(body.data).toHaveLength(8);
    for (const org of body.data) {
      expect(org).toMatchObject({ isExploreCompany: true, primaryCity: "miami" });
      expect(["claimed", "unclaimed"]).toContain(org.status);
    }
    expect(body.data.every((org: { isFeatured: boolean }) => org.isFeatured)).toBe(true);
    const three = await json(await call("/api/organizations/explore?city=miami&limit=3"));
    expect(three.data).toHaveLength(3);
  });

  it("rejects a malformed city slug", async () => {
    const response = await call("/api/organizations/explore?city=..%2Fetc");
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Invalid city slug");
  });

  it("lists indexable cities only, with real anchor and team counts", async () => {
    const body = await json(await call("/api/cities?indexable=true"));
    const slugs = body.data.map((city: { slug: string }) => city.slug);
    expect(slugs).toContain("miami");
    expect(slugs).not.toContain("austin");
    const city = body.data.find((candidate: { slug: string }) => candidate.slug === "miami");
    expect(city.anchorCount).toBe(miami.filter((org) => org.explore?.featured).length);
    expect(city.teamCount).toBe(miami.filter((org) => !org.explore?.featured).length);
  });

  it("keeps the full city list, hidden cities included, for admins", async () => {
    expect((await call("/api/cities")).status).toBe(401);
    const owner = await newSignedInUser();
    expect((await call("/api/cities", { headers: { cookie: owner.cookie } })).status).toBe(403);
    const admin = await newSignedInAdmin();
    const body = await json(await call("/api/cities", { headers: { cookie: admin.cookie } }));
    expect(body.data.map((city: { slug: string }) => city.slug)).toContain("austin");
  });

  it("finds a city by slug with its anchors, and 404s an unknown slug", async () => {
    const body = await json(await call("/api/cities/slug/miami"));
    expect(body.data).toMatchObject({ slug: "miami", cityName: "Miami", countryCode: "US", isIndexable: true });
    const anchors = await json(await call("/api/cities/slug/miami/anchors"));
    expect(anchors.data.length).toBe(Math.min(8, miami.filter((org) => org.explore?.featured).length));
    expect(anchors.data.every((org: { isFeatured: boolean }) => org.isFeatured)).toBe(true);
    const missing = await call("/api/cities/slug/atlantis");
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('City "atlantis" not found');
  });
});

describe("API envelope, images", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await call("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await json(response)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("serves seeded logos from R2 with a stored type, nosniff and immutable caching", async () => {
    const org = demoOrganizations[0]!;
    const response = await call(`/images/seed/logos/${org.key}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await call("/images/seed/logos/missing.png")).status).toBe(404);
    // A malformed escape is the client's mistake: 400, not a 500.
    expect((await call("/images/%ZZ")).status).toBe(400);
  });
});

describe("public answers carry only public fields", () => {
  const PRIVATE = ["createdBy", "claimedByUserId", "paymentStatus", "subscriptionType", "localPresenceCriteria"];

  it("lists, lanes and one organization read by the public omit who owns it and how it pays", async () => {
    const list = await json(await call("/api/organizations?limit=5"));
    const explore = await json(await call("/api/organizations/explore?city=miami"));
    const one = await json(await call(`/api/organizations/${list.data[0].id}`));
    for (const org of [...list.data, ...explore.data, one.data]) {
      for (const field of PRIVATE) expect(org, field).not.toHaveProperty(field);
      expect(typeof org.premium).toBe("boolean");
    }
  });

  it("the creator reads their own organization whole", async () => {
    const owner = await newSignedInUser();
    await createPaidOrganization(db(), { createdBy: owner.id });
    const { cookie } = owner;
    const mine = await json(await call("/api/users/organizations", { headers: { cookie } }));
    const id = mine.data[0].id;
    const one = await json(await call(`/api/organizations/${id}`, { headers: { cookie } }));
    expect(one.data).toMatchObject({ createdBy: owner.id });
    expect(one.data).toHaveProperty("paymentStatus");
    expect(one.data).toHaveProperty("localPresenceCriteria");
  });
});
