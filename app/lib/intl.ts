import type { Locale } from "../../contract/locale";

/** The language tag each page language formats numbers, dates and names with. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-US", es: "es-ES" };

/**
 * Intl formatters, built once per language tag and options and then reused: building one resolves locale data, which
 * costs far more than formatting with it, and a list page formats every card's amounts and dates. The keys are finite
 * by construction (two languages, the contract's currencies, each caller's fixed options), so the table needs no bound.
 */
const formatters = new Map<string, unknown>();

function reused<T>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (tag: string, options: Intl.NumberFormatOptions) =>
  reused(`number ${tag} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));

export const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  reused(`date ${tag} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));

export const regionNames = (tag: string) =>
  reused(`region ${tag}`, () => new Intl.DisplayNames([tag], { type: "region" }));

export const listFormat = (tag: string) =>
  reused(`list ${tag}`, () => new Intl.ListFormat(tag, { style: "short", type: "conjunction" }));
