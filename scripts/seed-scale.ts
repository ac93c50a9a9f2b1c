/**
 * Adds N generated organizations to a local database, for benchmarks:
 *   npm run seed:scale -- --orgs 100000 [--persist-to .wrangler/bench-state]
 * Reference data must be there already (npm run db:seed, or the bench script). Deterministic: the same N gives the
 * same data. Rows are written as literal multi-row INSERTs through D1's exec, far faster than bound statements.
 */
import { categories as categorySeeds } from "../seed/data/categories";
import { localPlatform, scriptArgs } from "./lib/platform";

const args = scriptArgs({ orgs: { type: "string", default: "100000" } });
const total = Number(args.orgs);
if (!Number.isInteger(total) || total < 1) throw new Error("--orgs must be a positive whole number");

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

const { env, dispose } = await localPlatform(args["persist-to"] as string | undefined);
try {
  const started = performance.now();
  const CHUNK = 400;
  let written = 0;
  while (written < total) {
    const size = Math.min(CHUNK, total - written);
    const orgValues: string[] = [];
    const categoryValues: string[] = [];
    for (let i = 0; i < size; i++) {
      const n = written + i;
      const id = `scale-${n.toString(36).padStart(5, "0")}`;
      const word = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join("");
      const name = `${word[0]!.toUpperCase()}${word.slice(1)} ${pick(SUFFIXES)} ${n}`;
      const paid = random() < 0.9 ? "paid" : "pending";
      const createdAt = Date.UTC(2020, 0, 1) + Math.floor(random() * 5 * 365) * 86_400_000;
      orgValues.push(
        `(${quote(id)}, ${quote(name)}, ${quote(`${name} builds software for a better ${pick(SUFFIXES).toLowerCase()}.`)}, ` +
          `${quote(pick(COUNTRIES))}, ${2000 + Math.floor(random() * 25)}, ${quote(paid)}, 'startup', ${createdAt}, ${createdAt})`,
      );
      pickCategories().forEach((categoryId, position) => {
        categoryValues.push(`(${quote(id)}, ${quote(categoryId)}, ${position}, '')`);
      });
    }
    const statements = [
      "INSERT OR IGNORE INTO organizations (id, name, description, country_code, founded_year, payment_status, entity_type, created_at, updated_at) VALUES " +
        orgValues.join(", "),
    ];
    for (let i = 0; i < categoryValues.length; i += 1000) {
      statements.push(
        "INSERT OR IGNORE INTO organization_categories (organization_id, category_id, position, detail) VALUES " +
          categoryValues.slice(i, i + 1000).join(", "),
      );
    }
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
    written += size;
    if (written % 20_000 === 0 || written === total) console.log(`  ${written} organizations`);
  }
  // What D1 recommends after bulk changes: lets SQLite refresh its statistics where they matter.
  await env.DB.exec("PRAGMA optimize");
  console.log(`Generated ${total} organizations in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await dispose();
}
