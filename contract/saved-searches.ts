import { z } from "zod";
import { categoriesFilter, countryFilter, searchFilter } from "./directory";
import { message } from "./errors";
import { customIssue, says } from "./issues";
import { boardQuery, CURRENCIES, EMPLOYMENT_TYPES, SALARY_PERIODS, SENIORITIES, WORKPLACES } from "./job-board";
import { SAVED_SEARCH_NAME_MAX } from "./limits";
import { LOCALES } from "./locale";
import { SAVED_SEARCH_MESSAGES } from "./messages";
import { shortText } from "./text";

// The board's query string is zod-free, for the board's first load (contract/job-vocabulary.ts).
export { jobBoardSearch } from "./job-vocabulary";
export { SAVED_SEARCH_MESSAGES };

const name = shortText(says("savedSearch.nameRequired"))
  .min(1, says("savedSearch.nameRequired"))
  .max(SAVED_SEARCH_NAME_MAX, says("savedSearch.nameTooLong"));

/** What a search is of: the directory's organizations, or the job board's roles. */
export const SAVED_SEARCH_KINDS = ["organizations", "jobs"] as const;

/** The job board's filters a saved search keeps (its page's cursor aside), read as /jobs reads them. */
const jobFilters = boardQuery.pick({
  workplace: true,
  type: true,
  seniority: true,
  salary: true,
  currency: true,
  period: true,
});

/**
 * POST /api/saved-searches, and the save forms of the directory and the job board: a name and the filters (at least
 * one). A search of the job board (`kind: "jobs"`) may also have the board's workplace, employment type, seniority
 * and lowest salary; the directory's have none of these.
 */
export const savedSearchInput = z
  .object({
    name,
    kind: z.enum(SAVED_SEARCH_KINDS).default("organizations"),
    country: countryFilter.optional().or(z.literal("").transform(() => undefined)),
    categories: categoriesFilter,
    q: searchFilter.transform((value) => value || undefined).optional(),
    /** The language its digest is written in: the page's. */
    locale: z.enum(LOCALES).default("en"),
  })
  .and(jobFilters)
  .superRefine((input, ctx) => {
    const jobOnly = input.workplace || input.type || input.seniority || input.salary !== undefined;
    if (input.kind === "organizations" && jobOnly) {
      ctx.addIssue(customIssue(message("savedSearch.jobFiltersOnly"), ["kind"]));
    } else if (!input.country && input.categories.length === 0 && !input.q && !jobOnly) {
      ctx.addIssue(customIssue(message("savedSearch.noFilters"), ["categories"]));
    }
  });

export type SavedSearchInput = z.output<typeof savedSearchInput>;

/** A job board search's filters: what /jobs reads, and what its saved search keeps. */
export type JobSearchFilters = Pick<
  SavedSearchInput,
  "country" | "categories" | "q" | "workplace" | "type" | "seniority" | "salary" | "currency" | "period"
>;

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
  kind: z.enum(SAVED_SEARCH_KINDS),
  country: z.string().nullable(),
  categories: z.array(z.string()),
  q: z.string().nullable(),
  locale: z.enum(LOCALES),
  alerts: z.boolean(),
  createdAt: z.string(),
  /** A job board search's other filters (null for the directory's, and for those not chosen). */
  workplace: z.enum(WORKPLACES).nullable(),
  type: z.enum(EMPLOYMENT_TYPES).nullable(),
  seniority: z.enum(SENIORITIES).nullable(),
  salary: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  period: z.enum(SALARY_PERIODS).nullable(),
  /** The page it searches: "/" (the directory) or "/jobs". */
  page: z.enum(["/", "/jobs"]),
  /** Its page's query string for these filters ("?country=US&categories=..."), to open the search again. */
  search: z.string(),
});

export type SavedSearchDto = z.infer<typeof savedSearchDto>;

/** What an unsubscribe link turned off. */
export const unsubscribedDto = z.object({ name: z.string(), alerts: z.literal(false) });
