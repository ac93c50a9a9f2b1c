import { data } from "react-router";
import { appContext } from "#worker/app-context";
import { createSavedSearch } from "#worker/services/alerts/saved-searches";
import type { SaveJobSearchResult } from "~/components/jobs/save-job-search";
import { translateError, translateMessageId } from "~/i18n/server-messages";
import { formError } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { parseForm } from "../../contract/forms";
import { SAVED_SEARCH_MESSAGES, savedSearchInput } from "../../contract/saved-searches";

/**
 * The job board's action: saves its current filters as a search with alerts (the save form of SaveJobSearch).
 * Signed out or a guest, the person is sent to sign in first.
 */
export async function saveJobSearch(context: Parameters<typeof requirePageAccess>[0], request: Request) {
  const viewer = await requirePageAccess(context, request, "verified");
  const locale = pageLocale({ request });
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const parsed = parseForm(savedSearchInput, {
    kind: "jobs",
    name: text("name") ?? "",
    categories: text("categories"),
    country: text("country"),
    q: text("q"),
    workplace: text("workplace"),
    type: text("type"),
    seniority: text("seniority"),
    salary: text("salary"),
    currency: text("currency"),
    period: text("period"),
    locale,
  });
  if (!parsed.ok) return data({ error: translateError(parsed.first, locale) } satisfies SaveJobSearchResult, 400);
  try {
    const saved = await createSavedSearch(context.get(appContext).db, viewer, parsed.data);
    return { saved: { name: saved.name } } satisfies SaveJobSearchResult;
  } catch (error) {
    const failure = formError(error, SAVED_SEARCH_MESSAGES.saveFailed, locale);
    const said = failure.messageId ? failure.message : translateMessageId({ id: "savedSearch.saveFailed" }, locale);
    return data({ error: said } satisfies SaveJobSearchResult, failure.status);
  }
}
