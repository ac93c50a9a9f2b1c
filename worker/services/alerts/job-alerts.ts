import { and, asc, eq, gt, lte } from "drizzle-orm";
import { type BoardQuery, JOB_FACET_NAMES } from "../../../contract/job-board";
import { DIGEST_MAX_ORGANIZATIONS } from "../../../contract/limits";
import type { Locale } from "../../../contract/locale";
import type { JobSearchFilters } from "../../../contract/saved-searches";
import type { Db } from "../../db/client";
import { jobPostings, organizations, type SavedSearch } from "../../db/schema";
import { matching } from "../job-board/board-queries";

/**
 * Saved searches of the job board: their filters as /jobs reads them, the roles first posted in a digest's window
 * that match them (the board's own rule), and how their filters and roles read in a dashboard or an email.
 */

type JobSearchRow = Pick<
  SavedSearch,
  | "countryCode"
  | "categoryIds"
  | "query"
  | "workplace"
  | "employmentType"
  | "seniority"
  | "salary"
  | "salaryCurrency"
  | "salaryPeriod"
>;

export function jobFiltersOf(row: JobSearchRow): JobSearchFilters {
  return {
    country: row.countryCode ?? undefined,
    categories: row.categoryIds,
    q: row.query ?? undefined,
    workplace: row.workplace ?? undefined,
    type: row.employmentType ?? undefined,
    seniority: row.seniority ?? undefined,
    salary: row.salary ?? undefined,
    currency: row.salaryCurrency ?? "USD",
    period: row.salaryPeriod ?? "year",
  };
}

const boardQueryOf = (row: JobSearchRow): BoardQuery => ({ ...jobFiltersOf(row), cursor: undefined });

/**
 * The roles first posted in (checked_until, now] that match a saved job search and are open now (listed, not
 * closed, expired or hidden), oldest first, one more than a digest lists (to tell that there are more).
 */
export function newRolesQuery(db: Db, search: JobSearchRow & Pick<SavedSearch, "checkedUntil">, now: Date) {
  return db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      workplace: jobPostings.workplace,
      employmentType: jobPostings.employmentType,
      salaryMin: jobPostings.salaryMin,
      salaryMax: jobPostings.salaryMax,
      salaryCurrency: jobPostings.salaryCurrency,
      salaryPeriod: jobPostings.salaryPeriod,
      organizationName: organizations.name,
    })
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(
      and(
        matching(boardQueryOf(search), now),
        gt(jobPostings.postedAt, search.checkedUntil),
        lte(jobPostings.postedAt, now),
      ),
    )
    .orderBy(asc(jobPostings.postedAt), asc(jobPostings.id))
    .limit(DIGEST_MAX_ORGANIZATIONS + 1);
}

type NewRole = Awaited<ReturnType<typeof newRolesQuery>>[number];

/** What a search's chips and a digest's roles say besides the facets' names (contract/job-board.ts). */
const LABELS: Record<
  Locale,
  { period: Record<NonNullable<JobSearchRow["salaryPeriod"]>, string>; salaryFrom: (amount: string) => string }
> = {
  en: { period: { hour: "hour", month: "month", year: "year" }, salaryFrom: (amount) => `From ${amount}` },
  es: { period: { hour: "hora", month: "mes", year: "año" }, salaryFrom: (amount) => `Desde ${amount}` },
};

const money = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);

/** The job board's filters of a search as chips read them (its country, categories and words are the caller's). */
export function jobFilterChips(row: JobSearchRow, locale: Locale): string[] {
  const t = LABELS[locale];
  const names = JOB_FACET_NAMES[locale];
  return [
    ...(row.workplace ? [names.workplaces[row.workplace]] : []),
    ...(row.employmentType ? [names.employmentTypes[row.employmentType]] : []),
    ...(row.seniority ? [names.seniorities[row.seniority]] : []),
    ...(row.salary !== null
      ? [
          `${t.salaryFrom(money(row.salary, row.salaryCurrency ?? "USD", locale))}/${t.period[row.salaryPeriod ?? "year"]}`,
        ]
      : []),
  ];
}

/** A new role as a digest lists it: its title and organization, then where, how and what it pays. */
export function roleDigestItem(role: NewRole, locale: Locale, url: string) {
  const t = LABELS[locale];
  const names = JOB_FACET_NAMES[locale];
  const pay =
    role.salaryMin === role.salaryMax
      ? money(role.salaryMin, role.salaryCurrency, locale)
      : `${money(role.salaryMin, role.salaryCurrency, locale)} – ${money(role.salaryMax, role.salaryCurrency, locale)}`;
  return {
    name: `${role.title} · ${role.organizationName}`,
    description: `${names.workplaces[role.workplace]} · ${names.employmentTypes[role.employmentType]} · ${pay}/${t.period[role.salaryPeriod]}`,
    url,
  };
}
