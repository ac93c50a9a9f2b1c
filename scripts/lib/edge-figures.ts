/**
 * What the benchmarks measure per shape, on the edge's terms: wall time as a visitor waits for it, the D1 round trips
 * and rows a request needed (the worker's `Server-Timing` in development, worker/db/meter.ts), and the worker's own
 * CPU: the CPU of the workerd process that runs it, less the time SQLite spent on the request's statements (locally
 * D1 runs in that process; on Cloudflare it runs beside the worker and is not its CPU time). See docs/operations.md,
 * "Measuring on the edge's terms", for why that difference is the worker's own figure.
 */
import { type D1Figures, readServerTiming } from "../../worker/db/meter";
import { workerdCpuNs } from "./cpu";
import { startFloorServer } from "./server";

/** One request: its wall time and what the worker said it asked of D1 (null: it opened no D1 session). */
export type Sample = { elapsed: number; bytes: number; figures: D1Figures | null };

/** A shape's figures over one round of requests. */
export type ShapeFigures = {
  p50: number;
  p95: number;
  /** The worker's workerd process, per request (ms). */
  processCpu: number;
  /** SQLite's time per request, as D1 reported it (ms; a mean, since D1 reports whole milliseconds per statement). */
  sqlMs: number;
  /** processCpu less sqlMs: what the worker itself spent. */
  ownCpu: number;
  /** The most any request needed. */
  chain: number;
  roundTrips: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  bytes: number;
};

/**
 * What a benchmark's page request carries so that the page is rendered, not served from the page cache: in development
 * the worker renders a request that asks for no cached copy (worker/index.ts).
 */
export const RENDERED: Record<string, string> = { "cache-control": "no-cache" };

/** GET `url` as a visitor would (redirects not followed), with its `Server-Timing` figures. */
export async function timedGet(url: string, headers: Record<string, string> = {}): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", headers });
  const body = await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  return { elapsed, bytes: body.byteLength, figures: readServerTiming(response.headers.get("server-timing")) };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/** `requests` sequential requests after `warmUp` ones, with the server's worker process CPU around them. */
export async function measureShape(
  serverGroup: number,
  request: () => Promise<Sample>,
  { requests, warmUp = 5 }: { requests: number; warmUp?: number },
): Promise<ShapeFigures> {
  for (let i = 0; i < warmUp; i++) await request();
  const before = workerdCpuNs(serverGroup).worker;
  const samples: Sample[] = [];
  for (let i = 0; i < requests; i++) samples.push(await request());
  const processCpu = (workerdCpuNs(serverGroup).worker - before) / requests / 1e6;
  const times = samples.map((sample) => sample.elapsed).sort((a, b) => a - b);
  // A request that opened no D1 session (a health check, an image) carries no figures: it asked nothing of D1.
  const figures = samples.map((sample) => sample.figures);
  const most = (key: keyof D1Figures) => Math.max(...figures.map((figure) => figure?.[key] ?? 0));
  const sqlMs = mean(figures.map((figure) => figure?.sqlMs ?? 0));
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    processCpu,
    sqlMs,
    ownCpu: Math.max(processCpu - sqlMs, 0),
    chain: most("chain"),
    roundTrips: most("roundTrips"),
    statements: most("statements"),
    rowsRead: most("rowsRead"),
    rowsWritten: most("rowsWritten"),
    bytes: Math.max(...samples.map((sample) => sample.bytes)),
  };
}

/** The median of each figure over the rounds. */
export function medianOfRounds(rounds: ShapeFigures[]): ShapeFigures {
  const median = (key: keyof ShapeFigures) => {
    const values = rounds.map((round) => round[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? Number.NaN;
  };
  const keys = Object.keys(rounds[0] ?? {}) as (keyof ShapeFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(key)])) as ShapeFigures;
}

/** What a shape must stay within. */
export type Budget = { p50: number; p95: number; ownCpu: number; chain: number; rowsRead: number };

export const PAGE_BUDGET: Budget = { p50: 50, p95: 100, ownCpu: 10, chain: 2, rowsRead: 20_000 };
export const SIGNED_IN_PAGE_BUDGET: Budget = { ...PAGE_BUDGET, chain: 3 };
export const API_BUDGET: Budget = { p50: 50, p95: 100, ownCpu: 4, chain: 2, rowsRead: 20_000 };

const CHECKS: { key: keyof Budget; label: string; strict: boolean; unit: string }[] = [
  { key: "chain", label: "chained D1 round trips", strict: false, unit: "" },
  { key: "rowsRead", label: "rows read", strict: false, unit: "" },
  { key: "ownCpu", label: "worker's own CPU", strict: false, unit: " ms" },
  { key: "p50", label: "wall p50", strict: true, unit: " ms" },
  { key: "p95", label: "wall p95", strict: true, unit: " ms" },
];

/** The budget lines a shape is over. */
export function overBudget(figures: ShapeFigures, budget: Budget): string[] {
  return CHECKS.filter(({ key, strict }) => (strict ? figures[key] >= budget[key] : figures[key] > budget[key])).map(
    ({ key }) => key,
  );
}

export type Measured = { group: string; label: string; figures: ShapeFigures; budget: Budget | null };

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/**
 * Prints one line per shape (its figures and what it is over), then one line per budget: the worst shape's figure
 * against the budget, ok or over. Answers the shapes over budget.
 */
export function printFigures(measured: Measured[], loadAverage: string, floor?: ShapeFigures): string[] {
  const columns = `${"shape".padEnd(44)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"chain".padStart(5)} ${"trips".padStart(5)} ${"rows".padStart(7)} ${"proc".padStart(6)} ${"sql".padStart(6)} ${"own".padStart(6)} ${"KB".padStart(5)}  verdict`;
  console.log(`Load average before and after the runs: ${loadAverage}`);
  console.log(
    "Wall p50/p95 in ms; chain: D1 round trips that waited on each other; trips and rows read: the most of any " +
      "request; proc: the worker's workerd process CPU per request (ms, local SQLite included); sql: SQLite's own time " +
      "per request as D1 reports it; own = proc - sql, the worker's CPU as the edge bills it.\n",
  );
  if (floor) {
    console.log(
      `The floor, a worker that does nothing but answer under the same development runtime (scripts/bench-floor): ` +
        `${fixed(floor.processCpu, 2)} ms of process CPU per request, p50 ${fixed(floor.p50)} ms. It is the local ` +
        "runtime's own work for a request (wrangler's entry worker, HTTP), not the worker's: own is net of it.\n",
    );
    measured = measured.map((shape) => ({
      ...shape,
      figures: { ...shape.figures, ownCpu: Math.max(shape.figures.ownCpu - floor.processCpu, 0) },
    }));
  }
  console.log(columns);
  console.log("-".repeat(columns.length));
  const failures: string[] = [];
  let group = "";
  for (const { group: shapeGroup, label, figures: f, budget } of measured) {
    if (shapeGroup !== group) {
      group = shapeGroup;
      console.log(`[${group}]`);
    }
    const over = budget ? overBudget(f, budget) : [];
    if (over.length > 0) failures.push(`${label} (${over.join(", ")})`);
    const verdict = budget ? (over.length === 0 ? "ok" : `over: ${over.join(", ")}`) : "";
    console.log(
      `  ${label.padEnd(42)} ${fixed(f.p50).padStart(6)} ${fixed(f.p95).padStart(6)} ${String(f.chain).padStart(5)} ${String(f.roundTrips).padStart(5)} ${String(f.rowsRead).padStart(7)} ${fixed(f.processCpu, 2).padStart(6)} ${fixed(f.sqlMs, 2).padStart(6)} ${fixed(f.ownCpu, 2).padStart(6)} ${fixed(f.bytes / 1024, 0).padStart(5)}  ${verdict}`,
    );
  }
  console.log("\nBudgets (the worst shape of each):");
  const budgeted = measured.filter((shape) => shape.budget);
  for (const { key, label, strict, unit } of CHECKS) {
    const worst = budgeted.reduce<Measured | null>(
      (found, shape) =>
        !found || shape.figures[key] - (shape.budget?.[key] ?? 0) > found.figures[key] - (found.budget?.[key] ?? 0)
          ? shape
          : found,
      null,
    );
    if (!worst?.budget) continue;
    const value = worst.figures[key];
    const limit = worst.budget[key];
    const ok = strict ? value < limit : value <= limit;
    const digits = unit ? 1 : 0;
    console.log(
      `  ${label.padEnd(24)} ${strict ? "<" : "<="} ${limit}${unit} (${worst.label}): ${fixed(value, digits)}${unit}  ${ok ? "ok" : "over"}`,
    );
  }
  return failures;
}

/**
 * The floor worker's process CPU and wall time per request (`requests` health checks, median of `rounds`): what the
 * development runtime spends on a request that does nothing.
 */
export async function measureFloor(port: string, requests: number, rounds: number): Promise<ShapeFigures> {
  const floor = await startFloorServer(port);
  try {
    const runs: ShapeFigures[] = [];
    for (let round = 0; round < rounds; round++) {
      runs.push(await measureShape(floor.pid, () => timedGet(`${floor.base}/api/health`), { requests }));
    }
    return medianOfRounds(runs);
  } finally {
    floor.stop();
  }
}

/** The machine's load average, for the record beside the figures. */
export async function loadAverage(): Promise<string> {
  const { loadavg } = await import("node:os");
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
}

/**
 * How many requests an API client makes following `meta.nextCursor` from `url` to the end (at most `most`), how many
 * items it got, and whether it reached the end.
 */
export async function pagesToEnd(url: string, most = 300) {
  let requests = 0;
  let items = 0;
  let cursor: string | null = null;
  do {
    const response = await fetch(`${url}${url.includes("?") ? "&" : "?"}${cursor ? `cursor=${cursor}` : ""}`);
    const body = (await response.json()) as { data: unknown[]; meta: { nextCursor: string | null } };
    requests += 1;
    items += body.data.length;
    cursor = body.meta.nextCursor;
  } while (cursor && requests < most);
  return { requests, items, done: cursor === null };
}
