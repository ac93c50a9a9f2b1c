import { Outlet, type ShouldRevalidateFunction, useOutletContext } from "react-router";
import { appContext } from "#worker/app-context";
import { getCatalogue } from "#worker/services/reference/catalogue";
import { orNull } from "#worker/services/reference/sections";
import { sectionFailed } from "~/i18n/pages/section-failed";
import { publicData, publicPageHeaders } from "~/lib/cache";
import { pageLocale } from "~/lib/locale";
import type { Route } from "./+types/directory";

/**
 * The directory's catalogue, its categories and their groups in the page's language, for the home page below this
 * layout. It comes with the page and then stays while the filters change: a filter's navigation fetches the list and
 * its counts only (the catalogue was half of those bytes). It is read again when the language changes, or with the
 * next page load or Retry when it could not be read (the home page then says Error loading categories, why, and offers
 * Retry; the page stays out of shared caches).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = pageLocale({ request });
  const catalogue = await orNull("catalogue", () => getCatalogue(db, locale));
  return publicData(
    catalogue
      ? { ...catalogue, failed: false, failedTexts: null }
      : { categories: [], groups: [], failed: true, failedTexts: sectionFailed[locale] },
    catalogue !== null,
  );
}

export const headers = publicPageHeaders;

/**
 * Read again for another language, and when the page's data is read again in place (Retry after a section failed to
 * load: the same URL, no form), so that a catalogue that could not be read gets another chance.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod }) =>
  pageLocale({ location: currentUrl }) !== pageLocale({ location: nextUrl }) ||
  (!formMethod && currentUrl.href === nextUrl.href);

export type Catalogue = Route.ComponentProps["loaderData"];

export default function Directory({ loaderData }: Route.ComponentProps) {
  return <Outlet context={loaderData} />;
}

/** The catalogue, for the pages inside the directory layout. */
export function useCatalogue(): Catalogue {
  return useOutletContext<Catalogue>();
}
