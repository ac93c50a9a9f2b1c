import type { Db } from "#worker/db/client";
import { orNull } from "#worker/services/reference/sections";
import {
  countryName,
  getCityTranslations,
  type ReferenceTranslations,
  referenceTranslationsOrNone,
  translateCategory,
} from "#worker/services/reference/translations";
import type { ComparisonDto } from "../../contract/compare";
import type { ExploreCardDto, ExploreCityDto, TopicDto } from "../../contract/dto";
import { DEFAULT_LOCALE, type Locale } from "../../contract/locale";

/**
 * The data of public pages in the page's language: category and group names and descriptions, city guide
 * texts and country names. English pages pass through untouched. A translation that cannot be read leaves the
 * English text (logged), never an error page.
 */

const cityTexts = (db: Db, ids: string[], locale: Locale) =>
  orNull("city translations", () => getCityTranslations(db, ids, locale));

const translateCard = (card: ExploreCardDto, t: ReferenceTranslations | null): ExploreCardDto => ({
  ...card,
  categories: card.categories.map((category) => translateCategory(category, t)),
});

type Named = { id: string; name: string; description?: string };
/** Countries named in the page's language, in its alphabetical order. */
export function localizeCountries<C extends { code: string; name: string }>(countries: C[], locale: Locale): C[] {
  if (locale === DEFAULT_LOCALE) return countries;
  return countries
    .map((country) => ({ ...country, name: countryName(country.code, country.name, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

type ProfileData = { sections: Named[]; properties: Named[]; country: { name: string; flag: string } };

export async function localizeProfile<Profile extends ProfileData>(
  db: Db,
  locale: Locale,
  profile: Profile,
  countryCode: string,
): Promise<Profile> {
  if (locale === DEFAULT_LOCALE) return profile;
  const t = await referenceTranslationsOrNone(db, locale);
  return {
    ...profile,
    sections: profile.sections.map((category) => translateCategory(category, t)),
    properties: profile.properties.map((category) => translateCategory(category, t)),
    country: { ...profile.country, name: countryName(countryCode, profile.country.name, locale) },
  };
}

/** A city in the page's language: its guide's texts when translated, its country's name. */
function translateCity<City extends ExploreCityDto>(
  city: City,
  texts: Awaited<ReturnType<typeof getCityTranslations>> | null,
  locale: Locale,
): City {
  const own = texts?.get(city.id) ?? {};
  return {
    ...city,
    thesis: own.thesis ?? city.thesis,
    plugInGuide: own.plugInGuide ?? city.plugInGuide,
    rhythms: own.rhythms ?? city.rhythms,
    countryName: countryName(city.countryCode, city.countryName, locale),
  };
}

export async function localizeCities(db: Db, locale: Locale, cities: ExploreCityDto[]): Promise<ExploreCityDto[]> {
  if (locale === DEFAULT_LOCALE) return cities;
  const texts = await cityTexts(
    db,
    cities.map((city) => city.id),
    locale,
  );
  return cities.map((city) => translateCity(city, texts, locale));
}

type GuideData = { city: ExploreCityDto; topics: TopicDto[]; anchors: ExploreCardDto[]; teams: ExploreCardDto[] };

export async function localizeGuide<Guide extends GuideData>(db: Db, locale: Locale, guide: Guide): Promise<Guide> {
  if (locale === DEFAULT_LOCALE) return guide;
  const [t, texts] = await Promise.all([
    referenceTranslationsOrNone(db, locale),
    cityTexts(db, [guide.city.id], locale),
  ]);
  return {
    ...guide,
    city: translateCity(guide.city, texts, locale),
    topics: guide.topics.map((topic) => translateCategory(topic, t)),
    anchors: guide.anchors.map((card) => translateCard(card, t)),
    teams: guide.teams.map((card) => translateCard(card, t)),
  };
}

export async function localizeComparison(db: Db, locale: Locale, comparison: ComparisonDto): Promise<ComparisonDto> {
  if (locale === DEFAULT_LOCALE) return comparison;
  const t = await referenceTranslationsOrNone(db, locale);
  return {
    ...comparison,
    groups: comparison.groups.map((group) => ({
      ...translateCategory(group, t, "groups"),
      rows: group.rows.map((row) => translateCategory(row, t)),
    })),
  };
}
