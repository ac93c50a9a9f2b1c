import { useActionData, useFetcher, useLocation } from "react-router";
import { Notice } from "~/components/form/notice";
import { Link } from "~/components/localized";
import { ButtonLink, buttonClass, inputClass } from "~/components/ui";
import { SAVE_SEARCH, type SaveSearchAnswer } from "~/lib/save-search";
import { SAVED_SEARCH_NAME_MAX } from "../../contract/limits";

/** The form's words, from the page's catalog (the directory's and the job board's differ only in what they match). */
type SaveSearchTexts = {
  open: string;
  signIn: string;
  nameLabel: string;
  hint: string;
  submit: string;
  saving: string;
  saved: (name: string) => string;
  manage: string;
};

/**
 * "Save this search": names a list's current filters (`fields`, posted as hidden inputs) and saves them, with a daily
 * email of new matches. A disclosure and a plain form, so it works without JavaScript (and before the page's code
 * arrives: the page's action answers it, and the form shows that answer); with it, the form posts through a fetcher
 * and the list stays as it is. The page's action has no other form, so its answer is this form's. Signed out or
 * browsing as a guest, it is a link to sign in and come back. `idPrefix` keeps its ids apart from the page's.
 */
export function SaveSearchForm({
  idPrefix,
  texts: t,
  signedIn,
  fields,
  suggestedName,
}: {
  idPrefix: string;
  texts: SaveSearchTexts;
  signedIn: boolean;
  fields: Array<[name: string, value: string]>;
  suggestedName: string;
}) {
  const location = useLocation();
  const fetcher = useFetcher<SaveSearchAnswer>();
  const posted = useActionData<SaveSearchAnswer>();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : (fetcher.data ?? posted);

  if (!signedIn) {
    const back = new URLSearchParams({ redirectTo: `${location.pathname}${location.search}` });
    return (
      <ButtonLink to={`/login?${back}`} look="ghost">
        {" "}
        <span aria-hidden="true">🔔</span> {t.signIn}
      </ButtonLink>
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
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  return (
    <details className="group rounded-lg border border-slate-200 bg-white open:p-4" open={Boolean(error)}>
      <summary className={`${buttonClass.ghost} cursor-pointer list-none group-open:mb-3 group-open:px-0`}>
        <span aria-hidden="true">🔔</span> {t.open}
      </summary>
      <fetcher.Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value={SAVE_SEARCH} />
        {fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex-1">
          <label htmlFor={`${idPrefix}-name`} className="block text-sm font-medium text-slate-800">
            {t.nameLabel}
          </label>
          <input
            id={`${idPrefix}-name`}
            name="name"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            defaultValue={suggestedName}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className={inputClass}
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            {t.hint}
          </p>
          {/* Not the form kit's FieldError: the action answers in the page's language, and the directory's first
              load stays free of the message catalog. */}
          {error ? (
            <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-rose-700">
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
