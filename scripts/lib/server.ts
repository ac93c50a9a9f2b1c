import { spawn } from "node:child_process";

const answers = (base: string) =>
  fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

/** Waits (up to two minutes) until a server answers /api/health at `base`. */
export async function waitForServer(base: string) {
  for (let i = 0; i < 240 && !(await answers(base)); i++) await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Another server already answering on the port (another checkout's tests, say) would be measured instead. */
export async function assertPortFree(port: string) {
  if (await answers(`http://localhost:${port}`))
    throw new Error(`Port ${port} is in use: pass another with -- --port N`);
}

/**
 * `command` in a process group of its own (its id is `pid`), serving at `base`: resolves once it answers, stops with
 * its whole group.
 */
async function serve(command: string, args: string[], env: Record<string, string>, base: string, cwd?: string) {
  const server = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  await waitForServer(base);
  return {
    base,
    pid: server.pid!,
    stop() {
      try {
        process.kill(-server.pid!, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

/**
 * The built worker on a fresh seeded database (scripts/e2e-server.mjs, no rebuild), for benchmarks; `checkout` serves
 * another checkout's build instead of this one's.
 */
export function startTestServer(port: string, checkout?: string) {
  const env = { PORT: port, E2E_SKIP_BUILD: "1" };
  return serve("node", ["scripts/e2e-server.mjs"], env, `http://localhost:${port}`, checkout);
}

/**
 * The built worker on a database that stays (bench:scale's million organizations), with development settings (no real
 * payments or email), as the browser tests' server has them; `inspector` opens V8's inspector on that port.
 */
export function startScaleServer(port: string, persistTo: string, inspector?: string) {
  const vars = {
    APP_ENV: "development",
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    APP_URL: `http://localhost:${port}`,
  };
  const args = [
    "dev",
    ...["--port", port, "--persist-to", persistTo, "--show-interactive-dev-session=false", "--log-level", "error"],
    ...(inspector ? ["--inspector-port", inspector] : []),
    ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
  ];
  const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  return serve("wrangler", args, env, `http://localhost:${port}`);
}

/** The floor worker of bench:pages (scripts/bench-floor/worker.js) under `wrangler dev`. */
export function startFloorServer(port: string) {
  const args = ["dev", "-c", "scripts/bench-floor/wrangler.toml", "--port", port];
  return serve("wrangler", args, {}, `http://localhost:${port}`);
}

/** The cookies of a new guest, as `name=value` pairs (its session and guest pass), as a browser gets them. */
export async function newGuestCookies(base: string): Promise<{ cookies: string[] }> {
  const signIn = await fetch(`${base}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: "{}",
  });
  if (!signIn.ok) throw new Error(`Guest sign-in failed: ${signIn.status}`);
  const cookies = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  return { cookies };
}
