import { describe, expect, it } from "vitest";

// The worker's sources, read through Vite's glob import at transform time (the workerd pool has no file system).
const sources = import.meta.glob<string>("../../../worker/**/*.ts", { query: "?raw", import: "default", eager: true });

const files = new Map(Object.entries(sources).map(([key, text]) => [key.replace(/^\.\.\/\.\.\/\.\.\//, ""), text]));

/** Where a relative import of `from` lands: the worker file it names, or null (contract/, a package). */
function resolve(from: string, specifier: string): string | null {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const base = parts.join("/");
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) if (files.has(candidate)) return candidate;
  return null;
}

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Every worker file and the worker files it imports. */
const imports = new Map(
  [...files].map(([file, text]) => [
    file,
    new Set([...text.matchAll(IMPORT)].flatMap((match) => resolve(file, match[1]!) ?? [])),
  ]),
);

const folderOf = (file: string) => file.slice(0, file.lastIndexOf("/"));

/** The strongly connected parts of a graph with more than one member: its cycles. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the worker's layout", () => {
  it("reads the worker's sources", () => {
    expect(files.size).toBeGreaterThan(60);
    expect(imports.get("worker/index.ts")?.size).toBeGreaterThan(3);
  });

  it("has no import cycle between files", () => {
    expect(cycles(imports)).toEqual([]);
  });

  it("has no import cycle between folders", () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, targets] of imports) {
      const from = folderOf(file);
      for (const target of targets) {
        const to = folderOf(target);
        if (to !== from) folders.set(from, (folders.get(from) ?? new Set()).add(to));
      }
    }
    expect(cycles(folders)).toEqual([]);
  });

  it("keeps services in domain folders and the platform free of domain code", () => {
    const flat = [...files.keys()].filter((file) => /^worker\/services\/[^/]+\.ts$/.test(file));
    expect(flat).toEqual([]);
    const platformReachingServices = [...imports]
      .filter(([file]) => file.startsWith("worker/platform/") || file.startsWith("worker/lib/"))
      .flatMap(([file, targets]) =>
        [...targets].filter((t) => t.startsWith("worker/services/")).map((t) => `${file} -> ${t}`),
      );
    expect(platformReachingServices).toEqual([]);
  });

  it("gives every service, platform and helper file a name no other one has", () => {
    const byName = new Map<string, string[]>();
    for (const file of files.keys()) {
      if (!/^worker\/(services|platform|lib)\//.test(file)) continue;
      const name = file.slice(file.lastIndexOf("/") + 1);
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });
});
