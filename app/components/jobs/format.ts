import type { Locale } from "../../../contract/locale";

/** How roles read: amounts in their own currency, dates in the page's language, countries by name. */

const LOCALE_TAGS: Record<Locale, string> = { en: "en-US", es: "es-ES" };

export function formatSalaryRange(min: number, max: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "currency", currency, maximumFractionDigits: 0 });
  return min === max ? format.format(min) : format.formatRange(min, max);
}

export function formatDate(date: string | Date, locale: Locale): string {
  return new Date(date).toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: "medium", timeZone: "UTC" });
}

/** A UTC offset with its sign: +3, -1, +0. */
export const formatOffset = (offset: number) => (offset < 0 ? String(offset) : `+${offset}`);

export function countryNames(codes: string[], locale: Locale): string {
  const names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" });
  return new Intl.ListFormat(LOCALE_TAGS[locale], { style: "short", type: "conjunction" }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}
