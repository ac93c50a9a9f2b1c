#!/usr/bin/env node
/**
 * The server the browser tests run against: a fresh build of the worker on a freshly migrated and seeded local
 * database of its own (never the one `npm start` uses), served by wrangler on PORT.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { startOAuthMock } from "./oauth-mock.mjs";

const port = process.env.PORT ?? "8790";
const persistTo = `.wrangler/e2e-state-${port}`;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} exited ${code}`))));
  });
}

rmSync(persistTo, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) await run("react-router", ["build"]);
await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
await run("tsx", ["scripts/seed.ts", "--persist-to", persistTo]);

// Google and GitHub sign-in go to a local OAuth server on a port next to the app's.
const oauth = await startOAuthMock(Number(port) + 1000);

const vars = {
  APP_ENV: "development",
  APP_URL: `http://localhost:${port}`,
  BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
  // Known to the browser tests (tests/e2e/payments.spec.ts), which create guest codes under it.
  GUEST_CODE_SECRET: "e2e-guest-code-secret-not-for-production",
  ADMIN_EMAILS: "admin@example.com",
  // Browser tests sign in many times from one address; the API tests cover the limits themselves.
  AUTH_RATE_LIMIT: "off",
  // The same for the analytics beacons: every browser test's pages send them from this one address.
  ANALYTICS_RATE_LIMIT: "off",
  // And for every write from this one address (300 a minute): a fast machine's parallel tests go over it.
  WRITE_RATE_LIMIT: "off",
  GOOGLE_CLIENT_ID: "e2e-google",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
  GOOGLE_DISCOVERY_URL: `${oauth.url}/.well-known/openid-configuration`,
  GITHUB_CLIENT_ID: "e2e-github",
  GITHUB_CLIENT_SECRET: "e2e-github-secret",
  GITHUB_AUTHORIZATION_URL: `${oauth.url}/authorize`,
  GITHUB_TOKEN_URL: `${oauth.url}/token`,
  GITHUB_API_URL: `${oauth.url}/github`,
};
await run("wrangler", [
  "dev",
  "--port",
  port,
  "--persist-to",
  persistTo,
  "--show-interactive-dev-session=false",
  // scripts/profile-worker.ts attaches to the worker's inspector on a port of its own choosing.
  ...(process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : []),
  ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
]);
