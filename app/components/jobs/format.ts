import { dateFormat, LOCALE_TAGS, listFormat, numberFormat, regionNames } from "~/lib/intl";
import type { Locale } from "../../../contract/locale";

/** How roles read: amounts in their own currency, dates in the page's language, countries by name. */

/** "$90,000 – $120,000": two amounts and a dash (Intl's formatRange is far slower, and every card shows one). */
export function formatSalaryRange(min: number, max: number, currency: string, locale: Locale): string {
  const format = numberFormat(LOCALE_TAGS[locale], { style: "currency", currency, maximumFractionDigits: 0 });
  return min === max ? format.format(min) : `${format.format(min)} – ${format.format(max)}`;
}

export function formatDate(date: string | Date, locale: Locale): string {
  return dateFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(date));
}

/** A UTC offset with its sign: +3, -1, +0. */
export const formatOffset = (offset: number) => (offset < 0 ? String(offset) : `+${offset}`);

export function countryNames(codes: string[], locale: Locale): string {
  const names = regionNames(LOCALE_TAGS[locale]);
  return listFormat(LOCALE_TAGS[locale]).format(codes.map((code) => names.of(code) ?? code));
}
