import { describe, expect, it } from "vitest";

/**
 * Every access rule lives in worker/services/access/permissions.ts (docs/decisions/0007): a role compared anywhere else is
 * a rule that pages and the API could start to disagree on. The sources are read at build time, so this runs with the
 * rest of the API tests.
 */
const sources = import.meta.glob<string>(["../../../app/**/*.{ts,tsx}", "../../../worker/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const PERMISSIONS = "../../../worker/services/access/permissions.ts";

/** A role compared with anything, or the word "admin" compared with anything. */
const ROLE_COMPARISON = [
  /\brole\s*[!=]==?/,
  /[!=]==?\s*\S*\.role\b/,
  /[!=]==?\s*["'`]admin["'`]/,
  /["'`]admin["'`]\s*[!=]==?/,
];

function roleComparisons(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    if (path === PERMISSIONS) continue;
    text.split("\n").forEach((line, index) => {
      if (ROLE_COMPARISON.some((pattern) => pattern.test(line))) {
        found.push(`${path.replace("../../../", "")}:${index + 1}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe("access rules", () => {
  it("reads the sources it checks", () => {
    expect(Object.keys(sources)).toContain(PERMISSIONS);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("finds the comparisons it looks for", () => {
    expect(
      roleComparisons({
        "a.ts": 'if (user.role === "admin") {}',
        "b.tsx": "{viewer?.role !== 'user' ? 1 : 2}",
        "c.ts": 'const admin = "admin" == kind;',
        "d.ts": "if (account.role == other.role) {}",
        "e.ts": 'db.update(user).set({ role: "admin" })',
      }),
    ).toHaveLength(4);
  });

  it("compares roles only in the permissions module", () => {
    expect(roleComparisons(sources), "access rules outside worker/services/access/permissions.ts").toEqual([]);
  });
});
