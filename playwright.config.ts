import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);
export const baseURL = `http://localhost:${port}`;

/**
 * How many tests run at once: two, or one on a single core. A test spends most of its time waiting (for the server,
 * for a page's timers), so two share even two busy cores within their bounds; more would queue at the one wrangler
 * server and database they all share. E2E_WORKERS sets it (a number, or a share of the cores such as "50%").
 */
const wanted = process.env.E2E_WORKERS;
const workers = wanted
  ? wanted.endsWith("%")
    ? wanted
    : Number(wanted)
  : Math.max(1, Math.min(2, availableParallelism()));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A shared runner or a laptop doing other work renders pages several times slower than a quiet machine: the tests
  // wait on conditions, and these bounds only decide how long a condition that never comes is waited for.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // On CI only the end of the log may be kept: the dot reporter prints every failure with its error there.
  reporter: process.env.CI ? "dot" : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's chromium package; Playwright's own browser downloads are not available here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] } },
    { name: "phone", use: { ...devices["Pixel 7"] }, grep: /@phone/ },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    env: { PORT: String(port) },
    url: `${baseURL}/api/category-groups`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
