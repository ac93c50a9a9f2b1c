import { explore } from "~/i18n/pages/explore";
import { dateFormat, LOCALE_TAGS } from "~/lib/intl";
import type { Locale } from "../../../contract/locale";

/** What a card or guide says when the editors have not written a thesis yet. */
export function cityThesis(city: { cityName: string; thesis: string }, locale: Locale): string {
  return city.thesis.trim() || explore[locale].defaultThesis(city.cityName);
}

/** The first sentences of a text, cut at a word boundary, for meta descriptions. */
export function excerpt(text: string, maxLength = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * "October 1, 2026" ("1 de octubre de 2026"). Formatted in UTC so that the server-rendered text and the hydrated text
 * agree whatever the visitor's time zone.
 */
export function formatLongDate(iso: string, locale: Locale): string {
  return dateFormat(LOCALE_TAGS[locale], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

/** The curator without a leading "Curated by", which the seeded credits already carry and the footer adds. */
export function curatorName(credit: string | null, locale: Locale): string {
  return credit?.replace(/^\s*curated by\s+/i, "").trim() || explore[locale].editorialTeam;
}
