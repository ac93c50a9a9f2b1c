import type { MetaDescriptor } from "react-router";
import { LOCALES, type Locale, localizePath } from "../../contract/locale";
import { pageLocale } from "./locale";
import type { RootData } from "./root-data";

export const SITE_NAME = "Culture Directory";
export const SITE_DESCRIPTION =
  "Find startups and teams by how they work: filter organizations by country and by culture, read their profiles and explore city guides.";

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type SeoOptions = {
  title: string;
  description?: string;
  /** Absolute or site-relative image for OpenGraph/Twitter cards. */
  image?: string | null;
  noindex?: boolean;
  /** Path of the canonical URL when it differs from the current path (e.g. without query parameters). */
  canonicalPath?: string;
  type?: "website" | "article" | "profile";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

/** The site origin (APP_URL) as the root loader returned it. */
export function siteOrigin(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.origin ?? "";
}

const OG_LOCALES = { en: "en_US", es: "es_ES" } as const;

/**
 * Title, description, canonical URL, OpenGraph, Twitter card and optional JSON-LD for one page; for an indexable page
 * also its alternates in every language (hreflang, with English as x-default).
 */
export function seo(args: MetaArgs, options: SeoOptions): MetaDescriptor[] {
  const origin = siteOrigin(args.matches);
  const title = options.title === SITE_NAME ? SITE_NAME : `${options.title} · ${SITE_NAME}`;
  const description = options.description ?? SITE_DESCRIPTION;
  const locale = pageLocale(args);
  const path = options.canonicalPath ?? args.location.pathname;
  const url = `${origin}${localizePath(path, locale)}`;
  const image = options.image ? new URL(options.image, origin || "http://localhost").toString() : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  else {
    for (const language of LOCALES) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: language,
        href: `${origin}${localizePath(path, language)}`,
      });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${origin}${localizePath(path, "en")}`,
    });
  }
  const jsonLd = Array.isArray(options.jsonLd) ? options.jsonLd : options.jsonLd ? [options.jsonLd] : [];
  for (const item of jsonLd) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  return tags;
}

/** A page's `meta` whose title and description are its catalog's `title` and `description`, in the page's language. */
export function catalogMeta(catalog: Readonly<Record<Locale, { title: string; description: string }>>) {
  return (args: MetaArgs) => {
    const t = catalog[pageLocale(args)];
    return seo(args, { title: t.title, description: t.description });
  };
}

/**
 * The `meta` of a page opened from an email's link: not indexed, and, as the link's token is in the address, no
 * Referer on any request the page makes.
 */
export function emailLinkMeta(args: MetaArgs, title: string): MetaDescriptor[] {
  return [...seo(args, { title, noindex: true }), { name: "referrer", content: "no-referrer" }];
}
