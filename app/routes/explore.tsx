import { CityCard } from "~/components/explore/city-card";
import { ProposeCity } from "~/components/explore/propose-city";
import { noun } from "~/components/explore/text";
import { Notice } from "~/components/form/notice";
import { Container, PageHeading } from "~/components/ui";
import type { AnalyticsHandle } from "~/lib/analytics";
import { publicData, publicPageHeaders } from "~/lib/cache";
import { seo, siteOrigin } from "~/lib/seo";
import { REFERENCE_MESSAGES } from "../../contract/messages";
import { appContext } from "../../worker/context";
import { listExploreCities } from "../../worker/services/explore";
import { orNull } from "../../worker/services/sections";
import type { Route } from "./+types/explore";

export const headers = publicPageHeaders;

/** A view of the hub (SPEC.md §7 Analytics; sent by the root's useAnalytics). */
export const handle: AnalyticsHandle = {
  analytics: () => [{ endpoint: "explore", body: { eventType: "explore_page_view", context: "hub", lane: "explore" } }],
};

const HOW_IT_WORKS = [
  {
    title: "Curated city guides",
    text: "Each guide is written by our editors: why the city matters for impact-minded engineers, the organizations worth knowing there, and how to plug into the local scene.",
  },
  {
    title: "Anchors and emerging teams",
    text: "Anchors are established organizations the editors feature. Emerging teams are newer companies building momentum, listed newest first.",
  },
  {
    title: "How a company gets listed",
    text: "Owners request Explore review from their organization's edit page. Editors check its local presence and approve the ones that fit; listings can't be bought.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  // SPEC.md §8: without its cities the page still explains Explore, and says Failed to load explore data.
  const cities = await orNull("Explore cities", () => listExploreCities(db));
  return publicData({ cities }, cities !== null);
}

export function meta(args: Route.MetaArgs) {
  const origin = siteOrigin(args.matches);
  return seo(args, {
    title: "Explore Innovative Cities",
    description:
      "Curated city guides for impact-minded engineers: anchor organizations, emerging teams and how to plug into each local scene.",
    jsonLd: {
      "@type": "ItemList",
      name: "Explore city guides",
      itemListElement: (args.loaderData?.cities ?? []).map((city, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: `${city.cityName} Ecosystem Guide`,
        url: `${origin}/explore/${city.slug}`,
      })),
    },
  });
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const cities = loaderData.cities ?? [];
  return (
    <main>
      <div className="border-b border-slate-200 bg-white">
        <Container className="py-12 sm:py-16">
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">Explore</p>
          <PageHeading
            title="Explore Innovative Cities"
            lead="Curated guides to the cities where impact-minded engineers build: who the anchors are, which teams are emerging, and how to plug in."
          />
        </Container>
      </div>

      <Container className="space-y-16 py-12 sm:py-16">
        <section aria-labelledby="how-explore-works">
          <h2 id="how-explore-works" className="text-2xl font-bold tracking-tight text-slate-900">
            How Explore Works
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {HOW_IT_WORKS.map((step, index) => (
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
        </section>

        <section aria-labelledby="explore-cities">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="explore-cities" className="text-2xl font-bold tracking-tight text-slate-900">
                Cities
              </h2>
              {loaderData.cities ? (
                <p className="mt-1 text-slate-700">
                  {cities.length} {noun(cities.length, "region", "regions")}
                </p>
              ) : null}
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
              No city guides are published yet. Check back soon.
            </p>
          )}
        </section>
      </Container>
    </main>
  );
}
