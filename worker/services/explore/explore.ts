import { asc, inArray } from "drizzle-orm";
import { GUIDE_LANES, type GuideLane } from "../../../contract/directory-url";
import type { CityDto, ExploreCardDto, ExploreCityDto, OrganizationDto, TopicDto } from "../../../contract/dto";
import { CARD_CATEGORY_COUNT, EXPLORE_ALL_MAX, EXPLORE_LIMIT } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { countries } from "../../db/schema";
import { exploreQuery, exploreTotalsQuery, fromRow } from "../organizations/organizations";
import { flagEmoji, listCategories } from "../reference/reference";
import { orNull } from "../reference/sections";
import { getCityBySlug, listCities } from "./cities";

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
 * hand-edited link still shows a sensible page. Each lane shows its first EXPLORE_LIMIT companies, or, when `all`
 * names it, every one up to EXPLORE_ALL_MAX; `totals` says how many each lane has with the topics in effect. An
 * unknown slug is the cities service's 404. The rest comes in one round trip; should that fail, each part is tried on
 * its own, and a lane that still fails is empty (and `complete` false), so the guide itself always shows: a load
 * failure leaves an empty list.
 */
export async function getCityGuide(db: Db, slug: string, requestedTopics: string[], all: GuideLane[] = []) {
  const city = await getCityBySlug(db, slug);
  const selectedTopicIds = city.topicIds.filter((id) => requestedTopics.includes(id));
  const lane = (featured: boolean) =>
    exploreQuery(db, {
      city: city.slug,
      limit: all.includes(featured ? "anchors" : "teams") ? EXPLORE_ALL_MAX : EXPLORE_LIMIT,
      featured,
      topics: selectedTopicIds,
    });
  const names = () => countryNamesQuery(db, [city.countryCode]);
  const categories = () => listCategories(db);
  const totals = () => exploreTotalsQuery(db, { city: city.slug, topics: selectedTopicIds });
  const [countryRows, anchors, teams, categoryRows, totalRows] = (await orNull("city guide", () =>
    db.batch([names(), lane(true), lane(false), categories(), totals()]),
  )) ?? [
    await orNull("city country", async () => await names()),
    await orNull("anchor lane", async () => await lane(true)),
    await orNull("team lane", async () => await lane(false)),
    await orNull("categories", async () => await categories()),
    await orNull("lane totals", async () => await totals()),
  ];
  const categoryById = new Map<string, TopicDto>(
    (categoryRows ?? []).map(({ id, name, emoji }) => [id, { id, name, emoji }]),
  );
  // Without its count, a lane says it has what it shows; the city's own counts hold while no topic filters them.
  const total = (featured: boolean, shown: unknown[] | null) => {
    if (!shown) return 0;
    if (totalRows) return Math.max(totalRows.find((row) => row.featured === featured)?.total ?? 0, shown.length);
    if (selectedTopicIds.length === 0) return featured ? city.anchorCount : city.teamCount;
    return shown.length;
  };
  return {
    city: withCountry(city, countryRows ?? []),
    topics: city.topicIds.flatMap((id) => categoryById.get(id) ?? []),
    selectedTopicIds,
    anchors: (anchors ?? []).map((row) => toExploreCard(fromRow(row), categoryById)),
    teams: (teams ?? []).map((row) => toExploreCard(fromRow(row), categoryById)),
    totals: { anchors: total(true, anchors), teams: total(false, teams) },
    /** The lanes shown in full (up to EXPLORE_ALL_MAX). */
    all: GUIDE_LANES.filter((name) => all.includes(name)),
    complete: Boolean(countryRows && anchors && teams && categoryRows && totalRows),
  };
}
