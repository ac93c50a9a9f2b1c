import { useFetcher, useLocation } from "react-router";
import { Notice } from "~/components/form/notice";
import { Link } from "~/components/localized";
import { buttonClass, inputClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { home } from "~/i18n/pages/home";
import type { DirectoryFilters } from "../../../contract/directory-url";
import { SAVED_SEARCH_NAME_MAX } from "../../../contract/limits";

/** What the home page's action answers to the save form. */
export type SaveSearchResult = { saved: { name: string } } | { error: string };

export const SAVE_SEARCH = "save-search";

/**
 * "Save this search": names the current filters and saves them, with a daily email of new matches. A
 * disclosure and a plain form, so it works without JavaScript; with it, the form posts through a fetcher and the
 * list stays as it is. Signed out or browsing as a guest, it is a link to sign in and come back.
 */
export function SaveSearch({
  filters,
  suggestedName,
  signedIn,
}: {
  filters: DirectoryFilters;
  suggestedName: string;
  signedIn: boolean;
}) {
  const t = useMessages(home).saveSearch;
  const location = useLocation();
  const fetcher = useFetcher<SaveSearchResult>();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;

  if (!signedIn) {
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

  const error = result && "error" in result ? result.error : null;
  return (
    <details className="group rounded-lg border border-slate-200 bg-white open:p-4" open={Boolean(error)}>
      <summary className={`${buttonClass.ghost} cursor-pointer list-none group-open:mb-3 group-open:px-0`}>
        <span aria-hidden="true">🔔</span> {t.open}
      </summary>
      <fetcher.Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value={SAVE_SEARCH} />
        <input type="hidden" name="q" value={filters.q ?? ""} />
        <input type="hidden" name="country" value={filters.country ?? ""} />
        <input type="hidden" name="categories" value={filters.categories.join(",")} />
        <div className="flex-1">
          <label htmlFor="saved-search-name" className="block text-sm font-medium text-slate-800">
            {t.nameLabel}
          </label>
          <input
            id="saved-search-name"
            name="name"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            defaultValue={suggestedName}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "saved-search-error saved-search-hint" : "saved-search-hint"}
            className={inputClass}
          />
          <p id="saved-search-hint" className="mt-1 text-xs text-slate-600">
            {t.hint}
          </p>
          {/* Not the form kit's FieldError: the action answers in the page's language, and the directory's first
              load stays free of the message catalog. */}
          {error ? (
            <p id="saved-search-error" role="alert" className="mt-1 text-sm font-medium text-rose-700">
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
