/**
 * One command from a laptop (or CI) to a running deployment on Cloudflare:
 *   npm run deploy -- --env staging|production [--plan] [--url https://...]
 * Checks the login, finds the environment's D1 database, KV namespace, R2 bucket and queues by name or creates them,
 * writes their ids into wrangler.toml, applies the migrations and the reference data to the remote database, stops
 * naming any secret still unset, then builds, deploys and runs the smoke test. Safe to run again: what exists is
 * reused. --plan runs only the read-only wrangler commands and prints the others. Steps: scripts/lib/deploy-plan.ts.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { referenceSql } from "../seed/reference-sql";
import { DeployStopped, deploy, type Environment } from "./lib/deploy-plan";

const { values } = parseArgs({
  options: {
    env: { type: "string", default: "staging" },
    plan: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    url: { type: "string" },
  },
});
if (values.env !== "staging" && values.env !== "production") {
  console.error("Usage: npm run deploy -- --env staging|production [--plan] [--url <url to smoke-test>]");
  process.exit(2);
}

const CONFIG = "wrangler.toml";
const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false" };

try {
  deploy(
    {
      wrangler(args) {
        const result = spawnSync("wrangler", args, { encoding: "utf8", env: quiet, maxBuffer: 64 * 1024 * 1024 });
        if (result.error) throw result.error;
        return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
      },
      command(program, args, env) {
        const result = spawnSync(program, args, { stdio: "inherit", env: { ...quiet, ...env } });
        return result.status ?? 1;
      },
      readConfig: () => readFileSync(CONFIG, "utf8"),
      writeConfig: (text) => writeFileSync(CONFIG, text),
      writeReferenceSql() {
        const file = join(mkdtempSync(join(tmpdir(), "culture-reference-")), "reference.sql");
        writeFileSync(file, referenceSql());
        return file;
      },
      log: (line) => console.log(line),
    },
    { env: values.env as Environment, plan: values.plan || values["dry-run"], url: values.url },
  );
} catch (error) {
  if (error instanceof DeployStopped) {
    console.error(`\n✗ ${error.message}`);
    process.exit(1);
  }
  throw error;
}
