#!/usr/bin/env node
/**
 * Budget check: time from `npm start` on a fresh clone (after install) until the home page answers.
 *   npm run bench:start
 * Clones the committed HEAD into a temporary directory, links this checkout's node_modules (installing is not part
 * of the budget), runs `npm start` there on a spare port and stops it once GET / returns 200.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = process.env.BENCH_PORT ?? "8793";
const dir = mkdtempSync(path.join(tmpdir(), "culture-directory-start-"));
execFileSync("git", ["clone", "--quiet", "--depth", "1", `file://${process.cwd()}`, dir]);
symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));

const started = performance.now();
const child = spawn("npm", ["start"], {
  cwd: dir,
  env: { ...process.env, PORT: port },
  stdio: "ignore",
  detached: true,
});
// Waits well past the budget, so a run over it still prints how long it took (a busy machine, a slow step).
const budget = 60;
const giveUpAfter = 300;
let seconds = null;
try {
  while (seconds === null && performance.now() - started < giveUpAfter * 1000) {
    const ok = await fetch(`http://localhost:${port}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) seconds = (performance.now() - started) / 1000;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
} finally {
  process.kill(-child.pid, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  seconds === null
    ? `npm start did not serve within ${giveUpAfter} s (budget: ${budget} s)`
    : `npm start on a fresh clone served GET / after ${seconds.toFixed(1)} s (budget: ${budget} s)`,
);
process.exit(seconds !== null && seconds < budget ? 0 : 1);
