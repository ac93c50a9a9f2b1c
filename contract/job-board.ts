import { z } from "zod";
import { readApplyTarget } from "./apply-target";
import { isCountryCode } from "./countries";
import { categoriesFilter, countryFilter, searchFilter } from "./directory";
import { customIssue, says } from "./issues";
import { CURRENCIES, EMPLOYMENT_TYPES, SALARY_PERIODS, SENIORITIES, WORKPLACES } from "./job-vocabulary";
import {
  HIDE_REASON_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  LOCATION_MAX,
  POSTING_DURATIONS_DAYS,
  REMOTE_COUNTRIES_MAX,
  SALARY_MAX,
} from "./limits";
import { LOCALES } from "./locale";
import { decimal, shortText } from "./text";

/**
 * The job board's rules: the posting form's and the API's schemas (docs/product/jobs.md). Its vocabulary, their
 * names and a description's blocks (contract/job-vocabulary.ts) and where people apply (contract/apply-target.ts) are
 * zod-free modules of their own, for the pages that show roles; both are re-exported here.
 */
export { applyHref, readApplyTarget } from "./apply-target";
export {
  type BoardFacets,
  CURRENCIES,
  type DescriptionBlock,
  descriptionBlocks,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  JOB_FACET_NAMES,
  POSTING_STATUSES,
  SALARY_PERIODS,
  SENIORITIES,
  WORKPLACES,
  type Workplace,
} from "./job-vocabulary";

const choice = <T extends readonly [string, ...string[]]>(values: T, said: ReturnType<typeof says>) =>
  z.enum(values, said);

/** A whole amount: a number (or a form's decimal digits); absent is "give the range", anything else "invalid". */
const salary = decimal(
  z
    .number({
      error: (issue) =>
        (issue.input === undefined ? says("job.salaryRequired") : says("job.salaryInvalid")).error(issue),
    })
    .int(says("job.salaryInvalid"))
    .min(1, says("job.salaryInvalid"))
    .max(SALARY_MAX, says("job.salaryInvalid")),
);

/** A country the catalogue holds (ISO 3166-1), uppercased; two letters that name none are refused. */
const countryCode = (said: ReturnType<typeof says>) => z.string(said).trim().toUpperCase().refine(isCountryCode, said);

const timeZone = decimal(
  z
    .number(says("job.timeZonesInvalid"))
    .int(says("job.timeZonesInvalid"))
    .min(-12, says("job.timeZonesInvalid"))
    .max(14, says("job.timeZonesInvalid")),
);

/** Empty form fields are absent values. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** A posting as its organization writes it. */
export const postingFields = z
  .object({
    title: shortText(says("job.titleRequired"))
      .min(1, says("job.titleRequired"))
      .max(JOB_TITLE_MAX, says("job.titleTooLong")),
    /** Plain text: blank lines separate paragraphs, lines starting with "- " are list items. */
    description: z
      .string(says("job.descriptionTooShort"))
      .trim()
      .min(JOB_DESCRIPTION_MIN, says("job.descriptionTooShort"))
      .max(JOB_DESCRIPTION_MAX, says("job.descriptionTooLong")),
    employmentType: choice(EMPLOYMENT_TYPES, says("job.employmentTypeRequired")),
    seniority: choice(SENIORITIES, says("job.seniorityRequired")),
    workplace: choice(WORKPLACES, says("job.workplaceRequired")),
    /** For remote roles: the countries people may live in (none: anywhere) and the UTC offsets they may work from. */
    remoteCountries: z
      .array(countryCode(says("job.remoteCountryInvalid")), says("job.remoteCountryInvalid"))
      .max(REMOTE_COUNTRIES_MAX, says("job.remoteCountryInvalid"))
      .default([])
      .transform((codes) => [...new Set(codes)].sort()),
    timeZoneMin: optional(timeZone),
    timeZoneMax: optional(timeZone),
    /** The office, for hybrid and on-site roles (optional for remote ones). */
    locationCity: optional(shortText(says("job.locationRequired")).max(LOCATION_MAX, says("job.locationRequired"))),
    locationCountry: optional(countryCode(says("job.locationCountryInvalid"))),
    salaryMin: salary,
    salaryMax: salary,
    salaryCurrency: choice(CURRENCIES, says("job.currencyRequired")),
    salaryPeriod: choice(SALARY_PERIODS, says("job.periodRequired")),
    apply: z.string(says("job.applyInvalid")).transform((value, ctx) => {
      const target = readApplyTarget(value);
      if (target) return target;
      ctx.addIssue(customIssue({ id: "job.applyInvalid" }));
      return z.NEVER;
    }),
  })
  .superRefine((posting, ctx) => {
    if (posting.salaryMin > posting.salaryMax) {
      ctx.addIssue(customIssue({ id: "job.salaryOrder" }, ["salaryMin"]));
    }
    if (posting.workplace !== "remote" && (!posting.locationCity || !posting.locationCountry)) {
      ctx.addIssue(customIssue({ id: "job.locationRequired" }, ["locationCity"]));
    }
    const { timeZoneMin, timeZoneMax } = posting;
    if ((timeZoneMin === undefined) !== (timeZoneMax === undefined) || (timeZoneMin ?? 0) > (timeZoneMax ?? 0)) {
      ctx.addIssue(customIssue({ id: "job.timeZonesInvalid" }, ["timeZoneMin"]));
    }
  });

/** How long a new or renewed posting stays open. */
export const postingDuration = decimal(
  z
    .number(says("job.durationInvalid"))
    .refine(
      (days): days is (typeof POSTING_DURATIONS_DAYS)[number] => POSTING_DURATIONS_DAYS.some((d) => d === days),
      says("job.durationInvalid"),
    ),
);

/** POST /api/jobs: the organization, the posting and how long it stays open. */
export const createPostingInput = z.intersection(
  postingFields,
  z.object({
    organizationId: z.string().min(1).max(128),
    durationDays: postingDuration,
    /** The language of the page it was posted from: notices about it are written in it. */
    locale: z.enum(LOCALES).default("en"),
  }),
);

export type PostingFields = z.output<typeof postingFields>;
export type CreatePostingInput = z.output<typeof createPostingInput>;

const emptyIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/**
 * The board's filters (GET /api/jobs and /jobs): the organization's culture categories (every one chosen, as in the
 * directory), where a person can work from (an office there, or remote allowing it), the workplace, employment type,
 * seniority, a lowest salary in a currency and period (roles whose range reaches it), and words.
 */
export const boardQuery = z.object({
  categories: categoriesFilter,
  country: emptyIsAbsent(countryFilter),
  workplace: emptyIsAbsent(choice(WORKPLACES, says("job.workplaceRequired"))),
  type: emptyIsAbsent(choice(EMPLOYMENT_TYPES, says("job.employmentTypeRequired"))),
  seniority: emptyIsAbsent(choice(SENIORITIES, says("job.seniorityRequired"))),
  salary: emptyIsAbsent(salary),
  currency: choice(CURRENCIES, says("job.currencyRequired")).default("USD"),
  period: choice(SALARY_PERIODS, says("job.periodRequired")).default("year"),
  q: emptyIsAbsent(searchFilter),
  cursor: emptyIsAbsent(z.string().max(200)),
});

export type BoardQuery = z.output<typeof boardQuery>;

/** A role as the board lists it. */
export const boardCardDto = z.object({
  id: z.string(),
  title: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  seniority: z.enum(SENIORITIES),
  workplace: z.enum(WORKPLACES),
  remoteCountries: z.array(z.string()),
  locationCity: z.string().nullable(),
  locationCountry: z.string().nullable(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  salaryCurrency: z.enum(CURRENCIES),
  salaryPeriod: z.enum(SALARY_PERIODS),
  postedAt: z.string(),
  organization: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
});

export type BoardCardDto = z.infer<typeof boardCardDto>;

/** Where a role stands, for its owner: open, closed by them, past its expiry, or hidden by an editor. */
export const POSTING_STATES = ["open", "closed", "expired", "hidden"] as const;

/** A role as its owner's dashboard lists it, with its figures over the last days (views and apply clicks). */
export const ownerRoleDto = z.object({
  id: z.string(),
  title: z.string(),
  organization: z.object({ id: z.string(), name: z.string(), paid: z.boolean() }),
  state: z.enum(POSTING_STATES),
  hiddenReason: z.string().nullable(),
  postedAt: z.string(),
  expiresAt: z.string(),
  views: z.number().int(),
  applyClicks: z.number().int(),
  /** When the figures were last counted (hourly), or null before the first count. */
  figuresUpdatedAt: z.string().nullable(),
});

export type OwnerRoleDto = z.infer<typeof ownerRoleDto>;

/** A role named by a form or a path. */
export const postingIdInput = z.object({
  id: z.string().min(1, says("job.notFound")).max(128, says("job.notFound")),
});

/** Renewing a role: for how many days from now. */
export const renewPostingInput = z.object({ durationDays: postingDuration });

/** Hiding a role: the reason its owner reads on the dashboard. */
export const hidePostingInput = z.object({
  reason: shortText(says("job.hideReasonRequired"))
    .min(1, says("job.hideReasonRequired"))
    .max(HIDE_REASON_MAX, says("job.hideReasonTooLong")),
});

/** The admin's list of roles: every role, or only the open or the hidden ones, newest first. */
export const ADMIN_POSTING_FILTERS = ["open", "hidden"] as const;
export type AdminPostingFilter = (typeof ADMIN_POSTING_FILTERS)[number];

/** A role as the admin's Jobs section lists it. */
export const adminPostingDto = z.object({
  id: z.string(),
  title: z.string(),
  organization: z.object({ id: z.string(), name: z.string() }),
  state: z.enum(POSTING_STATES),
  hiddenReason: z.string().nullable(),
  postedAt: z.string(),
  expiresAt: z.string(),
});

export type AdminPostingDto = z.infer<typeof adminPostingDto>;

/** GET /api/jobs: a page of the board; the first page also counts the matching roles and their facets. */
export const boardPageDto = z.object({
  data: z.array(boardCardDto),
  meta: z.object({
    nextCursor: z.string().nullable(),
    total: z.number().int().nullable(),
    /** The total is a lower bound: counting stopped (see the description). */
    totalCapped: z.boolean(),
    facetsCapped: z.boolean(),
    facets: z
      .object({
        categories: z.record(z.string(), z.number().int()),
        workplace: z.record(z.string(), z.number().int()),
        type: z.record(z.string(), z.number().int()),
        seniority: z.record(z.string(), z.number().int()),
      })
      .nullable(),
  }),
});

/** A role as GET /api/jobs/{id} answers it: public while open; its owner and admins also read it otherwise. */
export const postingDto = boardCardDto.omit({ organization: true }).extend({
  organization: z.object({ id: z.string(), name: z.string() }),
  description: z.string(),
  timeZoneMin: z.number().int().nullable(),
  timeZoneMax: z.number().int().nullable(),
  applyUrl: z.string().nullable(),
  applyEmail: z.string().nullable(),
  expiresAt: z.string(),
  state: z.enum(POSTING_STATES),
  hiddenReason: z.string().nullable(),
});
