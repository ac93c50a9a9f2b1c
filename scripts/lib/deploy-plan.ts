/**
 * The steps of `npm run deploy`, apart from how wrangler is run: every wrangler call goes through `wrangler()`, which
 * runs read-only commands (whoami, the lists, secret list) always and mutating ones only when not planning. The
 * wrangler.toml edits are pure functions of the text. scripts/deploy.ts wires this to real processes; the browser-side
 * test runs it against a fake wrangler on PATH.
 */

export type Environment = "staging" | "production";

/** A wrangler command's outcome. */
export type Result = { status: number; stdout: string; stderr: string };

/** What the deploy needs from the outside world. */
export type Io = {
  /** Runs `wrangler ...args` and returns its outcome. */
  wrangler(args: string[]): Result;
  /** Runs another command (build, smoke), its output shown as it comes; returns the exit code. */
  command(program: string, args: string[], env?: Record<string, string>): number;
  readConfig(): string;
  writeConfig(text: string): void;
  /** Writes the reference data SQL to a file and returns its path. */
  writeReferenceSql(): string;
  log(line: string): void;
};

/** The secrets a production-mode worker refuses to start without (worker/platform/env.ts), unless set under [vars]. */
export const REQUIRED_SECRETS = [
  "APP_URL",
  "BETTER_AUTH_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "EMAIL_HTTP_URL",
  "EMAIL_API_KEY",
] as const;

const PLACEHOLDER_D1 = "00000000-0000-0000-0000-000000000000";
const PLACEHOLDER_KV = "00000000000000000000000000000000";

type Table = { header: string; values: Record<string, string> };

/** The tables of a wrangler.toml, each with its `key = "string"` entries (enough for names and ids). */
export function tables(toml: string): Table[] {
  const out: Table[] = [{ header: "", values: {} }];
  for (const raw of toml.split("\n")) {
    const line = raw.trim();
    const header = line.match(/^\[\[?([^\]]+)\]\]?$/);
    if (header) {
      out.push({ header: header[1]!, values: {} });
      continue;
    }
    const entry = line.match(/^([A-Za-z0-9_]+)\s*=\s*"([^"]*)"/);
    if (entry) out.at(-1)!.values[entry[1]!] = entry[2]!;
  }
  return out;
}

/** The names of what an environment binds, read from its tables in wrangler.toml. */
export type Resources = {
  worker: string;
  d1: { binding: string; name: string; id: string };
  kv: { binding: string; id: string };
  r2: string[];
  /** Every queue, dead-letter queues included, each once, in the order the file names them. */
  queues: string[];
  vars: Record<string, string>;
};

export function resourcesOf(toml: string, env: Environment): Resources {
  const all = tables(toml);
  const prefix = `env.${env}`;
  const of = (kind: string) => all.filter((table) => table.header === `${prefix}.${kind}`).map((t) => t.values);
  const envTable = all.find((table) => table.header === prefix);
  if (!envTable) throw new Error(`wrangler.toml has no [env.${env}]`);
  const [d1] = of("d1_databases");
  const [kv] = of("kv_namespaces");
  if (!d1?.database_name || !kv?.binding) throw new Error(`[env.${env}] needs a D1 database and a KV namespace`);
  const queues: string[] = [];
  for (const values of [...of("queues.producers"), ...of("queues.consumers")]) {
    for (const name of [values.queue, values.dead_letter_queue]) if (name && !queues.includes(name)) queues.push(name);
  }
  return {
    worker: envTable.values.name ?? `${all[0]!.values.name}-${env}`,
    d1: { binding: d1.binding ?? "DB", name: d1.database_name, id: d1.database_id ?? PLACEHOLDER_D1 },
    kv: { binding: kv.binding, id: kv.id ?? PLACEHOLDER_KV },
    r2: of("r2_buckets").flatMap((values) => (values.bucket_name ? [values.bucket_name] : [])),
    queues,
    vars: all.find((table) => table.header === `${prefix}.vars`)?.values ?? {},
  };
}

/** wrangler.toml with the environment's D1 database_id and KV id set; everything else left as it was. */
export function withIds(toml: string, env: Environment, ids: { d1: string; kv: string }): string {
  let table = "";
  return toml
    .split("\n")
    .map((line) => {
      const header = line.trim().match(/^\[\[?([^\]]+)\]\]?$/);
      if (header) table = header[1]!;
      if (table === `env.${env}.d1_databases`) return line.replace(/^(\s*database_id\s*=\s*)"[^"]*"/, `$1"${ids.d1}"`);
      if (table === `env.${env}.kv_namespaces`) return line.replace(/^(\s*id\s*=\s*)"[^"]*"/, `$1"${ids.kv}"`);
      return line;
    })
    .join("\n");
}

// Parsers of the installed wrangler's list outputs.

/** `wrangler d1 list --json`: an array of { uuid, name, ... }. */
export function parseD1List(stdout: string): Map<string, string> {
  const list = JSON.parse(jsonPart(stdout)) as { uuid: string; name: string }[];
  return new Map(list.map((db) => [db.name, db.uuid]));
}

/** `wrangler kv namespace list`: a JSON array of { id, title, ... }. */
export function parseKvList(stdout: string): Map<string, string> {
  const list = JSON.parse(jsonPart(stdout)) as { id: string; title: string }[];
  return new Map(list.map((ns) => [ns.title, ns.id]));
}

/** `wrangler r2 bucket list`: blocks of `name:  <bucket>` / `creation_date:  <date>` lines. */
export function parseR2List(stdout: string): Set<string> {
  const names = new Set<string>();
  for (const line of stripAnsi(stdout).split("\n")) {
    const match = line.match(/^name:\s+(\S+)\s*$/);
    if (match) names.add(match[1]!);
  }
  return names;
}

/** `wrangler queues list`: a box-drawn table whose header row has a `name` column. */
export function parseQueuesList(stdout: string): Set<string> {
  const names = new Set<string>();
  let column = -1;
  for (const line of stripAnsi(stdout).split("\n")) {
    if (!line.includes("│")) continue;
    const cells = line.split("│").map((cell) => cell.trim());
    if (column < 0) {
      column = cells.indexOf("name");
      continue;
    }
    if (cells[column]) names.add(cells[column]!);
  }
  return names;
}

/** `wrangler secret list` (JSON by default): an array of { name, type }. */
export function parseSecretList(stdout: string): Set<string> {
  const list = JSON.parse(jsonPart(stdout)) as { name: string }[];
  return new Set(list.map((secret) => secret.name));
}

function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are control characters
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

/** The JSON in a command's output, from its first `[` or `{` (wrangler may print a banner or warnings first). */
function jsonPart(stdout: string): string {
  const start = stdout.search(/^[[{]/m);
  if (start < 0) throw new Error(`expected JSON from wrangler, got: ${stdout.slice(0, 200)}`);
  return stdout.slice(start);
}

export class DeployStopped extends Error {}

export type DeployOptions = {
  env: Environment;
  /** Print the mutating commands instead of running them. */
  plan: boolean;
  /** Where the smoke test goes; by default the URL `wrangler deploy` prints. */
  url?: string;
};

const show = (program: string, args: string[]) =>
  [program, ...args].map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`)).join(" ");

/**
 * Runs (or, planning, prints) the deploy of one environment. Throws DeployStopped with the reason when it has to stop
 * (not logged in, a command failed, secrets unset, smoke failed).
 */
export function deploy(io: Io, options: DeployOptions): void {
  const { env, plan } = options;
  const envArgs = ["--env", env];
  // Explicit, so that a build's redirected configuration (.wrangler/deploy) is not used for the resource commands.
  const configArgs = ["--config", "wrangler.toml", ...envArgs];

  const read = (args: string[], what: string): string => {
    const result = io.wrangler(args);
    if (result.status !== 0) throw new DeployStopped(`${what} failed (wrangler ${args.join(" ")}):\n${result.stderr}`);
    return result.stdout;
  };
  const change = (args: string[], what: string): string => {
    if (plan) {
      io.log(`would run: ${show("wrangler", args)}`);
      return "";
    }
    io.log(`${what}: ${show("wrangler", args)}`);
    const result = io.wrangler(args);
    if (result.status !== 0) throw new DeployStopped(`${what} failed:\n${result.stderr || result.stdout}`);
    return result.stdout;
  };

  io.log(`${plan ? "Plan of the deploy" : "Deploying"} to ${env}`);

  // 1. Logged in (an API token in CLOUDFLARE_API_TOKEN counts).
  const whoami = io.wrangler(["whoami", "--json"]);
  if (whoami.status !== 0) {
    throw new DeployStopped(
      "Not logged in to Cloudflare: run `npx wrangler login`, or set CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID).",
    );
  }
  const account = JSON.parse(jsonPart(whoami.stdout)) as { email?: string; accounts?: { name: string }[] };
  io.log(`✓ logged in${account.email ? ` as ${account.email}` : ""}`);

  let config = io.readConfig();
  const resources = resourcesOf(config, env);

  // 2. Resources: found by name, created when missing.
  let d1Id = parseD1List(read(["d1", "list", "--json"], "Listing D1 databases")).get(resources.d1.name);
  if (d1Id) io.log(`✓ D1 database ${resources.d1.name} exists (${d1Id})`);
  else {
    change(["d1", "create", resources.d1.name, "--update-config=false"], "Creating D1 database");
    d1Id = plan
      ? "<id of the new database>"
      : parseD1List(read(["d1", "list", "--json"], "Listing D1 databases")).get(resources.d1.name);
    if (!d1Id) throw new DeployStopped(`D1 database ${resources.d1.name} was created but is not listed`);
  }

  const kvTitle = `${resources.worker}-${resources.kv.binding}`;
  let kvId = parseKvList(read(["kv", "namespace", "list"], "Listing KV namespaces")).get(kvTitle);
  if (kvId) io.log(`✓ KV namespace ${kvTitle} exists (${kvId})`);
  else {
    // Without --env, so the title is exactly the one looked up (under --env wrangler prefixes it with the env name).
    change(["kv", "namespace", "create", kvTitle, "--update-config=false"], "Creating KV namespace");
    kvId = plan
      ? "<id of the new namespace>"
      : parseKvList(read(["kv", "namespace", "list"], "Listing KV namespaces")).get(kvTitle);
    if (!kvId) throw new DeployStopped(`KV namespace ${kvTitle} was created but is not listed`);
  }

  const buckets = parseR2List(read(["r2", "bucket", "list"], "Listing R2 buckets"));
  for (const bucket of resources.r2) {
    if (buckets.has(bucket)) io.log(`✓ R2 bucket ${bucket} exists`);
    else change(["r2", "bucket", "create", bucket], "Creating R2 bucket");
  }

  const queues = parseQueuesList(read(["queues", "list"], "Listing queues"));
  for (const queue of resources.queues) {
    if (queues.has(queue)) io.log(`✓ queue ${queue} exists`);
    else change(["queues", "create", queue], "Creating queue");
  }

  // 3. The ids into wrangler.toml, for this environment only.
  if (d1Id !== resources.d1.id || kvId !== resources.kv.id) {
    if (plan) io.log(`would write into wrangler.toml [env.${env}]: database_id = "${d1Id}", CACHE id = "${kvId}"`);
    else {
      config = withIds(config, env, { d1: d1Id, kv: kvId });
      io.writeConfig(config);
      io.log(`✓ wrote the D1 and KV ids into wrangler.toml [env.${env}] (commit it)`);
    }
  } else io.log(`✓ wrangler.toml [env.${env}] has the ids`);

  // 4. Schema and reference data (never demo data).
  change(["d1", "migrations", "apply", resources.d1.binding, "--remote", ...configArgs], "Applying migrations");
  const sqlFile = plan ? "<reference data SQL>" : io.writeReferenceSql();
  change(
    ["d1", "execute", resources.d1.binding, "--remote", "--file", sqlFile, "--yes", ...configArgs],
    "Loading the reference data",
  );

  // 5. Secrets: a worker that does not exist yet has none.
  const secretList = io.wrangler(["secret", "list", ...configArgs]);
  const secrets =
    secretList.status === 0
      ? parseSecretList(secretList.stdout)
      : /not found/i.test(`${secretList.stdout}${secretList.stderr}`)
        ? new Set<string>()
        : (() => {
            throw new DeployStopped(`Listing secrets failed:\n${secretList.stderr}`);
          })();
  const missing = REQUIRED_SECRETS.filter((name) => !secrets.has(name) && !(name in resources.vars));
  if (missing.length > 0) {
    throw new DeployStopped(
      [
        `${missing.length} secret${missing.length === 1 ? " is" : "s are"} not set for ${env}: ${missing.join(", ")}.`,
        "Set each (wrangler asks for the value), then run the deploy again:",
        ...missing.map((name) => `  npx wrangler secret put ${name} --env ${env}`),
      ].join("\n"),
    );
  }
  io.log(`✓ secrets set: ${REQUIRED_SECRETS.filter((name) => secrets.has(name)).join(", ")}`);

  // 6. Build for this environment, deploy, smoke.
  if (plan) io.log(`would run: CLOUDFLARE_ENV=${env} react-router build`);
  else if (io.command("react-router", ["build"], { CLOUDFLARE_ENV: env }) !== 0)
    throw new DeployStopped("The build failed");
  const deployed = change(["deploy", ...envArgs], "Deploying");
  const url = options.url ?? deployed.match(/https:\/\/\S+\.workers\.dev\b/)?.[0];
  if (plan) {
    io.log(`would run: npm run smoke -- ${url ?? "<the URL wrangler deploy prints>"}`);
    return;
  }
  if (!url) throw new DeployStopped("Deployed, but wrangler printed no workers.dev URL: run `npm run smoke -- <url>`");
  if (io.command("tsx", ["scripts/smoke.ts", url]) !== 0) throw new DeployStopped(`The smoke test of ${url} failed`);
  io.log(`✓ ${env} deployed and smoke-tested: ${url}`);
}
