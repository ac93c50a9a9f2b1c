/**
 * Budgets at a million organizations:
 *   npm run bench:scale [-- --orgs 1000000 --requests 60 --rounds 3 --fresh --skip-build --db-only --only api|page --match search]
 * Builds a local database of its own (.wrangler/bench-scale-state: migrations, the reference and demo data, then N
 * generated organizations through seed:scale), or reuses it when its marker says it holds the same N (new
 * migrations are applied to it either way). Then it serves the built worker with wrangler and times, for every public
 * page and API shape, sequential requests (p50, p95) and the worker's CPU per request, next to GET /api/health in the
 * same run, in rounds that take the shapes in turn (a figure is the median of its rounds).
 *
 * Pages must be rendered, not served by the edge page cache (worker/platform/page-cache.ts). A cache-busting query
 * parameter is not possible (the home page redirects any URL that is not its canonical one), so page requests ask for
 * no cached copy (`Cache-Control: no-cache`), which a development server renders (worker/index.ts), as for a visitor.
 * Beside the timings every shape has the D1 figures the worker reports (scripts/lib/edge-figures.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { seed } from "../seed/seed";
import { SQLITE_CALIBRATION_PATH } from "../worker/platform/sqlite-calibration";
import { localD1File, printDatabaseSize } from "./lib/db-size";
import {
  API_BUDGET,
  type Budget,
  loadAverage,
  measureFloor,
  measureShape,
  medianOfRounds,
  PAGE_BUDGET,
  pagesToEnd,
  printFigures,
  RENDERED,
  type ShapeFigures,
  SIGNED_IN_PAGE_BUDGET,
  timedGet,
} from "./lib/edge-figures";
import { localPlatform, scriptArgs } from "./lib/platform";
import { assertPortFree, startScaleServer } from "./lib/server";

const args = scriptArgs({
  orgs: { type: "string", default: "1000000" },
  requests: { type: "string", default: "60" },
  rounds: { type: "string", default: "3" },
  fresh: { type: "boolean", default: false },
  "skip-build": { type: "boolean", default: false },
  "db-only": { type: "boolean", default: false },
  only: { type: "string" },
  match: { type: "string" },
  port: { type: "string", default: "8796" },
});
const orgs = Number(args.orgs);
const requests = Number(args.requests);
const rounds = Number(args.rounds);
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

/** `roles`: the generated roles seed:scale adds by default (three per organization; bench:jobs reads them). */
type Marker = { orgs: number; roles?: number; builtAt: string; seconds: number };
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
  writeFileSync(
    markerPath,
    JSON.stringify({ orgs, roles: orgs * 3, builtAt: new Date().toISOString(), seconds } satisfies Marker),
  );
  console.log(`Database built in ${seconds} s.`);
} else {
  console.log(`Reusing ${persistTo} (${orgs.toLocaleString("en-US")} organizations, built ${marker.builtAt}).`);
  // Migrations added since the database was built (the count tables, say) are applied to it.
  sh("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
}

printDatabaseSize(localD1File(persistTo));
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
  // The rarest categories of the generated data: together, a handful of organizations, and none.
  rareFew: ["market_transformation", "open_data", "platform_for_others", "policy_advocacy"],
  rareNone: [
    "market_transformation",
    "open_data",
    "public_sector_partnerships",
    "platform_for_others",
    "community_building",
  ],
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const directoryShapes = (prefix: string) => ({
  plain: `${prefix}`,
  country: `${prefix}?country=US`,
  "1 category": `${prefix}?categories=${CATEGORIES.one.join(",")}`,
  "3 categories": `${prefix}?categories=${CATEGORIES.three.join(",")}`,
  "7 categories": `${prefix}?categories=${CATEGORIES.seven.join(",")}`,
  "country + 2 categories": `${prefix}?country=US&categories=climate_tech,remote_first`,
  "rarest categories, a few": `${prefix}?categories=${CATEGORIES.rareFew.join(",")}`,
  "rarest categories, none": `${prefix}?categories=${CATEGORIES.rareNone.join(",")}`,
  search: `${prefix}?${q("ventor labs")}`,
  "search, 1 letter typed": `${prefix}?q=l`,
  "search + country + 3 categories": `${prefix}?${q("labs")}&country=DE&categories=${CATEGORIES.three.join(",")}`,
  "search, a common word": `${prefix}?${q("software")}`,
  "search, a common prefix": `${prefix}?${q("softw")}`,
  "search, many short terms": `${prefix}?${q("ka lo ri ven tor")}`,
  // Words naming categories: a run naming one, a common one alone, and one with a rare text word and filters.
  "search, a category's name": `${prefix}?${q("clean energy")}`,
  "search, a common category word": `${prefix}?${q("remote")}`,
  "search, category word + text + filters": `${prefix}?${q("open ventor")}&country=DE&categories=climate_tech`,
});
/**
 * Lists ranked by nice-to-haves (docs/decisions/0060): 1, 3, 5 and 8 of them, common, rare and mixed, with and
 * without a country and must-haves. Budget: 50,000 rows read, 2 chained round trips.
 */
const NICE = {
  one: ["remote_first"],
  three: ["climate_tech", "remote_first", "four_day_week"],
  fiveMixed: ["climate_tech", "remote_first", "open_data", "async_communication", "policy_advocacy"],
  fiveRare: CATEGORIES.rareNone,
  eight: [...CATEGORIES.seven, "four_day_week"],
};
const RANKED = {
  "1 nice": `nice=${NICE.one.join(",")}`,
  "3 nice": `nice=${NICE.three.join(",")}`,
  "3 nice + country": `country=US&nice=${NICE.three.join(",")}`,
  "5 nice, mixed": `nice=${NICE.fiveMixed.join(",")}`,
  "5 nice, rare": `nice=${NICE.fiveRare.join(",")}`,
  "5 nice + must + country": `country=DE&must=education&nice=${NICE.fiveMixed.join(",")}`,
  "8 nice": `nice=${NICE.eight.join(",")}`,
  "8 nice + 2 must": `must=sustainable_pace,mentorship&nice=${NICE.eight.join(",")}`,
};
const RANKED_ROWS = 50_000;
/** A generated organization in the middle of the directory, and three more. */
const generatedId = (n: number) => `scale-${n.toString(36).padStart(5, "0")}`;
const organizationId = generatedId(Math.floor(orgs / 2));
const compareIds = [0, 1, 2, 3].map((i) => generatedId(Math.floor(orgs / 2) + i)).join(",");
const sparse = `categories=${CATEGORIES.seven.join(",")}`;
/** Searches whose matches are few and spread over the list, paged by an API client to their end. */
const SPARSE_SEARCHES = [`/api/organizations?${q("ventor")}&country=ES&limit=24`];

type Shape = {
  group: "api" | "page" | "baseline";
  label: string;
  path: string;
  /** Wall-clock p50 budget in ms, when not the default. */
  p50?: number;
  /** Rows read budget, when not the default. */
  rowsRead?: number;
  /** Resolved once the server is up: a path that needs the server (a cursor ten pages in, say). */
  resolve?: () => Promise<string>;
  signedIn?: boolean;
};
const shapes: Shape[] = [
  { group: "baseline", label: "/api/health", path: "/api/health" },
  // Its only work is one slow SQLite statement: its own CPU must stay near /api/health's while its process CPU rises.
  { group: "baseline", label: "calibration: SQLite only", path: `${SQLITE_CALIBRATION_PATH}?rows=300000` },
  ...Object.entries(directoryShapes("/api/organizations")).map(
    ([label, path]): Shape => ({
      group: "api",
      label: `list: ${label}`,
      path,
      ...(label === "country + 2 categories" ? { p50: 15 } : {}),
    }),
  ),
  {
    group: "api",
    label: "list: page 11, 7 categories",
    path: `/api/organizations?${sparse}`,
    resolve: () => pageCursor(`/api/organizations?${sparse}`, 10),
  },
  {
    group: "api",
    label: "list: page 11, broad search + country",
    path: `/api/organizations?${q("labs")}&country=KE`,
    resolve: () => pageCursor(`/api/organizations?${q("labs")}&country=KE`, 10),
  },
  ...Object.entries(RANKED).map(
    ([label, query]): Shape => ({
      group: "api",
      label: `ranked: ${label}`,
      path: `/api/organizations?${query}`,
      rowsRead: RANKED_ROWS,
    }),
  ),
  ...["3 nice", "5 nice, mixed", "8 nice + 2 must"].map(
    (label): Shape => ({
      group: "api",
      label: `ranked: page 11, ${label}`,
      path: `/api/organizations?${RANKED[label as keyof typeof RANKED]}`,
      rowsRead: RANKED_ROWS,
      resolve: () => pageCursor(`/api/organizations?${RANKED[label as keyof typeof RANKED]}`, 10),
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
  { group: "page", label: "home: Load more x10, 7 categories", path: `/?${sparse}&shown=240` },
  { group: "page", label: "/es: country + 2 categories", path: "/es?country=US&categories=climate_tech,remote_first" },
  { group: "page", label: "/es: search + filters", path: `/es?${q("labs")}&country=DE&categories=climate_tech` },
  { group: "page", label: "/es: a category's Spanish name", path: `/es?${q("energía limpia")}` },
  { group: "page", label: "home, signed in", path: "/", signedIn: true },
  { group: "page", label: "compare, 4 organizations", path: `/compare?ids=${compareIds}` },
  { group: "page", label: "organization page", path: `/organizations/${organizationId}` },
  { group: "page", label: "city page", path: "/explore/miami" },
  { group: "page", label: "sitemap index", path: "/sitemap.xml" },
  { group: "page", label: "sitemap file 10", path: "/sitemaps/10.xml" },
];
const selected = shapes.filter(
  (shape) =>
    shape.group === "baseline" ||
    ((!args.only || shape.group === args.only) && (!args.match || shape.label.includes(args.match as string))),
);

// ---------------------------------------------------------------------------
// The server and the timings
// ---------------------------------------------------------------------------

const port = args.port as string;
await assertPortFree(port);
const server = await startScaleServer(port, persistTo);
const base = `http://localhost:${port}`;
let signedInCookie = "";

/** The path of the list's page `pages` + 1, following each page's cursor. */
async function pageCursor(path: string, pages: number) {
  let cursor = "";
  for (let page = 0; page < pages; page++) {
    const body = (await (await fetch(`${base}${path}${cursor}`)).json()) as { meta: { nextCursor: string | null } };
    if (!body.meta.nextCursor) throw new Error(`${path} has only ${page + 1} pages`);
    cursor = `&cursor=${body.meta.nextCursor}`;
  }
  return `${path}${cursor}`;
}

/** A demo owner's session, as a browser gets it. */
async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "owner@example.com", password: "owner12345" }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: HTTP ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** One request of the shape, rendered (pages skip the page cache: see above). */
function requestOf(shape: Shape) {
  const headers = {
    ...(shape.group === "page" ? RENDERED : {}),
    ...(shape.signedIn ? { cookie: signedInCookie } : {}),
  };
  return () => timedGet(`${base}${shape.path}`, headers);
}

function budgetOf(shape: Shape): Budget | null {
  if (shape.group === "baseline") return null;
  if (shape.group === "api") {
    return {
      ...API_BUDGET,
      ...(shape.p50 ? { p50: shape.p50 } : {}),
      ...(shape.rowsRead ? { rowsRead: shape.rowsRead } : {}),
    };
  }
  return shape.signedIn ? SIGNED_IN_PAGE_BUDGET : PAGE_BUDGET;
}

try {
  signedInCookie = await signIn();
  for (const shape of selected) if (shape.resolve) shape.path = await shape.resolve();
  const listed = (await (await fetch(`${base}/api/organizations?limit=1`)).json()) as { meta: { total: number } };
  console.log(
    `\nListed organizations (GET /api/organizations meta.total): ${listed.meta.total.toLocaleString("en-US")}`,
  );
  console.log(
    `${requests} sequential requests per shape after 5 warm-up requests, ${rounds} rounds taking the shapes in turn; ` +
      "each figure is the median of its rounds. Pages rendered, not served from the page cache.",
  );
  const loadBefore = await loadAverage();
  const byShape = new Map<Shape, ShapeFigures[]>();
  for (let round = 0; round < rounds; round++) {
    for (const shape of round % 2 === 0 ? selected : [...selected].reverse()) {
      const figures = await measureShape(server.pid, requestOf(shape), { requests });
      byShape.set(shape, [...(byShape.get(shape) ?? []), figures]);
    }
  }
  const failures = printFigures(
    selected.map((shape) => ({
      group: shape.group,
      label: shape.label,
      figures: medianOfRounds(byShape.get(shape)!),
      budget: budgetOf(shape),
    })),
    `${loadBefore} / ${await loadAverage()}`,
    await measureFloor(String(Number(port) + 1), requests, rounds),
  );
  // A sparse broad search, as an API client pages it: its matches in a handful of requests.
  for (const path of SPARSE_SEARCHES) {
    const paged = await pagesToEnd(`${base}${path}`);
    console.log(
      `\nAn API client following nextCursor for ${path}: ${paged.requests} requests, ${paged.items} organizations, ` +
        `${paged.done ? "to the end" : "and still offered a next page"} (budget: at most 10 requests).`,
    );
    if (!paged.done || paged.requests > 10) failures.push(`paging ${path} (${paged.requests} requests)`);
  }
  console.log(failures.length === 0 ? "\nEvery shape within budget." : `\nOver budget: ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  server.stop();
}
