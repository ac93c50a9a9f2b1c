import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CATEGORY_ID } from "../../../contract/limits";
import { categories as categorySeeds, categoryGroups as groupSeeds } from "../../../seed/data/categories";
import { contentTranslations } from "../../../worker/db/schema";
import { getDirectoryHome } from "../../../worker/services/directory/directory";
import { getCatalogue } from "../../../worker/services/reference/catalogue";
import { forgetReferenceTranslations } from "../../../worker/services/reference/translations";
import { db, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

describe("the directory's catalogue, which the home page's layout loads", () => {
  it("has every category but the new organization's placeholder, and every group, in catalogue order, in English", async () => {
    const catalogue = await getCatalogue(db(), "en");
    expect(catalogue.categories.map((category) => category.id)).toEqual(
      categorySeeds.map((category) => category.id).filter((id) => id !== DEFAULT_CATEGORY_ID),
    );
    expect(catalogue.groups.map((group) => group.id)).toEqual(groupSeeds.map((group) => group.id));
    expect(catalogue.categories[0]).toEqual({
      id: "climate_tech",
      name: "Climate Tech",
      emoji: expect.any(String),
      description: expect.stringContaining("emissions"),
      groupId: "impact_areas",
    });
  });

  it("has the Spanish texts in Spanish", async () => {
    const spanish = await getCatalogue(db(), "es");
    expect(spanish.categories[0]).toMatchObject({ id: "climate_tech", name: "Tecnología climática" });
    expect(spanish.groups[0]).toMatchObject({ id: "impact_areas", name: "Áreas de impacto" });
  });

  it("follows a changed text once the translations are read again", async () => {
    const where = and(
      eq(contentTranslations.entityType, "category"),
      eq(contentTranslations.entityId, "climate_tech"),
      eq(contentTranslations.locale, "es"),
      eq(contentTranslations.field, "name"),
    );
    const [original] = await db().select().from(contentTranslations).where(where);
    try {
      await db().update(contentTranslations).set({ value: "Clima" }).where(where);
      forgetReferenceTranslations();
      expect((await getCatalogue(db(), "es")).categories[0]?.name).toBe("Clima");
    } finally {
      await db().update(contentTranslations).set({ value: original!.value }).where(where);
      forgetReferenceTranslations();
    }
    expect((await getCatalogue(db(), "es")).categories[0]?.name).toBe("Tecnología climática");
  });
});

describe("the new organization's placeholder category", () => {
  it("is no filter of the directory: asked for, it is reported unknown and the home page drops it", async () => {
    const filters = { country: undefined, categories: [DEFAULT_CATEGORY_ID], q: undefined, shown: 24 };
    const home = await getDirectoryHome(db(), env.CACHE, filters);
    expect(home.unknownCategories).toEqual([DEFAULT_CATEGORY_ID]);
  });
});
