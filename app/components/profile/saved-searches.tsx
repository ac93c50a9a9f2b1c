import { Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { DashboardSection, formatDate, SectionItems } from "./dashboard-section";
import { type FormFailure, IntentForm } from "./form-controls";

export const SAVED_SEARCH_ALERTS = "saved-search-alerts";
export const DELETE_SAVED_SEARCH = "delete-saved-search";

export type SavedSearchView = {
  id: string;
  name: string;
  /** What it searches: the directory's organizations or the job board's roles. */
  kind: "organizations" | "jobs";
  /** The filters as the directory's chips read them ("“climate”", "🌱 Climate Tech", "🇵🇹 Portugal"). */
  filters: string[];
  alerts: boolean;
  createdAt: string;
  /** Its directory or job board URL, in the language it was saved in. */
  url: string;
};

/** The person's saved searches with their alerts; null when they could not be loaded. */
export function MySavedSearches({
  searches,
  failure,
}: {
  searches: SavedSearchView[] | null;
  failure: FormFailure | null;
}) {
  const t = useMessages(dashboard).savedSearches;
  return (
    <DashboardSection id="saved-searches" title={t.title}>
      <p className="mt-1 text-sm text-slate-700">{t.lead}</p>
      <SectionItems
        failure={failure}
        items={searches}
        failed={t.failed}
        empty={
          <>
            {t.noneBefore}{" "}
            <Link to="/" className="font-medium text-brand-700 underline underline-offset-2">
              {t.filterLink}
            </Link>{" "}
            {t.noneAfter}
          </>
        }
      >
        {(search) => <SavedSearchItem key={search.id} search={search} />}
      </SectionItems>
    </DashboardSection>
  );
}

function SavedSearchItem({ search }: { search: SavedSearchView }) {
  const headingId = `saved-search-${search.id}`;
  const messages = useMessages(dashboard);
  const t = messages.savedSearches;
  const toggle = search.alerts ? t.turnOff : t.turnOn;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <Link to={search.url} className="text-brand-700 hover:underline">
            {search.name}
          </Link>
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${search.alerts ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
        >
          {search.alerts ? t.alertsOn : t.alertsOff}
        </span>
      </div>
      <ul aria-label={t.filters} className="mt-2 flex flex-wrap gap-1.5">
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {t.kind[search.kind]}
        </li>
        {search.filters.map((filter) => (
          <li key={filter} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-900">
            {filter}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        {t.saved(formatDate(search.createdAt, "short", messages.dateLocale))}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <IntentForm
          intent={SAVED_SEARCH_ALERTS}
          fields={{ id: search.id, alerts: search.alerts ? "off" : "on" }}
          label={toggle}
          ariaLabel={t.toggleLabel(toggle, search.name)}
        />
        <IntentForm
          intent={DELETE_SAVED_SEARCH}
          fields={{ id: search.id }}
          label={t.delete}
          ariaLabel={t.deleteLabel(search.name)}
          buttonClassName={`${buttonClass.ghost} text-rose-700 hover:bg-rose-50`}
        />
      </div>
    </li>
  );
}
