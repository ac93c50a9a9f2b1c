import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, PAGE_SCAN, SEARCH_CHECKS, SEARCH_SCAN } from "../../../contract/limits";
import { getDirectoryHome } from "../../../worker/services/directory/directory";
import { getCategorySizes } from "../../../worker/services/directory/directory-counts";
import { call, db, json, seedDemoData } from "../../support/helpers";

/**
 * A sparse intersection of two large categories: PAGE_SCAN organizations in `open_data` only, a few more in
 * `open_standards` only, and three in both, named after all the others. A page reads at most PAGE_SCAN entries of
 * the smaller range, so the first page finds none of the three and says where to go on.
 */
const X = "open_data";
const Y = "open_standards";
const BOTH = ["walk-z1", "walk-z2", "walk-z3"];

async function insert(rows: { id: string; name: string; categories: string[] }[]) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${chunk
          .map((row) => `('${row.id}', '${row.name}', 'Walked.', 'NL', 'paid')`)
          .join(", ")}`,
      ),
      env.DB.prepare(
        `INSERT INTO organization_categories (organization_id, category_id, position) VALUES ${chunk
          .flatMap((row) => row.categories.map((category, position) => `('${row.id}', '${category}', ${position})`))
          .join(", ")}`,
      ),
    ]);
  }
}

beforeAll(async () => {
  await seedDemoData();
  const pad = (n: number) => String(n).padStart(5, "0");
  await insert([
    ...Array.from({ length: PAGE_SCAN }, (_, i) => ({
      id: `walk-x${pad(i)}`,
      name: `Walk X ${pad(i)}`,
      categories: [X],
    })),
    ...Array.from({ length: PAGE_SCAN + 10 }, (_, i) => ({
      id: `walk-y${pad(i)}`,
      name: `Walk Y ${pad(i)}`,
      categories: [Y],
    })),
    ...BOTH.map((id, i) => ({ id, name: `Walk Z ${i}`, categories: [X, Y] })),
  ]);
  // Plan with the sizes as they are now (the isolate's memo may predate the rows above).
  await getCategorySizes(db(), Date.now() + 60 * 60_000);
});

/** Every organization in both categories, in list order, as the database has them. */
async function expectedMatches() {
  const { results } = await env.DB.prepare(
    `SELECT o.id FROM organizations o WHERE o.is_listed
       AND EXISTS (SELECT 1 FROM organization_categories c WHERE c.organization_id = o.id AND c.category_id = ?1)
       AND EXISTS (SELECT 1 FROM organization_categories c WHERE c.organization_id = o.id AND c.category_id = ?2)
     ORDER BY o.name, o.id`,
  )
    .bind(X, Y)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

describe("a list by several categories reads a bounded walk per page", () => {
  it("stops a page at PAGE_SCAN entries with a cursor that goes on from there, and pages through every match once", async () => {
    const expected = await expectedMatches();
    expect(expected.slice(-3)).toEqual(BOTH);

    const first = await json(await call(`/api/organizations?categories=${X},${Y}&limit=5`));
    // The first PAGE_SCAN entries of the smaller range hold none of the three: an empty page that still goes on.
    expect(first.data.filter((org: { id: string }) => BOTH.includes(org.id))).toEqual([]);
    expect(first.meta.nextCursor).not.toBeNull();
    // The total reads a longer range (COUNT_SCAN) and is exact here.
    expect(first.meta).toMatchObject({ total: expected.length, totalCapped: false });

    const seen: string[] = first.data.map((org: { id: string }) => org.id);
    let cursor: string | null = first.meta.nextCursor;
    let pages = 1;
    while (cursor) {
      const page = await json(await call(`/api/organizations?categories=${X},${Y}&limit=5&cursor=${cursor}`));
      expect(page.data.length).toBeLessThanOrEqual(5);
      seen.push(...page.data.map((org: { id: string }) => org.id));
      cursor = page.meta.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(20);
    }
    expect(seen).toEqual(expected);
  });

  it("home: a page's worth of walk per DEFAULT_PAGE_SIZE cards shown, Load more goes on from where it stopped", async () => {
    const expected = await expectedMatches();
    const home = (shown: number) =>
      getDirectoryHome(db(), env.CACHE, { categories: [X, Y], shown, country: undefined, q: undefined });
    const first = await home(DEFAULT_PAGE_SIZE);
    expect(first.organizations.map((org) => org.id)).not.toContain(BOTH[0]);
    expect(first.hasMore).toBe(true);
    expect(first.total).toBe(expected.length);

    const more = await home(2 * DEFAULT_PAGE_SIZE);
    expect(more.organizations.map((org) => org.id)).toEqual(expected);
    expect(more.hasMore).toBe(false);
  });

  it("home: two large categories that never meet offer no Load more", async () => {
    // PAGE_SCAN + 10 organizations in `open_source_first` only: its range and Y's are both longer than a page's walk.
    const pad = (n: number) => String(n).padStart(5, "0");
    await insert(
      Array.from({ length: PAGE_SCAN + 10 }, (_, i) => ({
        id: `walk-w${pad(i)}`,
        name: `Walk W ${pad(i)}`,
        categories: ["open_source_first"],
      })),
    );
    await getCategorySizes(db(), Date.now() + 2 * 60 * 60_000);
    const home = await getDirectoryHome(db(), env.CACHE, {
      categories: ["open_source_first", Y],
      shown: DEFAULT_PAGE_SIZE,
      // In the Netherlands, where both ranges are the rows above (a seeded organization elsewhere has both).
      country: "NL",
      q: undefined,
    });
    expect(home.organizations).toEqual([]);
    expect(home.total).toBe(0);
    expect(home.hasMore).toBe(false);
  });
});

describe("a search reads its full-text matches once", () => {
  it("is a lower bound once the full-text matches go past SEARCH_SCAN, exact below", async () => {
    // SEARCH_SCAN + 5 organizations matching "quokkaish", of which every tenth is listed.
    const n = SEARCH_SCAN + 5;
    const ids = Array.from({ length: n }, (_, i) => `quokka-${String(i).padStart(5, "0")}`);
    for (let i = 0; i < n; i += 200) {
      await env.DB.prepare(
        `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${ids
          .slice(i, i + 200)
          .map(
            (id, j) => `('${id}', 'Quokkaish ${id}', 'Searched.', 'NL', '${(i + j) % 10 === 0 ? "paid" : "pending"}')`,
          )
          .join(", ")}`,
      ).run();
    }
    const { results } = await env.DB.prepare(
      `SELECT o.is_listed AS listed FROM organizations_fts f JOIN organizations o ON o.rowid = f.rowid
       WHERE organizations_fts MATCH 'quokkaish' ORDER BY f.rowid LIMIT ${SEARCH_SCAN}`,
    ).all<{ listed: number }>();
    const listedAmongScanned = results.filter((row) => row.listed).length;

    const listed = Math.ceil(n / 10);
    const capped = await json(await call("/api/organizations?q=quokkaish&limit=5"));
    // A lower bound: at least the matches among the full-text matches read, at most every match.
    expect(capped.meta.totalCapped).toBe(true);
    expect(capped.meta.total).toBeGreaterThanOrEqual(listedAmongScanned);
    expect(capped.meta.total).toBeLessThanOrEqual(listed);
    expect(capped.data).toHaveLength(5);
    // Paging on from there reaches every listed match, the total carried unchanged.
    const seen: string[] = capped.data.map((org: { id: string }) => org.id);
    for (let cursor = capped.meta.nextCursor; cursor; ) {
      const page = await json(await call(`/api/organizations?q=quokkaish&limit=50&cursor=${cursor}`));
      expect(page.meta.total).toBe(capped.meta.total);
      seen.push(...page.data.map((org: { id: string }) => org.id));
      cursor = page.meta.nextCursor;
    }
    expect(seen).toEqual(ids.filter((_, i) => i % 10 === 0));
    const facets = await json(await call("/api/organizations/facets?q=quokkaish"));
    expect(facets.meta).toEqual({ capped: true });

    // Fewer full-text matches than SEARCH_SCAN: exact.
    await env.DB.prepare("DELETE FROM organizations WHERE id LIKE 'quokka-%' AND is_listed = 0").run();
    const exact = await json(await call("/api/organizations?q=quokkaish&limit=5"));
    expect(exact.meta).toMatchObject({ total: listed, totalCapped: false });
    await env.DB.prepare("DELETE FROM organizations WHERE id LIKE 'quokka-%'").run();
  });

  it("reads a word common elsewhere but rare in a country from that country's matches alone: exact, in one request", async () => {
    // SEARCH_SCAN + 5 listed matches in the Netherlands, three in Portugal after more than a request's checks of
    // other Portuguese organizations in list order.
    const elsewhere = SEARCH_SCAN + 5;
    const rows = [
      ...Array.from(
        { length: SEARCH_CHECKS + 50 },
        (_, i) => `('numbat-other-${i}', 'Aardvark PT ${i}', 'Other.', 'PT', 'paid')`,
      ),
      ...Array.from(
        { length: elsewhere },
        (_, i) => `('numbat-nl-${String(i).padStart(5, "0")}', 'Numbatish NL ${i}', 'Searched.', 'NL', 'paid')`,
      ),
      ...[0, 1, 2].map((i) => `('numbat-pt-${i}', 'Numbatish PT ${i}', 'Searched.', 'PT', 'paid')`),
    ];
    for (let i = 0; i < rows.length; i += 200) {
      await env.DB.prepare(
        `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${rows.slice(i, i + 200).join(", ")}`,
      ).run();
    }
    const inPortugal = await json(await call("/api/organizations?q=numbatish&country=PT&limit=24"));
    expect(inPortugal.data.map((org: { id: string }) => org.id)).toEqual(["numbat-pt-0", "numbat-pt-1", "numbat-pt-2"]);
    expect(inPortugal.meta).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    // Everywhere, the same word is a broad search: a lower bound.
    const everywhere = await json(await call("/api/organizations?q=numbatish&limit=5"));
    expect(everywhere.meta.totalCapped).toBe(true);
    // A country moved is searched there at once (the index follows the row).
    await env.DB.prepare("UPDATE organizations SET country_code = 'PT' WHERE id = 'numbat-nl-00000'").run();
    const moved = await json(await call("/api/organizations?q=numbatish&country=PT&limit=24"));
    expect(moved.meta).toMatchObject({ total: 4, totalCapped: false, nextCursor: null });
    await env.DB.prepare("INSERT INTO organizations_fts (organizations_fts, rank) VALUES ('integrity-check', 1)").run();
    await env.DB.prepare("DELETE FROM organizations WHERE id LIKE 'numbat-%'").run();
  });
});
