import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * `npm run deploy` against a fake wrangler first on PATH (tests/support/fake-wrangler/wrangler): it answers whoami
 * and the list commands from a state file in the shapes the installed wrangler prints, records what is created and
 * logs every invocation. The build and the smoke test are stand-ins too, logged the same way. No Cloudflare account.
 */
const ROOT = resolve(".");
const FAKE = join(ROOT, "tests/support/fake-wrangler");
const TSX = join(ROOT, "node_modules/.bin/tsx");

type State = {
  loggedIn: boolean;
  d1: Record<string, string>;
  kv: Record<string, string>;
  r2: string[];
  queues: string[];
  secrets: string[];
  workerExists: boolean;
};

const FRESH: State = { loggedIn: true, d1: {}, kv: {}, r2: [], queues: [], secrets: [], workerExists: false };

const SECRETS = [
  "APP_URL",
  "BETTER_AUTH_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "EMAIL_HTTP_URL",
  "EMAIL_API_KEY",
];

const STAGING_QUEUES = [
  "culture-directory-staging-analytics",
  "culture-directory-staging-vitals",
  "culture-directory-staging-analytics-dlq",
  "culture-directory-staging-vitals-dlq",
];

const READY: State = {
  loggedIn: true,
  d1: {
    "culture-directory-staging": "d1d1d1d1-0000-4000-8000-000000000000",
    other: "ffffffff-0000-4000-8000-0000000000ff",
  },
  kv: { "culture-directory-staging-CACHE": "0123456789abcdef0123456789abcdef", "other-CACHE": "f".repeat(32) },
  r2: ["culture-directory-staging-images", "other-images"],
  queues: [...STAGING_QUEUES, "other-queue"],
  secrets: [...SECRETS, "GUEST_CODE_SECRET"],
  workerExists: true,
};

/** Runs the deploy in a directory of its own (a copy of wrangler.toml) with the fakes first on PATH. */
function runDeploy(state: State, args: string[], config = readFileSync(join(ROOT, "wrangler.toml"), "utf8")) {
  const dir = mkdtempSync(join(tmpdir(), "deploy-test-"));
  writeFileSync(join(dir, "wrangler.toml"), config);
  writeFileSync(join(dir, "state.json"), JSON.stringify(state));
  const log = join(dir, "invocations.log");
  writeFileSync(log, "");
  // The build and the smoke test: log their arguments (and the environment a build is for), succeed.
  const bin = join(dir, "bin");
  mkdirSync(bin);
  for (const name of ["react-router", "tsx"]) {
    const file = join(bin, name);
    writeFileSync(
      file,
      [
        "#!/bin/sh",
        `{ printf '["%s"' ${name}; for a in "$@"; do printf ',"%s"' "$a"; done;`,
        ` [ -n "$CLOUDFLARE_ENV" ] && printf ',"CLOUDFLARE_ENV=%s"' "$CLOUDFLARE_ENV"; printf ']\\n'; } >> '${log}'`,
        "",
      ].join("\n"),
    );
    chmodSync(file, 0o755);
  }
  const result = spawnSync(TSX, [join(ROOT, "scripts/deploy.ts"), ...args], {
    cwd: dir,
    encoding: "utf8",
    timeout: 60_000,
    env: {
      ...process.env,
      PATH: `${FAKE}:${bin}:${process.env.PATH}`,
      FAKE_WRANGLER_STATE: join(dir, "state.json"),
      FAKE_WRANGLER_LOG: log,
    },
  });
  const invocations = readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as string[]).join(" "));
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    invocations,
    config: readFileSync(join(dir, "wrangler.toml"), "utf8"),
    state: JSON.parse(readFileSync(join(dir, "state.json"), "utf8")) as State,
  };
}

const READS = ["whoami --json", "d1 list --json", "kv namespace list", "r2 bucket list", "queues list"];
const ENV = "--config wrangler.toml --env staging";

/** The lines of one environment's table in wrangler.toml. */
const section = (toml: string, table: string) => toml.split(`[[${table}]]`)[1]!.split("\n[")[0]!;

test.describe("npm run deploy against a fake wrangler", () => {
  test("on a fresh account: creates every resource, writes the ids, migrates, loads the reference data and stops naming the unset secrets", () => {
    const run = runDeploy(FRESH, ["--env", "staging"]);
    expect(run.status, run.output).toBe(1);
    expect(run.invocations).toEqual([
      "whoami --json",
      "d1 list --json",
      "d1 create culture-directory-staging --update-config=false",
      "d1 list --json",
      "kv namespace list",
      "kv namespace create culture-directory-staging-CACHE --update-config=false",
      "kv namespace list",
      "r2 bucket list",
      "r2 bucket create culture-directory-staging-images",
      "queues list",
      ...STAGING_QUEUES.map((queue) => `queues create ${queue}`),
      `d1 migrations apply DB --remote ${ENV}`,
      expect.stringMatching(new RegExp(`^d1 execute DB --remote --file \\S+reference\\.sql --yes ${ENV}$`)),
      `secret list ${ENV}`,
    ]);
    // The ids the account gave the new database and namespace, in [env.staging] only.
    const d1Id = run.state.d1["culture-directory-staging"]!;
    const kvId = run.state.kv["culture-directory-staging-CACHE"]!;
    expect(section(run.config, "env.staging.d1_databases")).toContain(`database_id = "${d1Id}"`);
    expect(section(run.config, "env.staging.kv_namespaces")).toContain(`id = "${kvId}"`);
    expect(section(run.config, "env.production.d1_databases")).toContain(
      'database_id = "00000000-0000-0000-0000-000000000000"',
    );
    expect(section(run.config, "d1_databases")).toContain('database_id = "00000000-0000-0000-0000-000000000000"');
    expect(run.output).toContain(`6 secrets are not set for staging: ${SECRETS.join(", ")}.`);
    for (const name of SECRETS) expect(run.output).toContain(`npx wrangler secret put ${name} --env staging`);
    expect(run.output).not.toContain("would run");
  });

  test("on a fresh account, --plan runs only the read-only commands and prints the rest", () => {
    const run = runDeploy(FRESH, ["--env", "staging", "--plan"]);
    expect(run.status, run.output).toBe(1);
    expect(run.invocations).toEqual([...READS, `secret list ${ENV}`]);
    expect(run.state).toEqual(FRESH);
    expect(run.config).toBe(readFileSync("wrangler.toml", "utf8"));
    expect(run.output).toContain("would run: wrangler d1 create culture-directory-staging --update-config=false");
    expect(run.output).toContain("would run: wrangler r2 bucket create culture-directory-staging-images");
    for (const queue of STAGING_QUEUES) expect(run.output).toContain(`would run: wrangler queues create ${queue}`);
    expect(run.output).toContain("would write into wrangler.toml [env.staging]");
    expect(run.output).toContain(`would run: wrangler d1 migrations apply DB --remote ${ENV}`);
    expect(run.output).toContain("6 secrets are not set for staging");
  });

  test("where everything exists and the secrets are set: no create, ids found by name, build, deploy and smoke", () => {
    const run = runDeploy(READY, ["--env", "staging"]);
    expect(run.status, run.output).toBe(0);
    expect(run.invocations).toEqual([
      ...READS,
      `d1 migrations apply DB --remote ${ENV}`,
      expect.stringMatching(
        /^d1 execute DB --remote --file \S+reference\.sql --yes --config wrangler\.toml --env staging$/,
      ),
      `secret list ${ENV}`,
      "react-router build CLOUDFLARE_ENV=staging",
      "deploy --env staging",
      "tsx scripts/smoke.ts https://culture-directory-staging.ops.workers.dev",
    ]);
    expect(run.state).toEqual({ ...READY });
    expect(section(run.config, "env.staging.d1_databases")).toContain(
      'database_id = "d1d1d1d1-0000-4000-8000-000000000000"',
    );
    expect(section(run.config, "env.staging.kv_namespaces")).toContain('id = "0123456789abcdef0123456789abcdef"');
    expect(run.output).toContain(
      "✓ staging deployed and smoke-tested: https://culture-directory-staging.ops.workers.dev",
    );

    // Run again: the ids are already in place, nothing is created, and the same steps follow.
    const again = runDeploy(READY, ["--env", "staging", "--plan"], run.config);
    expect(again.invocations).toEqual([...READS, `secret list ${ENV}`]);
    expect(again.output).toContain("✓ wrangler.toml [env.staging] has the ids");
    expect(again.config).toBe(run.config);
    expect(again.output).toContain("would run: wrangler deploy --env staging");
    expect(again.output).toContain("would run: npm run smoke -- <the URL wrangler deploy prints>");
    expect(again.output).not.toContain("create");
  });

  test("stops before anything else when not logged in", () => {
    const run = runDeploy({ ...FRESH, loggedIn: false }, ["--env", "production"]);
    expect(run.status).toBe(1);
    expect(run.invocations).toEqual(["whoami --json"]);
    expect(run.output).toContain("Not logged in to Cloudflare: run `npx wrangler login`");
  });
});
