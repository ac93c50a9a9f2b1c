import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { countries } from "../db/schema";
import { EXPLORE_LIMIT } from "../limits";
import { type CityDto, getCityBySlug, listCities } from "./cities";
import { listExploreOrganizations, type OrganizationDto } from "./organizations";
import { flagEmoji, listCategories } from "./reference";

/** Category chips an Explore card shows: the organization's first categories in its own order. */
const CARD_CATEGORY_COUNT = 3;

export type ExploreTopic = { id: string; name: string; emoji: string };

/** What an explore-variant card needs; the full organization (category texts included) would bloat the page. */
export type ExploreCard = {
  id: string;
  name: string;
  description: string;
  logo: string | null;
  location: string | null;
  status: OrganizationDto["status"];
  categories: ExploreTopic[];
};

function toExploreCard(org: OrganizationDto, categoryById: Map<string, ExploreTopic>): ExploreCard {
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    logo: org.logo,
    location: org.location,
    status: org.status,
    categories: org.categoryIds.flatMap((id) => categoryById.get(id) ?? []).slice(0, CARD_CATEGORY_COUNT),
  };
}

/** The `topics` query parameter (comma list of category ids) as a list without blanks or repeats. */
export function parseTopics(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

export type ExploreCity = CityDto & { countryName: string; flag: string };

async function countryNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(inArray(countries.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.name]));
}

function withCountry(city: CityDto, names: Map<string, string>): ExploreCity {
  return { ...city, countryName: names.get(city.countryCode) ?? city.countryCode, flag: flagEmoji(city.countryCode) };
}

/** The cities the Explore landing shows: published (indexable) ones, with real anchor and team counts. */
export async function listExploreCities(db: Db): Promise<ExploreCity[]> {
  const cityList = await listCities(db, { indexableOnly: true });
  const names = await countryNames(
    db,
    cityList.map((city) => city.countryCode),
  );
  return cityList.map((city) => withCountry(city, names));
}

/**
 * Everything a city guide page shows. Requested topics the city does not offer are ignored, so a stale or
 * hand-edited link still shows a sensible page. Throws the cities service's 404 for an unknown slug.
 */
export async function getCityGuide(db: Db, slug: string, requestedTopics: string[]) {
  const city = await getCityBySlug(db, slug);
  const selectedTopicIds = city.topicIds.filter((id) => requestedTopics.includes(id));
  const [names, anchors, teams, categoryRows] = await Promise.all([
    countryNames(db, [city.countryCode]),
    listExploreOrganizations(db, { city: city.slug, limit: EXPLORE_LIMIT, featured: true, topics: selectedTopicIds }),
    listExploreOrganizations(db, { city: city.slug, limit: EXPLORE_LIMIT, featured: false, topics: selectedTopicIds }),
    listCategories(db),
  ]);
  const categoryById = new Map<string, ExploreTopic>(
    categoryRows.map(({ id, name, emoji }) => [id, { id, name, emoji }]),
  );
  return {
    city: withCountry(city, names),
    topics: city.topicIds.flatMap((id) => categoryById.get(id) ?? []),
    selectedTopicIds,
    anchors: anchors.map((org) => toExploreCard(org, categoryById)),
    teams: teams.map((org) => toExploreCard(org, categoryById)),
  };
}
