import { describe, expect, it } from "vitest";

// Every source file of the product's code (tests apart), read through Vite's glob import at transform time (the workerd pool has no file system).
const sources = import.meta.glob<string>("../../../{app,worker,contract,seed,scripts}/**/*.{ts,tsx,mjs}", {
  query: "?raw",
  import: "default",
  eager: true,
});

const MAX_LINES = 500;

/** Translation catalogs and seed data are long by nature. */
const ALLOWED = [/^app\/i18n\//, /^seed\//];

describe("source files", () => {
  it(`stay within ${MAX_LINES} lines, outside translation catalogs and seed data`, () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const [key, text] of Object.entries(sources)) {
      const file = key.replace(/^\.\.\/\.\.\/\.\.\//, "");
      if (ALLOWED.some((pattern) => pattern.test(file))) continue;
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      if (lines > MAX_LINES) offenders.push(`${file}: ${lines} lines`);
    }
    expect(offenders).toEqual([]);
  });
});
