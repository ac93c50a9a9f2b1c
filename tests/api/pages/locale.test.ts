import { describe, expect, it } from "vitest";
import { localeOf, localizePath, withoutLocale } from "../../../contract/locale";

describe("locale in the URL", () => {
  it.each([
    ["/", "en"],
    ["/explore", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/explore/miami", "es"],
    // React Router's data requests, as loaders see them: the Spanish home's, the English home's.
    ["/es.data", "es"],
    ["/_.data", "en"],
    ["/esports", "en"],
    ["/estonia", "en"],
  ] as const)("%s is in %s", (path, locale) => {
    expect(localeOf(path)).toBe(locale);
  });

  it("strips the prefix", () => {
    expect(withoutLocale("/es")).toBe("/");
    expect(withoutLocale("/es/faq")).toBe("/faq");
    expect(withoutLocale("/faq")).toBe("/faq");
  });

  it.each([
    ["/", "es", "/es"],
    ["/explore", "es", "/es/explore"],
    ["/?country=US&categories=remote_first", "es", "/es?country=US&categories=remote_first"],
    ["/faq#pricing", "es", "/es/faq#pricing"],
    ["/es/faq", "es", "/es/faq"],
    ["/es/faq?x=1", "en", "/faq?x=1"],
    ["/es", "en", "/"],
    ["/api/organizations", "es", "/api/organizations"],
    ["/images/seed/logo.png", "es", "/images/seed/logo.png"],
    ["/sitemap.xml", "es", "/sitemap.xml"],
    ["/dev/mailbox", "es", "/dev/mailbox"],
    ["/dev/checkout/cs_dev_1", "es", "/es/dev/checkout/cs_dev_1"],
    ["/logout", "es", "/logout"],
    ["https://example.com/about", "es", "https://example.com/about"],
    // A path that reads as another host is never a link off the site: the home page in that language instead.
    ["//example.com/about", "es", "/es"],
    ["//example.com/about", "en", "/"],
    ["?page=2", "es", "?page=2"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});
