import { lazy, memo, Suspense } from "react";
import { redirect, type ShouldRevalidateFunction, useNavigation, useRouteLoaderData } from "react-router";
import { appContext } from "#worker/app-context";
import { getDirectoryHome, isCompleteHome } from "#worker/services/directory/directory";
import { FlashNotice, Notice } from "~/components/form/notice";
import { useHydrated } from "~/components/form/use-hydrated";
import { ActiveFilters, DirectoryFilterPanel } from "~/components/home/directory-filters";
import { DirectoryCards } from "~/components/home/organization-card";
import { Link } from "~/components/localized";
import { ButtonLink, Container } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { directoryEmpty } from "~/i18n/pages/directory-empty";
import { home } from "~/i18n/pages/home";
import { sectionFailed } from "~/i18n/pages/section-failed";
import { dispatchIntent } from "~/lib/actions.server";
import type { AnalyticsHandle } from "~/lib/analytics";
import { publicData, publicPageHeaders } from "~/lib/cache";
import { requestReason } from "~/lib/flash";
import { requirePageAccess } from "~/lib/guards.server";
import { localizeCountries } from "~/lib/i18n.server";
import { pageLocale } from "~/lib/locale";
import { SAVE_SEARCH } from "~/lib/save-search";
import { saveSearchHandler } from "~/lib/save-search.server";
import { SITE_NAME, seo, siteOrigin } from "~/lib/seo";
import { APPEARANCES_PER_EVENT } from "../../../contract/analytics-flags";
import {
  type DirectoryFilters,
  directorySearch,
  formatCount,
  readDirectoryFilters,
} from "../../../contract/directory-url";
import { DEFAULT_PAGE_SIZE, MAX_SHOWN, SAVED_SEARCH_NAME_MAX } from "../../../contract/limits";
import { type Locale, localizePath, withoutLocale } from "../../../contract/locale";
import { ORGANIZATION_READ_MESSAGES } from "../../../contract/messages/organization-reads";
import { REFERENCE_MESSAGES } from "../../../contract/messages/reference";
import type { loader as rootLoader } from "../../root";
import type { Route } from "./+types/home";
import { useCatalogue } from "./directory";

export const headers = publicPageHeaders;

/**
 * The organizations a filtered list shows (a country, categories or a search): their owners' "appearances in filtered
 * directory results" (sent by the root's Analytics). The unfiltered list counts for nobody.
 */
export const handle: AnalyticsHandle = {
  analytics: (match) => {
    const page = match.loaderData as
      | { filters?: { country?: string; categories?: string[]; q?: string }; organizations?: { id: string }[] }
      | undefined;
    const filters = page?.filters;
    if (!filters || !(filters.country || filters.categories?.length || filters.q)) return [];
    const ids = (page.organizations ?? []).map((org) => org.id);
    const beacons: ReturnType<AnalyticsHandle["analytics"]> = [];
    for (let i = 0; i < ids.length; i += APPEARANCES_PER_EVENT) {
      const orgIds = ids.slice(i, i + APPEARANCES_PER_EVENT);
      beacons.push({ endpoint: "directory", body: { eventType: "org_directory_appearance", orgIds } });
    }
    return beacons;
  },
};

export function meta(args: Route.MetaArgs) {
  const origin = siteOrigin(args.matches);
  const locale = pageLocale(args);
  const t = home[locale];
  const organizations = args.loaderData?.organizations ?? [];
  return seo(args, {
    title: SITE_NAME,
    description: t.description,
    canonicalPath: "/",
    jsonLd: {
      "@type": "ItemList",
      name: t.listName,
      numberOfItems: args.loaderData?.total ?? 0,
      itemListElement: organizations.map((org, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: `${origin}${localizePath(`/organizations/${org.id}`, locale)}`,
        name: org.name,
      })),
    },
  });
}

/**
 * The query's parameters in one order, without React Router's own: `_routes` on a data request that loads only some
 * of the page's routes (a filter's navigation leaves the directory layout's catalogue as it is), and `index` on a
 * form posted to this page without JavaScript (its answer is rendered here, not redirected away).
 */
function sortedParams(params: URLSearchParams): string {
  return (
    [...params]
      // `reason` is a message for this visit (app/lib/flash.ts), not part of the directory's address.
      .filter(([key]) => key !== "_routes" && key !== "index" && key !== "reason")
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join("&")
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const url = new URL(request.url);
  const filters = readDirectoryFilters(url.searchParams);
  const locale = pageLocale({ request });
  // A hand-edited link or the no-JavaScript form (which repeats `categories`): send it to the canonical URL.
  const canonical = directorySearch(filters);
  if (sortedParams(url.searchParams) !== sortedParams(new URLSearchParams(canonical)))
    throw redirect(localizePath(`/${canonical}`, locale));
  // The catalogue (categories, groups) is the directory layout's (routes/directory/directory.tsx), loaded once.
  const home = await getDirectoryHome(db, env.CACHE, filters, locale);
  if (home.unknownCategories.length > 0) {
    const categories = filters.categories.filter((id) => !home.unknownCategories.includes(id));
    throw redirect(localizePath(`/${directorySearch({ ...filters, categories })}`, locale));
  }
  const countries = localizeCountries(home.countries, locale);
  const reasons = requestReason(request, locale);
  const failedTexts = home.failed.directory || home.failed.countries ? sectionFailed[locale] : null;
  const emptyText =
    home.organizations.length === 0 && !home.failed.directory ? emptyListText(filters, home, locale) : null;
  return publicData({ filters, ...home, countries, reasons, failedTexts, emptyText }, isCompleteHome(home));
}

/**
 * What an empty list asks to change: the words, the filters, or both, as the person used them. A sparse intersection
 * reads a bounded part of the directory per "Load more", and asks for narrower filters when the part its total
 * counted held no match.
 */
function emptyListText(
  filters: DirectoryFilters,
  { hasMore, totalCapped }: { hasMore: boolean; totalCapped: boolean },
  locale: Locale,
): string {
  const t = directoryEmpty[locale];
  const narrowed = Boolean(filters.country) || filters.categories.length > 0;
  const used = filters.q ? (narrowed ? "both" : "words") : narrowed ? "filters" : "none";
  if (hasMore) return t.noneYet;
  return totalCapped && used !== "none" ? t.narrow[used] : t.tryOther[used];
}

/**
 * Saves the current filters. Signed out or a guest, the person is sent to sign in first; the answer is
 * the save form's (home's list is left as it was: see shouldRevalidate).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const viewer = await requirePageAccess(context, request, "verified");
  return dispatchIntent(request, { [SAVE_SEARCH]: saveSearchHandler(context, viewer, "organizations") });
}

// Saving a search changes nothing the list shows.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

/** A name for the filters, as the chips read: the search text, the categories, the country. */
function describeFilters(
  filters: Route.ComponentProps["loaderData"]["filters"],
  categories: { id: string; name: string }[],
  countries: { code: string; name: string }[],
): string {
  const parts = [
    ...(filters.q ? [`“${filters.q}”`] : []),
    ...filters.categories.map((id) => categories.find((category) => category.id === id)?.name ?? id),
  ];
  const country = filters.country ? (countries.find((c) => c.code === filters.country)?.name ?? filters.country) : "";
  const name = [parts.join(", "), country].filter(Boolean).join(" · ");
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}

// Only a filtered list offers it, and the first view of the directory is not filtered: its code loads when one is.
// The server renders it in place (the page is sent whole), so it works before its code arrives and without it.
const LazySaveSearch = lazy(() =>
  import("~/components/home/save-search").then((module) => ({ default: module.SaveSearch })),
);

// A re-render of the page that reached the form before its code arrived would make React drop the server's markup and
// render it again, closing a disclosure opened meanwhile: the same props let the re-render stop here.
const SaveSearch = memo(function SaveSearch(props: {
  filters: Route.ComponentProps["loaderData"]["filters"];
  suggestedName: string;
  signedIn: boolean;
}) {
  return (
    <Suspense>
      <LazySaveSearch {...props} />
    </Suspense>
  );
});

// Mounted once the page is interactive, and shown only when scrolled down: its code loads then.
const ScrollToTopButton = lazy(() =>
  import("~/components/home/scroll-to-top").then((module) => ({ default: module.ScrollToTopButton })),
);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { filters, countries, facets, organizations, total, totalCapped, hasMore, teaser, failed, reasons, emptyText } =
    loaderData;
  const catalogue = useCatalogue();
  const { categories, groups } = catalogue;
  // Either loader sends what to say when its section failed.
  const failedTexts = loaderData.failedTexts ?? catalogue.failedTexts;
  const failure = failedTexts
    ? { directory: failed.directory || catalogue.failed, countries: failed.countries, texts: failedTexts }
    : null;
  // With categories or a search, counting stops at COUNT_CAP: the total reads "1,000+", facet counts are lower bounds.
  const shownTotal = formatCount(total, totalCapped);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user && !root.user.isAnonymous);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && withoutLocale(navigation.location.pathname) === "/";
  const t = useMessages(home);
  const hydrated = useHydrated();
  const filtered = Boolean(filters.country) || filters.categories.length > 0 || Boolean(filters.q);

  return (
    <main>
      <section className="border-b border-slate-200 bg-white">
        <Container className="py-6 sm:py-10">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t.heading}</h1>
          <p className="mt-3 max-w-2xl text-base text-slate-700 sm:mt-4 sm:text-lg">{t.lead}</p>
        </Container>
      </section>

      <Container className="space-y-8 py-4 sm:py-6">
        <FlashNotice param="reason" messages={reasons} />
        {/* Phone: search, the categories behind a toggle, the list. Wide screens: the search across the page, the
            categories in a column beside the list, so the first organizations are in the first screen. */}
        <div className="flex flex-col gap-4 sm:gap-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-x-8">
          <DirectoryFilterPanel
            filters={filters}
            groups={groups}
            categories={categories}
            countries={countries}
            facets={facets}
            facetsAtLeast={totalCapped}
            failed={failure}
            results={{ headingId: "organizations-heading", count: shownTotal, one: total === 1 && !totalCapped }}
          />

          <div className="space-y-4 sm:space-y-6 lg:col-start-2 lg:row-start-2">
            <ActiveFilters filters={filters} categories={categories} countries={countries} />
            {filtered ? (
              <SaveSearch
                key={directorySearch(filters)}
                filters={filters}
                suggestedName={describeFilters(filters, categories, countries)}
                signedIn={signedIn}
              />
            ) : null}

            <section aria-labelledby="organizations-heading" aria-busy={loading}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2
                  id="organizations-heading"
                  tabIndex={-1}
                  className="scroll-mt-20 text-2xl font-bold text-slate-900 focus:outline-none"
                >
                  {t.organizations(shownTotal)}
                </h2>
                <p
                  className="rounded-full bg-slate-200 px-3 py-1 text-sm font-medium text-slate-800"
                  aria-live="polite"
                >
                  {filtered ? t.matching(shownTotal, total === 1 && !totalCapped) : t.allShown}
                </p>
              </div>

              {failed.directory ? (
                <Notice tone="error" className="mt-6">
                  {ORGANIZATION_READ_MESSAGES.listFailed}
                </Notice>
              ) : organizations.length === 0 ? (
                <div className="mt-6 rounded-xl border border-slate-200 bg-white p-10 text-center">
                  <p className="text-lg font-semibold text-slate-900">{t.noneFound}</p>
                  <p className="mt-2 text-slate-700">{emptyText}</p>
                </div>
              ) : null}

              <ul className={`mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
                <DirectoryCards organizations={organizations} categories={categories} signedIn={signedIn} />
              </ul>

              {hasMore && filters.shown < MAX_SHOWN ? (
                <div className="mt-8 flex justify-center">
                  <ButtonLink
                    to={`/${directorySearch({ ...filters, shown: filters.shown + DEFAULT_PAGE_SIZE })}`}
                    preventScrollReset
                    replace
                    look="secondary"
                  >
                    {t.loadMore}
                  </ButtonLink>
                </div>
              ) : null}
            </section>
          </div>
        </div>

        <MiamiTeaser teaser={teaser} />
      </Container>
      {hydrated ? (
        <Suspense>
          <ScrollToTopButton />
        </Suspense>
      ) : null}
    </main>
  );
}

/** Three places from the Miami guide. */
function MiamiTeaser({ teaser }: { teaser: Route.ComponentProps["loaderData"]["teaser"] }) {
  const t = useMessages(home);
  return (
    <section
      aria-labelledby="miami-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white sm:p-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.exploreEyebrow}</p>
          <h2 id="miami-heading" className="mt-1 text-2xl font-bold">
            {t.miamiHeading}
          </h2>
          <p className="mt-2 max-w-xl text-brand-50">{t.miamiLead}</p>
        </div>
        <Link
          to="/explore/miami"
          className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t.viewMiami}
        </Link>
      </div>
      {teaser === null ? (
        <p className="mt-6 text-brand-50">{REFERENCE_MESSAGES.miamiFailed}</p>
      ) : teaser.length === 0 ? (
        <p className="mt-6 text-brand-50">{t.noneFound}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {teaser.map((org) => (
            <li key={org.id}>
              <Link
                to={`/organizations/${org.id}`}
                className="flex h-full gap-3 rounded-xl bg-white/10 p-4 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
              >
                {org.logo ? (
                  <img src={org.logo} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-md" />
                ) : null}
                <span>
                  <span className="block font-semibold">{org.name}</span>
                  <span className="mt-1 line-clamp-2 text-sm text-brand-50">{org.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
