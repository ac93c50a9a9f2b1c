import { SaveSearchForm } from "~/components/save-search-form";
import { useMessages } from "~/i18n/messages";
import { jobAlerts } from "~/i18n/pages/job-alerts";
import { jobs } from "~/i18n/pages/jobs";
import { useRootData } from "~/lib/root-data";
import type { BoardQuery } from "../../../contract/job-board";
import { jobBoardSearch } from "../../../contract/job-vocabulary";
import { SAVED_SEARCH_NAME_MAX } from "../../../contract/limits";

/**
 * The job board's "Save this search": names the board's current filters and saves them, with a daily email of the
 * new roles that match. Shown once a filter is chosen.
 */
export function SaveJobSearch({ filters }: { filters: BoardQuery }) {
  const t = useMessages(jobAlerts);
  const labels = useMessages(jobs);
  const root = useRootData();
  const search = jobBoardSearch(filters);
  if (!search) return null;

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
  return (
    <SaveSearchForm
      idPrefix="job-search"
      texts={t}
      signedIn={Boolean(root?.user && !root.user.isAnonymous)}
      suggestedName={suggested.slice(0, SAVED_SEARCH_NAME_MAX)}
      fields={[...new URLSearchParams(search)]}
    />
  );
}
