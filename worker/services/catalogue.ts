import type { CatalogueDto } from "../../contract/dto";
import type { Locale } from "../../contract/locale";
import type { Db } from "../db/client";
import { getReferenceData, type ReferenceData } from "./reference";
import { type ReferenceTranslations, referenceTranslationsOrNone, translateCategory } from "./translations";

/** Where a version of the catalogue in a language is served (GET /api/catalogue): one URL per version. */
export function catalogueHref(locale: Locale, version: string): string {
  return `/api/catalogue?locale=${locale}&v=${version}`;
}

type Memo = { reference: ReferenceData; translations: ReferenceTranslations | null; catalogue: CatalogueDto };
const memo = new Map<Locale, Memo>();

async function versionOf(catalogue: Omit<CatalogueDto, "version">): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(catalogue)));
  return [...new Uint8Array(digest, 0, 6)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The directory's categories and groups in a language, with a version that changes when their texts do: built from
 * the worker's memos of the reference data and its translations (services/reference.ts, translations.ts), and built
 * again only when one of those was read again. A translation that cannot be read leaves the English texts (logged).
 */
export async function getCatalogue(db: Db, locale: Locale): Promise<CatalogueDto> {
  const [reference, translations] = await Promise.all([getReferenceData(db), referenceTranslationsOrNone(db, locale)]);
  const kept = memo.get(locale);
  if (kept && kept.reference === reference && kept.translations === translations) return kept.catalogue;
  const texts = {
    categories: reference.categories.map((category) => translateCategory(category, translations)),
    groups: reference.groups.map((group) => translateCategory(group, translations, "groups")),
  };
  const catalogue = { version: await versionOf(texts), ...texts };
  memo.set(locale, { reference, translations, catalogue });
  return catalogue;
}
