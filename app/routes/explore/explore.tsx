import { appContext } from "#worker/app-context";
import { listExploreCities } from "#worker/services/explore/explore";
import { orNull } from "#worker/services/reference/sections";
import { CityCard } from "~/components/explore/city-card";
import { ProposeCity } from "~/components/explore/propose-city";
import { Notice } from "~/components/form/notice";
import { LabelledSection } from "~/components/labelled-section";
import { Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { explore } from "~/i18n/pages/explore";
import type { AnalyticsHandle } from "~/lib/analytics";
import { publicData, publicPageHeaders } from "~/lib/cache";
import { localizeCities } from "~/lib/i18n.server";
import { pageLocale } from "~/lib/locale";
import { seo, siteOrigin } from "~/lib/seo";
import { localizePath } from "../../../contract/locale";
import { REFERENCE_MESSAGES } from "../../../contract/messages/reference";
import type { Route } from "./+types/explore";

export const headers = publicPageHeaders;

/** A view of the hub (docs/product/analytics.md#events; sent by the root's Analytics). */
export const handle: AnalyticsHandle = {
  analytics: () => [{ endpoint: "explore", body: { eventType: "explore_page_view", context: "hub", lane: "explore" } }],
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = pageLocale({ request });
  // Without its cities the page still explains Explore, and says Failed to load explore data.
  const cities = await orNull("Explore cities", async () => localizeCities(db, locale, await listExploreCities(db)));
  return publicData({ cities }, cities !== null);
}

export function meta(args: Route.MetaArgs) {
  const origin = siteOrigin(args.matches);
  const locale = pageLocale(args);
  const t = explore[locale];
  return seo(args, {
    title: t.title,
    description: t.description,
    jsonLd: {
      "@type": "ItemList",
      name: t.listName,
      itemListElement: (args.loaderData?.cities ?? []).map((city, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: t.guideTitle(city.cityName),
        url: `${origin}${localizePath(`/explore/${city.slug}`, locale)}`,
      })),
    },
  });
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const cities = loaderData.cities ?? [];
  const t = useMessages(explore);
  return (
    <main>
      <div className="border-b border-slate-200 bg-white">
        <Container className="py-12 sm:py-16">
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.eyebrow}</p>
          <PageHeading title={t.title} lead={t.lead} />
        </Container>
      </div>

      <Container className="space-y-16 py-12 sm:py-16">
        <LabelledSection headingId="how-explore-works" title={t.howHeading} className="" heading="page">
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {t.how.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </LabelledSection>

        <section aria-labelledby="explore-cities">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="explore-cities" className="text-2xl font-bold tracking-tight text-slate-900">
                {t.citiesHeading}
              </h2>
              {loaderData.cities ? <p className="mt-1 text-slate-700">{t.regions(cities.length)}</p> : null}
            </div>
            <ProposeCity />
          </div>
          {!loaderData.cities ? (
            <Notice tone="error" className="mt-6">
              {REFERENCE_MESSAGES.exploreFailed}
            </Notice>
          ) : cities.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {cities.map((city) => (
                <li key={city.id}>
                  <CityCard city={city} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              {t.noCities}
            </p>
          )}
        </section>
      </Container>
    </main>
  );
}
