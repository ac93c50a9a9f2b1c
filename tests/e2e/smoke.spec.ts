import { execFileSync } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";

/** `npm run smoke -- <url>`, as a person runs it after a deploy: its exit code and what it printed. */
function smoke(url: string): { status: number; output: string } {
  try {
    const output = execFileSync("npx", ["tsx", "scripts/smoke.ts", url], { encoding: "utf8", timeout: 60_000 });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number | null; stdout?: string; stderr?: string };
    return { status: failed.status ?? -1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** A local port nothing listens on: one the system just handed out and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const CHECKS = [
  "GET / answers 200 with HTML",
  "GET / has a Content-Security-Policy with a nonce, new on every request",
  "GET / sends the security headers",
  "an organization page answers 200 with HTML",
  "GET /api/health answers 200 JSON",
  "GET /api/category-groups lists the reference data",
  "GET /sitemap.xml answers a sitemap index",
];

const lineOf = (mark: string, check: string) =>
  new RegExp(`^${mark} ${check.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}.*  \\d+ ms$`, "m");

test.describe("the smoke test of a deployment (npm run smoke)", () => {
  test("passes against a running server, one ✓ line with its time per check", ({ baseURL }) => {
    const { status, output } = smoke(baseURL!);
    expect(status, output).toBe(0);
    for (const check of CHECKS) expect(output).toMatch(lineOf("✓", check));
    // The seeded directory links its organizations from the home page.
    expect(output).toMatch(/^✓ an organization page answers 200 with HTML \(\/organizations\/[^)]+\)/m);
    expect(output).not.toContain("✗");
    expect(output).toContain(`All ${CHECKS.length} checks passed.`);
  });

  test("fails where nothing listens, saying it cannot reach the server", async () => {
    const port = await closedPort();
    const { status, output } = smoke(`http://127.0.0.1:${port}`);
    expect(status, output).toBe(1);
    for (const check of CHECKS) expect(output).toMatch(lineOf("✗", check));
    expect(output).toContain(`✗ GET / answers 200 with HTML: cannot reach http://127.0.0.1:${port}/ (ECONNREFUSED)`);
    expect(output).toContain(`${CHECKS.length} of ${CHECKS.length} checks failed.`);
  });
});
