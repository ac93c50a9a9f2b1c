import { describe, expect, it } from "vitest";

// Every source file's text, read through Vite's glob import at transform time (the workerd pool has no file system).
const sources = import.meta.glob<string>("../../../{app,worker,contract,seed,scripts,tests}/**/*.{ts,tsx,mjs}", {
  query: "?raw",
  import: "default",
  eager: true,
});

// The repository's prose: the README at the root and every page under docs/, read whole.
const documents = import.meta.glob<string>(["../../../README.md", "../../../docs/**/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});

// A comment that cites a document outside the repository or an issue number; the rule belongs in docs/product/ and
// the history in docs/decisions/.
const OUTSIDE_REFERENCE =
  /SPEC\.md|DESIGN\.md|CONVENTIONS\.md|STACK-NOTES\.md|SPEC §|§\s?[0-9]|[Ii]ssue #[0-9]+|\(#[0-9]+\)/;

/** A test's name, which reads like a comment in the runner's output. */
const TEST_NAME = /\b(?:describe|it|test)(?:\.\w+)?\(\s*["'`]/;

/**
 * The comment part of a line: after `//`, or inside a block comment (a line of one starts with `*` or `/*`); or the
 * line itself when it names a test.
 */
function commentOf(line: string): string | null {
  if (TEST_NAME.test(line)) return line.trim();
  const trimmed = line.trim();
  if (trimmed.startsWith("*") || trimmed.startsWith("/*") || trimmed.startsWith("{/*")) return trimmed;
  const slashes = line.search(/(^|[^:"'`\\])\/\/ /);
  return slashes === -1 ? null : line.slice(slashes);
}

describe("references outside the repository", () => {
  it("state the rule or point into the repository: no outside documents or issue numbers, in comments or test names", () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const [key, text] of Object.entries(sources)) {
      const file = key.replace(/^\.\.\/\.\.\/\.\.\//, "");
      if (file === "tests/api/architecture/comment-references.test.ts") continue;
      text.split("\n").forEach((line, index) => {
        const comment = commentOf(line);
        if (comment && OUTSIDE_REFERENCE.test(comment))
          offenders.push(`${file}:${index + 1}: ${comment.slice(0, 100)}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it("documents stand alone: README.md and docs/ cite no outside documents or issue numbers", () => {
    const files = Object.keys(documents).map((key) => key.replace(/^\.\.\/\.\.\/\.\.\//, ""));
    expect(files).toContain("README.md");
    expect(files).toContain("docs/product/README.md");
    expect(files.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(40);
    const offenders: string[] = [];
    for (const [key, text] of Object.entries(documents)) {
      const file = key.replace(/^\.\.\/\.\.\/\.\.\//, "");
      text.split("\n").forEach((line, index) => {
        if (OUTSIDE_REFERENCE.test(line)) offenders.push(`${file}:${index + 1}: ${line.slice(0, 100)}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
