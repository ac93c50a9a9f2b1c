import { SaveSearchForm } from "~/components/save-search-form";
import { useMessages } from "~/i18n/messages";
import { directorySaveSearch } from "~/i18n/pages/directory-save-search";
import type { DirectoryFilters } from "../../../contract/directory-url";

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
        ["q", filters.q ?? ""],
        ["country", filters.country ?? ""],
        ["categories", filters.categories.join(",")],
      ]}
    />
  );
}
