import { useLocation, useNavigation } from "react-router";
import { appContext } from "#worker/app-context";
import { getCityGuide } from "#worker/services/explore/explore";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CityVisual } from "~/components/explore/city-visual";
import { LaneSection } from "~/components/explore/lane-section";
import { cityThesis, curatorName, excerpt, formatLongDate } from "~/components/explore/text";
import { TopicFilter } from "~/components/explore/topic-filter";
import { LabelledSection } from "~/components/labelled-section";
import { Link } from "~/components/localized";
import { ButtonLink, Container } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { explore } from "~/i18n/pages/explore";
import type { AnalyticsHandle } from "~/lib/analytics";
import { publicData, publicPageHeaders } from "~/lib/cache";
import { displayUrl } from "~/lib/display-url";
import { withPageErrors } from "~/lib/errors.server";
import { localizeGuide } from "~/lib/i18n.server";
import { pageLocale } from "~/lib/locale";
import { useRootData } from "~/lib/root-data";
import { seo, siteOrigin } from "~/lib/seo";
import { type GuideLane, laneSearch, readExpandedLanes, readTopics } from "../../../contract/directory-url";
import { localizePath, withoutLocale } from "../../../contract/locale";
import type { Route } from "./+types/$citySlug";

export const headers = publicPageHeaders;

/** A view of a city guide, with the topic filter in effect (sent by the root's Analytics). */
export const handle: AnalyticsHandle = {
  analytics: (match) => {
    const guide = match.loaderData as { city?: { slug: string }; selectedTopicIds?: string[] } | undefined;
    if (!guide?.city) return [];
    const topic = guide.selectedTopicIds?.join(",") || null;
    return [
      {
        endpoint: "explore",
        body: { eventType: "explore_page_view", city: guide.city.slug, topic, context: "city", lane: "explore" },
      },
    ];
  },
};

export const loader = withPageErrors(async ({ context, params, request }: Route.LoaderArgs) => {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const topics = readTopics(url.searchParams.get("topics"));
  const guide = await getCityGuide(db, params.citySlug, topics, readExpandedLanes(url.searchParams));
  return publicData(await localizeGuide(db, pageLocale({ request }), guide), guide.complete);
});

export function meta(args: Route.MetaArgs) {
  const locale = pageLocale(args);
  const t = explore[locale];
  if (!args.loaderData) return seo(args, { title: t.cityNotFound, noindex: true });
  const { city, anchors, teams } = args.loaderData;
  const origin = siteOrigin(args.matches);
  const title = t.guideTitle(city.cityName);
  return seo(args, {
    title,
    description: excerpt(cityThesis(city, locale)),
    image: city.heroImage,
    type: "article",
    // Topic filters and lanes shown in full are views of the same guide.
    canonicalPath: `/explore/${city.slug}`,
    noindex: !city.isIndexable,
    jsonLd: {
      "@type": "ItemList",
      name: title,
      itemListElement: [...anchors, ...teams].map((org, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: org.name,
        url: `${origin}${localizePath(`/organizations/${org.id}`, locale)}`,
      })),
    },
  });
}

const sectionHeading = "text-2xl font-bold tracking-tight text-slate-900";

export default function CityGuide({ loaderData }: Route.ComponentProps) {
  const { city, topics, selectedTopicIds, anchors, teams, totals, all } = loaderData;
  const locale = useLocale();
  const t = explore[locale];
  const isAdmin = useRootData()?.isAdmin ?? false;
  const { pathname, search } = useLocation();
  /** A lane's See all and Show fewer links: the same page with the lane expanded or not, at the lane's heading. */
  const laneMore = (lane: GuideLane, id: string, seeAll: string, showFewer: string) => ({
    total: totals[lane],
    all: all.includes(lane),
    seeAll: { to: `${pathname}${laneSearch(search, lane, true)}#${id}`, label: seeAll },
    showFewer: { to: `${pathname}${laneSearch(search, lane, false)}#${id}`, label: showFewer },
  });
  const navigation = useNavigation();
  // Skeletons only for navigations that land on a guide again (a topic toggle, another city), not for leaving it.
  const loading = navigation.state === "loading" && withoutLocale(navigation.location.pathname).startsWith("/explore/");
  const plugInParagraphs = city.plugInGuide
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const filtered = selectedTopicIds.length > 0;

  return (
    <main>
      <div className="border-b border-slate-200 bg-white">
        <Container className="py-8 sm:py-12">
          <nav aria-label={t.breadcrumb} className="text-sm">
            <Link
              to="/explore"
              className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span aria-hidden="true">←</span> {t.allCities}
            </Link>
          </nav>
          <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="text-sm font-medium text-slate-700">
                <span aria-hidden="true">{city.flag}</span> {city.countryName}
              </p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {t.guideTitle(city.cityName)}
              </h1>
            </div>
            {isAdmin ? (
              <ButtonLink to={`/admin/cities?city=${encodeURIComponent(city.slug)}`} look="secondary">
                {t.editCity}
              </ButtonLink>
            ) : null}
          </div>
          {/* Explicit placement keeps the decorative image first on phones and beside the thesis on desktop. */}
          <div className="mt-8 grid gap-8 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:gap-x-12">
            <CityVisual city={city} priority className="rounded-2xl lg:col-span-2 lg:col-start-4 lg:row-start-1" />
            <div className="lg:col-span-3 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <p className="text-base leading-7 text-slate-800 sm:text-lg sm:leading-8">{cityThesis(city, locale)}</p>
              {city.rhythms.length > 0 ? (
                <LabelledSection headingId="city-rhythms" title={t.rhythms} className="mt-8" heading="panel">
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                    {city.rhythms.map((rhythm) => (
                      <li
                        key={rhythm}
                        className="flex gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
                      >
                        <span aria-hidden="true">🗓️</span>
                        {rhythm}
                      </li>
                    ))}
                  </ul>
                </LabelledSection>
              ) : null}
            </div>
            <LabelledSection
              headingId="editorial-lane"
              title={t.editorialLane}
              className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-sm text-brand-900 lg:col-span-2 lg:col-start-4 lg:row-start-2 lg:self-start"
              headingClassName="font-semibold"
            >
              <p className="mt-2 leading-6">{t.editorialText}</p>
            </LabelledSection>
          </div>
        </Container>
      </div>

      <Container className="space-y-14 py-10 sm:py-14">
        {city.anchorCount + city.teamCount > 0 && topics.length > 0 ? (
          <TopicFilter topics={topics} selected={selectedTopicIds} pathname={pathname} />
        ) : null}

        <LaneSection
          id="anchor-organizations"
          title={t.anchorsTitle}
          lead={t.anchorsLead(city.cityName)}
          orgs={anchors}
          loading={loading}
          empty={filtered ? t.anchorsNoMatch : t.anchorsEmpty}
          notice={{ title: t.anchorsNoticeTitle(city.cityName), text: t.anchorsNotice }}
          more={laneMore("anchors", "anchor-organizations", t.seeAllAnchors(totals.anchors), t.showFewerAnchors)}
        />

        <LaneSection
          id="emerging-teams"
          title={t.teamsTitle}
          lead={t.teamsLead(city.cityName)}
          orgs={teams}
          loading={loading}
          empty={filtered ? t.teamsNoMatch : t.teamsEmpty}
          notice={{ title: t.teamsNoticeTitle(city.cityName), text: t.teamsNotice }}
          more={laneMore("teams", "emerging-teams", t.seeAllTeams(totals.teams), t.showFewerTeams)}
        />

        <div className="grid gap-10 lg:grid-cols-5">
          <section aria-labelledby="plug-in" className="lg:col-span-3">
            <h2 id="plug-in" className={sectionHeading}>
              {t.plugIn}
            </h2>
            {plugInParagraphs.length > 0 ? (
              <div className="mt-4 space-y-4 leading-7 text-slate-800">
                {plugInParagraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            ) : (
              <p className="mt-4 text-slate-700">{t.plugInSoon}</p>
            )}
          </section>

          <section aria-labelledby="supporting-resources" className="lg:col-span-2">
            <h2 id="supporting-resources" className={sectionHeading}>
              {t.resources}
            </h2>
            {city.receipts.length > 0 ? (
              <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
                {city.receipts.map((url) => (
                  <li key={url}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center justify-between gap-3 px-4 py-3 text-sm font-medium break-all text-brand-700 hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {displayUrl(url)}
                      <span aria-hidden="true" className="shrink-0">
                        ↗
                      </span>
                      <span className="sr-only">{t.newTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-slate-700">{t.resourcesSoon}</p>
            )}
          </section>
        </div>

        <footer className="flex flex-col gap-1 border-t border-slate-200 pt-6 text-sm text-slate-700 sm:flex-row sm:justify-between">
          <p>
            {t.lastUpdated} <time dateTime={city.lastUpdated}>{formatLongDate(city.lastUpdated, locale)}</time>
          </p>
          <p>{t.curatedBy(curatorName(city.curatorCredit, locale))}</p>
        </footer>
      </Container>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useMessages(explore);
  const actions = <ButtonLink to="/explore">{t.browseCities}</ButtonLink>;
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => ({
          title: t.cityNotFound,
          message: t.cityNotFoundText,
          actions,
        }),
      }}
      defaultStatusHandler={() => ({ actions })}
    />
  );
}
