/**
 * Budgets at a million organizations (issue #13):
 *   npm run bench:scale [-- --orgs 1000000 --requests 60 --fresh --skip-build --db-only --only api|page]
 * Builds a local database of its own (.wrangler/bench-scale-state: migrations, the reference and demo data, then N
 * generated organizations through seed:scale), or reuses it when its marker says it holds the same N (new
 * migrations are applied to it either way). Then it serves the built worker with wrangler and times, for every public
 * page and API shape, sequential requests (p50, p95, max), next to GET /api/health in the same run.
 *
 * Pages must be rendered, not served by the edge page cache (worker/page-cache.ts), which keys on the full URL and
 * serves every request without a session cookie. A cache-busting query parameter is not possible: the home page
 * redirects any URL that is not its canonical one. So page requests carry a session cookie that names no session
 * (`better-auth.session_token=bench-uncached`): the page cache passes it through, and the page renders as for a visitor
 * without a session (the token is not valid, so there is no user), reading the database on every request.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { seed } from "../seed/seed";
import { localPlatform, scriptArgs } from "./lib/platform";
import { assertPortFree, waitForServer } from "./lib/server";

const args = scriptArgs({
  orgs: { type: "string", default: "1000000" },
  requests: { type: "string", default: "60" },
  fresh: { type: "boolean", default: false },
  "skip-build": { type: "boolean", default: false },
  "db-only": { type: "boolean", default: false },
  only: { type: "string" },
  port: { type: "string", default: "8796" },
});
const orgs = Number(args.orgs);
const requests = Number(args.requests);
if (!Number.isInteger(orgs) || orgs < 1) throw new Error("--orgs must be a positive whole number");
if (!Number.isInteger(requests) || requests < 50) throw new Error("--requests must be at least 50");
const persistTo = (args["persist-to"] as string | undefined) ?? ".wrangler/bench-scale-state";
const markerPath = `${persistTo}/bench-scale.json`;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const sh = (command: string, commandArgs: string[]) => {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
};

// ---------------------------------------------------------------------------
// The database: built once, reused while the marker says it holds the same number of organizations
// ---------------------------------------------------------------------------

type Marker = { orgs: number; builtAt: string; seconds: number };
const marker: Marker | null = existsSync(markerPath) ? JSON.parse(readFileSync(markerPath, "utf8")) : null;
if (args.fresh || marker?.orgs !== orgs) {
  console.log(`Building a ${orgs.toLocaleString("en-US")}-organization database in ${persistTo} ...`);
  const started = performance.now();
  rmSync(persistTo, { recursive: true, force: true });
  sh("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  const platform = await localPlatform(persistTo);
  await seed(platform.db, platform.env.IMAGES);
  await platform.dispose();
  sh("tsx", ["scripts/seed-scale.ts", "--orgs", String(orgs), "--persist-to", persistTo]);
  const seconds = Math.round((performance.now() - started) / 1000);
  writeFileSync(markerPath, JSON.stringify({ orgs, builtAt: new Date().toISOString(), seconds } satisfies Marker));
  console.log(`Database built in ${seconds} s.`);
} else {
  console.log(`Reusing ${persistTo} (${orgs.toLocaleString("en-US")} organizations, built ${marker.builtAt}).`);
  // Migrations added since the database was built (the count tables, say) are applied to it.
  sh("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
}

if (args["db-only"]) process.exit(0);
if (!args["skip-build"] || !existsSync("build/server/index.js")) sh("react-router", ["build"]);

// ---------------------------------------------------------------------------
// The shapes
// ---------------------------------------------------------------------------

const CATEGORIES = {
  one: ["remote_first"],
  three: ["climate_tech", "remote_first", "four_day_week"],
  seven: [
    "climate_tech",
    "remote_first",
    "health_tech",
    "async_communication",
    "education",
    "open_source_first",
    "clean_energy",
  ],
};
const directoryShapes = (prefix: string) => ({
  plain: `${prefix}`,
  country: `${prefix}?country=US`,
  "1 category": `${prefix}?categories=${CATEGORIES.one.join(",")}`,
  "3 categories": `${prefix}?categories=${CATEGORIES.three.join(",")}`,
  "7 categories": `${prefix}?categories=${CATEGORIES.seven.join(",")}`,
  "country + 2 categories": `${prefix}?country=US&categories=climate_tech,remote_first`,
  search: `${prefix}?q=${encodeURIComponent("ventor labs")}`,
  "search, 1 letter typed": `${prefix}?q=l`,
});
/** A generated organization in the middle of the directory. */
const organizationId = `scale-${Math.floor(orgs / 2)
  .toString(36)
  .padStart(5, "0")}`;

type Shape = { group: "api" | "page" | "baseline"; label: string; path: string; budget?: { p50: number } };
const shapes: Shape[] = [
  { group: "baseline", label: "/api/health", path: "/api/health" },
  ...Object.entries(directoryShapes("/api/organizations")).map(
    ([label, path]): Shape => ({
      group: "api",
      label: `list: ${label}`,
      path,
      ...(label === "country + 2 categories" ? { budget: { p50: 15 } } : {}),
    }),
  ),
  ...Object.entries(directoryShapes("/api/organizations/facets")).map(
    ([label, path]): Shape => ({ group: "api", label: `facets: ${label}`, path }),
  ),
  { group: "api", label: "one organization", path: `/api/organizations/${organizationId}` },
  { group: "api", label: "categories", path: "/api/categories" },
  { group: "api", label: "countries", path: "/api/countries" },
  ...Object.entries(directoryShapes("/")).map(
    ([label, path]): Shape => ({ group: "page", label: `home: ${label}`, path }),
  ),
  { group: "page", label: "organization page", path: `/organizations/${organizationId}` },
  { group: "page", label: "city page", path: "/explore/miami" },
  { group: "page", label: "sitemap index", path: "/sitemap.xml" },
  { group: "page", label: "sitemap file 10", path: "/sitemaps/10.xml" },
];
const selected = shapes.filter((shape) => !args.only || shape.group === "baseline" || shape.group === args.only);

// ---------------------------------------------------------------------------
// The server and the timings
// ---------------------------------------------------------------------------

const port = args.port as string;
await assertPortFree(port);
const server = spawn(
  "wrangler",
  [
    "dev",
    "--port",
    port,
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--log-level",
    "error",
    // Development settings (no real payments or email), as the browser tests' server uses.
    "--var",
    "APP_ENV:development",
    "--var",
    "BETTER_AUTH_SECRET:bench-secret-bench-secret-bench-secret",
    "--var",
    `APP_URL:http://localhost:${port}`,
  ],
  { stdio: "ignore", env, detached: true },
);
const base = `http://localhost:${port}`;
/** What pages carry: a cookie that names no session, so that every request renders (see above). */
const uncachedCookie = "better-auth.session_token=bench-uncached";

async function timeOne(shape: Shape) {
  const started = performance.now();
  const response = await fetch(`${base}${shape.path}`, {
    redirect: "manual",
    headers: shape.group === "page" ? { cookie: uncachedCookie } : {},
  });
  const body = await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${shape.path}: HTTP ${response.status}`);
  return { elapsed, bytes: body.byteLength };
}

try {
  await waitForServer(base);
  const listed = (await (await fetch(`${base}/api/organizations?limit=1`)).json()) as { meta: { total: number } };
  console.log(
    `\nListed organizations (GET /api/organizations meta.total): ${listed.meta.total.toLocaleString("en-US")}`,
  );
  console.log(
    `${requests} sequential requests per shape after 5 warm-up requests; pages rendered uncached (a cookie naming no session bypasses the page cache).\n`,
  );
  const header = `${"shape".padEnd(36)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)}  budget`;
  console.log(header);
  console.log("-".repeat(header.length + 12));
  const failures: string[] = [];
  let group = "";
  for (const shape of selected) {
    if (shape.group !== group) {
      group = shape.group;
      console.log(`[${group}]`);
    }
    for (let i = 0; i < 5; i++) await timeOne(shape);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) times.push((await timeOne(shape)).elapsed);
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const budget = shape.group === "baseline" ? null : { p50: shape.budget?.p50 ?? 50, p95: 100 };
    const ok = !budget || (at(0.5) < budget.p50 && at(0.95) < budget.p95);
    if (!ok) failures.push(shape.label);
    console.log(
      `  ${shape.label.padEnd(34)} ${at(0.5).toFixed(1).padStart(8)} ${at(0.95).toFixed(1).padStart(8)} ${at(1)
        .toFixed(1)
        .padStart(8)}  ${budget ? `p50 < ${budget.p50}, p95 < ${budget.p95} ${ok ? "ok" : "OVER"}` : ""}`,
    );
  }
  console.log(failures.length === 0 ? "\nEvery shape within budget." : `\nOver budget: ${failures.join(", ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // the server is already gone
  }
}
