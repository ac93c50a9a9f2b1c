import { asc, eq, sql } from "drizzle-orm";
import type { CityDto } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import { EXPLORE_LIMIT } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { type City, cities, organizations } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { imageUrl } from "../../platform/image-urls";
import { listExploreOrganizations, onExploreLanes } from "../organizations/organizations";

/** A city's Explore companies counted in the same query: featured ones are anchors, the others emerging teams. */
const exploreCount = (featured: boolean) =>
  sql<number>`(select count(*) from ${organizations} where ${organizations.primaryCity} = ${cities.slug} and ${onExploreLanes} and ${organizations.isFeatured} = ${featured ? 1 : 0})`;

export const cityWithCounts = { city: cities, anchorCount: exploreCount(true), teamCount: exploreCount(false) };

export function toCityDto({ city, ...counts }: { city: City; anchorCount: number; teamCount: number }): CityDto {
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

export async function listCities(db: Db, options: { indexableOnly: boolean }): Promise<CityDto[]> {
  const rows = await db
    .select(cityWithCounts)
    .from(cities)
    .where(options.indexableOnly ? eq(cities.isIndexable, true) : undefined)
    .orderBy(asc(cities.cityName));
  return rows.map(toCityDto);
}

export async function getCityBySlug(db: Db, slug: string): Promise<CityDto> {
  const [row] = await db.select(cityWithCounts).from(cities).where(eq(cities.slug, slug)).limit(1);
  if (!row) throw notFound(message("reference.cityNotFound", slug));
  return toCityDto(row);
}

export async function listCityAnchors(db: Db, slug: string) {
  const city = await getCityBySlug(db, slug);
  return listExploreOrganizations(db, { city: city.slug, limit: EXPLORE_LIMIT, featured: true });
}
