import { useLocation } from "react-router";
import { type Locale, localeOf } from "../../contract/locale";

/**
 * Translations are typed catalogs (docs/decisions/0022): English is the source, and every other language must give
 * the same keys with the same shapes, or the typecheck fails, so no string is left untranslated by accident. A
 * message is a string, or a function for one that takes values (counts, names): each language writes its own
 * grammar (plurals, word order) in plain TypeScript, with Intl for numbers and dates.
 */
type Message = string | ((...args: never[]) => string);
type Entry = Message | Catalog | readonly (string | Catalog)[];
export type Catalog = { [key: string]: Entry };

/** The same keys as `Source` (lists of the same length), any wording: what a translation must provide. */
export type Translation<Source> = {
  [Key in keyof Source]: Source[Key] extends string
    ? string
    : Source[Key] extends (...args: infer Args) => string
      ? (...args: Args) => string
      : Translation<Source[Key]>;
};

/** One catalog in every language. */
export type Messages<Source extends Catalog> = { en: Source } & { [L in Exclude<Locale, "en">]: Translation<Source> };

export function defineMessages<const Source extends Catalog>(messages: Messages<Source>): Messages<Source> {
  return messages;
}

/** The language of the page being shown (from its URL). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** A catalog in the page's language. */
export function useMessages<Source extends Catalog>(messages: Messages<Source>): Translation<Source> {
  const locale = useLocale();
  // English is the source, so it has the translation's shape too (TypeScript cannot see that through the generic).
  return (locale === "en" ? messages.en : messages[locale]) as Translation<Source>;
}
