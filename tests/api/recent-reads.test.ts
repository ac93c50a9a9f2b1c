import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPaidOrganization } from "../../seed/factories";
import { withDbSession } from "../../worker/db/client";
import { forgetDirectoryHome, getDirectoryHome, readDirectoryHome } from "../../worker/services/directory";
import { recentReads } from "../../worker/services/recent-reads";
import { cookieOf, db, dbFailing, seedDemoData } from "../support/helpers";

beforeAll(seedDemoData);

const FILTERS = { country: undefined, categories: [], q: undefined, shown: 24 };

/** `work` run as the worker runs a request's work: in its D1 session, with the request's bookmark cookie if any. */
async function inRequest<T>(work: () => Promise<T>, init: { cookie?: string; method?: string } = {}) {
  let value: T | undefined;
  const response = await withDbSession(
    env.DB,
    new Request("http://localhost/", {
      method: init.method ?? "GET",
      headers: init.cookie ? { cookie: init.cookie } : {},
    }),
    async () => {
      value = await work();
      return new Response(null, { status: 204 });
    },
  );
  return { value: value as T, response };
}

describe("the home page's recent reads (issue #13)", () => {
  beforeEach(() => forgetDirectoryHome());
  afterEach(() => vi.restoreAllMocks());

  it("a render without a bookmark reuses what a recent render read; one with the writer's bookmark reads the write", async () => {
    const before = (await inRequest(() => readDirectoryHome(db(), env.CACHE, FILTERS))).value;

    // Someone publishes an organization, through a request: the answer carries the session's bookmark cookie.
    const write = await inRequest(() => createPaidOrganization(db(), { name: "Aaa Recently Published" }), {
      method: "POST",
    });
    const writerCookie = cookieOf(write.response);
    expect(writerCookie).toMatch(/cd_d1_bookmark=/);
    expect((await getDirectoryHome(db(), env.CACHE, FILTERS)).total).toBe(before.total + 1);

    // Another signed-in person, moments later: the kept data, not a query.
    const other = (await inRequest(() => readDirectoryHome(db(), env.CACHE, FILTERS))).value;
    expect(other.total).toBe(before.total);

    // The writer reads their own write...
    const writer = (await inRequest(() => readDirectoryHome(db(), env.CACHE, FILTERS), { cookie: writerCookie })).value;
    expect(writer.total).toBe(before.total + 1);
    // ...and what they read is kept for the others.
    const after = (await inRequest(() => readDirectoryHome(db(), env.CACHE, FILTERS))).value;
    expect(after.total).toBe(before.total + 1);
  });

  it("a home with a failed section is not kept: the next render tries the database again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = (await inRequest(() => readDirectoryHome(dbFailing(/from "organizations"/), env.CACHE, FILTERS)))
      .value;
    expect(failing.failed.directory).toBe(true);
    const next = (await inRequest(() => readDirectoryHome(db(), env.CACHE, FILTERS))).value;
    expect(next.failed.directory).toBe(false);
    expect(next.organizations.length).toBeGreaterThan(0);
  });

  it("different filters are kept apart", async () => {
    const all = (await inRequest(() => readDirectoryHome(db(), env.CACHE, FILTERS))).value;
    const france = (await inRequest(() => readDirectoryHome(db(), env.CACHE, { ...FILTERS, country: "FR" }))).value;
    expect(france.total).toBeLessThan(all.total);
    expect(france.total).toBe((await getDirectoryHome(db(), env.CACHE, { ...FILTERS, country: "FR" })).total);
  });
});

describe("recentReads", () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };

  it("keeps a value for its time to live and no longer", async () => {
    const reads = recentReads<number>({ ttlMs: 1000, maxEntries: 10 });
    const source = counting();
    expect(await reads.read("k", source.load, () => true, 0)).toBe(1);
    expect(await reads.read("k", source.load, () => true, 999)).toBe(1);
    expect(await reads.read("k", source.load, () => true, 1000)).toBe(2);
    expect(source.loads()).toBe(2);
  });

  it("does not keep what `keep` refuses (a page with a failed section)", async () => {
    const reads = recentReads<number>({ ttlMs: 1000, maxEntries: 10 });
    const source = counting();
    await reads.read("k", source.load, () => false, 0);
    await reads.read("k", source.load, () => false, 1);
    expect(source.loads()).toBe(2);
  });

  it("drops the oldest entries beyond its size", async () => {
    const reads = recentReads<string>({ ttlMs: 1000, maxEntries: 2 });
    let loads = 0;
    const load = (value: string) => async () => {
      loads++;
      return value;
    };
    await reads.read("a", load("a"), () => true, 0);
    await reads.read("b", load("b"), () => true, 0);
    await reads.read("c", load("c"), () => true, 0);
    expect(loads).toBe(3);
    await reads.read("c", load("c"), () => true, 1);
    await reads.read("b", load("b"), () => true, 1);
    expect(loads).toBe(3);
    await reads.read("a", load("a"), () => true, 1);
    expect(loads).toBe(4);
  });
});
