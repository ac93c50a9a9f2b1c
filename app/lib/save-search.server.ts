import type { RouterContextProvider } from "react-router";
import { appContext } from "#worker/app-context";
import type { Viewer } from "#worker/services/access/permissions";
import { createSavedSearch } from "#worker/services/alerts/saved-searches";
import { type SAVED_SEARCH_KINDS, savedSearchInput } from "../../contract/saved-searches";
import type { IntentHandler } from "./actions.server";
import type { SaveSearchAnswer } from "./save-search";

/** The filter fields a save form may post; the schema decides which a kind of search may have. */
const FILTER_FIELDS = ["q", "country", "categories", "workplace", "type", "seniority", "salary", "currency", "period"];

/**
 * The one "Save this search" handler, for the directory (`organizations`) and the job board (`jobs`): the list's
 * filters as the form posted them, saved with alerts for the signed-in person. The kind comes from the page, never
 * the form, so a directory form cannot save job filters.
 */
export function saveSearchHandler(
  context: Readonly<RouterContextProvider>,
  viewer: Viewer,
  kind: (typeof SAVED_SEARCH_KINDS)[number],
): IntentHandler {
  return {
    fallback: { id: "savedSearch.saveFailed" },
    run: async (form): Promise<SaveSearchAnswer> => {
      const filters = Object.fromEntries(FILTER_FIELDS.map((name) => [name, form.text(name) || undefined]));
      const input = form.parse(savedSearchInput, { ...filters, kind, name: form.text("name"), locale: form.locale });
      const saved = await createSavedSearch(context.get(appContext).db, viewer, input);
      return { saved: { name: saved.name } };
    },
  };
}
