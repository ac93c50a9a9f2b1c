/**
 * Budget check for the analytics beacons:
 *   npm run bench:analytics [-- --seconds 10 --rounds 2]
 * Serves the built worker with wrangler (scripts/e2e-server.mjs on a fresh seeded database, no rebuild: run
 * `npm run build` first) and, with autocannon at 10 connections, alternates GET /api/health (no database, no session)
 * and POST /api/analytics/vitals (validation, bot and privacy checks, enqueue). Budget: the beacon answers at least as
 * many requests per second as health, since it only enqueues. A third target, the same POST with Do Not Track (204
 * from the first middleware, body unread), shows what any POST costs locally, so the beacon's own work can be told
 * from the cost of carrying a request body through wrangler. Then waits for the queue to drain and counts the samples
 * the consumer stored. That a consumer batch of 100 messages is one D1 batch is asserted by tests/api/analytics/analytics.test.ts.
 *
 * The server runs with ANALYTICS_RATE_LIMIT=off (as the browser tests do): every request comes from one address, so the
 * per-address limit would answer 429 after the first 120. In production that limit is the edge's Rate Limiting binding.
 */
import autocannon from "autocannon";
import { explorerD1 } from "../tests/e2e/support/explorer-d1";
import { scriptArgs } from "./lib/platform";
import { assertPortFree, startTestServer } from "./lib/server";

const args = scriptArgs({
  seconds: { type: "string", default: "10" },
  rounds: { type: "string", default: "2" },
  port: { type: "string", default: "8842" },
});
await assertPortFree(args.port as string);
const server = await startTestServer(args.port as string);
const { base } = server;

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const ROUTE = `/bench-${Date.now()}/:id`;

type Run = { average: number; statuses: Record<string, number>; total: number; errors: number };

async function measure(method: "GET" | "POST", path: string, extraHeaders: Record<string, string> = {}): Promise<Run> {
  const result = await autocannon({
    url: `${base}${path}`,
    method,
    connections: 10,
    duration: Number(args.seconds),
    headers: {
      "user-agent": BROWSER,
      ...(method === "POST" ? { "content-type": "application/json", origin: base } : {}),
      ...extraHeaders,
    },
    ...(method === "POST"
      ? { body: JSON.stringify({ metric: "LCP", value: 1834, route: ROUTE, lane: "discovery", city: null }) }
      : {}),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
  );
  return { average: result.requests.average, statuses, total: result.requests.total, errors: result.errors };
}

try {
  // Warm both paths (the isolate, the queue binding).
  for (let i = 0; i < 20; i++) {
    await fetch(`${base}/api/health`);
    await fetch(`${base}/api/analytics/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, "user-agent": BROWSER },
      body: JSON.stringify({ metric: "FCP", value: 900, route: "/warmup", lane: "discovery" }),
    });
  }

  const health: Run[] = [];
  const vitals: Run[] = [];
  // The same POST with Do Not Track: answered 204 by the first middleware, before the body is read. What a POST with a
  // body costs through wrangler's local proxy, whatever the handler does.
  const floor: Run[] = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    health.push(await measure("GET", "/api/health"));
    vitals.push(await measure("POST", "/api/analytics/vitals"));
    floor.push(await measure("POST", "/api/analytics/vitals", { dnt: "1" }));
  }
  const mean = (runs: Run[]) => runs.reduce((sum, run) => sum + run.average, 0) / runs.length;
  const summarize = (runs: Run[]) =>
    runs.map((run) => `${run.average.toFixed(0)} req/s ${JSON.stringify(run.statuses)}`).join(", ");
  console.log(`\nautocannon, 10 connections, ${args.seconds} s per run, ${args.rounds} rounds (alternating)`);
  console.log(`  GET  /api/health             mean ${mean(health).toFixed(0)} req/s   (${summarize(health)})`);
  console.log(`  POST /api/analytics/vitals   mean ${mean(vitals).toFixed(0)} req/s   (${summarize(vitals)})`);
  console.log(`  POST, answered at once (DNT)  mean ${mean(floor).toFixed(0)} req/s   (${summarize(floor)})`);
  const ratio = mean(vitals) / mean(health);
  console.log(`  ratio vitals/health ${ratio.toFixed(2)}  (budget: >= 1.00) ${ratio >= 1 ? "OK" : "OVER BUDGET"}`);
  console.log(
    `  ratio vitals/POST floor ${(mean(vitals) / mean(floor)).toFixed(2)}  (what validating and queueing cost over a POST that does nothing)`,
  );

  // The consumer stores what was queued: one D1 batch per queue batch of up to 100 messages.
  const queued = vitals.reduce((sum, run) => sum + (run.statuses[202] ?? 0), 0);
  const d1 = explorerD1(base);
  const started = Date.now();
  let stored = 0;
  while (Date.now() - started < 120_000) {
    const row = await d1
      .prepare("select count(*) as n from vitals_samples where route = ?")
      .bind(ROUTE)
      .first<{ n: number }>();
    stored = row?.n ?? 0;
    if (stored >= queued) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(
    `\nQueue drain: ${queued} samples queued (202), ${stored} stored by the consumer after ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
} finally {
  server.stop();
}
