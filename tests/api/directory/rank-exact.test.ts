import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getCategorySizes } from "../../../worker/services/directory/directory-counts";
import { type RankBounds, rankedPage } from "../../../worker/services/directory/directory-rank";
import { call, db, json, seedDemoData } from "../../support/helpers";
import { seeded } from "../../support/random";

/**
 * A list ranked by nice-to-haves gives the same organizations, in the same order, as one unbounded ranking query, on
 * every page: checked for many random must-haves, nice-to-haves and countries over generated organizations, with
 * bounds small enough that every page's walk stops early, groups end inside pages and totals are lower bounds.
 */

const BOUNDS: RankBounds = { walk: 40, count: 60 };
const COUNTRIES = ["NL", "DE", "FR"];
const CATEGORIES = [
  "climate_tech",
  "remote_first",
  "four_day_week",
  "open_data",
  "open_standards",
  "async_communication",
  "transparent_salaries",
];
const NAME_WORDS = ["Rkalpha", "Rkbeta", "Rkdelta", "Rknorth", "Rksouth"];

const { random, pick, some } = seeded(0x7a11);

beforeAll(async () => {
  await seedDemoData();
  const rows = Array.from({ length: 700 }, (_, n) => ({
    id: `rank-${String(n).padStart(4, "0")}`,
    // Every tenth shares its name with others, so that ties are ordered by id.
    name: n % 10 === 0 ? `${pick(NAME_WORDS)} Shared` : `${pick(NAME_WORDS)} ${pick(NAME_WORDS)} ${n}`,
    country: pick(COUNTRIES),
    paid: random() < 0.85,
    // Some hold many of the categories, most a few: every rank group is met.
    categories: some(CATEGORIES, random() < 0.2 ? 12 : 4),
  }));
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const categoryRows = chunk.flatMap((row) =>
      row.categories.map((category, position) => [row.id, category, position]),
    );
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${chunk
          .map((row) => `('${row.id}', '${row.name}', 'A team.', '${row.country}', '${row.paid ? "paid" : "pending"}')`)
          .join(", ")}`,
      ),
      env.DB.prepare(
        `INSERT INTO organization_categories (organization_id, category_id, position) VALUES ${categoryRows
          .map(([id, category, position]) => `('${id}', '${category}', ${position})`)
          .join(", ")}`,
      ),
    ]);
  }
  // Plan with the sizes as they are now (the isolate's memo may predate the rows above).
  await getCategorySizes(db(), Date.now() + 60 * 60_000);
});

type Combination = { country?: string; must: string[]; nice: string[] };

/** The whole ranking, read without any bound: listed, in the country, every must-have, ranked by nice-to-haves held. */
async function expected({ country, must, nice }: Combination) {
  const holds = (category: string) =>
    `EXISTS (SELECT 1 FROM organization_categories c WHERE c.organization_id = o.id AND c.category_id = '${category}')`;
  const { results } = await env.DB.prepare(
    `SELECT id, held FROM (SELECT o.id, o.name, ${nice.map((category) => `(${holds(category)})`).join(" + ")} AS held
       FROM organizations o WHERE o.is_listed ${country ? `AND o.country_code = '${country}'` : ""}
       ${must.map((category) => `AND ${holds(category)}`).join(" ")})
     WHERE held >= ${must.length > 0 ? 0 : 1} ORDER BY held DESC, name, id`,
  ).all<{ id: string; held: number }>();
  return results;
}

describe("a ranked list is exact across pages", () => {
  it("gives every organization once, by nice-to-haves held then name, for random combinations", async () => {
    const sizes = await getCategorySizes(db());
    let capped = 0;
    let emptyPages = 0;
    let twoGroupPages = 0;
    for (let round = 0; round < 36; round++) {
      const nice = [...new Set([pick(CATEGORIES), ...some(CATEGORIES, 6)])];
      const must = some(
        CATEGORIES.filter((category) => !nice.includes(category)),
        random() < 0.6 ? 0 : 2,
      );
      const combination: Combination = { country: random() < 0.5 ? pick(COUNTRIES) : undefined, must, nice };
      const label = JSON.stringify(combination);
      const want = await expected(combination);
      const limit = 2 + Math.floor(random() * 8);
      const seen: { id: string; held: number }[] = [];
      let cursor: string | undefined;
      let total: { total: number; totalCapped: boolean } | undefined;
      for (let pages = 0; pages < 400; pages++) {
        const page = await rankedPage(db(), { ...combination, limit, cursor }, sizes, BOUNDS);
        total ??= { total: page.meta.total, totalCapped: page.meta.totalCapped };
        // The total is counted once: every further page carries the first page's.
        expect(page.meta.total, label).toBe(total.total);
        expect(page.data.length, label).toBeLessThanOrEqual(limit);
        if (page.data.length === 0) emptyPages++;
        if (new Set(page.data.map((org) => org.match.held)).size > 1) twoGroupPages++;
        for (const org of page.data) {
          expect(org.match.matched, label).toEqual(nice.filter((category) => org.categoryIds.includes(category)));
          expect(org.match.missing, label).toEqual(nice.filter((category) => !org.categoryIds.includes(category)));
        }
        seen.push(...page.data.map((org) => ({ id: org.id, held: org.match.held })));
        cursor = page.meta.nextCursor ?? undefined;
        if (!cursor) break;
      }
      expect(cursor, `${label}: pages never ended`).toBeUndefined();
      expect(seen, label).toEqual(want);
      if (!total) throw new Error("no page read");
      // Exact, or a lower bound that says so.
      if (total.totalCapped) {
        capped++;
        expect(total.total, label).toBeLessThanOrEqual(want.length);
        // Everyone a lower bound counts is listed: it has counted some when there are any.
        expect(total.total > 0, label).toBe(want.length > 0);
      } else expect(total.total, label).toBe(want.length);
    }
    // The combinations went through walks that stopped early, pages spanning two groups and lower-bound totals.
    expect(emptyPages).toBeGreaterThan(0);
    expect(twoGroupPages).toBeGreaterThan(0);
    expect(capped).toBeGreaterThan(0);
    expect(capped).toBeLessThan(36);
  }, 240_000);

  it("answers the whole ranking through the API, each item with its matched and missing categories", async () => {
    const combination = {
      country: "NL",
      must: ["remote_first"],
      nice: ["climate_tech", "open_data", "transparent_salaries"],
    };
    const want = await expected(combination);
    expect(new Set(want.map((row) => row.held)).size).toBeGreaterThan(2);
    const seen: { id: string; held: number }[] = [];
    let next = "";
    do {
      const response = await call(
        `/api/organizations?country=NL&must=remote_first&nice=${combination.nice.join(",")}&limit=7${next}`,
      );
      expect(response.status).toBe(200);
      const page = await json(response);
      for (const org of page.data) {
        expect(org.match.of).toBe(3);
        expect(org.match.matched.length + org.match.missing.length).toBe(3);
        expect(org.categoryIds).toContain("remote_first");
      }
      seen.push(
        ...page.data.map((org: { id: string; match: { held: number } }) => ({ id: org.id, held: org.match.held })),
      );
      next = page.meta.nextCursor ? `&cursor=${page.meta.nextCursor}` : "";
    } while (next);
    expect(seen).toEqual(want);
  });
});
