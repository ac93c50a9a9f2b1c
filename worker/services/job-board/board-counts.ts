/** The roles on the board (open, listed, not hidden), as SQL over job_postings' own columns: expiry aside. */
export const ON_BOARD = "status = 'open' and is_listed = 1 and hidden_at is null";

/** A row's categories (",a,b,") as json_each rows. */
const CATEGORY_ROWS = `json_each('["' || replace(trim(category_set, ','), ',', '","') || '"]')`;

/**
 * Recounting job_board_counts from scratch: what migration 0020 does once, and what a bulk load that bypassed the
 * triggers (scripts/seed-scale.ts) runs after it. The triggers of migration 0020 keep the counts in step otherwise.
 */
export const REBUILD_BOARD_COUNTS = [
  "DELETE FROM job_board_counts",
  `INSERT INTO job_board_counts (facet, value, total)
   SELECT '', '', count(*) FROM job_postings WHERE ${ON_BOARD}
   UNION ALL SELECT 'workplace', workplace, count(*) FROM job_postings WHERE ${ON_BOARD} GROUP BY workplace
   UNION ALL SELECT 'type', employment_type, count(*) FROM job_postings WHERE ${ON_BOARD} GROUP BY employment_type
   UNION ALL SELECT 'seniority', seniority, count(*) FROM job_postings WHERE ${ON_BOARD} GROUP BY seniority`,
  `INSERT INTO job_board_counts (facet, value, total)
   SELECT 'category', c.value, count(*) FROM job_postings, ${CATEGORY_ROWS} c
   WHERE ${ON_BOARD} AND category_set <> '' GROUP BY c.value`,
] as const;
