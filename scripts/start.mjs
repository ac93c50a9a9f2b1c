#!/usr/bin/env node
/**
 * `npm start`: build, migrate and seed the local database (when empty), then serve the built worker with wrangler.
 * `npm start` also fires the worker's cron triggers on their schedules (scripts/lib/local-cron.mjs).
 * `npm run dev`: the same preparation, then the Vite dev server with hot reload (crons by hand: see the README).
 * PORT overrides the port (default 8787).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fireCrons } from "./lib/local-cron.mjs";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "8787";
const persistTo = ".wrangler/state";
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** A fresh clone has no .dev.vars: make one from the documented example, with a random auth secret. */
function ensureDevVars() {
  if (existsSync(".dev.vars")) return;
  const secret = randomBytes(32).toString("base64url");
  const text = readFileSync(".dev.vars.example", "utf8").replace(
    /^BETTER_AUTH_SECRET=.*$/m,
    `BETTER_AUTH_SECRET=${secret}`,
  );
  writeFileSync(".dev.vars", text, { mode: 0o600 });
  console.log("Created .dev.vars from .dev.vars.example");
}

const started = performance.now();
ensureDevVars();
if (!dev) await run("react-router", ["build"]);
await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
await run("tsx", ["scripts/seed.ts", "--persist-to", persistTo]);
console.log(`Ready to serve after ${((performance.now() - started) / 1000).toFixed(1)} s`);

const appUrl = `http://localhost:${port}`;
if (dev) {
  await run("react-router", ["dev", "--port", port, "--strictPort"]);
} else {
  // wrangler dev never fires the cron triggers by itself: fire them on their schedules, as Cloudflare would.
  const jobs = fireCrons(appUrl);
  console.log(`Cron triggers fire on their schedules (UTC): ${jobs.map((job) => job.getPattern()).join(", ")}`);
  await run("wrangler", ["dev", "--port", port, "--persist-to", persistTo, "--var", `APP_URL:${appUrl}`]);
}
