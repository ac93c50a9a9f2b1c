import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Notice } from "~/components/form/notice";
import { Link } from "~/components/localized";
import { buttonClass, inputClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { jobAlerts } from "~/i18n/pages/job-alerts";
import { jobs } from "~/i18n/pages/jobs";
import type { BoardQuery } from "../../../contract/job-board";
import { SAVED_SEARCH_NAME_MAX } from "../../../contract/limits";
import { jobBoardSearch } from "../../../contract/saved-searches";
import type { loader as rootLoader } from "../../root";

/** What the job board's action answers to the save form. */
export type SaveJobSearchResult = { saved: { name: string } } | { error: string };

/**
 * The job board's "Save this search": names the board's current filters and saves them, with a daily email of the
 * new roles that match. A disclosure and a plain form, so it works without JavaScript; with it, the form posts
 * through a fetcher. Signed out or browsing as a guest, it is a link to sign in and come back. Shown once a filter is
 * chosen.
 */
export function SaveJobSearch({ filters }: { filters: BoardQuery }) {
  const t = useMessages(jobAlerts);
  const labels = useMessages(jobs);
  const location = useLocation();
  const fetcher = useFetcher<SaveJobSearchResult>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const search = jobBoardSearch(filters);
  if (!search) return null;
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;

  if (!root?.user || root.user.isAnonymous) {
    const back = new URLSearchParams({ redirectTo: `${location.pathname}${location.search}` });
    return (
      <Link to={`/login?${back}`} className={buttonClass.ghost}>
        <span aria-hidden="true">🔔</span> {t.signIn}
      </Link>
    );
  }

  if (result && "saved" in result) {
    return (
      <Notice tone="success" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{t.saved(result.saved.name)}</span>
        <Link to="/profile#saved-searches" className="underline underline-offset-2">
          {t.manage}
        </Link>
      </Notice>
    );
  }

  const suggested =
    [
      filters.q ? `“${filters.q}”` : null,
      filters.workplace ? labels.workplaces[filters.workplace] : null,
      filters.type ? labels.employmentTypes[filters.type] : null,
      filters.seniority ? labels.seniorities[filters.seniority] : null,
      filters.country ?? null,
    ]
      .filter(Boolean)
      .join(" · ") || t.fallbackName;
  const error = result && "error" in result ? result.error : null;
  return (
    <details className="group rounded-lg border border-slate-200 bg-white open:p-4" open={Boolean(error)}>
      <summary className={`${buttonClass.ghost} cursor-pointer list-none group-open:mb-3 group-open:px-0`}>
        <span aria-hidden="true">🔔</span> {t.open}
      </summary>
      <fetcher.Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {[...new URLSearchParams(search)].map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <div className="flex-1">
          <label htmlFor="job-search-name" className="block text-sm font-medium text-slate-800">
            {t.nameLabel}
          </label>
          <input
            id="job-search-name"
            name="name"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            defaultValue={suggested.slice(0, SAVED_SEARCH_NAME_MAX)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "job-search-error job-search-hint" : "job-search-hint"}
            className={inputClass}
          />
          <p id="job-search-hint" className="mt-1 text-xs text-slate-600">
            {t.hint}
          </p>
          {error ? (
            <p id="job-search-error" role="alert" className="mt-1 text-sm font-medium text-rose-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${buttonClass.primary} sm:mt-6`} disabled={busy}>
          {busy ? t.saving : t.submit}
        </button>
      </fetcher.Form>
    </details>
  );
}
