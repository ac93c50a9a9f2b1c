import { asc, inArray } from "drizzle-orm";
import type { CityDto, ExploreCardDto, ExploreCityDto, OrganizationDto, TopicDto } from "../../contract/dto";
import { EXPLORE_LIMIT } from "../../contract/limits";
import type { Db } from "../db/client";
import { countries } from "../db/schema";
import { getCityBySlug, listCities } from "./cities";
import { exploreQuery, fromRow } from "./organizations";
import { flagEmoji, listCategories } from "./reference";
import { orNull } from "./sections";

/** Category chips an Explore card shows: the organization's first categories in its own order. */
const CARD_CATEGORY_COUNT = 3;

function toExploreCard(org: OrganizationDto, categoryById: Map<string, TopicDto>): ExploreCardDto {
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    logo: org.logo,
    location: org.location,
    status: org.status,
    verifiedDomain: org.verifiedDomain,
    categories: org.categoryIds.flatMap((id) => categoryById.get(id) ?? []).slice(0, CARD_CATEGORY_COUNT),
  };
}

function countryNamesQuery(db: Db, codes: string[]) {
  return db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(inArray(countries.code, [...new Set(codes)]))
    .orderBy(asc(countries.code));
}

function withCountry(city: CityDto, rows: { code: string; name: string }[]): ExploreCityDto {
  const name = rows.find((row) => row.code === city.countryCode)?.name;
  return { ...city, countryName: name ?? city.countryCode, flag: flagEmoji(city.countryCode) };
}

/** The cities the Explore landing shows: published (indexable) ones, with real anchor and team counts. */
export async function listExploreCities(db: Db): Promise<ExploreCityDto[]> {
  const cityList = await listCities(db, { indexableOnly: true });
  const names = await countryNamesQuery(
    db,
    cityList.map((city) => city.countryCode),
  );
  return cityList.map((city) => withCountry(city, names));
}

/**
 * Everything a city guide page shows. Requested topics the city does not offer are ignored, so a stale or
 * hand-edited link still shows a sensible page. An unknown slug is the cities service's 404. The rest comes in one
 * round trip; should that fail, each part is tried on its own, and a lane that still fails is empty (`failed` names
 * it), so the guide itself always shows (SPEC.md §2: load failures leave empty lists).
 */
export async function getCityGuide(db: Db, slug: string, requestedTopics: string[]) {
  const city = await getCityBySlug(db, slug);
  const selectedTopicIds = city.topicIds.filter((id) => requestedTopics.includes(id));
  const lane = (featured: boolean) =>
    exploreQuery(db, { city: city.slug, limit: EXPLORE_LIMIT, featured, topics: selectedTopicIds });
  const names = () => countryNamesQuery(db, [city.countryCode]);
  const categories = () => listCategories(db);
  const [countryRows, anchors, teams, categoryRows] = (await orNull("city guide", () =>
    db.batch([names(), lane(true), lane(false), categories()]),
  )) ?? [
    await orNull("city country", async () => await names()),
    await orNull("anchor lane", async () => await lane(true)),
    await orNull("team lane", async () => await lane(false)),
    await orNull("categories", async () => await categories()),
  ];
  const categoryById = new Map<string, TopicDto>(
    (categoryRows ?? []).map(({ id, name, emoji }) => [id, { id, name, emoji }]),
  );
  return {
    city: withCountry(city, countryRows ?? []),
    topics: city.topicIds.flatMap((id) => categoryById.get(id) ?? []),
    selectedTopicIds,
    anchors: (anchors ?? []).map((row) => toExploreCard(fromRow(row), categoryById)),
    teams: (teams ?? []).map((row) => toExploreCard(fromRow(row), categoryById)),
    complete: Boolean(countryRows && anchors && teams && categoryRows),
  };
}
