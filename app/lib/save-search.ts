/** The intent of a "Save this search" form (the directory's and the job board's post the same one). */
export const SAVE_SEARCH = "save-search";

/** What a "Save this search" form's action answers: the saved search's name, or why not. */
export type SaveSearchAnswer = { saved: { name: string } } | { error: string };
