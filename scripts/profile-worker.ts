/**
 * Where the worker's CPU goes under load:
 *   npm run profile:worker [-- --path / --cached --cookie "name=value" --seconds 5 --top 30 --persist-to DIR]
 * Serves the built worker on a fresh seeded database (as bench:pages does; run `npm run build` first), or with
 * `--persist-to` on a database that stays (`.wrangler/bench-scale-state`, bench:scale's and bench:jobs'), starts V8's
 * sampling profiler through the inspector wrangler opens (on --inspector), loads --path with autocannon at 10 connections
 * and prints the functions with the most samples, by self time and by inclusive time. Requests ask for no cached copy,
 * so every page renders (a development server renders those); `--cached` profiles what the page cache serves, and
 * `--cookie` sends a session.
 */
import autocannon from "autocannon";
import WebSocket from "ws";
import { RENDERED } from "./lib/edge-figures";
import { scriptArgs } from "./lib/platform";
import { assertPortFree, startScaleServer, startTestServer } from "./lib/server";

const args = scriptArgs({
  path: { type: "string", default: "/" },
  cookie: { type: "string", default: "" },
  cached: { type: "boolean", default: false },
  seconds: { type: "string", default: "5" },
  top: { type: "string", default: "30" },
  port: { type: "string", default: "8795" },
  inspector: { type: "string", default: "9330" },
  "persist-to": { type: "string" },
});

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[] };

/** A minimal Chrome DevTools Protocol client: one socket, numbered requests. */
async function inspector(url: string) {
  // ws, not Node's WebSocket: wrangler's inspector proxy refuses undici's handshake.
  const socket = new WebSocket(url);
  const pending = new Map<number, (result: unknown) => void>();
  let next = 0;
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = ++next;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

function label({ functionName, url, lineNumber }: CallFrame) {
  return `${functionName || "(anonymous)"} ${url.split("/").pop() ?? ""}:${lineNumber}`;
}

function print(title: string, counts: Map<string, number>, total: number) {
  console.log(`\n${title}`);
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top))) {
    console.log(`  ${((count / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}

await assertPortFree(args.port as string);
process.env.INSPECTOR_PORT = args.inspector as string; // read by scripts/e2e-server.mjs
const persistTo = args["persist-to"] as string | undefined;
const server = persistTo
  ? await startScaleServer(args.port as string, persistTo, args.inspector as string)
  : await startTestServer(args.port as string);
try {
  const url = `${server.base}${args.path}`;
  const headers: Record<string, string> = {
    ...(args.cached ? {} : RENDERED),
    ...(args.cookie ? { cookie: args.cookie as string } : {}),
  };
  for (let i = 0; i < 20; i++) await fetch(url, { headers }); // warm the isolate (and the cache, for hits)
  const devtools = await inspector(`ws://127.0.0.1:${args.inspector}/ws`);
  await devtools.send("Profiler.enable");
  await devtools.send("Profiler.setSamplingInterval", { interval: 200 });
  await devtools.send("Profiler.start");
  const load = await autocannon({ url, connections: 10, duration: Number(args.seconds), headers });
  const { profile } = await devtools.send<{ profile: Profile }>("Profiler.stop");
  devtools.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const sample of profile.samples) {
    const leaf = nodes.get(sample)!;
    self.set(label(leaf.callFrame), (self.get(label(leaf.callFrame)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
      const name = label(nodes.get(id)!.callFrame);
      if (seen.has(name)) continue; // recursion counts once per sample
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
  }
  inclusive.delete(label(profile.nodes[0]!.callFrame)); // the root: every sample
  console.log(
    `GET ${args.path}: ${load.requests.average.toFixed(0)} req/s while profiled, ${profile.samples.length} samples`,
  );
  print("Self time", self, profile.samples.length);
  print("Inclusive time", inclusive, profile.samples.length);
} finally {
  server.stop();
}
