import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories as categorySeeds, categoryGroups as groupSeeds } from "../../seed/data/categories";
import { contentTranslations } from "../../worker/db/schema";
import { catalogueHref, getCatalogue } from "../../worker/services/catalogue";
import { forgetReferenceTranslations } from "../../worker/services/translations";
import { call, db, json, seedDemoData } from "../support/helpers";

beforeAll(seedDemoData);

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("GET /api/catalogue: the directory's catalogue, which the home page reads before it hydrates", () => {
  it("answers every category and group in catalogue order, in English by default", async () => {
    const response = await call("/api/catalogue");
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.categories.map((category: { id: string }) => category.id)).toEqual(
      categorySeeds.map((category) => category.id),
    );
    expect(data.groups.map((group: { id: string }) => group.id)).toEqual(groupSeeds.map((group) => group.id));
    expect(data.categories[0]).toEqual({
      id: "climate_tech",
      name: "Climate Tech",
      emoji: expect.any(String),
      description: expect.stringContaining("emissions"),
      groupId: "impact_areas",
    });
    expect(data.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it("answers the Spanish texts under their own version", async () => {
    const english = (await json(await call("/api/catalogue?locale=en"))).data;
    const spanish = (await json(await call("/api/catalogue?locale=es"))).data;
    expect(spanish.categories[0]).toMatchObject({ id: "climate_tech", name: "Tecnología climática" });
    expect(spanish.groups[0]).toMatchObject({ id: "impact_areas", name: "Áreas de impacto" });
    expect(spanish.version).not.toBe(english.version);
  });

  it("lets browsers keep the version a page names for a year, and nothing else", async () => {
    const { version } = await getCatalogue(db(), "es");
    const named = await call(catalogueHref("es", version));
    expect(named.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect((await json(named)).data.version).toBe(version);
    for (const path of ["/api/catalogue?locale=es", "/api/catalogue?locale=es&v=0123456789ab"]) {
      const response = await call(path);
      expect(response.headers.get("Cache-Control"), path).toBe("public, max-age=300, s-maxage=3600");
      expect((await json(response)).data.version, path).toBe(version);
    }
  });

  it("refuses a language the site does not have with 400", async () => {
    const response = await call("/api/catalogue?locale=fr");
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/expected one of "en"\|"es"/);
  });

  it("changes the version when a text changes, so that no browser keeps the old texts under the new one", async () => {
    const where = and(
      eq(contentTranslations.entityType, "category"),
      eq(contentTranslations.entityId, "climate_tech"),
      eq(contentTranslations.locale, "es"),
      eq(contentTranslations.field, "name"),
    );
    const [original] = await db().select().from(contentTranslations).where(where);
    const before = await getCatalogue(db(), "es");
    try {
      await db().update(contentTranslations).set({ value: "Clima" }).where(where);
      forgetReferenceTranslations();
      const after = await getCatalogue(db(), "es");
      expect(after.categories[0]?.name).toBe("Clima");
      expect(after.version).not.toBe(before.version);
      // The version the pages named before is no longer the current one: answered, but not kept.
      const stale = await call(catalogueHref("es", before.version));
      expect(stale.headers.get("Cache-Control")).not.toBe(IMMUTABLE);
      expect((await json(stale)).data.version).toBe(after.version);
    } finally {
      await db().update(contentTranslations).set({ value: original!.value }).where(where);
      forgetReferenceTranslations();
    }
    expect((await getCatalogue(db(), "es")).version).toBe(before.version);
  });
});
