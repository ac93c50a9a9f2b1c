/**
 * Paths of this site, as a browser will read them. Client-safe: the pages' links and the server's redirects use the
 * same rule.
 */

const BASE = "http://site.invalid";

/**
 * What a browser rewrites before it resolves a path: backslashes (read as slashes), tabs and line breaks (dropped),
 * dot segments (also percent-encoded ones, which remove the segment before them) and a second leading slash (which
 * names a host). A path with none of these means what it says.
 */
const REWRITTEN = /^\/[/\\]|[\\\t\n\r]|\/(?:\.|%2e)/i;

/**
 * The path (with its query and hash) a target leads to when it stays on this site; null when it would leave it.
 * Only a path that starts with one slash qualifies; it is resolved as a browser would (so `/.//evil` is caught as the
 * `//evil` it becomes), and whatever still names another host after that is refused.
 */
export function sitePath(target: string | null | undefined): string | null {
  if (typeof target !== "string" || !target.startsWith("/")) return null;
  if (!REWRITTEN.test(target)) return target;
  const url = URL.parse(target, BASE);
  if (!url || url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}
