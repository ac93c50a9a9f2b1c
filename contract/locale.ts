import { sitePath } from "./site-path";

/**
 * The languages of the site: English at the root, Spanish under /es. The locale is part of the URL, so a
 * page and its translation are two URLs, each cached, shared and indexed on its own (docs/decisions/0022). Client-safe.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's own name, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

const PREFIX = "/es";

/** Paths that are not pages (the API, images, files, resource routes): never prefixed. */
const UNLOCALIZED = /^\/(api|images|assets|dev\/mailbox|sitemaps?|robots\.txt|favicon|logout)(\/|\.|$)/;

/**
 * The locale a path is in: /es and /es/... are Spanish, every other path English. A loader sees the path of React
 * Router's data request: the Spanish home's is /es.data.
 */
export function localeOf(pathname: string): Locale {
  return pathname === PREFIX || pathname === `${PREFIX}.data` || pathname.startsWith(`${PREFIX}/`) ? "es" : "en";
}

/** The path without its locale prefix: /es/explore → /explore, /es → /. */
export function withoutLocale(pathname: string): string {
  if (localeOf(pathname) === DEFAULT_LOCALE) return pathname;
  return pathname.slice(PREFIX.length) || "/";
}

/**
 * A site path (with its query and hash) in a locale: /explore → /es/explore, / → /es, /?country=US → /es?country=US.
 * Paths that are not pages, relative paths and URLs of other sites are returned as given. A path that a browser would
 * read as another host (`//other.host/x`, `/\\other.host`, `/.//other.host`) is this site's home instead: a link made
 * from the address a visitor came in on never leads elsewhere.
 */
export function localizePath(given: string, locale: Locale): string {
  if (!given.startsWith("/")) return given;
  const path = sitePath(given) ?? "/";
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? "" : path.slice(end);
  if (UNLOCALIZED.test(pathname)) return path;
  // Taking the prefix off can leave a second leading slash (/es//other.host): checked again.
  const bare = sitePath(withoutLocale(pathname)) ?? "/";
  if (locale === DEFAULT_LOCALE) return `${bare}${rest}`;
  return `${bare === "/" ? PREFIX : `${PREFIX}${bare}`}${rest}`;
}
