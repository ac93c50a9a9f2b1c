import { z } from "zod";
import { categoriesFilter, countryFilter, searchFilter } from "./directory";
import { says } from "./issues";
import { SAVED_SEARCH_NAME_MAX } from "./limits";
import { LOCALES } from "./locale";
import { SAVED_SEARCH_MESSAGES } from "./messages";

export { SAVED_SEARCH_MESSAGES };

const name = z
  .string(says("savedSearch.nameRequired"))
  .trim()
  .min(1, says("savedSearch.nameRequired"))
  .max(SAVED_SEARCH_NAME_MAX, says("savedSearch.nameTooLong"));

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
    ...says("savedSearch.noFilters"),
    path: ["categories"],
  });

export type SavedSearchInput = z.infer<typeof savedSearchInput>;

/** A saved search's id, in a path or a form. */
export const savedSearchId = z.object({ id: z.string().min(1, says("savedSearch.notFound")).max(64) });

/** PATCH /api/saved-searches/:id: rename it, or turn its alerts on or off. */
export const savedSearchUpdate = z
  .object({ name: name.optional(), alerts: z.boolean().optional() })
  .refine((input) => input.name !== undefined || input.alerts !== undefined, says("savedSearch.nothingToUpdate"));

export type SavedSearchUpdate = z.infer<typeof savedSearchUpdate>;

/** The signed token of an unsubscribe link: the search's id, a dot, its signature. */
export const unsubscribeQuery = z.object({
  token: z.string(says("savedSearch.invalidToken")).min(1, says("savedSearch.invalidToken")).max(256),
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
