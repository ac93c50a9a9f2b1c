import { asc, eq } from "drizzle-orm";
import { notFound } from "../api/errors";
import type { Db } from "../db/client";
import { type City, cities } from "../db/schema";
import { EXPLORE_LIMIT } from "../limits";
import { imageUrl } from "./images";
import { countExploreOrganizations, listExploreOrganizations } from "./organizations";

function toCityDto(city: City, counts: { anchorCount: number; teamCount: number }) {
  return {
    id: city.id,
    countryCode: city.countryCode,
    cityName: city.cityName,
    slug: city.slug,
    thesis: city.thesis,
    plugInGuide: city.plugInGuide,
    receipts: city.receipts,
    topicIds: city.topicIds,
    curatorCredit: city.curatorCredit,
    isIndexable: city.isIndexable,
    heroImage: imageUrl(city.heroImageKey),
    rhythms: city.rhythms,
    anchorCount: counts.anchorCount,
    teamCount: counts.teamCount,
    lastUpdated: city.lastUpdated.toISOString(),
    createdBy: city.createdBy,
  };
}

export type CityDto = ReturnType<typeof toCityDto>;

export async function listCities(db: Db, options: { indexableOnly: boolean }): Promise<CityDto[]> {
  const rows = await db
    .select()
    .from(cities)
    .where(options.indexableOnly ? eq(cities.isIndexable, true) : undefined)
    .orderBy(asc(cities.cityName));
  return Promise.all(rows.map(async (city) => toCityDto(city, await countExploreOrganizations(db, city.slug))));
}

export async function getCityBySlug(db: Db, slug: string): Promise<CityDto> {
  const [city] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1);
  if (!city) throw notFound(`City "${slug}" not found`);
  return toCityDto(city, await countExploreOrganizations(db, city.slug));
}

export async function listCityAnchors(db: Db, slug: string) {
  const city = await getCityBySlug(db, slug);
  return listExploreOrganizations(db, { city: city.slug, limit: EXPLORE_LIMIT, featured: true });
}
