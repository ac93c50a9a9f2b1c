import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { categories as categorySeeds, categoryGroups as groupSeeds } from "../../../seed/data/categories";
import { cities as citySeeds } from "../../../seed/data/cities";
import { getReferenceData } from "../../../worker/services/reference/reference";
import {
  cityTranslationsQuery,
  countryName,
  forgetReferenceTranslations,
  getCityTranslations,
  getReferenceTranslations,
  referenceTranslationsQuery,
  translateCategory,
} from "../../../worker/services/reference/translations";
import { db, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

describe("reference data and city guides in Spanish", () => {
  it("has every seeded category and group in Spanish, name and description, and none that does not exist", async () => {
    forgetReferenceTranslations();
    const spanish = await getReferenceTranslations(db(), "es");
    expect(spanish).not.toBeNull();
    const { categories, groups } = await getReferenceData(db());
    expect(categories.length).toBe(categorySeeds.length);
    for (const category of categories) {
      const texts = spanish!.categories.get(category.id);
      expect(texts?.name, category.id).toBeTruthy();
      expect(texts?.description, category.id).toBeTruthy();
    }
    for (const group of groups) expect(spanish!.groups.get(group.id)?.name, group.id).toBeTruthy();
    expect(groups.length).toBe(groupSeeds.length);
    expect([...spanish!.categories.keys()].sort()).toEqual(categorySeeds.map((category) => category.id).sort());
    expect([...spanish!.groups.keys()].sort()).toEqual(groupSeeds.map((group) => group.id).sort());
  });

  it("translates a category by id, keeps the English text where there is no translation, and nothing in English", async () => {
    const spanish = await getReferenceTranslations(db(), "es");
    const climate = { id: "climate_tech", name: "Climate Tech", description: "Building software", emoji: "🌡️" };
    expect(translateCategory(climate, spanish)).toEqual({
      ...climate,
      name: "Tecnología climática",
      description: expect.stringMatching(/^Software o hardware/),
    });
    // A topic without a description stays without one.
    expect(translateCategory({ id: "remote_first", name: "Remote First", emoji: "🏠" }, spanish)).toEqual({
      id: "remote_first",
      name: "Remoto primero",
      emoji: "🏠",
    });
    const unknown = { id: "not_a_category", name: "Unknown", description: "Kept" };
    expect(translateCategory(unknown, spanish)).toEqual(unknown);
    expect(translateCategory(climate, null)).toEqual(climate);
    expect(translateCategory({ id: "culture", name: "Culture" }, spanish, "groups").name).toBe("Cultura");
    expect(await getReferenceTranslations(db(), "en")).toBeNull();
  });

  it("has every seeded city guide in Spanish, paragraph for paragraph; a city without a translation has none", async () => {
    const ids = citySeeds.map((city) => `city-${city.slug}`);
    const texts = await getCityTranslations(db(), [...ids, "city-atlantis"], "es");
    for (const city of citySeeds) {
      const spanish = texts.get(`city-${city.slug}`);
      expect(spanish?.thesis, city.slug).toBeTruthy();
      expect(spanish?.plugInGuide?.split("\n\n"), city.slug).toHaveLength(city.plugInGuide.split("\n\n").length);
      expect(spanish?.rhythms, city.slug).toHaveLength(city.rhythms.length);
    }
    expect(texts.get("city-miami")?.thesis).toMatch(/^Miami ya no es solo un lugar/);
    expect(texts.has("city-atlantis")).toBe(false);
    expect((await getCityTranslations(db(), ids, "en")).size).toBe(0);
  });

  it("names countries in Spanish from the platform's data, and keeps the stored name for unknown codes", () => {
    expect(countryName("US", "United States", "es")).toBe("Estados Unidos");
    expect(countryName("PT", "Portugal", "es")).toBe("Portugal");
    expect(countryName("DE", "Germany", "es")).toBe("Alemania");
    expect(countryName("US", "United States", "en")).toBe("United States");
    expect(countryName("ZZZ", "Nowhere", "es")).toBe("Nowhere");
  });

  it("reads translations through the primary key, never a scan", async () => {
    for (const query of [referenceTranslationsQuery(db(), "es"), cityTranslationsQuery(db(), ["city-miami"], "es")]) {
      const { sql, params } = query.toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const steps = plan.results.map((row) => row.detail).join("\n");
      expect(steps).toMatch(/SEARCH content_translations USING (PRIMARY KEY|INDEX)/);
      expect(steps).not.toMatch(/SCAN content_translations/);
    }
  });
});
