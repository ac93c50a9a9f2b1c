/**
 * First-load JavaScript budget: npm run bench:bundle [-- --build=false] [-- --budget 125] [-- --record]
 * Builds the app (unless --build=false and build/ exists: `npm test` reads the build its browser tests made), reads
 * React Router's client manifest (build/client/assets/manifest-*.js) and prints, for each public page, the gzipped
 * sum of the JavaScript a first load fetches: the entry module, the root and page route modules, and every module
 * they import (the manifest lists each module's static imports transitively; lazy chunks are left out, a first load
 * does not fetch them). Exits 1 when a page is over the budget, naming its chunks largest first and those that grew
 * since the last accepted figures (scripts/first-load.json; --record writes the current ones there once every page
 * is within the budget), or when a client chunk carries server code (drizzle's table builders, the worker).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { scriptArgs } from "./lib/platform";

const args = scriptArgs({
  build: { type: "string", default: "true" },
  budget: { type: "string", default: "125" },
  record: { type: "boolean", default: false },
});
const CLIENT = "build/client";
const RECORD = "scripts/first-load.json";
const BUDGET_KB = Number(args.budget);

/** Page name -> the route ids a first load of it matches (root first). */
const PAGES: Record<string, string[]> = {
  home: ["root", "routes/directory/directory", "routes/directory/home"],
  organization: ["root", "routes/organizations/$orgId"],
  city: ["root", "routes/explore/$citySlug"],
  explore: ["root", "routes/explore/explore"],
  "job board": ["root", "routes/jobs/jobs"],
  role: ["root", "routes/jobs/$id"],
  compare: ["root", "routes/directory/compare"],
};

/** Strings that exist only in server code: drizzle's schema builders and query layer, D1, better-auth's server. */
const SERVER_MARKERS = ["drizzle:", "sqliteTable", "withSession(", "better-auth.session_token"];

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };
/** Per page, its gzipped bytes and each chunk's, by a name that survives a rebuild (no content hash). */
type Figures = Record<string, { total: number; chunks: Record<string, number> }>;

function readManifest(): Manifest {
  const assets = join(CLIENT, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run npm run build`);
  const source = readFileSync(join(assets, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, "")) as Manifest;
}

const gzipCache = new Map<string, { raw: number; gzipped: number; text: string }>();
function measure(url: string) {
  let entry = gzipCache.get(url);
  if (!entry) {
    // A build with source maps (`--sourcemapClient`) measures as the build without them: the map is not fetched.
    const text = readFileSync(join(CLIENT, url), "utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "");
    const bytes = Buffer.from(text);
    entry = { raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, text };
    gzipCache.set(url, entry);
  }
  return entry;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (bytes: number, digits = 1) => `${bytes >= 0 ? "+" : "-"}${(Math.abs(bytes) / 1024).toFixed(digits)}`;

if (args.build !== "false" || !existsSync(CLIENT)) {
  execFileSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
}
const manifest = readManifest();
/** A chunk's name without its hash; a route's module by its route id. */
const routeOf = new Map<string, string>();
// The Spanish routes (es/...) share the English ones' modules: the English id names them.
for (const [id, route] of Object.entries(manifest.routes))
  if (!routeOf.has(route.module)) routeOf.set(route.module, id);
function chunkName(url: string): string {
  if (url === manifest.entry.module) return "entry.client";
  const route = routeOf.get(url);
  return route ? `route ${route}` : url.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, "");
}

const accepted: { budgetKB?: number; pages?: Figures } = existsSync(RECORD)
  ? JSON.parse(readFileSync(RECORD, "utf8"))
  : {};
const figures: Figures = {};
/** The pages over the budget, each with the chunks that grew since the accepted figures. */
const over: { page: string; grew: string[] }[] = [];

console.log(`First-load JavaScript, gzipped (budget: ${BUDGET_KB} KB; last accepted: ${RECORD})`);
for (const [page, routeIds] of Object.entries(PAGES)) {
  const urls = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the client manifest`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  const files = [...urls]
    .map((url) => ({ url, name: chunkName(url), ...measure(url) }))
    .sort((a, b) => b.gzipped - a.gzipped);
  const chunks: Record<string, number> = {};
  for (const file of files) {
    // Two chunks of a page with one name (rare): the second keeps its hash.
    chunks[file.name in chunks ? file.url : file.name] = file.gzipped;
  }
  const total = files.reduce((sum, file) => sum + file.gzipped, 0);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  figures[page] = { total, chunks };
  const before = accepted.pages?.[page];
  /** A chunk's change since the accepted figures: "new", "grew +0.25 KB", or nothing. */
  const change = (name: string) => {
    if (!before) return "";
    const was = before.chunks[name];
    if (was === undefined) return "new";
    return chunks[name]! > was ? `grew ${signed(chunks[name]! - was, 2)} KB` : "";
  };
  const isOver = total / 1024 > BUDGET_KB;
  if (isOver) {
    const grew = Object.keys(chunks).filter((name) => change(name));
    over.push({ page, grew: grew.map((name) => `${name} (${change(name)})`) });
  }
  console.log(
    `  ${page.padEnd(13)} ${kb(total).padStart(5)} KB (${kb(raw)} KB raw, ${files.length} files)` +
      (before && before.total !== total ? `  ${signed(total - before.total, 2)} KB since accepted` : "") +
      (isOver ? "  OVER BUDGET" : ""),
  );
  if (isOver || process.env.VERBOSE) {
    for (const [name, bytes] of Object.entries(chunks)) {
      console.log(`      ${kb(bytes).padStart(6)} KB  ${name}${change(name) ? `  ${change(name)}` : ""}`);
    }
    for (const name of Object.keys(before?.chunks ?? {}).filter((name) => !(name in chunks))) {
      console.log(`             gone  ${name}`);
    }
  }
}

if (over.length > 0) {
  console.log("");
  for (const { page, grew } of over) {
    const what =
      grew.length > 0
        ? `grew since the accepted figures: ${grew.join(", ")}`
        : "no chunk grew since the accepted figures";
    console.log(`${page} is over ${BUDGET_KB} KB; ${what}.`);
  }
  console.log("What a first view does not show belongs out of its first load (README, Bundle size).");
} else if (args.record) {
  writeFileSync(RECORD, `${JSON.stringify({ budgetKB: BUDGET_KB, pages: figures }, null, 2)}\n`);
  console.log(`\nRecorded as the accepted figures in ${RECORD}.`);
}

// Every client chunk, not only first loads: the edit and submit pages must not carry the schema either.
const leaks: string[] = [];
for (const name of readdirSync(join(CLIENT, "assets")).filter((file) => file.endsWith(".js"))) {
  const { text } = measure(`/assets/${name}`);
  const found = SERVER_MARKERS.filter((marker) => text.includes(marker));
  if (found.length > 0) leaks.push(`${name} (${found.join(", ")})`);
}
if (leaks.length > 0) {
  console.log(`\nServer code in client chunks:\n  ${leaks.join("\n  ")}`);
} else {
  console.log("\nNo client chunk carries server code (drizzle, D1, better-auth's server).");
}

if (over.length > 0 || leaks.length > 0) process.exit(1);
