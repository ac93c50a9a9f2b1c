/**
 * The worker's CPU per rendered page:
 *   npm run bench:cpu [-- --requests 200 --rounds 5 --connections 1 --checkout . --against ../other-checkout]
 * Serves the built worker on a fresh seeded database (as bench:pages does; run `npm run build` first) and loads each
 * page one request at a time asking for no cached copy, so every request renders (a development server renders
 * those; scripts/lib/edge-figures.ts). For each
 * page (and for the home page served from the page cache to a visitor) it prints the CPU the dev server's workerd processes spent per request (the worker's own and wrangler's proxy
 * worker; not wrangler's Node process) and the median wall time of a request (with --connections N, N at a time:
 * autocannon, and the mean latency instead). Wall times move with whatever else the
 * machine does; CPU per request moves much less. Rounds alternate the pages (and the two servers with --against, a
 * checkout with its own build served side by side), and a figure is the median of its rounds.
 */
import autocannon from "autocannon";
import { workerdCpuNs } from "./lib/cpu";
import { RENDERED, type Sample, timedGet } from "./lib/edge-figures";
import { scriptArgs } from "./lib/platform";
import { startTestServer } from "./lib/server";

const args = scriptArgs({
  requests: { type: "string", default: "200" },
  rounds: { type: "string", default: "5" },
  port: { type: "string", default: "8796" },
  connections: { type: "string", default: "1" },
  checkout: { type: "string", default: "." },
  against: { type: "string" },
});
const CONNECTIONS = Number(args.connections);
const REQUESTS = Number(args.requests);

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Target = { label: string; path: string; headers: Record<string, string> };

/**
 * REQUESTS requests, CONNECTIONS at a time: CPU ms per request (both workerd processes, the worker's alone, and the
 * worker's own: less SQLite's time as D1 reports it), the wall ms of one, and the D1 figures of a request.
 */
async function measure(server: Server, { path, headers }: Target) {
  const url = `${server.base}${path}`;
  const samples: Sample[] = [];
  for (let i = 0; i < 10; i++) samples.push(await timedGet(url, headers));
  const figures = samples.map((sample) => sample.figures);
  const sqlMs = figures.reduce((sum, figure) => sum + (figure?.sqlMs ?? 0), 0) / figures.length;
  const before = workerdCpuNs(server.pid);
  let wall: number;
  if (CONNECTIONS > 1) {
    const result = await autocannon({ url, headers, connections: CONNECTIONS, amount: REQUESTS });
    if (result.non2xx > 0) throw new Error(`${path} answered ${result.non2xx} times with an error`);
    wall = result.latency.average;
  } else {
    const walls: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      walls.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
    wall = median(walls);
  }
  const after = workerdCpuNs(server.pid);
  const perRequest = (ns: number) => ns / REQUESTS / 1e6;
  const worker = perRequest(after.worker - before.worker);
  return {
    cpu: perRequest(after.worker + after.proxy - before.worker - before.proxy),
    own: Math.max(worker - sqlMs, 0),
    wall,
    chain: Math.max(...figures.map((figure) => figure?.chain ?? 0)),
    rowsRead: Math.max(...figures.map((figure) => figure?.rowsRead ?? 0)),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const servers: { name: string; server: Server }[] = [
  { name: args.checkout as string, server: await startTestServer(args.port as string, args.checkout as string) },
];
if (args.against) {
  const port = String(Number(args.port) + 2);
  servers.push({ name: args.against, server: await startTestServer(port, args.against) });
}
try {
  const targets: Target[] = [
    { label: "GET /api/health", path: "/api/health", headers: {} },
    // The edge page cache answers (after the first request), with a fresh nonce.
    { label: "home, visitor (page cache)", path: "/", headers: {} },
    { label: "home", path: "/", headers: RENDERED },
    { label: "organization", path: "/organizations/mia-causeway-labs", headers: RENDERED },
    { label: "city", path: "/explore/miami", headers: RENDERED },
    { label: "job board", path: "/jobs", headers: RENDERED },
  ];
  type Figures = Awaited<ReturnType<typeof measure>>;
  const results = new Map<string, Figures[]>();
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const target of targets) {
      for (const { name, server } of round % 2 === 0 ? servers : [...servers].reverse()) {
        const key = `${name}\t${target.label}`;
        results.set(key, [...(results.get(key) ?? []), await measure(server, target)]);
      }
    }
  }
  console.log(
    `\nCPU per request, ${REQUESTS} requests, ${CONNECTIONS} at a time, median of ${args.rounds} rounds. ` +
      "workerd: both processes of the dev server (wrangler's proxy included, as this script has always reported); " +
      "own: the worker's process less SQLite's time as D1 reports it, the worker's CPU as the edge bills it " +
      "(budget: a rendered page at most 10 ms). chain: D1 round trips that waited on each other; rows: rows read.",
  );
  for (const { name } of servers) {
    if (servers.length > 1) console.log(`  ${name}`);
    for (const { label } of targets) {
      const rounds = results.get(`${name}\t${label}`)!;
      const of = (key: keyof Figures) => median(rounds.map((round) => round[key]));
      console.log(
        `    ${label.padEnd(32)} ${of("cpu").toFixed(2).padStart(6)} ms workerd  ${of("own").toFixed(2).padStart(6)} ms own  ${of("wall").toFixed(2).padStart(6)} ms wall  chain ${of("chain")}  rows ${of("rowsRead")}`,
      );
    }
  }
} finally {
  for (const { server } of servers) server.stop();
}
