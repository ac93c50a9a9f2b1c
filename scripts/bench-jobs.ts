/**
 * The job board's budget at a million organizations and three million roles:
 *   npm run bench:jobs [-- --orgs 1000000 --roles 3000000 --requests 60 --rounds 3 --skip-build --match words --port N]
 * Uses the database of bench:scale (.wrangler/bench-scale-state), building it when its marker says it holds other
 * numbers (bench:scale --db-only, then seed:scale for the roles when only they are missing). Then it serves the built
 * worker with wrangler and times /jobs for filter combinations, as bench:scale times its pages: sequential requests
 * (p50, p95) and the worker's CPU per request, rounds taking the shapes in turn, a figure the median of its rounds.
 * Pages carry a cookie that names no session, so the page cache passes them through (see bench-scale.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { workerdCpuNs } from "./lib/cpu";
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

type Shape = { label: string; path: string; next?: boolean };
const q = (text: string) => `q=${encodeURIComponent(text)}`;
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
const cookie = "better-auth.session_token=bench-uncached";

async function get(path: string) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { redirect: "manual", headers: { cookie } });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return { elapsed, body };
}

/** The board's Load more link: the next page's path. */
async function nextPage(path: string) {
  const { body } = await get(path);
  const cursor = body.match(/[?&;]cursor=([\w-]+)/)?.[1];
  if (!cursor) throw new Error(`${path} has no next page`);
  return `${path}&cursor=${cursor}`;
}

/** How many roles the first page says it holds, as the heading writes it. */
async function heading(path: string) {
  const { body } = await get(path);
  return body.match(/id="roles-heading"[^>]*>([^<]*)</)?.[1] ?? "?";
}

async function measure(shape: Shape) {
  for (let i = 0; i < 5; i++) await get(shape.path);
  const before = workerdCpuNs(server.pid!).worker;
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push((await get(shape.path)).elapsed);
  const cpu = (workerdCpuNs(server.pid!).worker - before) / requests / 1e6;
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), cpu };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** A page within its render budget (15 ms) and 3 for queries: bench:scale's page budget. */
const CPU_BUDGET = 18;

try {
  for (const shape of selected) if (shape.next) shape.path = await nextPage(shape.path);
  console.log(
    `\n${requests} sequential requests per shape after 5 warm-up requests, ${rounds} rounds taking the shapes in turn; ` +
      "each figure is the median of its rounds. CPU: the worker's workerd process (its D1 database included).\n",
  );
  const results = new Map<Shape, { p50: number[]; p95: number[]; cpu: number[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const shape of round % 2 === 0 ? selected : [...selected].reverse()) {
      const { p50, p95, cpu } = await measure(shape);
      const result = results.get(shape) ?? { p50: [], p95: [], cpu: [] };
      result.p50.push(p50);
      result.p95.push(p95);
      result.cpu.push(cpu);
      results.set(shape, result);
    }
  }
  const header = `${"shape".padEnd(34)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"CPU ms".padStart(7)}  ${"verdict".padEnd(16)} heading`;
  console.log(header);
  console.log("-".repeat(header.length + 20));
  const failures: string[] = [];
  for (const shape of selected) {
    const result = results.get(shape)!;
    const [p50, p95, cpu] = [median(result.p50), median(result.p95), median(result.cpu)];
    const baseline = shape.path === "/api/health";
    const over = baseline
      ? []
      : [p50 >= 50 ? "p50" : "", p95 >= 100 ? "p95" : "", cpu > CPU_BUDGET ? "CPU" : ""].filter(Boolean);
    if (over.length > 0) failures.push(`${shape.label} (${over.join(", ")})`);
    const said = baseline || shape.next ? "" : await heading(shape.path);
    const verdict = baseline ? "" : over.length === 0 ? "ok" : `OVER: ${over.join(", ")}`;
    console.log(
      `  ${shape.label.padEnd(32)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${cpu.toFixed(2).padStart(7)}  ${verdict.padEnd(16)} ${said}`,
    );
  }
  console.log(`\nBudget: p50 < 50 ms, p95 < 100 ms, worker CPU <= ${CPU_BUDGET} ms per page.`);
  console.log(failures.length === 0 ? "Every shape within budget." : `Over budget: ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  server.stop();
}
