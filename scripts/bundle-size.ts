/**
 * The worker's upload size against Cloudflare's limits: npm run bundle:size [-- --build] [-- --plan free]
 * Builds the app when there is no build yet (or with --build), has wrangler bundle it exactly as `wrangler deploy`
 * would (`--dry-run --outdir`, nothing uploaded), then sums the modules it wrote, raw and gzipped. Workers accepts a
 * worker up to 3 MB compressed on the Free plan and 10 MB on the Paid plan, which this app needs (scrypt sign-in,
 * README "Deploying to Cloudflare"); exits 1 above the chosen plan's limit. Static assets (build/client) are served
 * by Workers Static Assets and do not count.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({
  options: { build: { type: "boolean", default: false }, plan: { type: "string", default: "paid" } },
});
const MB = 1024 * 1024;
const LIMITS = { free: 3 * MB, paid: 10 * MB } as const;
if (values.plan !== "free" && values.plan !== "paid") {
  console.error("Usage: npm run bundle:size -- [--build] [--plan free|paid]");
  process.exit(2);
}
const limit = LIMITS[values.plan];
const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false" };

function run(program: string, args: string[]): string {
  const result = spawnSync(program, args, { encoding: "utf8", env: quiet, maxBuffer: 64 * MB });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`${program} ${args.join(" ")} exited ${result.status}`);
  }
  return `${result.stdout}${result.stderr}`;
}

if (values.build || !existsSync("build/server/wrangler.json")) run("react-router", ["build"]);

const outdir = mkdtempSync(join(tmpdir(), "culture-bundle-"));
try {
  const started = performance.now();
  const output = run("wrangler", ["deploy", "--dry-run", "--outdir", outdir]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const files = readdirSync(outdir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(m?js|wasm)$/.test(entry.name),
  );
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(file.parentPath, file.name));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const reported = output.match(/Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/);
  console.log(`Worker bundle: ${files.length} modules, ${kib(raw)}, ${kib(gzip)} gzipped (wrangler, ${seconds} s)`);
  if (reported) console.log(`wrangler's own figure: ${reported[1]} / gzip: ${reported[2]}`);
  for (const [plan, bytes] of Object.entries(LIMITS)) {
    console.log(`  ${plan} plan limit ${bytes / MB} MB compressed: ${((gzip / bytes) * 100).toFixed(0)}% used`);
  }
  if (gzip > limit) {
    console.error(`✗ ${kib(gzip)} gzipped is over the ${values.plan} plan's ${limit / MB} MB limit`);
    process.exitCode = 1;
  } else console.log(`✓ within the ${values.plan} plan's ${limit / MB} MB limit`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
