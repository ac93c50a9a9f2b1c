import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            APP_ENV: "test",
            APP_URL: "http://localhost",
            BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
            ADMIN_EMAILS: "admin@example.com,pending-admin@example.com",
            STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
            // Outside production every request is one client address, so per-address limits would count the whole
            // suite as one caller; tests that are about them turn them on for their own requests.
            AUTH_RATE_LIMIT: "off",
            TEST_MIGRATIONS: migrations,
          },
        },
      }),
    ],
    resolve: {
      alias: [
        { find: "~", replacement: path.join(import.meta.dirname, "app") },
        { find: /^#worker\//, replacement: `${path.join(import.meta.dirname, "worker")}/` },
        // API tests never render pages; the real server build only exists after `react-router build`.
        {
          find: "virtual:react-router/server-build",
          replacement: path.join(import.meta.dirname, "tests/support/server-build-stub.ts"),
        },
      ],
    },
    test: {
      include: ["tests/api/**/*.test.ts"],
      // A shared runner or a laptop doing other work runs requests several times slower than a quiet machine; the
      // bound only decides how long a test that never finishes is waited for.
      testTimeout: 30_000,
      // The same for the hooks that seed the demo data.
      hookTimeout: 60_000,
      setupFiles: ["./tests/support/apply-migrations.ts"],
    },
  };
});
