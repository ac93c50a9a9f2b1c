/**
 * Adds N generated organizations to a local database, for benchmarks:
 *   npm run seed:scale -- --orgs 100000 [--persist-to .wrangler/bench-state]
 * Reference data must be there already (npm run db:seed, or the bench scripts). Deterministic: the same N gives the
 * same data. A bulk load: the triggers and secondary indexes of organizations and organization_categories are
 * dropped first (the rows are written with their copied facts already filled in), rows go in as literal multi-row
 * INSERTs through D1 (far faster than bound statements), then the indexes and triggers are created again from their
 * saved SQL and the full-text index and directory_counts are rebuilt in one pass each.
 */
import { categories as categorySeeds } from "../seed/data/categories";
import { REBUILD_DIRECTORY_COUNTS } from "../worker/services/directory/directory-counts";
import { categoryTerm } from "../worker/services/directory/directory-search";
import { rebuildFts } from "./lib/fts-rebuild";
import { localPlatform, scriptArgs } from "./lib/platform";
import { loadRoles } from "./lib/scale-roles";

const args = scriptArgs({ orgs: { type: "string", default: "100000" }, roles: { type: "string" } });
const total = Number(args.orgs);
if (!Number.isInteger(total) || total < 0) throw new Error("--orgs must be a whole number");
const roles = args.roles === undefined ? total * 3 : Number(args.roles);
if (!Number.isInteger(roles) || roles < 0) throw new Error("--roles must be a whole number");

// A small deterministic PRNG (mulberry32) so runs are repeatable.
let state = 0x2f6b1d3;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// Countries weighted roughly like a real directory: a few large ones, a long tail.
const COUNTRIES = [
  "US",
  "US",
  "US",
  "US",
  "GB",
  "GB",
  "DE",
  "DE",
  "FR",
  "NL",
  "PT",
  "ES",
  "CA",
  "BR",
  "IN",
  "IN",
].concat(["KE", "NG", "SE", "AU", "SG", "MX", "JP", "KR", "IT", "PL", "CH", "IE", "DK", "FI", "AR", "CO", "ZA"]);
// Category popularity follows a skewed distribution: early ids are common, later ones rare.
const CATEGORY_IDS = categorySeeds.filter((category) => category.id !== "default_category").map((c) => c.id);
function pickCategories(): string[] {
  const count = 3 + Math.floor(random() * 5);
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(CATEGORY_IDS[Math.floor(CATEGORY_IDS.length * random() ** 1.6)]!);
  return [...chosen];
}
const SYLLABLES = ["ka", "lo", "ri", "ven", "tor", "mi", "sa", "nel", "bra", "qui", "do", "fen", "lu", "mar", "zen"];
const SUFFIXES = ["Labs", "Works", "Systems", "Collective", "Health", "Energy", "Data", "Studio", "Cloud", "Logistics"];
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const BULK_TABLES = ["organizations", "organization_categories"];

const { env, dispose } = await localPlatform(args["persist-to"] as string | undefined);
try {
  if (total > 0) await loadOrganizations();
  if (roles > 0) {
    // Every generated organization there, also those of an earlier run.
    const generated = await env.DB.prepare(
      "SELECT count(*) AS n FROM organizations WHERE id >= 'scale-' AND id < 'scale.'",
    ).first<{ n: number }>();
    if (!generated?.n) throw new Error("Roles need generated organizations: --orgs N, now or before");
    await loadRoles(env.DB, roles, generated.n);
  }
  // What D1 recommends after bulk changes: lets SQLite refresh its statistics where they matter.
  await env.DB.exec("PRAGMA optimize");
} finally {
  await dispose();
}

async function loadOrganizations() {
  const started = performance.now();
  // Triggers and secondary indexes of the two tables, saved to be created again after the load. Automatic indexes
  // (primary keys, UNIQUE) have no SQL and stay.
  const { results: saved } = await env.DB.prepare(
    `SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'index') AND sql IS NOT NULL
     AND tbl_name IN (${BULK_TABLES.map(quote).join(", ")})`,
  ).all<{ type: "trigger" | "index"; name: string; sql: string }>();
  await env.DB.batch(saved.map(({ type, name }) => env.DB.prepare(`DROP ${type.toUpperCase()} "${name}"`)));
  console.log(`  dropped ${saved.length} triggers and indexes for the load`);
  try {
    await load(started);
  } finally {
    // Indexes first (each built in one sorted pass), then the triggers; also when the load failed half-way.
    const step = performance.now();
    for (const { sql } of saved.filter((row) => row.type === "index")) await env.DB.exec(sql.replaceAll("\n", " "));
    await env.DB.batch(saved.filter((row) => row.type === "trigger").map(({ sql }) => env.DB.prepare(sql)));
    console.log(`  indexes and triggers created again (${seconds(step)})`);
  }
  let step = performance.now();
  await rebuildFts(env.DB, "organizations_fts", "organizations", ["name", "description", "search_terms"]);
  console.log(`  full-text index rebuilt (${seconds(step)})`);
  step = performance.now();
  await env.DB.batch(REBUILD_DIRECTORY_COUNTS.map((statement) => env.DB.prepare(statement)));
  console.log(`  directory counts rebuilt (${seconds(step)})`);
  console.log(`Generated ${total} organizations in ${seconds(started)}.`);
}

/**
 * INSERT statements of `head` and the rows' values, each under `most` characters: D1 refuses a statement longer than
 * 100 KB. (A parameter, not a module constant: the script's top-level await runs before later constants exist.)
 */
function inserts(head: string, values: string[], most = 90_000): string[] {
  const statements: string[] = [];
  let rows: string[] = [];
  let length = head.length;
  for (const value of values) {
    if (rows.length > 0 && length + value.length + 2 > most) {
      statements.push(head + rows.join(", "));
      rows = [];
      length = head.length;
    }
    rows.push(value);
    length += value.length + 2;
  }
  if (rows.length > 0) statements.push(head + rows.join(", "));
  return statements;
}

async function load(started: number) {
  // Category sets name each category by its set key (categories.set_key, given by the database).
  const { results: keyed } = await env.DB.prepare("SELECT id, set_key AS setKey FROM categories").all<{
    id: string;
    setKey: number;
  }>();
  const setKeys = new Map(keyed.map((category) => [category.id, category.setKey]));
  const setKeyOf = (categoryId: string) => {
    const key = setKeys.get(categoryId);
    if (key === undefined) throw new Error(`Category ${categoryId} is not in the database: seed it first`);
    return key;
  };
  const ORGS_PER_STATEMENT = 400;
  const STATEMENTS_PER_BATCH = 10;
  let written = 0;
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await env.DB.batch(pending.map((statement) => env.DB.prepare(statement)));
    pending = [];
  };
  while (written < total) {
    const size = Math.min(ORGS_PER_STATEMENT, total - written);
    const orgValues: string[] = [];
    const categoryValues: string[] = [];
    for (let i = 0; i < size; i++) {
      const n = written + i;
      const id = `scale-${n.toString(36).padStart(5, "0")}`;
      const word = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join("");
      const name = `${word[0]!.toUpperCase()}${word.slice(1)} ${pick(SUFFIXES)} ${n}`;
      const paid = random() < 0.9;
      const country = pick(COUNTRIES);
      const createdAt = Date.UTC(2020, 0, 1) + Math.floor(random() * 5 * 365) * 86_400_000;
      const description = `${name} builds software for a better ${pick(SUFFIXES).toLowerCase()}.`;
      const foundedYear = 2000 + Math.floor(random() * 25);
      // What the triggers would fill in: listed_at (migration 0007), the organization's country, listing and name
      // (migration 0001), its whole category set (migrations 0005, 0032) and its categories as search words (0025).
      const chosen = pickCategories();
      const categorySet = quote(`,${chosen.map(setKeyOf).join(",")},`);
      orgValues.push(
        `(${quote(id)}, ${quote(name)}, ${quote(description)}, ${quote(country)}, ${foundedYear}, ` +
          `${quote(paid ? "paid" : "pending")}, 'startup', ${createdAt}, ${createdAt}, ${paid ? createdAt : "NULL"}, ` +
          `${quote(chosen.map(categoryTerm).join(" "))})`,
      );
      chosen.forEach((categoryId, position) => {
        categoryValues.push(
          `(${quote(id)}, ${quote(categoryId)}, ${position}, '', ${quote(country)}, ${paid ? 1 : 0}, ${quote(name)}, ${categorySet})`,
        );
      });
    }
    pending.push(
      ...inserts(
        "INSERT OR IGNORE INTO organizations (id, name, description, country_code, founded_year, payment_status, entity_type, created_at, updated_at, listed_at, category_terms) VALUES ",
        orgValues,
      ),
      ...inserts(
        "INSERT OR IGNORE INTO organization_categories (organization_id, category_id, position, detail, country_code, is_listed, name, category_set) VALUES ",
        categoryValues,
      ),
    );
    written += size;
    if (pending.length >= STATEMENTS_PER_BATCH) await flush();
    if (written % 50_000 === 0 || written === total) console.log(`  ${written} organizations (${seconds(started)})`);
  }
  await flush();
}
