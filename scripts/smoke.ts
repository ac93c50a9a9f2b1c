/**
 * A short, read-only check of a running deployment, for right after `wrangler deploy`:
 *   npm run smoke -- https://culture-directory.example.com
 * Only GET requests: the home page (HTML, a Content-Security-Policy with a nonce that is new on every request, the
 * security headers), an organization page, the health and reference-data endpoints of the API and the sitemap index.
 * Prints one line per check, ✓ or ✗ with its time, and exits 1 when any check fails.
 */
import { parseArgs } from "node:util";

const TIMEOUT_MS = 15_000;

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [target] = positionals;
if (!target || !/^https?:\/\//.test(target) || !URL.canParse(target)) {
  console.error("Usage: npm run smoke -- <url of the deployment, http:// or https://>");
  process.exit(2);
}
const origin = new URL(target).origin;
const secure = origin.startsWith("https:");

/** Why a request failed, in words: the connection error's own code when there is one. */
function describeFailure(url: string, error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer from ${url} within ${TIMEOUT_MS} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  // fetch refuses a few ports outright (the Fetch standard's "bad ports"), before any connection is tried.
  if (reason === "bad port") return `cannot reach ${url}: fetch refuses to connect to port ${new URL(url).port}`;
  return `cannot reach ${url} (${reason})`;
}

class CheckFailed extends Error {}
/** A check that has nothing to look at on this deployment (a new directory without organizations). */
class Skipped extends Error {}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

async function get(path: string): Promise<{ response: Response; body: string }> {
  const url = `${origin}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { "user-agent": "culture-smoke" },
    });
  } catch (error) {
    throw new CheckFailed(describeFailure(url, error));
  }
  return { response, body: await response.text() };
}

function expectStatus(response: Response, path: string, status = 200) {
  expect(response.status === status, `GET ${path} answered ${response.status}, not ${status}`);
}

function expectType(response: Response, path: string, type: RegExp) {
  const actual = response.headers.get("content-type") ?? "(none)";
  expect(type.test(actual), `GET ${path} answered Content-Type ${actual}`);
}

const NONCE = /'nonce-([A-Za-z0-9+/=_-]+)'/;

function nonceOf(response: Response): string | undefined {
  return response.headers.get("content-security-policy")?.match(NONCE)?.[1];
}

// The home page is read once and shared by the checks that look at it.
let home: Promise<{ response: Response; body: string }> | undefined;
const homePage = () => {
  home ??= get("/");
  return home;
};

/** The first organization linked from the home page, else the first the API lists; undefined when there is none. */
async function firstOrganizationId(): Promise<string | undefined> {
  const { body } = await homePage();
  const linked = body.match(/href="\/organizations\/([^"/?#]+)"/)?.[1];
  if (linked) return decodeURIComponent(linked);
  const { response, body: listed } = await get("/api/organizations?limit=1");
  expectStatus(response, "/api/organizations?limit=1");
  return (JSON.parse(listed) as { data?: { id: string }[] }).data?.[0]?.id;
}

type Check = { name: string; run: () => Promise<string | undefined> };

const checks: Check[] = [
  {
    name: "GET / answers 200 with HTML",
    async run() {
      const { response, body } = await homePage();
      expectStatus(response, "/");
      expectType(response, "/", /^text\/html/);
      expect(/<html[\s>]/i.test(body), "GET / did not answer an HTML document");
      return undefined;
    },
  },
  {
    name: "GET / has a Content-Security-Policy with a nonce, new on every request",
    async run() {
      const { response, body } = await homePage();
      const first = nonceOf(response);
      expect(first, "GET / has no Content-Security-Policy with a 'nonce-…' source");
      expect(body.includes(`nonce="${first}"`), "the page's scripts do not carry the policy's nonce");
      const again = await get("/");
      const second = nonceOf(again.response);
      expect(second, "a second GET / has no Content-Security-Policy with a nonce");
      expect(second !== first, "two requests for / got the same nonce");
      return undefined;
    },
  },
  {
    name: `GET / sends the security headers${secure ? " (with Strict-Transport-Security over https)" : ""}`,
    async run() {
      const { response } = await homePage();
      const missing: string[] = [];
      if (!response.headers.get("content-security-policy")) missing.push("Content-Security-Policy");
      if (response.headers.get("x-content-type-options")?.toLowerCase() !== "nosniff") {
        missing.push("X-Content-Type-Options: nosniff");
      }
      if (!response.headers.get("referrer-policy")) missing.push("Referrer-Policy");
      if (secure && !/max-age=\d+/.test(response.headers.get("strict-transport-security") ?? "")) {
        missing.push("Strict-Transport-Security");
      }
      expect(missing.length === 0, `GET / lacks ${missing.join(", ")}`);
      return undefined;
    },
  },
  {
    name: "an organization page answers 200 with HTML",
    async run() {
      const id = await firstOrganizationId();
      if (!id) throw new Skipped("the directory lists no organization yet");
      const path = `/organizations/${encodeURIComponent(id)}`;
      const { response } = await get(path);
      expectStatus(response, path);
      expectType(response, path, /^text\/html/);
      return path;
    },
  },
  {
    name: "GET /api/health answers 200 JSON",
    async run() {
      const { response, body } = await get("/api/health");
      expectStatus(response, "/api/health");
      expectType(response, "/api/health", /^application\/json/);
      const status = (JSON.parse(body) as { data?: { status?: string } }).data?.status;
      expect(status === "ok", `GET /api/health answered status ${status}`);
      return undefined;
    },
  },
  {
    name: "GET /api/category-groups lists the reference data",
    async run() {
      const { response, body } = await get("/api/category-groups");
      expectStatus(response, "/api/category-groups");
      expectType(response, "/api/category-groups", /^application\/json/);
      const groups = (JSON.parse(body) as { data?: unknown[] }).data ?? [];
      expect(groups.length > 0, "no category groups: load the reference data (seed/reference.sql)");
      return `${groups.length} groups`;
    },
  },
  {
    name: "GET /sitemap.xml answers a sitemap index",
    async run() {
      const { response, body } = await get("/sitemap.xml");
      expectStatus(response, "/sitemap.xml");
      expectType(response, "/sitemap.xml", /xml/);
      expect(body.includes("<sitemapindex"), "GET /sitemap.xml is not a sitemap index");
      return undefined;
    },
  },
];

console.log(`Smoke test of ${origin}`);
let failures = 0;
for (const check of checks) {
  const started = performance.now();
  let line: string;
  try {
    const note = await check.run();
    line = `✓ ${check.name}${note ? ` (${note})` : ""}`;
  } catch (error) {
    if (error instanceof Skipped) {
      line = `- ${check.name}: skipped, ${error.message}`;
    } else {
      failures += 1;
      line = `✗ ${check.name}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  console.log(`${line}  ${Math.round(performance.now() - started)} ms`);
}
console.log(failures === 0 ? `All ${checks.length} checks passed.` : `${failures} of ${checks.length} checks failed.`);
process.exit(failures === 0 ? 0 : 1);
