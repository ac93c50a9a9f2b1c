import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDraftOrganization } from "../../seed/factories";
import { organizationCategories, organizations } from "../../worker/db/schema";
import { listQueries } from "../../worker/services/organizations";
import { db, seedDemoData } from "../support/helpers";

beforeAll(seedDemoData);

/** EXPLAIN QUERY PLAN of a drizzle query, one line per step. */
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((row) => row.detail).join("\n");
}

describe("query plans of the public list", () => {
  it.each([
    ["no filter", { country: undefined, categories: [] }, "organizations_listed_name_idx"],
    ["a country", { country: "US", categories: [] }, "organizations_listed_country_name_idx"],
    [
      "a country and two categories",
      { country: "US", categories: ["climate_tech", "remote_first"] },
      "organization_categories_country_filter_idx",
    ],
    ["three categories", { country: undefined, categories: ["a", "b", "c"] }, "organization_categories_filter_idx"],
  ])("uses indexes and never scans a whole table: %s", async (_label, filters, index) => {
    const { page, total } = listQueries(db(), { ...filters, limit: 24, cursor: "WyJNIiwiIl0" });
    const [pageSteps, totalSteps] = [await plan(page), await plan(total)];
    for (const steps of [pageSteps, totalSteps]) {
      // A SCAN of a table (as opposed to a SEARCH through an index) reads every row.
      expect(steps).not.toMatch(/\bSCAN (organizations|organization_categories|oc)\b/);
      expect(steps).toContain(index);
    }
    // A page comes out of the index in list order: the matches are never sorted.
    expect(pageSteps).not.toContain("TEMP B-TREE");
  });
});

describe("query plan of a search", () => {
  it("starts from the full-text index and never scans organizations", async () => {
    const { page, total } = listQueries(db(), { q: "climate", country: "US", categories: ["remote_first"], limit: 24 });
    for (const steps of [await plan(page), await plan(total)]) {
      expect(steps).toContain("organizations_fts VIRTUAL TABLE");
      expect(steps).not.toMatch(/\bSCAN (organizations|organization_categories|oc)\b/);
    }
  });
});

describe("organization_categories mirrors its organization's country and listing", () => {
  it("copies them on insert and follows every change of name, country, payment or Explore flag", async () => {
    // The factory inserts the organization, then its category rows: the triggers fill in the copies.
    const { id } = await createDraftOrganization(db(), {
      name: "T",
      countryCode: "FR",
      categories: ["remote_first", "climate_tech"],
    });
    const facts = () =>
      db()
        .select({ countryCode: organizationCategories.countryCode, isListed: organizationCategories.isListed })
        .from(organizationCategories)
        .where(eq(organizationCategories.organizationId, id));
    expect(await facts()).toEqual([
      { countryCode: "FR", isListed: false },
      { countryCode: "FR", isListed: false },
    ]);
    await db().update(organizations).set({ paymentStatus: "paid", countryCode: "DE" }).where(eq(organizations.id, id));
    expect(await facts()).toEqual([
      { countryCode: "DE", isListed: true },
      { countryCode: "DE", isListed: true },
    ]);
    await db().update(organizations).set({ paymentStatus: "pending" }).where(eq(organizations.id, id));
    expect((await facts()).every((row) => !row.isListed)).toBe(true);
    await db().update(organizations).set({ isExploreCompany: true }).where(eq(organizations.id, id));
    expect((await facts()).every((row) => row.isListed)).toBe(true);
    await db().update(organizations).set({ name: "Renamed" }).where(eq(organizations.id, id));
    const names = await db()
      .select({ name: organizationCategories.name })
      .from(organizationCategories)
      .where(eq(organizationCategories.organizationId, id));
    expect(names).toEqual([{ name: "Renamed" }, { name: "Renamed" }]);
  });
});
