import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNT_CAP } from "../../../contract/limits";
import { createDraftOrganization } from "../../../seed/factories";
import { referenceStatements } from "../../../seed/reference";
import { categories, organizationCategories, organizations } from "../../../worker/db/schema";
import { REBUILD_DIRECTORY_COUNTS } from "../../../worker/services/directory/directory-counts";
import { call, db, json, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

type CountRow = { country_code: string; category_id: string; total: number };

/** directory_counts as the triggers keep it, and as a recount from scratch gives it (rows of zero left out). */
async function keptAndRecounted() {
  const read = async () =>
    (
      await env.DB.prepare(
        "SELECT country_code, category_id, total FROM directory_counts WHERE total <> 0 ORDER BY 1, 2",
      ).all<CountRow>()
    ).results;
  const kept = await read();
  await env.DB.batch(REBUILD_DIRECTORY_COUNTS.map((statement) => env.DB.prepare(statement)));
  return { kept, recounted: await read() };
}

describe("directory_counts", () => {
  it("follows every write of organizations and their categories, as a recount would give it", async () => {
    const { id } = await createDraftOrganization(db(), {
      name: "Counted",
      countryCode: "FR",
      categories: ["remote_first", "climate_tech"],
    });
    const steps = [
      () => db().update(organizations).set({ paymentStatus: "paid" }).where(eq(organizations.id, id)),
      () => db().update(organizations).set({ countryCode: "DE" }).where(eq(organizations.id, id)),
      () => db().insert(organizationCategories).values({ organizationId: id, categoryId: "education", position: 2 }),
      () =>
        db()
          .update(organizationCategories)
          .set({ categoryId: "health_tech" })
          .where(eq(organizationCategories.categoryId, "education")),
      () => db().delete(organizationCategories).where(eq(organizationCategories.categoryId, "health_tech")),
      () =>
        db()
          .update(organizations)
          .set({ paymentStatus: "pending", isExploreCompany: true })
          .where(eq(organizations.id, id)),
      () => db().update(organizations).set({ isExploreCompany: false }).where(eq(organizations.id, id)),
      () => db().update(organizations).set({ paymentStatus: "paid" }).where(eq(organizations.id, id)),
      () => db().delete(organizations).where(eq(organizations.id, id)),
    ];
    for (const step of steps) {
      await step();
      const { kept, recounted } = await keptAndRecounted();
      expect(kept).toEqual(recounted);
    }
  });

  it("gives the unfiltered and country totals and facets of the API", async () => {
    const rows = (await env.DB.prepare("SELECT * FROM directory_counts").all<CountRow>()).results;
    const count = (country: string, category: string) =>
      rows.find((row) => row.country_code === country && row.category_id === category)?.total ?? 0;
    const all = await json(await call("/api/organizations?limit=1"));
    expect(all.meta).toMatchObject({ total: count("", ""), totalCapped: false });
    const us = await json(await call("/api/organizations?country=US&limit=1"));
    expect(us.meta.total).toBe(count("US", ""));
    const facets = await json(await call("/api/organizations/facets?country=US"));
    expect(facets.meta).toEqual({ capped: false });
    expect(facets.data.remote_first).toBe(count("US", "remote_first"));
  });

  it("keeps each row's category set in step with the organization's categories", async () => {
    const { id } = await createDraftOrganization(db(), { name: "Sets", categories: ["remote_first", "climate_tech"] });
    const keyed = await db().select({ id: categories.id, setKey: categories.setKey }).from(categories);
    const idOf = new Map(keyed.map((category) => [String(category.setKey), category.id]));
    const sets = async () =>
      (
        await db()
          .select({ set: organizationCategories.categorySet })
          .from(organizationCategories)
          .where(eq(organizationCategories.organizationId, id))
      ).map((row) =>
        row.set
          .split(",")
          .filter(Boolean)
          .map((key) => idOf.get(key))
          .sort(),
      );
    expect(await sets()).toEqual([
      ["climate_tech", "remote_first"],
      ["climate_tech", "remote_first"],
    ]);
    await db().delete(organizationCategories).where(eq(organizationCategories.categoryId, "climate_tech"));
    expect(await sets()).toEqual([["remote_first"]]);
  });

  it("gives every category its own set key once, a new one the next", async () => {
    const keys = async () =>
      new Map(
        (await db().select({ id: categories.id, setKey: categories.setKey }).from(categories)).map((row) => [
          row.id,
          row.setKey,
        ]),
      );
    const before = await keys();
    expect([...before.values()].every((key) => Number.isInteger(key))).toBe(true);
    expect(new Set(before.values()).size).toBe(before.size);
    const highest = Math.max(...[...before.values()].map(Number));
    await db().insert(categories).values({ id: "sets_new", name: "New", emoji: "🆕", groupId: "impact_areas" });
    // Seeding again upserts a category's texts; its key stays.
    const [first, ...rest] = referenceStatements(db());
    if (first) await db().batch([first, ...rest]);
    const after = await keys();
    expect(after.get("sets_new")).toBe(highest + 1);
    for (const [id, key] of before) expect(after.get(id), id).toBe(key);
  });
});

describe("capped counts", () => {
  it("count an intersection up to COUNT_CAP and say so, with facet counts as lower bounds", async () => {
    // COUNT_CAP + 50 listed organizations in two categories, written as a few multi-row INSERTs.
    const n = COUNT_CAP + 50;
    const ids = Array.from({ length: n }, (_, i) => `cap-${String(i).padStart(5, "0")}`);
    for (let i = 0; i < n; i += 200) {
      const chunk = ids.slice(i, i + 200);
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${chunk
            .map((id) => `('${id}', 'Cap ${id}', 'Capped.', 'SE', 'paid')`)
            .join(", ")}`,
        ),
        env.DB.prepare(
          `INSERT INTO organization_categories (organization_id, category_id, position) VALUES ${chunk
            .flatMap((id) => [`('${id}', 'b_corp', 0)`, `('${id}', 'employee_owned', 1)`])
            .join(", ")}`,
        ),
      ]);
    }
    const body = await json(await call("/api/organizations?categories=b_corp,employee_owned&limit=5"));
    expect(body.meta).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(body.data).toHaveLength(5);
    expect(body.meta.nextCursor).not.toBeNull();
    // One category alone is counted exactly from the count table.
    const one = await json(await call("/api/organizations?categories=employee_owned&limit=1"));
    expect(one.meta.totalCapped).toBe(false);
    expect(one.meta.total).toBeGreaterThanOrEqual(n);

    const facets = await json(await call("/api/organizations/facets?categories=b_corp,employee_owned"));
    expect(facets.meta).toEqual({ capped: true });
    expect(facets.data.b_corp).toBe(COUNT_CAP + 1);

    await env.DB.prepare("DELETE FROM organizations WHERE id LIKE 'cap-%'").run();
  });
});

describe("reference data", () => {
  it.each(["/api/categories", "/api/category-groups", "/api/countries"])(
    "%s is served with cache headers from the worker's memo",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=3600");
      expect((await json(response)).data.length).toBeGreaterThan(0);
    },
  );
});
