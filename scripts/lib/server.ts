import { spawn } from "node:child_process";

/**
 * The built worker on a fresh seeded database (scripts/e2e-server.mjs, no rebuild) for benchmarks; resolves once it
 * answers, and stops with the whole process group.
 */
export async function startTestServer(port: string) {
  const server = spawn("node", ["scripts/e2e-server.mjs"], {
    env: { ...process.env, PORT: port, E2E_SKIP_BUILD: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop() {
      try {
        process.kill(-server.pid!, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}
