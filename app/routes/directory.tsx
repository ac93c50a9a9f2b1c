import { Outlet, type ShouldRevalidateFunction, useOutletContext } from "react-router";
import { publicData, publicPageHeaders } from "~/lib/cache";
import { CataloguePreload, readCatalogue, useCatalogues } from "~/lib/catalogue";
import { renderedCatalogues } from "~/lib/catalogue.server";
import type { CatalogueDto } from "../../contract/dto";
import { localeOf } from "../../contract/locale";
import { appContext } from "../../worker/context";
import { catalogueHref, getCatalogue } from "../../worker/services/catalogue";
import { orNull } from "../../worker/services/sections";
import type { Route } from "./+types/directory";

/**
 * The directory's catalogue, its categories and their groups in the page's language, for the home page below this
 * layout. The loader answers only where to read it (one URL per version, which browsers keep: app/lib/catalogue.tsx),
 * so that neither the page's data nor a filter's navigation carries it; it is read again when the language changes.
 * A catalogue that cannot be read leaves the page out of shared caches, and the home page says Error loading
 * categories.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOf(new URL(request.url).pathname);
  const catalogue = await orNull("catalogue", () => getCatalogue(db, locale));
  if (!catalogue) return publicData({ href: null }, false);
  const href = catalogueHref(locale, catalogue.version);
  context.set(renderedCatalogues, new Map([[href, catalogue]]));
  return publicData({ href }, true);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.href) await readCatalogue(data.href);
  return data;
}

export const headers = publicPageHeaders;

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeOf(currentUrl.pathname) !== localeOf(nextUrl.pathname);

export type Catalogue = Pick<CatalogueDto, "categories" | "groups"> & { failed: boolean };

const MISSING: Catalogue = { categories: [], groups: [], failed: true };

export default function Directory({ loaderData: { href } }: Route.ComponentProps) {
  const catalogue = useCatalogues().get(href ?? "");
  return (
    <>
      {href && <CataloguePreload href={href} />}
      <Outlet
        context={catalogue ? { categories: catalogue.categories, groups: catalogue.groups, failed: false } : MISSING}
      />
    </>
  );
}

/** The catalogue, for the pages inside the directory layout. */
export function useCatalogue(): Catalogue {
  return useOutletContext<Catalogue>();
}
