/**
 * Generated job postings for seed:scale: deterministic for the same numbers on the same day (open roles are dated
 * from the day of the load, so that they are open when a benchmark runs). A mix of open, closed and expired roles,
 * a few open ones whose time is up but not yet marked by the hourly job and a few hidden ones; workplaces, types,
 * seniorities, currencies and periods weighted like a real board; titles and descriptions drawn from a vocabulary
 * with common words (engineer, remote), rarer ones (cobol) and one very rare one (zanzibarite).
 */

import { ON_BOARD, REBUILD_BOARD_COUNTS } from "../../worker/services/job-board/board-counts";
import { rebuildFts } from "./fts-rebuild";

type D1 = Env["DB"];

// A small deterministic PRNG (mulberry32), its own sequence so the organizations stay the same whatever N roles.
let state = 0x51ed27;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** A value from [value, weight] pairs. */
function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of pairs) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return pairs.at(-1)![0];
}
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const DAY = 86_400_000;

const COUNTRIES = ["US", "US", "US", "GB", "GB", "DE", "DE", "FR", "NL", "PT", "ES", "CA", "BR", "IN", "IN"].concat([
  "KE",
  "NG",
  "SE",
  "AU",
  "SG",
  "MX",
  "JP",
  "IT",
  "PL",
  "CH",
  "IE",
  "DK",
  "AR",
  "ZA",
]);
const CITIES = ["Springfield", "Riverside", "Harbor City", "Old Town", "Northgate", "Lakeside", "Capital", "Eastport"];
const ROLES = [
  "Backend Engineer",
  "Frontend Engineer",
  "Full Stack Engineer",
  "Data Engineer",
  "Data Scientist",
  "Machine Learning Engineer",
  "Product Designer",
  "Product Manager",
  "Engineering Manager",
  "Site Reliability Engineer",
  "Security Engineer",
  "Mobile Engineer",
  "QA Engineer",
  "Technical Writer",
  "Customer Success Manager",
  "Account Executive",
  "Marketing Manager",
  "Community Manager",
  "Operations Analyst",
  "Finance Analyst",
  "Recruiter",
  "Climate Analyst",
  "Research Scientist",
  "Solutions Architect",
];
const LEVEL_WORDS: Record<string, string> = {
  junior: "Junior",
  mid: "",
  senior: "Senior",
  staff: "Staff",
  principal: "Principal",
  manager: "Lead",
  director: "Director of",
};
const TOPICS = ["payments", "logistics", "healthcare", "education", "energy", "mobility", "climate", "agriculture"];
const TECH = ["typescript", "python", "go", "rust", "kotlin", "swift", "postgres", "react", "kubernetes", "terraform"];
const RARE_TECH = ["cobol", "fortran", "erlang", "haskell"];
const PERKS = ["remote", "async", "flexible hours", "four day week", "equity", "learning budget", "parental leave"];

const SALARY: Record<string, [number, number]> = { year: [30_000, 220_000], month: [2_000, 18_000], hour: [15, 180] };

/** One role's literal row values, for the organization of these facts. */
function role(
  n: number,
  org: { id: string; isListed: number; categorySet: string; country: string },
  today: number,
): string {
  const id = `scale-role-${n.toString(36).padStart(6, "0")}`;
  const status = weighted([
    ["open", 45],
    ["closed", 30],
    ["expired", 25],
  ] as const);
  const duration = random() < 0.7 ? 30 : 60;
  let postedAt: number;
  let expiresAt: number;
  if (status === "open") {
    postedAt = today - Math.floor(random() * (duration - 1) * DAY) - Math.floor(random() * DAY);
    expiresAt = postedAt + duration * DAY;
    // Its time is up but the hourly job has not marked it yet: still open in the table, not on the board.
    if (n % 10_007 === 0) expiresAt = today - Math.floor(random() * 3_600_000) - 1;
  } else {
    postedAt = today - Math.floor(random() * 730 * DAY);
    expiresAt = postedAt + duration * DAY;
  }
  const hidden = random() < 0.003;
  const workplace = weighted([
    ["remote", 35],
    ["hybrid", 35],
    ["on_site", 30],
  ] as const);
  const type = weighted([
    ["full_time", 70],
    ["part_time", 10],
    ["contract", 12],
    ["temporary", 3],
    ["internship", 5],
  ] as const);
  const seniority = weighted([
    ["junior", 15],
    ["mid", 30],
    ["senior", 30],
    ["staff", 8],
    ["principal", 4],
    ["manager", 9],
    ["director", 4],
  ] as const);
  const remoteCountries =
    workplace === "remote" && random() < 0.5
      ? [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(COUNTRIES)))].sort()
      : [];
  const office = workplace !== "remote" || random() < 0.3;
  const currency = weighted([
    ["USD", 45],
    ["EUR", 25],
    ["GBP", 10],
    ["CAD", 4],
    ["INR", 4],
    ["BRL", 3],
    ["AUD", 3],
    ["CHF", 2],
    ["SEK", 2],
    ["JPY", 2],
  ] as const);
  const period = weighted([
    ["year", 85],
    ["month", 8],
    ["hour", 7],
  ] as const);
  const [low, high] = SALARY[period]!;
  const salaryMin = Math.round(low + random() * (high - low) * 0.7);
  const salaryMax = Math.round(salaryMin * (1.1 + random() * 0.5));
  const title = `${LEVEL_WORDS[seniority]} ${pick(ROLES)}`.trim();
  const stack = [pick(TECH), pick(TECH), random() < 0.01 ? pick(RARE_TECH) : pick(TECH)];
  const rare = n % 100_003 === 17 ? " Our office cat is a zanzibarite." : "";
  const description =
    `We are hiring a ${title.toLowerCase()} to work on ${pick(TOPICS)} and ${pick(TOPICS)} software.\n\n` +
    `- Our stack: ${stack.join(", ")}\n- We offer ${pick(PERKS)} and ${pick(PERKS)}${rare}`;
  const country = office ? (random() < 0.6 ? org.country || pick(COUNTRIES) : pick(COUNTRIES)) : null;
  const values = [
    quote(id),
    quote(org.id),
    quote(title),
    quote(description),
    quote(type),
    quote(seniority),
    quote(workplace),
    quote(JSON.stringify(remoteCountries)),
    office ? quote(pick(CITIES)) : "NULL",
    country ? quote(country) : "NULL",
    salaryMin,
    salaryMax,
    quote(currency),
    quote(period),
    quote("https://example.org/apply"),
    quote(status),
    postedAt,
    expiresAt,
    hidden ? today : "NULL",
    hidden ? quote("Generated: hidden") : "NULL",
    org.isListed,
    quote(org.categorySet),
    postedAt,
    postedAt,
  ];
  return `(${values.join(", ")})`;
}

const COLUMNS =
  "id, organization_id, title, description, employment_type, seniority, workplace, remote_countries, location_city, " +
  "location_country, salary_min, salary_max, salary_currency, salary_period, apply_url, status, posted_at, " +
  "expires_at, hidden_at, hidden_reason, is_listed, category_set, created_at, updated_at";

/**
 * Adds `total` roles to the generated organizations (scale-…, `orgs` of them), spread evenly: organization k has the
 * roles k·total/orgs to (k+1)·total/orgs. Bulk load as for organizations: triggers and secondary indexes of
 * job_postings dropped, literal multi-row INSERTs carrying what the triggers would fill in (is_listed and
 * category_set, read from the organizations), then indexes and triggers created again, the full-text index and the
 * board counts rebuilt in one pass each.
 */
export async function loadRoles(db: D1, total: number, orgs: number) {
  const started = performance.now();
  const today = Date.now();
  const { results: saved } = await db
    .prepare(
      `SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'index') AND sql IS NOT NULL
       AND tbl_name = 'job_postings'`,
    )
    .all<{ type: "trigger" | "index"; name: string; sql: string }>();
  await db.batch(saved.map(({ type, name }) => db.prepare(`DROP ${type.toUpperCase()} "${name}"`)));
  console.log(`  dropped ${saved.length} triggers and indexes of job_postings for the load`);
  try {
    const ROLES_PER_STATEMENT = 150;
    let pending: string[] = [];
    for (let written = 0; written < total; ) {
      const size = Math.min(ROLES_PER_STATEMENT, total - written);
      const orgOf = (n: number) => Math.min(orgs - 1, Math.floor((n * orgs) / total));
      const ids = [...new Set(Array.from({ length: size }, (_, i) => orgOf(written + i)))].map(
        (k) => `scale-${k.toString(36).padStart(5, "0")}`,
      );
      // The organizations' facts as the copy trigger (migration 0016) reads them.
      const { results } = await db
        .prepare(
          `SELECT o.id, o.is_listed AS isListed, o.country_code AS country, coalesce((
             SELECT ',' || group_concat(category_id, ',') || ',' FROM organization_categories WHERE organization_id = o.id
           ), '') AS categorySet FROM organizations o WHERE o.id IN (SELECT value FROM json_each(?))`,
        )
        .bind(JSON.stringify(ids))
        .all<{ id: string; isListed: number; categorySet: string; country: string }>();
      const facts = new Map(results.map((row) => [row.id, row]));
      const rows: string[] = [];
      for (let i = 0; i < size; i++) {
        const n = written + i;
        const org = facts.get(`scale-${orgOf(n).toString(36).padStart(5, "0")}`);
        if (org) rows.push(role(n, org, today));
      }
      if (rows.length) pending.push(`INSERT OR IGNORE INTO job_postings (${COLUMNS}) VALUES ${rows.join(", ")}`);
      written += size;
      if (pending.length >= 20 || written === total) {
        await db.batch(pending.map((statement) => db.prepare(statement)));
        pending = [];
      }
      if (written % 150_000 === 0 || written === total) console.log(`  ${written} roles (${seconds(started)})`);
    }
  } finally {
    const step = performance.now();
    for (const { sql } of saved.filter((row) => row.type === "index")) await db.exec(sql.replaceAll("\n", " "));
    await db.batch(saved.filter((row) => row.type === "trigger").map(({ sql }) => db.prepare(sql)));
    console.log(`  job_postings indexes and triggers created again (${seconds(step)})`);
  }
  let step = performance.now();
  // The roles on the board only, as migration 0031 fills it.
  await rebuildFts(db, "job_postings_fts", "job_postings", ["title", "description", "board_terms"], {
    where: ON_BOARD,
  });
  console.log(`  roles' full-text index rebuilt (${seconds(step)})`);
  step = performance.now();
  await db.batch(REBUILD_BOARD_COUNTS.map((statement) => db.prepare(statement)));
  console.log(`  board counts rebuilt (${seconds(step)})`);
  console.log(`Generated ${total} roles in ${seconds(started)}.`);
}
