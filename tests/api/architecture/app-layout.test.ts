import { describe, expect, it } from "vitest";

// The pages' sources, read through Vite's glob import at transform time (the workerd pool has no file system).
const sources = import.meta.glob<string>(
  ["../../../app/**/*.ts", "../../../app/**/*.tsx", "!../../../app/**/+types/**"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

const files = new Map(Object.entries(sources).map(([key, text]) => [key.replace(/^\.\.\/\.\.\/\.\.\//, ""), text]));

/** Where an import of `from` lands: the app/ file it names, or null (contract/, the worker, a package). */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) {
    const parts = from.split("/").slice(0, -1);
    for (const part of specifier.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== ".") parts.push(part);
    }
    base = parts.join("/");
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

const IMPORT = /(?:from|import)\s*\(?\s*["']((?:~|\.{1,2})\/[^"']+)["']/g;

const imports = new Map(
  [...files].map(([file, text]) => [
    file,
    new Set([...text.matchAll(IMPORT)].flatMap((match) => resolve(file, match[1]!) ?? [])),
  ]),
);

/**
 * The floors of app/, lowest first: messages, then helpers, then components, then routes and the shell that renders
 * them. A file may import its own floor or a lower one, never a higher one.
 */
function floorOf(file: string): number {
  if (file.startsWith("app/i18n/")) return 0;
  if (file.startsWith("app/lib/")) return 1;
  if (file.startsWith("app/components/")) return 2;
  return 3;
}

const FLOOR_NAMES = ["i18n", "lib", "components", "routes and root"];

describe("the pages' layout", () => {
  it("reads the pages' sources", () => {
    expect(files.has("app/root.tsx")).toBe(true);
    expect(files.has("app/lib/actions.server.ts")).toBe(true);
  });

  it("has no import that climbs from a lower folder to a higher one", () => {
    const climbs = [...imports].flatMap(([file, targets]) =>
      [...targets]
        .filter((target) => floorOf(target) > floorOf(file))
        .map((target) => `${file} (${FLOOR_NAMES[floorOf(file)]}) imports ${target} (${FLOOR_NAMES[floorOf(target)]})`),
    );
    expect(climbs).toEqual([]);
  });

  it("has no two files that import each other", () => {
    const pairs = [...imports].flatMap(([file, targets]) =>
      [...targets]
        .filter((target) => file < target && imports.get(target)?.has(file))
        .map((target) => `${file} <-> ${target}`),
    );
    expect(pairs).toEqual([]);
  });

  it("sends every route action through the one dispatcher (logging out aside)", () => {
    const ACTION = /^export (?:async function action\b|function action\b|const action\b)/m;
    const outside = [...files]
      .filter(
        ([file, text]) =>
          file.startsWith("app/routes/") && file !== "app/routes/account/logout.ts" && ACTION.test(text),
      )
      .filter(([, text]) => {
        const from = text.search(ACTION);
        // The action runs to the first line after it that closes a top-level block.
        const rest = text.slice(from);
        const end = rest.search(/\n\}\)?;?\n/);
        return !/\bdispatchIntent\(/.test(end === -1 ? rest : rest.slice(0, end));
      })
      .map(([file]) => file);
    expect(outside).toEqual([]);
  });
});
