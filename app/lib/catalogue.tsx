import { createContext, useContext } from "react";
import type { CatalogueDto } from "../../contract/dto";

/**
 * The directory's catalogue (categories and their groups) is not in the home page's loader data: it is the largest
 * part of it and changes only when its texts do, so it has its own URL per version and language (GET /api/catalogue),
 * which browsers keep (docs/decisions/0028). The server renders the page with the catalogue its layout loaded
 * (entry.server.tsx); the browser reads the same URL before it hydrates (entry.client.tsx), and again when the
 * language changes (routes/directory.tsx). Both hand the catalogues over by URL through this context.
 */
export type Catalogues = ReadonlyMap<string, CatalogueDto>;

const CataloguesContext = createContext<Catalogues>(new Map());

export const CataloguesProvider = CataloguesContext.Provider;

export function useCatalogues(): Catalogues {
  return useContext(CataloguesContext);
}

/** The catalogues this browser has read, by URL. */
export const browserCatalogues = new Map<string, CatalogueDto>();

/** Reads a catalogue into `browserCatalogues`; one that cannot be read stays out (the page says so). */
export async function readCatalogue(href: string): Promise<void> {
  if (browserCatalogues.has(href)) return;
  try {
    const response = await fetch(href);
    if (response.ok) browserCatalogues.set(href, ((await response.json()) as { data: CatalogueDto }).data);
  } catch (error) {
    console.error("loading the catalogue failed", error);
  }
}

const PRELOAD = "link[data-catalogue]";

/** Reads the catalogue the server rendered this page with, before the page hydrates (entry.client.tsx). */
export async function readRenderedCatalogue(): Promise<void> {
  const href = document.querySelector(PRELOAD)?.getAttribute("href");
  if (href) await readCatalogue(href);
}

/**
 * The link by which a page the server renders preloads its catalogue (React puts it in <head>), and by which the
 * browser finds it before it hydrates. The server alone renders it: a client navigation has read its catalogue in its
 * loader already, and a preload after that would go unused.
 */
export function CataloguePreload({ href }: { href: string }) {
  if (typeof document !== "undefined") return null;
  return <link rel="preload" as="fetch" href={href} crossOrigin="anonymous" data-catalogue="" />;
}
