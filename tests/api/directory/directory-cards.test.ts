import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CARD_CATEGORY_COUNT } from "../../../contract/limits";
import { createPaidOrganization } from "../../../seed/factories";
import { getDirectoryHome } from "../../../worker/services/directory/directory";
import { db, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

const cardOf = async (name: string) => {
  const home = await getDirectoryHome(db(), env.CACHE, { categories: [], q: name, shown: 24, country: undefined });
  return home.organizations.find((org) => org.name === name);
};

describe("a directory card", () => {
  it("carries the ids of the organization's first categories in its own order, and how many more it has", async () => {
    const name = `Chipwright ${crypto.randomUUID().slice(0, 8)}`;
    const categories = ["ocean_water", "remote_first", "b_corp", "health_tech", "climate_tech"];
    await createPaidOrganization(db(), { name, categories });
    const card = await cardOf(name);
    expect(card?.categoryIds).toEqual(categories.slice(0, CARD_CATEGORY_COUNT));
    expect(card?.moreCategories).toBe(categories.length - CARD_CATEGORY_COUNT);
  });

  it("leaves out the placeholder a new organization starts with", async () => {
    const name = `Placeholder ${crypto.randomUUID().slice(0, 8)}`;
    await createPaidOrganization(db(), { name, categories: ["default_category"] });
    const card = await cardOf(name);
    expect(card?.categoryIds).toEqual([]);
    expect(card?.moreCategories).toBe(0);
  });
});
