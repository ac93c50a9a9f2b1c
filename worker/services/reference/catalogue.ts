import type { CategoryDto, CategoryGroupDto } from "../../../contract/dto";
import { DEFAULT_CATEGORY_ID } from "../../../contract/limits";
import { LOCALES, type Locale } from "../../../contract/locale";
import type { Db } from "../../db/client";
import { MemoryCache } from "../../lib/memory-cache";
import { getReferenceData, type ReferenceData } from "./reference";
import { type ReferenceTranslations, referenceTranslationsOrNone, translateCategory } from "./translations";

/**
 * The directory's categories (never the placeholder a new organization starts with) and their groups, in catalogue
 * order, in one language.
 */
export type Catalogue = { categories: CategoryDto[]; groups: CategoryGroupDto[] };

type Memo = { reference: ReferenceData; translations: ReferenceTranslations | null; catalogue: Catalogue };
const memo = new MemoryCache<Locale, Memo>({ maxEntries: LOCALES.length });

/**
 * The directory's catalogue in a language: built from the worker's memos of the reference data and its translations
 * (reference.ts, translations.ts), and built again only when one of those was read again. A translation that
 * cannot be read leaves the English texts (logged).
 */
export async function getCatalogue(db: Db, locale: Locale): Promise<Catalogue> {
  const [reference, translations] = await Promise.all([getReferenceData(db), referenceTranslationsOrNone(db, locale)]);
  const kept = memo.get(locale);
  if (kept && kept.reference === reference && kept.translations === translations) return kept.catalogue;
  const catalogue = {
    categories: reference.categories
      .filter((category) => category.id !== DEFAULT_CATEGORY_ID)
      .map((category) => translateCategory(category, translations)),
    groups: reference.groups.map((group) => translateCategory(group, translations, "groups")),
  };
  memo.set(locale, { reference, translations, catalogue });
  return catalogue;
}
