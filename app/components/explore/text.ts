import { SITE_NAME } from "~/lib/seo";

/** What a card or guide says when the editors have not written a thesis yet. */
export function cityThesis(city: { cityName: string; thesis: string }): string {
  return city.thesis.trim() || `Transform ${city.cityName} into the next leading impact hub.`;
}

/** The first sentences of a text, cut at a word boundary, for meta descriptions. */
export function excerpt(text: string, maxLength = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * "October 1, 2026". Formatted in UTC so that the server-rendered text and the hydrated text agree whatever the
 * visitor's time zone.
 */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The curator without a leading "Curated by", which the seeded credits already carry and the footer adds. */
export function curatorName(credit: string | null): string {
  return credit?.replace(/^\s*curated by\s+/i, "").trim() || `the ${SITE_NAME} editorial team`;
}

/** A receipt link's visible text: host and path, without the scheme and "www.". */
export function linkLabel(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, "")}${pathname === "/" ? "" : pathname}`;
  } catch {
    return url;
  }
}

/** The singular or plural form of a noun for a count. */
export function noun(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
