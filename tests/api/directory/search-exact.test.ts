import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, SEARCH_SCAN } from "../../../contract/limits";
import { getDirectoryHome } from "../../../worker/services/directory/directory";
import { getCategorySizes } from "../../../worker/services/directory/directory-counts";
import { toPage } from "../../../worker/services/directory/directory-paging";
import { type SearchBounds, searchDirectory } from "../../../worker/services/directory/directory-search";
import { getReferenceData } from "../../../worker/services/reference/reference";
import { call, db, json, seedDemoData } from "../../support/helpers";
import { seeded } from "../../support/random";

/**
 * A search with filters gives the same organizations, in the same order, as reading every match, on every page:
 * checked against one unbounded query for many random searches and filters over generated organizations, with bounds
 * small enough that narrow searches, broad ones, short walks and long ones all occur. Every word is made up, so only
 * these organizations match, whatever other test files add to the database meanwhile. Words may name categories:
 * the search is given made-up names for five real categories, and a word naming one also matches whoever holds it.
 */

const BOUNDS: SearchBounds = { scan: 20, checks: 15, walk: 40 };
const COUNTRIES = ["NL", "DE", "FR"];
const CATEGORIES = ["climate_tech", "remote_first", "four_day_week", "open_data", "open_standards"];
const NAME_WORDS = ["Zqalpha", "Zqalpine", "Zqbeta", "Zqlabyrinth", "Zqdelta", "Zqnorth"];
/** Made-up names of the categories (a search's page language would give the catalogue's). */
const NAMES = [
  { id: "climate_tech", name: "Zqclimate Zqtech" },
  { id: "remote_first", name: "Zqremote Zqfirst" },
  { id: "four_day_week", name: "Zqfour-Zqday Zqweek" },
  { id: "open_data", name: "Zqopen Zqdata" },
  { id: "open_standards", name: "Zqopen Zqstandárds" },
];
const SEARCHES = [
  // Words naming categories: one, two at once, a run naming one, a prefix, with words of the text.
  "zqremote",
  "zqopen",
  "zqopen zqdata",
  "zqfour zqday zqwee",
  "zqstandards",
  "zqclimate zqlabs",
  "zqcommon zqremote",
  "zqrare zqtech",
  "zqremote zqfirst zqcom",
  "zqcommon",
  "zqlabs",
  "zqrare",
  "zqal",
  "zqalpine",
  "zqlab",
  "zqlabyrinthine",
  "zqbeta zqlabs",
  "zqcommon zqde",
  "zqnorth zqrare",
  "zqcommon zqlabs zqbe",
];

const { random, pick, some } = seeded(0x5eed);

beforeAll(async () => {
  await seedDemoData();
  const rows = Array.from({ length: 600 }, (_, n) => {
    const words = [
      "zqcommon",
      ...(random() < 0.3 ? ["zqlabs"] : []),
      ...(random() < 0.03 ? ["zqrare"] : []),
      // A category's word in the text: found by the text whether or not the organization holds the category.
      ...(random() < 0.05 ? ["zqremote"] : []),
    ];
    return {
      id: `exact-${String(n).padStart(4, "0")}`,
      // Every tenth shares its name with others, so that ties are ordered by id.
      name: n % 10 === 0 ? `${pick(NAME_WORDS)} Shared` : `${pick(NAME_WORDS)} ${pick(NAME_WORDS)} ${n}`,
      description: `${words.join(" ")} team.`,
      country: pick(COUNTRIES),
      paid: random() < 0.85,
      categories: some(CATEGORIES, 4),
    };
  });
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const categoryRows = chunk.flatMap((row) =>
      row.categories.map((category, position) => [row.id, category, position]),
    );
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${chunk
          .map(
            (row) =>
              `('${row.id}', '${row.name}', '${row.description}', '${row.country}', '${row.paid ? "paid" : "pending"}')`,
          )
          .join(", ")}`,
      ),
      ...(categoryRows.length > 0
        ? [
            env.DB.prepare(
              `INSERT INTO organization_categories (organization_id, category_id, position) VALUES ${categoryRows
                .map(([id, category, position]) => `('${id}', '${category}', ${position})`)
                .join(", ")}`,
            ),
          ]
        : []),
    ]);
  }
  // Plan with the sizes as they are now (the isolate's memo may predate the rows above).
  await getCategorySizes(db(), Date.now() + 60 * 60_000);
});

type Combination = { q: string; country?: string; categories: string[] };

const filters = ({ country, categories }: Combination) =>
  `o.is_listed ${country ? `AND o.country_code = '${country}'` : ""} ${categories
    .map(
      (category) =>
        `AND EXISTS (SELECT 1 FROM organization_categories c WHERE c.organization_id = o.id AND c.category_id = '${category}')`,
    )
    .join(" ")}`;

/**
 * Every match, in list order, read without any bound: each word is in the name or description (one full-text query of
 * those columns per word), or names a category the organization has in organization_categories.
 */
async function expected(combination: Combination) {
  const words = (combination.q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 2);
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const conditions = words.map((typed, index) => {
    const prefix = index === words.length - 1 && typed.length >= 3;
    const word = prefix ? typed.slice(0, 8) : typed;
    const named = NAMES.filter(({ name }) =>
      (fold(name).match(/[\p{L}\p{N}]+/gu) ?? []).some((part) => (prefix ? part.startsWith(word) : part === word)),
    ).map(({ id }) => `'${id}'`);
    const text = `o.rowid IN (SELECT rowid FROM organizations_fts WHERE organizations_fts MATCH '{name description} : "${word}"${prefix ? "*" : ""}')`;
    return named.length === 0
      ? text
      : `(${text} OR EXISTS (SELECT 1 FROM organization_categories c WHERE c.organization_id = o.id AND c.category_id IN (${named.join(", ")})))`;
  });
  const { results } = await env.DB.prepare(
    `SELECT o.id FROM organizations o WHERE ${filters(combination)} AND ${conditions.join(" AND ")}
     ORDER BY o.name, o.id`,
  ).all<{ id: string }>();
  return results.map((row) => row.id);
}

/** Facet counts over every match, read without any bound: each match's categories, counted. */
async function expectedFacets(ids: string[]) {
  const { results } = await env.DB.prepare(
    `SELECT category_id, count(*) AS total FROM organization_categories
     WHERE organization_id IN (SELECT value FROM json_each(?1)) GROUP BY category_id`,
  )
    .bind(JSON.stringify(ids))
    .all<{ category_id: string; total: number }>();
  return Object.fromEntries(results.map((row) => [row.category_id, row.total]));
}

describe("a search with filters is exact across pages", () => {
  it("gives every match once, in list order, for random searches and filters", async () => {
    const sizes = await getCategorySizes(db());
    const catalogue = (await getReferenceData(db())).categoryKeys;
    let broad = 0;
    let emptyPages = 0;
    let named = 0;
    for (let round = 0; round < 80; round++) {
      const combination: Combination = {
        q: pick(SEARCHES),
        country: random() < 0.5 ? pick(COUNTRIES) : undefined,
        categories: some(CATEGORIES, 3),
      };
      const label = JSON.stringify(combination);
      const want = await expected(combination);
      const limit = 2 + Math.floor(random() * 8);
      const seen: string[] = [];
      let cursor: string | undefined;
      let first: Awaited<ReturnType<typeof searchDirectory>> | undefined;
      for (let pages = 0; pages < 200; pages++) {
        const search = await searchDirectory(db(), { ...combination, limit, cursor }, sizes, {
          bounds: BOUNDS,
          facets: catalogue,
          names: NAMES,
        });
        first ??= search;
        const page = toPage(search.rows, search.count, limit, search.walkEnd, search.broad);
        // The total is counted once: every further page carries the first page's.
        expect(page.meta.total, label).toBe(first.count.total);
        if (page.data.length === 0) emptyPages++;
        seen.push(...page.data.map((org) => org.id));
        cursor = page.meta.nextCursor ?? undefined;
        if (!cursor) break;
      }
      expect(cursor, `${label}: pages never ended`).toBeUndefined();
      expect(seen, label).toEqual(want);
      if (!first) throw new Error("no page read");
      if (first.broad) broad++;
      if (combination.q.split(" ").some((word) => NAMES.some(({ name }) => name.toLowerCase().includes(word)))) named++;
      // Exact, or a lower bound that says so: never fewer matches than there are without the "+".
      if (first.count.totalCapped) expect(first.count.total, label).toBeLessThanOrEqual(want.length);
      else {
        expect(first.count.total, label).toBe(want.length);
        expect(Object.fromEntries((first.facets ?? []).map((row) => [row.categoryId, row.total])), label).toEqual(
          await expectedFacets(want),
        );
      }
    }
    // The combinations went through both ways of reading a search, and through walks that found nothing.
    expect(broad).toBeGreaterThan(10);
    expect(broad).toBeLessThan(80);
    expect(emptyPages).toBeGreaterThan(0);
    expect(named).toBeGreaterThan(20);
    // Many rounds of up to 200 pages each: on a busy machine this takes longer than the default bound.
  }, 240_000);

  it("answers a broad search with narrow filters in full through the API", async () => {
    const combination = { q: "zqcommon", country: "NL", categories: ["four_day_week", "open_data"] };
    const want = await expected(combination);
    expect(want.length).toBeGreaterThan(0);
    const seen: string[] = [];
    let next = "";
    do {
      const page = await json(
        await call(
          `/api/organizations?q=${combination.q}&country=NL&categories=${combination.categories.join(",")}&limit=4${next}`,
        ),
      );
      seen.push(...page.data.map((org: { id: string }) => org.id));
      next = page.meta.nextCursor ? `&cursor=${page.meta.nextCursor}` : "";
    } while (next);
    expect(seen).toEqual(want);
  });

  it("asks for a narrower search instead of offering Load more when the part it counted held no match", async () => {
    // More full-text matches than one read holds, the first of them unlisted: a broad search whose count finds
    // none among those and whose first walk (from the start of the list) meets none of the three listed ones.
    const unlisted = Array.from(
      { length: SEARCH_SCAN + 1 },
      (_, i) => `('far-u${i}', 'Zzfar unlisted ${i}', 'quibblet', 'NL', 'pending')`,
    );
    const listed = [1, 2, 3].map((i) => `('far-l${i}', 'Zzfar listed ${i}', 'quibblet', 'NL', 'paid')`);
    for (const chunk of [unlisted.slice(0, 500), unlisted.slice(500), listed]) {
      await env.DB.prepare(
        `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${chunk.join(", ")}`,
      ).run();
    }
    const home = await getDirectoryHome(db(), env.CACHE, {
      q: "quibblet",
      categories: [],
      shown: DEFAULT_PAGE_SIZE,
      country: undefined,
    });
    expect(home.organizations).toEqual([]);
    expect({ total: home.total, totalCapped: home.totalCapped, hasMore: home.hasMore }).toEqual({
      total: 0,
      totalCapped: true,
      hasMore: false,
    });
    // The API never answers "none": paging on reaches all three.
    const seen: string[] = [];
    let next = "";
    for (let pages = 0; pages < 100; pages++) {
      const page = await json(await call(`/api/organizations?q=quibblet&limit=10${next}`));
      seen.push(...page.data.map((org: { id: string }) => org.id));
      if (!page.meta.nextCursor) break;
      next = `&cursor=${page.meta.nextCursor}`;
    }
    expect(seen).toEqual(["far-l1", "far-l2", "far-l3"]);
  });

  it("counts a total once per result set: further pages carry it instead of counting again", async () => {
    const path = "/api/organizations?country=FR&categories=climate_tech,remote_first&limit=2";
    const first = await json(await call(path));
    expect(first.meta.nextCursor).not.toBeNull();
    // A new match after the first page: the next page still says what the first counted; a new list counts it.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ('exact-new', 'Zqnew', 'New.', 'FR', 'paid')",
      ),
      env.DB.prepare(
        "INSERT INTO organization_categories (organization_id, category_id, position) VALUES ('exact-new', 'climate_tech', 0), ('exact-new', 'remote_first', 1)",
      ),
    ]);
    const second = await json(await call(`${path}&cursor=${first.meta.nextCursor}`));
    expect(second.meta.total).toBe(first.meta.total);
    expect((await json(await call(path))).meta.total).toBe(first.meta.total + 1);
    await env.DB.prepare("DELETE FROM organizations WHERE id = 'exact-new'").run();
  });
});
