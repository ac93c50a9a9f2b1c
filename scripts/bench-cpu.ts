/**
 * The worker's CPU per rendered page:
 *   npm run bench:cpu [-- --requests 200 --rounds 5 --connections 1 --checkout . --against ../other-checkout]
 * Serves the built worker on a fresh seeded database (as bench:pages does; run `npm run build` first) and loads each
 * page one request at a time with a session cookie that bypasses the page cache, so every request renders. For each
 * page (and for the home page served from the page cache to a visitor) it prints the CPU the dev server's workerd processes spent per request (the worker's own and wrangler's proxy
 * worker; not wrangler's Node process) and the median wall time of a request (with --connections N, N at a time:
 * autocannon, and the mean latency instead). Wall times move with whatever else the
 * machine does; CPU per request moves much less. Rounds alternate the pages (and the two servers with --against, a
 * checkout with its own build served side by side), and a figure is the median of its rounds.
 */
import autocannon from "autocannon";
import { workerdCpuNs } from "./lib/cpu";
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

/** Both workerd processes of the dev server, as this script has always reported them. */
const cpuNs = (group: number) => {
  const { worker, proxy } = workerdCpuNs(group);
  return worker + proxy;
};

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Target = { label: string; path: string; cookie: string };

/** REQUESTS requests, CONNECTIONS at a time: CPU ms per request and the wall ms of one. */
async function measure(server: Server, { path, cookie }: Target) {
  const url = `${server.base}${path}`;
  const headers = { cookie };
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer();
  const before = cpuNs(server.pid);
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
  return { cpu: (cpuNs(server.pid) - before) / REQUESTS / 1e6, wall };
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
  // A session that is not a guest's: the page cache is bypassed and every request renders.
  const session = "better-auth.session_token=bench";
  const targets: Target[] = [
    { label: "GET /api/health", path: "/api/health", cookie: session },
    // No session: the edge page cache answers (after the first request), with a fresh nonce.
    { label: "home, visitor (page cache)", path: "/", cookie: "" },
    { label: "home", path: "/", cookie: session },
    { label: "organization", path: "/organizations/mia-causeway-labs", cookie: session },
    { label: "city", path: "/explore/miami", cookie: session },
    { label: "job board", path: "/jobs", cookie: session },
  ];
  const results = new Map<string, { cpu: number[]; wall: number[] }>();
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const target of targets) {
      for (const { name, server } of round % 2 === 0 ? servers : [...servers].reverse()) {
        const key = `${name}\t${target.label}`;
        const { cpu, wall } = await measure(server, target);
        const result = results.get(key) ?? { cpu: [], wall: [] };
        result.cpu.push(cpu);
        result.wall.push(wall);
        results.set(key, result);
      }
    }
  }
  console.log(
    `\nWorker CPU per request (workerd processes), ${REQUESTS} requests, ${CONNECTIONS} at a time, median of ` +
      `${args.rounds} rounds` +
      " (budget: a rendered page at most 15 ms)",
  );
  for (const { name } of servers) {
    if (servers.length > 1) console.log(`  ${name}`);
    for (const { label } of targets) {
      const { cpu, wall } = results.get(`${name}\t${label}`)!;
      const rounds = cpu.map((value) => value.toFixed(2)).join(" ");
      console.log(
        `    ${label.padEnd(32)} ${median(cpu).toFixed(2).padStart(6)} ms CPU  ${median(wall).toFixed(2).padStart(6)} ms wall  (rounds ${rounds})`,
      );
    }
  }
} finally {
  for (const { server } of servers) server.stop();
}
