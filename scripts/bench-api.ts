/**
 * Budget check for the public list on a large directory:
 *   npm run bench:api [-- --orgs 100000 --requests 300 --fresh]
 * Builds a separate local database (.wrangler/bench-state) with the reference data and N generated organizations,
 * prints the query plans of the filtered list, then serves the built worker with wrangler and times sequential
 * GET /api/organizations?country=US&categories=<two categories> requests (p50, p95, max).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { seed } from "../seed/seed";
import { listQueries } from "../worker/services/directory/directory-queries";
import { localPlatform, scriptArgs } from "./lib/platform";

const args = scriptArgs({
  orgs: { type: "string", default: "100000" },
  requests: { type: "string", default: "300" },
  fresh: { type: "boolean", default: false },
  port: { type: "string", default: "8791" },
});
const persistTo = (args["persist-to"] as string | undefined) ?? ".wrangler/bench-state";
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const sh = (command: string, commandArgs: string[]) => {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
};

const COUNTRY = "US";
const CATEGORIES = ["climate_tech", "remote_first"];

if (args.fresh || !existsSync(persistTo)) {
  rmSync(persistTo, { recursive: true, force: true });
  sh("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  const platform = await localPlatform(persistTo);
  await seed(platform.db, platform.env.IMAGES, { organizations: false });
  await platform.dispose();
  sh("tsx", ["scripts/seed-scale.ts", "--orgs", args.orgs, "--persist-to", persistTo]);
}

// Query plans, read before the server opens the same database.
{
  const platform = await localPlatform(persistTo);
  const [{ count }] = (
    await platform.env.DB.prepare("select count(*) as count from organizations").all<{ count: number }>()
  ).results as [{ count: number }];
  console.log(`\nOrganizations in the bench database: ${count}`);
  const { page, total } = listQueries(platform.db, { country: COUNTRY, categories: CATEGORIES, limit: 24 });
  for (const [label, query] of [
    ["page", page],
    ["total", total],
  ] as const) {
    const { sql, params } = query.toSQL();
    const plan = await platform.env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const steps = plan.results.map((row) => row.detail);
    const scans = steps.filter((step) => /\bSCAN (organizations|organization_categories|oc)\b/.test(step));
    console.log(`\nEXPLAIN QUERY PLAN (${label}):\n  ${steps.join("\n  ")}`);
    console.log(scans.length === 0 ? "  -> no full scan" : `  -> FULL SCAN: ${scans.join("; ")}`);
  }
  await platform.dispose();
}

if (!existsSync("build/server/index.js")) sh("react-router", ["build"]);
const port = args.port;
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
  ].concat([
    "--var",
    "BETTER_AUTH_SECRET:bench-secret-bench-secret-bench-secret",
    "--var",
    `APP_URL:http://localhost:${port}`,
  ]),
  { stdio: "ignore", env, detached: true },
);
const base = `http://localhost:${port}`;
try {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/category-groups`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const url = `${base}/api/organizations?country=${COUNTRY}&categories=${CATEGORIES.join(",")}`;
  const first = (await (await fetch(url)).json()) as { meta: { total: number } };
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < Number(args.requests); i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`\nGET ${url.replace(base, "")}  (${first.meta.total} matches, ${times.length} sequential requests)`);
  console.log(`  p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms   (budget: p50 < 20 ms)`);
} finally {
  process.kill(-server.pid!, "SIGTERM");
}
