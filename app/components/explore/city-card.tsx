import { ButtonLink } from "~/components/ui";
import { useLocale } from "~/i18n/messages";
import { explore } from "~/i18n/pages/explore";
import type { ExploreCityDto as ExploreCity } from "../../../contract/dto";
import { CityVisual } from "./city-visual";
import { cityThesis } from "./text";

/** One published city on the Explore landing, with its real anchor and team counts. */
export function CityCard({ city }: { city: ExploreCity }) {
  const locale = useLocale();
  const t = explore[locale];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CityVisual city={city} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-slate-700">
          <span aria-hidden="true">{city.flag}</span> {city.countryName}
        </p>
        <h3 className="mt-1 text-xl font-bold tracking-tight text-slate-900">{city.cityName}</h3>
        <p className="mt-3 line-clamp-4 text-slate-700">{cityThesis(city, locale)}</p>
        <ul aria-label={t.inNumbers(city.cityName)} className="mt-5 grid grid-cols-2 gap-3">
          <li className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
            <span className="block text-2xl font-bold">{city.anchorCount}</span> {t.anchors(city.anchorCount)}
          </li>
          <li className="rounded-lg bg-slate-100 px-4 py-3 text-sm font-medium text-slate-800">
            <span className="block text-2xl font-bold">{city.teamCount}</span> {t.emergingTeams(city.teamCount)}
          </li>
        </ul>
        <div className="mt-auto pt-6">
          <ButtonLink to={`/explore/${city.slug}`} className="w-full sm:w-auto">
            {t.seeCity(city.cityName)} <span aria-hidden="true">→</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
