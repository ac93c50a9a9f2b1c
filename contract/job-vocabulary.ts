import type { Locale } from "./locale";

/**
 * What the job board's pages need in the browser, without zod: its vocabulary and their names, a description's
 * blocks and the board's query string. The board, a role and an organization's open roles render from these, and a
 * first load must not fetch a validation library for them (docs/decisions/0018). contract/job-board.ts builds the
 * API's and the forms' schemas on them and re-exports them.
 */

/**
 * The job board's vocabulary (docs/product/jobs.md), shared by the form and the API. Values follow schema.org's
 * JobPosting where it has one (employment types, salary periods).
 */
export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "temporary", "internship"] as const;
export const SENIORITIES = ["junior", "mid", "senior", "staff", "principal", "manager", "director"] as const;
export const WORKPLACES = ["remote", "hybrid", "on_site"] as const;
export const SALARY_PERIODS = ["hour", "month", "year"] as const;
/** ISO 4217 codes a salary may be stated in. */
export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CHF",
  "CAD",
  "AUD",
  "NZD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "JPY",
  "SGD",
  "INR",
  "BRL",
  "MXN",
  "ZAR",
] as const;
/** Open, closed by its owner, or expired (marked by the hourly job once its time is up). */
export const POSTING_STATUSES = ["open", "closed", "expired"] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type Workplace = (typeof WORKPLACES)[number];
export type Seniority = (typeof SENIORITIES)[number];

/** A role's workplace, employment type and seniority by name, the same on the board, its pages and its emails. */
export const JOB_FACET_NAMES: Record<
  Locale,
  {
    workplaces: Record<Workplace, string>;
    employmentTypes: Record<EmploymentType, string>;
    seniorities: Record<Seniority, string>;
  }
> = {
  en: {
    workplaces: { remote: "Remote", hybrid: "Hybrid", on_site: "On-site" },
    employmentTypes: {
      full_time: "Full-time",
      part_time: "Part-time",
      contract: "Contract",
      temporary: "Temporary",
      internship: "Internship",
    },
    seniorities: {
      junior: "Junior",
      mid: "Mid-level",
      senior: "Senior",
      staff: "Staff",
      principal: "Principal",
      manager: "Manager",
      director: "Director",
    },
  },
  es: {
    workplaces: { remote: "Remoto", hybrid: "Híbrido", on_site: "Presencial" },
    employmentTypes: {
      full_time: "Jornada completa",
      part_time: "Media jornada",
      contract: "Contrato por proyecto",
      temporary: "Temporal",
      internship: "Prácticas",
    },
    seniorities: {
      junior: "Junior",
      mid: "Intermedio",
      senior: "Sénior",
      staff: "Staff",
      principal: "Principal",
      manager: "Responsable de equipo",
      director: "Dirección",
    },
  },
};

/** How many of the matching roles each category, workplace, employment type and seniority holds. */
export type BoardFacets = {
  categories: Record<string, number>;
  workplace: Record<string, number>;
  type: Record<string, number>;
  seniority: Record<string, number>;
};

/** A description's blocks: paragraphs (blank lines between) and lists (lines starting with "- " or "* "). */
export type DescriptionBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const chunk of description.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] | null = null;
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join("\n") });
      paragraph = [];
    };
    for (const line of chunk.split("\n").map((text) => text.trim())) {
      if (!line) continue;
      const item = line.match(/^[-*•]\s+(.*)$/)?.[1];
      if (item === undefined) {
        paragraph.push(line);
        list = null;
        continue;
      }
      flush();
      if (list) list.push(item);
      else {
        list = [item];
        blocks.push({ kind: "list", items: list });
      }
    }
    flush();
  }
  return blocks;
}

/** The board's filters a query string names (what /jobs reads, and what a saved search of it keeps). */
export type JobBoardFilters = {
  country?: string | undefined;
  categories?: string[] | undefined;
  q?: string | undefined;
  workplace?: Workplace | undefined;
  type?: EmploymentType | undefined;
  seniority?: Seniority | undefined;
  salary?: number | undefined;
  currency?: (typeof CURRENCIES)[number] | undefined;
  period?: (typeof SALARY_PERIODS)[number] | undefined;
};

/**
 * The job board's query string for these filters, as /jobs reads it ("?categories=a,b&workplace=remote"): one
 * spelling per set of filters (a currency and period only with a salary).
 */
export function jobBoardSearch(filters: JobBoardFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.country) params.set("country", filters.country);
  if (filters.categories?.length) params.set("categories", [...filters.categories].sort().join(","));
  if (filters.workplace) params.set("workplace", filters.workplace);
  if (filters.type) params.set("type", filters.type);
  if (filters.seniority) params.set("seniority", filters.seniority);
  if (filters.salary !== undefined) {
    params.set("salary", String(filters.salary));
    params.set("currency", filters.currency ?? "USD");
    params.set("period", filters.period ?? "year");
  }
  const search = params.toString();
  return search ? `?${search.replaceAll("%2C", ",")}` : "";
}
