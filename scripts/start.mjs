#!/usr/bin/env node
/**
 * `npm start`: build, migrate and seed the local database (when empty), then serve the built worker with wrangler.
 * `npm start` also fires the worker's cron triggers on their schedules (scripts/lib/local-cron.mjs).
 * `npm run dev`: the same preparation, then the Vite dev server with hot reload (crons by hand: see the README).
 * PORT overrides the port (default 8787); LOG_REQUESTS=1 (or `npm start -- --log-requests`) prints a line per request.
 *
 * Each step's own output is kept and printed in full only when the step fails: a person starting the app needs one
 * line per step, the address once the server really answers, and the demo accounts, not the tools' progress tables.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { configuredCrons, fireCrons } from "./lib/local-cron.mjs";

const dev = process.argv.includes("--dev");
const logRequests = process.argv.includes("--log-requests") || /^(1|true|yes)$/i.test(process.env.LOG_REQUESTS ?? "");
const port = process.env.PORT ?? "8787";
const persistTo = ".wrangler/state";
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const appUrl = `http://localhost:${port}`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are control characters
const ansi = /\u001b\[[0-9;]*m/g;
const plain = (text) => text.replace(ansi, "");
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

class StepFailed extends Error {
  constructor(title, detail, output) {
    super(`${title} failed (${detail})`);
    this.output = output;
  }
}

/** Runs a step with its output captured; answers that output, or throws with it when the step fails. */
function step(title, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) => reject(new StepFailed(title, error.message, output)));
    child.on("close", (code, signal) =>
      code === 0
        ? resolve(plain(output))
        : reject(new StepFailed(title, `${command} exited ${signal ?? code}`, output)),
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
  console.log("Created .dev.vars from .dev.vars.example (with a random auth secret)");
}

function migrationSummary(output) {
  const applied = output.match(/About to apply (\d+) migration/);
  if (applied) return `applied ${applied[1]} migration(s) to the local database`;
  if (/No migrations to apply/.test(output)) return "the local database is up to date";
  return "migrations applied";
}

/** The seed's own summary line and its demo accounts ("  owner  owner@example.com / owner12345"). */
function seedSummary(output) {
  const summary =
    output
      .match(/^(Seeded \d+ demo organizations|Database already seeded)/m)?.[1]
      ?.replace("Database already seeded", "The database was already seeded") ?? "Seeded";
  const accounts = output.match(/^ {2}\S+ +\S+@\S+ \/ \S+$/gm) ?? [];
  return { summary, accounts };
}

async function answers(url) {
  try {
    return await fetch(url, { redirect: "manual" });
  } catch {
    return null;
  }
}

async function prepare() {
  const started = performance.now();
  ensureDevVars();
  console.log(`Preparing the app: ${dev ? "" : "build, "}migrations, seed (about a minute the first time)`);
  if (!dev) {
    const since = performance.now();
    await step("Build", "react-router", ["build"]);
    console.log(`  ✓ Built the app in ${seconds(since)}`);
  }
  let since = performance.now();
  const migrations = await step("Migrations", "wrangler", [
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    "--persist-to",
    persistTo,
  ]);
  console.log(`  ✓ Migrations: ${migrationSummary(migrations)} in ${seconds(since)}`);
  since = performance.now();
  const seeded = seedSummary(await step("Seed", "tsx", ["scripts/seed.ts", "--persist-to", persistTo]));
  console.log(`  ✓ ${seeded.summary} in ${seconds(since)}`);
  return { started, accounts: seeded.accounts };
}

function printAccounts(accounts) {
  if (accounts.length === 0) return;
  console.log("\nLocal demo accounts (local only, never deploy these):");
  for (const line of accounts) console.log(line);
}

function printWelcome(response, started, accounts) {
  const status = response.status === 200 ? "" : ` (GET / answered ${response.status})`;
  console.log(
    `\nCulture Directory is running at ${appUrl} (first page served ${seconds(started)} after start)${status}`,
  );
  printAccounts(accounts);
  const crons = configuredCrons();
  console.log(
    `\nCron triggers: wrangler dev never fires them by itself; npm start fires wrangler.toml's (${crons.join(", ")}, UTC)` +
      ` on their schedules. Fire one now: curl "${appUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(crons[0] ?? "")}"`,
  );
  console.log(
    logRequests
      ? "Request logs: on. Stop with Ctrl+C."
      : "Request logs: off (LOG_REQUESTS=1 npm start shows a line per request). Stop with Ctrl+C.",
  );
}

/**
 * Serves the built worker. wrangler's start-up output (bindings, module list, its notice that it fires no crons) is
 * kept until the server answers and printed only if wrangler exits before that; afterwards its lines pass through,
 * except one per request unless asked for.
 */
function serve(started, accounts) {
  const requestLine = /^\[wrangler:info\] (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \S+ \d{3}/;
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--port",
      port,
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      "--var",
      `APP_URL:${appUrl}`,
    ],
    { stdio: ["ignore", "pipe", "pipe"], env },
  );
  let startup = "";
  let ready = false;
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = "";
    stream.on("data", (chunk) => {
      if (!ready) {
        startup += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const text = plain(line);
        if (!logRequests && (requestLine.test(text) || text.startsWith("[wrangler:info] Ready on"))) continue;
        sink.write(`${line}\n`);
      }
    });
  }
  let exited = false;
  child.on("exit", (code, signal) => {
    exited = true;
    if (!ready) {
      process.stderr.write(startup);
      console.error(`\nThe server did not start: wrangler dev exited ${signal ?? code}.`);
    }
    process.exit(code ?? 1);
  });

  (async () => {
    while (!exited) {
      const response = await answers(`${appUrl}/`);
      if (response) {
        ready = true;
        printWelcome(response, started, accounts);
        fireCrons(appUrl);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
}

try {
  if (!dev && (await answers(`${appUrl}/`))) {
    console.error(`Something already answers at ${appUrl}: stop it, or choose another port (PORT=8788 npm start).`);
    process.exit(1);
  }
  const { started, accounts } = await prepare();
  if (dev) {
    printAccounts(accounts);
    const child = spawn("react-router", ["dev", "--port", port, "--strictPort"], { stdio: "inherit", env });
    child.on("exit", (code) => process.exit(code ?? 1));
  } else {
    serve(started, accounts);
  }
} catch (error) {
  if (error instanceof StepFailed) {
    process.stderr.write(error.output);
    console.error(`\n${error.message}; its full output is above.`);
    process.exit(1);
  }
  throw error;
}
