import { z } from "zod";
import { categoriesFilter, countryFilter, searchFilter } from "./directory";
import { SAVED_SEARCH_NAME_MAX } from "./limits";
import { LOCALES } from "./locale";
import { SAVED_SEARCH_MESSAGES } from "./messages";

export { SAVED_SEARCH_MESSAGES };

const name = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);

/** POST /api/saved-searches, and the home page's save form: a name and the directory's filters (at least one). */
export const savedSearchInput = z
  .object({
    name,
    country: countryFilter.optional().or(z.literal("").transform(() => undefined)),
    categories: categoriesFilter,
    q: searchFilter.transform((value) => value || undefined).optional(),
    /** The language its digest is written in: the page's. */
    locale: z.enum(LOCALES).default("en"),
  })
  .refine((input) => input.country || input.categories.length > 0 || input.q, {
    message: SAVED_SEARCH_MESSAGES.noFilters,
    path: ["categories"],
  });

export type SavedSearchInput = z.infer<typeof savedSearchInput>;

/** A saved search's id, in a path or a form. */
export const savedSearchId = z.object({ id: z.string().min(1, SAVED_SEARCH_MESSAGES.notFound).max(64) });

/** PATCH /api/saved-searches/:id: rename it, or turn its alerts on or off. */
export const savedSearchUpdate = z
  .object({ name: name.optional(), alerts: z.boolean().optional() })
  .refine((input) => input.name !== undefined || input.alerts !== undefined, SAVED_SEARCH_MESSAGES.nothingToUpdate);

export type SavedSearchUpdate = z.infer<typeof savedSearchUpdate>;

/** The signed token of an unsubscribe link: the search's id, a dot, its signature. */
export const unsubscribeQuery = z.object({
  token: z.string({ error: SAVED_SEARCH_MESSAGES.invalidToken }).min(1, SAVED_SEARCH_MESSAGES.invalidToken).max(256),
});

/** A saved search as its owner reads it (GET /api/saved-searches). */
export const savedSearchDto = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  categories: z.array(z.string()),
  q: z.string().nullable(),
  locale: z.enum(LOCALES),
  alerts: z.boolean(),
  createdAt: z.string(),
  /** The directory's query string for these filters ("?country=US&categories=..."), to open the search again. */
  search: z.string(),
});

export type SavedSearchDto = z.infer<typeof savedSearchDto>;

/** What an unsubscribe link turned off. */
export const unsubscribedDto = z.object({ name: z.string(), alerts: z.literal(false) });
