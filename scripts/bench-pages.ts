/**
 * Page budgets against the built worker on the demo database:
 *   npm run bench:pages [-- --lighthouse=false --seconds 5 --rounds 3 --runs 3]
 * - first-load JavaScript (gzipped) of the home, an organization, a city page and the job board: every module the
 *   HTML loads (npm run bench:bundle reads the same from the build's manifest, without a server);
 * - throughput of the home page against a trivial JSON route (/api/health), autocannon, 10 connections: for a
 *   visitor, for a guest with a session (both from the edge cache) and for a signed-in session (always rendered, its
 *   data read from D1);
 * - the floor for those shares: the same measure of a worker that does nothing but answer the guest's home page, the
 *   same bytes (scripts/bench-floor), under `wrangler dev` too. Moving a page through wrangler's development proxy
 *   costs a share of its own (it rewrites every HTML answer), which no work saved in the app can win back;
 * - Lighthouse (mobile) scores of the same four pages, the median of --runs runs.
 */
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { RENDERED } from "./lib/edge-figures";
import { scriptArgs } from "./lib/platform";
import { newGuestCookies, startFloorServer, startTestServer } from "./lib/server";

const args = scriptArgs({
  lighthouse: { type: "string", default: "true" },
  seconds: { type: "string", default: "5" },
  rounds: { type: "string", default: "3" },
  port: { type: "string", default: "8794" },
  runs: { type: "string", default: "3" },
});
const server = await startTestServer(args.port as string);
const { base } = server;
const floor = await startFloorServer(String(Number(args.port) + 1));
const pages = {
  home: "/",
  organization: "/organizations/mia-causeway-labs",
  miami: "/explore/miami",
  "job board": "/jobs",
};

async function firstLoadJs(path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|<script type="module" src="([^"]+)"/g)].map(
      (match) => match[1] ?? match[2],
    ),
  );
  // The inline bootstrap imports the entry and route modules too.
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]);
  let raw = 0;
  let gzipped = 0;
  for (const url of urls) {
    const bytes = new Uint8Array(await (await fetch(`${base}${url}`)).arrayBuffer());
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzipped };
}

async function throughput(path: string, headers: Record<string, string> = {}, origin = base) {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: 10,
    duration: Number(args.seconds),
    headers,
  });
  return result.requests.average;
}

async function lighthouse(path: string) {
  const { default: run } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await run(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    const categories = result?.lhr.categories ?? {};
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    return {
      ...Object.fromEntries(
        Object.entries(categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
      ),
      // The metrics the performance score is made of, in milliseconds (CLS in thousandths).
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      si: metric("speed-index"),
      cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000),
    };
  } finally {
    chrome.kill();
  }
}

try {
  console.log("\nFirst-load JavaScript (budget: 125 KB gzipped, as bench:bundle checks)");
  for (const [name, path] of Object.entries(pages)) {
    const { files, raw, gzipped } = await firstLoadJs(path);
    console.log(
      `  ${name.padEnd(13)} ${(gzipped / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw, ${files} files)`,
    );
  }

  console.log(
    `\nThroughput, autocannon 10 connections, ${args.seconds} s each, ${args.rounds} rounds ` +
      "(budget: visitor and guest >= 75% of JSON; a rendered page's CPU is bench:cpu's)",
  );
  // A real guest, as the browser makes one after the first page: its session and guest pass cookies.
  const { cookies } = await newGuestCookies(base);
  const guestCookie = cookies.join("; ");
  const guestAnswer = await fetch(`${base}/`, { headers: { cookie: guestCookie } });
  const page = await guestAnswer.arrayBuffer();
  const pageBytes = page.byteLength;
  await fetch(`${floor.base}/page`, { method: "PUT", body: page });
  console.log(
    `  (a guest's home answers x-page-cache: ${guestAnswer.headers.get("x-page-cache")}, ${pageBytes} bytes)`,
  );
  const targets: { label: string; headers: Record<string, string> }[] = [
    { label: "visitor, edge cache", headers: {} },
    { label: "guest with a session, edge cache", headers: { cookie: guestCookie } },
    // A session cookie looked up and a render: what a signed-in person's request costs (the development server's
    // no-cache bypass renders even though this cookie resolves no session).
    { label: "session cookie, renders", headers: { cookie: "better-auth.session_token=bench", ...RENDERED } },
  ];
  // This machine's speed drifts by more than the differences measured, within a round too. So every run of a target
  // sits between two runs of the JSON route, and its share is against their mean: each round, JSON, visitor, JSON,
  // guest, JSON and so on. A figure is the median of its rounds' shares.
  // The floor worker, answering the same page, is measured the same way, against its own JSON route, in every round.
  const json: number[] = [];
  const rates = targets.map(() => [] as number[]);
  const shares = targets.map(() => [] as number[]);
  const floorShares: number[] = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    let before = await throughput("/api/health");
    json.push(before);
    for (const [index, { headers }] of targets.entries()) {
      const rate = await throughput("/", headers);
      const after = await throughput("/api/health");
      json.push(after);
      rates[index]!.push(rate);
      shares[index]!.push(rate / ((before + after) / 2));
      before = after;
    }
    const floorBefore = await throughput("/api/health", {}, floor.base);
    const floorRate = await throughput("/page", {}, floor.base);
    const floorAfter = await throughput("/api/health", {}, floor.base);
    floorShares.push(floorRate / ((floorBefore + floorAfter) / 2));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  console.log(`${"  GET /api/health".padEnd(44)}${median(json).toFixed(0)} req/s  (median of ${json.length} runs)`);
  for (const [index, { label }] of targets.entries()) {
    console.log(
      `  GET / (${label})`.padEnd(44) +
        `${median(rates[index]!).toFixed(0)} req/s  (${percent(median(shares[index]!))} of the JSON route; rounds ` +
        `${shares[index]!.map(percent).join(" ")})`,
    );
  }
  console.log(
    "  the same page from a bare worker (floor)".padEnd(44) +
      `${" ".repeat(10)}(${percent(median(floorShares))} of its JSON route; rounds ${floorShares.map(percent).join(" ")})`,
  );

  if (args.lighthouse !== "false") {
    console.log("\nLighthouse, mobile (budget: performance >= 95, accessibility, best practices and SEO 100)");
    // Each page is warmed first, then scored --runs times; the median run is reported (Lighthouse's own advice for
    // variance under simulated throttling).
    for (const [name, path] of Object.entries(pages)) {
      await fetch(`${base}${path}`);
      const runs: Record<string, number>[] = [];
      for (let i = 0; i < Number(args.runs); i++) runs.push(await lighthouse(path));
      runs.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      const performance = runs.map((run) => run.performance).join("/");
      const median = runs[Math.floor(runs.length / 2)];
      console.log(`  ${name.padEnd(13)} median ${JSON.stringify(median)}  (performance runs: ${performance})`);
    }
  }
} finally {
  server.stop();
  floor.stop();
}
