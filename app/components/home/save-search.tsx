import { type SaveSearchAnswer, SaveSearchForm } from "~/components/save-search-form";
import { useMessages } from "~/i18n/messages";
import { directorySaveSearch } from "~/i18n/pages/directory-save-search";
import type { DirectoryFilters } from "../../../contract/directory-url";

/** What the home page's action answers to the save form. */
export type SaveSearchResult = SaveSearchAnswer;

/** The form's intent, which the home page's action answers (app/routes/home.tsx, which loads this file lazily). */
const SAVE_SEARCH = "save-search";

/** The directory's "Save this search": its query, country and categories, with a daily email of new matches. */
export function SaveSearch({
  filters,
  suggestedName,
  signedIn,
}: {
  filters: DirectoryFilters;
  suggestedName: string;
  signedIn: boolean;
}) {
  return (
    <SaveSearchForm
      idPrefix="saved-search"
      texts={useMessages(directorySaveSearch)}
      signedIn={signedIn}
      suggestedName={suggestedName}
      fields={[
        ["intent", SAVE_SEARCH],
        ["q", filters.q ?? ""],
        ["country", filters.country ?? ""],
        ["categories", filters.categories.join(",")],
      ]}
    />
  );
}
