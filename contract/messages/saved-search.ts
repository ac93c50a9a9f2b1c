import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX } from "../limits";

/** Saved searches with daily alerts. */
export const SAVED_SEARCH_MESSAGES = {
  nameRequired: "Give the search a name",
  nameTooLong: `A search name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  noFilters: "Choose a country, a category or a search text to save",
  jobFiltersOnly: "Workplace, employment type, seniority and salary are filters of the job board's searches",
  tooMany: `You can save at most ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
  duplicate: "You already saved a search with these filters",
  notFound: "Saved search not found",
  nothingToUpdate: "Nothing to update",
  invalidToken:
    "This unsubscribe link is not valid. Open the link from your latest email, or turn alerts off on your dashboard.",
  saveFailed: "Failed to save the search. Please try again.",
} as const;
