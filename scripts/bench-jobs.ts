/**
 * The job board's budget at a million organizations and three million roles:
 *   npm run bench:jobs [-- --orgs 1000000 --roles 3000000 --requests 60 --rounds 3 --skip-build --match words --port N]
 * Uses the database of bench:scale (.wrangler/bench-scale-state), building it when its marker says it holds other
 * numbers (bench:scale --db-only, then seed:scale for the roles when only they are missing). Then it serves the built
 * worker with wrangler and times /jobs and /api/jobs for filter combinations, as bench:scale times its shapes:
 * sequential requests (p50, p95), the D1 figures and the worker's own CPU per request, rounds taking the shapes in
 * turn, a figure the median of its rounds; then how many requests an API client needs to page a sparse filter to its
 * end. Pages ask for no cached copy, which a development server renders (see bench-scale.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  API_BUDGET,
  loadAverage,
  measureFloor,
  measureShape,
  medianOfRounds,
  PAGE_BUDGET,
  pagesToEnd,
  printFigures,
  RENDERED,
  type ShapeFigures,
  timedGet,
} from "./lib/edge-figures";
import { scriptArgs } from "./lib/platform";
import { assertPortFree, startScaleServer } from "./lib/server";

const args = scriptArgs({
  orgs: { type: "string", default: "1000000" },
  roles: { type: "string" },
  requests: { type: "string", default: "60" },
  rounds: { type: "string", default: "3" },
  "skip-build": { type: "boolean", default: false },
  match: { type: "string" },
  port: { type: "string", default: "8798" },
});
const orgs = Number(args.orgs);
const roles = args.roles === undefined ? orgs * 3 : Number(args.roles);
const requests = Number(args.requests);
const rounds = Number(args.rounds);
if (!Number.isInteger(roles) || roles < 1) throw new Error("--roles must be a positive whole number");
if (!Number.isInteger(requests) || requests < 50) throw new Error("--requests must be at least 50");
const persistTo = (args["persist-to"] as string | undefined) ?? ".wrangler/bench-scale-state";
const markerPath = `${persistTo}/bench-scale.json`;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const sh = (command: string, commandArgs: string[]) => {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
};

type Marker = { orgs: number; roles?: number; builtAt: string; seconds: number };
const read = (): Marker | null => (existsSync(markerPath) ? JSON.parse(readFileSync(markerPath, "utf8")) : null);
if (read()?.orgs !== orgs) sh("tsx", ["scripts/bench-scale.ts", "--db-only", "--orgs", String(orgs)]);
else sh("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
const marker = read()!;
if ((marker.roles ?? 0) === 0) {
  console.log(`Adding ${roles.toLocaleString("en-US")} roles to ${persistTo} ...`);
  const started = performance.now();
  sh("tsx", ["scripts/seed-scale.ts", "--orgs", "0", "--roles", String(roles), "--persist-to", persistTo]);
  const seconds = Math.round((performance.now() - started) / 1000);
  writeFileSync(markerPath, JSON.stringify({ ...marker, roles, seconds: marker.seconds + seconds }));
  console.log(`Roles added in ${seconds} s.`);
} else if (marker.roles !== roles) {
  throw new Error(`${persistTo} holds ${marker.roles} roles: run bench:scale -- --db-only --fresh, then this again`);
}
if (!args["skip-build"] || !existsSync("build/server/index.js")) sh("react-router", ["build"]);

// ---------------------------------------------------------------------------
// The shapes
// ---------------------------------------------------------------------------

type Shape = { label: string; path: string; next?: boolean; api?: boolean };
const q = (text: string) => `q=${encodeURIComponent(text)}`;
/** A combination of filters few roles hold, spread over the whole board. */
const SPARSE = "country=JP&workplace=hybrid&type=contract&seniority=staff";
const shapes: Shape[] = [
  { label: "/api/health (baseline)", path: "/api/health" },
  { label: "no filter", path: "/jobs" },
  { label: "1 category", path: "/jobs?categories=remote_first" },
  { label: "3 categories", path: "/jobs?categories=climate_tech,remote_first,four_day_week" },
  { label: "country", path: "/jobs?country=DE" },
  { label: "remote", path: "/jobs?workplace=remote" },
  { label: "salary", path: "/jobs?salary=150000" },
  { label: "type + seniority", path: "/jobs?type=contract&seniority=senior" },
  { label: "words", path: `/jobs?${q("kubernetes")}` },
  { label: "words, common", path: `/jobs?${q("engineer")}` },
  { label: "words, a prefix", path: `/jobs?${q("kube")}` },
  { label: "words + category", path: `/jobs?${q("kubernetes")}&categories=climate_tech` },
  { label: "words, rare", path: `/jobs?${q("cobol")}` },
  { label: "words, rare + filters", path: `/jobs?${q("cobol")}&workplace=remote&country=DE` },
  { label: "words, none", path: `/jobs?${q("zanzibarite")}` },
  { label: "rare: everything set", path: "/jobs?country=KE&workplace=on_site&type=internship&seniority=director" },
  {
    label: "rare: 4 rare categories",
    path: "/jobs?categories=market_transformation,open_data,platform_for_others,policy_advocacy",
  },
  {
    label: "rare: 5 rare categories, none",
    path: "/jobs?categories=market_transformation,open_data,public_sector_partnerships,platform_for_others,community_building",
  },
  { label: "page 2, remote", path: "/jobs?workplace=remote", next: true },
  {
    label: "page 2, 3 categories + country",
    path: "/jobs?categories=climate_tech,remote_first,four_day_week&country=US",
    next: true,
  },
  { label: "page 2, words", path: `/jobs?${q("kubernetes")}`, next: true },
  { label: "API: no filter", path: "/api/jobs", api: true },
  { label: "API: rare, everything set", path: `/api/jobs?${SPARSE}`, api: true },
  { label: "API: words", path: `/api/jobs?${q("kubernetes")}`, api: true },
];
const selected = shapes.filter(
  (shape) => !args.match || shape.path === "/api/health" || shape.label.includes(args.match as string),
);

// ---------------------------------------------------------------------------
// The server and the timings
// ---------------------------------------------------------------------------

const port = args.port as string;
await assertPortFree(port);
const server = await startScaleServer(port, persistTo);
const base = `http://localhost:${port}`;

async function get(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: "manual", headers: RENDERED });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return body;
}

/** The board's Load more link: the next page's path. */
async function nextPage(path: string) {
  const cursor = (await get(path)).match(/[?&;]cursor=([\w-]+)/)?.[1];
  if (!cursor) throw new Error(`${path} has no next page`);
  return `${path}&cursor=${cursor}`;
}

/** How many roles the first page says it holds, as the heading writes it. */
async function heading(path: string) {
  return (await get(path)).match(/id="roles-heading"[^>]*>([^<]*)</)?.[1] ?? "?";
}

try {
  // The board as production keeps it: the five-minute jobs mark the roles whose time is up expired (a database built
  // days ago holds thousands of them, which the first pages would otherwise correct their counts for).
  const jobs = await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  if (!jobs.ok) throw new Error(`The scheduled jobs answered HTTP ${jobs.status}`);
  for (const shape of selected) if (shape.next) shape.path = await nextPage(shape.path);
  console.log(
    `\n${requests} sequential requests per shape after 5 warm-up requests, ${rounds} rounds taking the shapes in turn; ` +
      "each figure is the median of its rounds. Pages rendered, not served from the page cache.",
  );
  const loadBefore = await loadAverage();
  const byShape = new Map<Shape, ShapeFigures[]>();
  for (let round = 0; round < rounds; round++) {
    for (const shape of round % 2 === 0 ? selected : [...selected].reverse()) {
      const request = () => timedGet(`${base}${shape.path}`, shape.api ? {} : RENDERED);
      byShape.set(shape, [...(byShape.get(shape) ?? []), await measureShape(server.pid, request, { requests })]);
    }
  }
  const baseline = (shape: Shape) => shape.path === "/api/health";
  const failures = printFigures(
    selected.map((shape) => ({
      group: baseline(shape) ? "baseline" : shape.api ? "api" : "page",
      label: shape.label,
      figures: medianOfRounds(byShape.get(shape)!),
      budget: baseline(shape) ? null : shape.api ? API_BUDGET : PAGE_BUDGET,
    })),
    `${loadBefore} / ${await loadAverage()}`,
    await measureFloor(String(Number(port) + 1), requests, rounds),
  );
  console.log("\nWhat the first pages say they hold:");
  for (const shape of selected.filter((shape) => !shape.api && !shape.next && !baseline(shape))) {
    console.log(`  ${shape.label.padEnd(32)} ${await heading(shape.path)}`);
  }
  const paged = await pagesToEnd(`${base}/api/jobs?${SPARSE}`);
  console.log(
    `\nAn API client following nextCursor for ${SPARSE}: ${paged.requests} requests, ${paged.items} roles, ` +
      `${paged.done ? "to the end" : "and still offered a next page"} (budget: at most 10 requests).`,
  );
  if (!paged.done || paged.requests > 10) failures.push(`paging ${SPARSE} (${paged.requests} requests)`);
  console.log(failures.length === 0 ? "\nEvery shape within budget." : `\nOver budget: ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  server.stop();
}
