import { sql } from "drizzle-orm";

/**
 * The job board's filters as words of its full-text index (the `board_terms` column of job_postings, migration 0030),
 * so that FTS5 intersects a filter's values as it intersects a search's words: a combination few roles hold is read
 * from the index's lists of each value, not found by walking the board.
 *
 * Each value is one word of three characters, a digit naming the facet and two letters naming the value: words of a
 * title or description seldom start so, and an index prefix of a person's word seldom reads their entries:
 * workplace "1" (1re remote, 1hy hybrid, 1on on site), employment type "2" (2fu, 2pa, 2co, 2te, 2in), seniority "3"
 * (3ju, 3mi, 3se, 3st, 3pr, 3ma, 3di), and a country "4" with its code in lower case ("4jp"): the office's, each
 * country a remote role names, or "4any" for a remote role open to anywhere. A value's first two letters tell it
 * from the others of its facet (contract/job-vocabulary.ts).
 */
export const BOARD_TERMS_SQL = sql.raw(
  `'1' || substr(workplace, 1, 2) || ' 2' || substr(employment_type, 1, 2) || ' 3' || substr(seniority, 1, 2) ||
  iif(location_country is null, '', ' 4' || lower(location_country)) ||
  iif(workplace <> 'remote', '', iif(remote_countries = '[]', ' 4any',
    ' 4' || replace(replace(replace(replace(lower(remote_countries), '[', ''), ']', ''), '"', ''), ',', ' 4')))`,
);

/** A facet's value as the word BOARD_TERMS_SQL writes. */
export const boardTerm = {
  workplace: (value: string) => `1${value.slice(0, 2)}`,
  type: (value: string) => `2${value.slice(0, 2)}`,
  seniority: (value: string) => `3${value.slice(0, 2)}`,
  country: (code: string) => `4${code.toLowerCase()}`,
  anywhere: "4any",
};
