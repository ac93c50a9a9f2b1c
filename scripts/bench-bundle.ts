/**
 * First-load JavaScript budget: npm run bench:bundle [-- --build=false] [-- --budget 120]
 * Builds the app (unless --build=false and build/ exists), reads React Router's client manifest
 * (build/client/assets/manifest-*.js) and prints, for the home, organization and city pages, the gzipped sum of the
 * JavaScript a first load fetches: the entry module, the root and page route modules, and every module they import
 * (the manifest lists each module's static imports transitively; lazy chunks are left out, a first load does not
 * fetch them). Names any chunk that carries server code (drizzle's table builders, the worker). Exits 1 above the
 * budget or when server code reached the browser.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { scriptArgs } from "./lib/platform";

const args = scriptArgs({
  build: { type: "string", default: "true" },
  budget: { type: "string", default: "120" },
});
const CLIENT = "build/client";
const BUDGET_KB = Number(args.budget);

/** Page name -> the route ids a first load of it matches (root first). */
const PAGES: Record<string, string[]> = {
  home: ["root", "routes/directory", "routes/home"],
  organization: ["root", "routes/organizations.$orgId"],
  city: ["root", "routes/explore.$citySlug"],
};

/** Strings that exist only in server code: drizzle's schema builders and query layer, D1, better-auth's server. */
const SERVER_MARKERS = ["drizzle:", "sqliteTable", "withSession(", "better-auth.session_token"];

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };

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
    const bytes = readFileSync(join(CLIENT, url));
    entry = { raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, text: bytes.toString("utf8") };
    gzipCache.set(url, entry);
  }
  return entry;
}

if (args.build !== "false" || !existsSync(CLIENT)) {
  execFileSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
}
const manifest = readManifest();
let failed = false;

console.log(`First-load JavaScript, gzipped (budget: ${BUDGET_KB} KB)`);
for (const [page, routeIds] of Object.entries(PAGES)) {
  const urls = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the client manifest`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  let raw = 0;
  let gzipped = 0;
  const files = [...urls].map((url) => ({ url, ...measure(url) }));
  for (const file of files) {
    raw += file.raw;
    gzipped += file.gzipped;
  }
  const over = gzipped / 1024 > BUDGET_KB;
  failed ||= over;
  console.log(
    `  ${page.padEnd(13)} ${(gzipped / 1024).toFixed(1)} KB (${(raw / 1024).toFixed(1)} KB raw, ${files.length} files)${over ? "  OVER BUDGET" : ""}`,
  );
  if (process.env.VERBOSE) {
    for (const file of files.sort((a, b) => b.gzipped - a.gzipped)) {
      console.log(`      ${(file.gzipped / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
    }
  }
}

// Every client chunk, not only first loads: the edit and submit pages must not carry the schema either.
const leaks: string[] = [];
for (const name of readdirSync(join(CLIENT, "assets")).filter((file) => file.endsWith(".js"))) {
  const { text } = measure(`/assets/${name}`);
  const found = SERVER_MARKERS.filter((marker) => text.includes(marker));
  if (found.length > 0) leaks.push(`${name} (${found.join(", ")})`);
}
if (leaks.length > 0) {
  failed = true;
  console.log(`\nServer code in client chunks:\n  ${leaks.join("\n  ")}`);
} else {
  console.log("\nNo client chunk carries server code (drizzle, D1, better-auth's server).");
}

if (failed) process.exit(1);
