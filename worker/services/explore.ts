import { and, desc, eq, exists, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { countries, organizationCategories, organizations } from "../db/schema";
import { ANCHORS_PER_CITY, type CityDto, getCityBySlug, listCities } from "./cities";
import { fromRow, type OrganizationDto, organizationWithCategories } from "./organizations";
import { flagEmoji, listCategories } from "./reference";

/** Category chips an Explore card shows: the organization's first categories in its own order. */
export const CARD_CATEGORY_COUNT = 3;

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

/**
 * One lane of a city guide: anchors (featured) or emerging teams, newest first. With topics, an organization
 * matches when it has any of them.
 */
async function listCityLane(db: Db, options: { city: string; featured: boolean; topics: string[] }) {
  const hasAnyTopic =
    options.topics.length > 0
      ? exists(
          db
            .select({ organizationId: organizationCategories.organizationId })
            .from(organizationCategories)
            .where(
              and(
                eq(organizationCategories.organizationId, organizations.id),
                inArray(organizationCategories.categoryId, options.topics),
              ),
            ),
        )
      : undefined;
  const rows = await db
    .select(organizationWithCategories)
    .from(organizations)
    .where(
      and(
        eq(organizations.primaryCity, options.city),
        eq(organizations.isExploreCompany, true),
        eq(organizations.isFeatured, options.featured),
        hasAnyTopic,
      ),
    )
    .orderBy(desc(organizations.createdAt))
    .limit(ANCHORS_PER_CITY);
  return rows.map(fromRow);
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
    listCityLane(db, { city: city.slug, featured: true, topics: selectedTopicIds }),
    listCityLane(db, { city: city.slug, featured: false, topics: selectedTopicIds }),
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

export type CityGuide = Awaited<ReturnType<typeof getCityGuide>>;
