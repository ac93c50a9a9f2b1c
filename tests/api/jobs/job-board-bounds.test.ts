import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type BoardCardDto, type BoardQuery, boardQuery } from "../../../contract/job-board";
import { type BoardBounds, listBoard } from "../../../worker/services/job-board/board";
import { ON_BOARD, REBUILD_BOARD_COUNTS } from "../../../worker/services/job-board/board-counts";
import { boardFtsQuery } from "../../../worker/services/job-board/board-queries";
import { db, seedDemoData } from "../../support/helpers";
import { seeded } from "../../support/random";

/**
 * The board is exact on every page whatever its bounds: for many random filter combinations over a few hundred
 * generated roles, with bounds far smaller than the board (so sparse walks, empty pages, broad and narrow searches,
 * capped counts and the precomputed counts' expiry correction all occur), every page joined equals one unbounded
 * read of the whole board, and a total or facet count is exact or a lower bound that says so. Compared with the whole
 * table (other files' roles too), read again after the board until the two reads agree, so that a role another file
 * writes meanwhile cannot make a false failure.
 */

const BOUNDS: BoardBounds = { page: 9, count: 40, cap: 10, stale: 4, scan: 12, checks: 6 };
const CATEGORIES = ["climate_tech", "remote_first", "four_day_week", "open_data"];
const COUNTRIES = ["DE", "PT", "US"];
const WORDS = ["zkwcommon", "zkwmid", "zkwrare"];
const SEARCHES = ["zkwcommon", "zkwmid", "zkwrare", "zkwcom", "zkwmid zkwcommon", "zkwrare zkwmi", "zkwnothing"];
const now = new Date();

const { random, pick, some } = seeded(0xb0a2d);
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Roles whose time is up but still open (the hourly job has not run): `count` more of them. */
async function addStale(count: number, from: number) {
  const ids = Array.from({ length: count }, (_, i) => `bounds-role-${String(from + i).padStart(4, "0")}`);
  await env.DB.prepare(
    `UPDATE job_postings SET expires_at = ${now.getTime() - 60_000} WHERE id IN (${ids.map(quote).join(", ")})`,
  ).run();
}

beforeAll(async () => {
  await seedDemoData();
  const orgs = Array.from({ length: 12 }, (_, n) => ({
    id: `bounds-org-${n}`,
    paid: n !== 11,
    categories: n === 0 ? [] : some(CATEGORIES, 4),
    country: pick(COUNTRIES),
  }));
  const categoryRows = orgs.flatMap((org) => org.categories.map((category) => `('${org.id}', '${category}')`));
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${orgs
        .map((o) => `('${o.id}', 'Bounds ${o.id}', 'A board test.', '${o.country}', '${o.paid ? "paid" : "pending"}')`)
        .join(", ")}`,
    ),
    env.DB.prepare(`INSERT INTO organization_categories (organization_id, category_id) VALUES ${categoryRows}`),
  ]);
  const rows = Array.from({ length: 360 }, (_, n) => {
    const workplace = pick(["remote", "hybrid", "on_site"] as const);
    const words = [
      ...(random() < 0.4 ? ["zkwcommon"] : []),
      ...(random() < 0.1 ? ["zkwmid"] : []),
      ...(random() < 0.02 ? ["zkwrare"] : []),
    ];
    const status = random() < 0.75 ? "open" : pick(["closed", "expired"]);
    const posted = now.getTime() - Math.floor(random() * 40) * 3_600_000 - (n % 7) * 1000;
    const office = workplace !== "remote" || random() < 0.3;
    const values = [
      quote(`bounds-role-${String(n).padStart(4, "0")}`),
      quote(pick(orgs).id),
      quote(`${pick(["Backend", "Data"])} engineer ${words.join(" ")}`),
      quote(`A role with ${pick(WORDS)}-free text, we ship weekly and care about the people we work with.`),
      quote(pick(["full_time", "part_time", "contract"])),
      quote(pick(["junior", "senior", "staff"])),
      quote(workplace),
      quote(JSON.stringify(workplace === "remote" ? pick([[], ["DE"], ["PT", "US"]]) : [])),
      office ? quote(pick(COUNTRIES)) : "NULL",
      40_000,
      pick([60_000, 90_000, 120_000, 4_000]),
      quote(pick(["USD", "EUR"])),
      quote(pick(["year", "month"])),
      quote(status),
      posted,
      posted + 30 * 86_400_000,
      random() < 0.05 ? now.getTime() : "NULL",
    ];
    return `(${values.join(", ")})`;
  });
  for (let i = 0; i < rows.length; i += 60) {
    await env.DB.prepare(
      `INSERT INTO job_postings (id, organization_id, title, description, employment_type, seniority, workplace,
        remote_countries, location_country, salary_min, salary_max, salary_currency, salary_period, status, posted_at,
        expires_at, hidden_at) VALUES ${rows.slice(i, i + 60).join(", ")}`,
    ).run();
  }
  await addStale(3, 0);
});

type Role = {
  id: string;
  postedAt: number;
  title: string;
  description: string;
  workplace: string;
  type: string;
  seniority: string;
  remote: string;
  country: string | null;
  salaryMax: number;
  currency: string;
  period: string;
  categories: string | null;
};

/** The whole board, read without a bound, from the organizations themselves (not the roles' copies). */
async function readBoard(): Promise<Role[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.posted_at AS postedAt, p.title, p.description, p.workplace, p.employment_type AS type, p.seniority,
       p.remote_countries AS remote, p.location_country AS country, p.salary_max AS salaryMax,
       p.salary_currency AS currency, p.salary_period AS period,
       (SELECT group_concat(c.category_id) FROM organization_categories c WHERE c.organization_id = o.id) AS categories
     FROM job_postings p JOIN organizations o ON o.id = p.organization_id
     WHERE p.status = 'open' AND p.hidden_at IS NULL AND p.expires_at > ?1 AND o.is_listed
     ORDER BY p.posted_at DESC, p.id DESC`,
  )
    .bind(now.getTime())
    .all<Role>();
  return results;
}

/** What the board must list for these filters (the words as the full-text query reads them). */
function expected(board: Role[], filters: BoardQuery): Role[] {
  const words = (filters.q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 2);
  return board.filter((role) => {
    const categories = (role.categories ?? "").split(",");
    const tokens: string[] = `${role.title} ${role.description}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const remote = JSON.parse(role.remote) as string[];
    return (
      filters.categories.every((category) => categories.includes(category)) &&
      (!filters.country ||
        role.country === filters.country ||
        (role.workplace === "remote" && (remote.length === 0 || remote.includes(filters.country)))) &&
      (!filters.workplace || role.workplace === filters.workplace) &&
      (!filters.type || role.type === filters.type) &&
      (!filters.seniority || role.seniority === filters.seniority) &&
      (filters.salary === undefined ||
        (role.currency === filters.currency && role.period === filters.period && role.salaryMax >= filters.salary)) &&
      (filters.q === undefined ||
        (words.length > 0 &&
          words.every((word, i) =>
            i === words.length - 1 && word.length >= 3
              ? tokens.some((token) => token.startsWith(word.slice(0, 8)))
              : tokens.includes(word),
          )))
    );
  });
}

function facetsOf(roles: Role[]) {
  const facets = { categories: {}, workplace: {}, type: {}, seniority: {} } as Record<string, Record<string, number>>;
  const add = (facet: string, value: string) => {
    facets[facet]![value] = (facets[facet]![value] ?? 0) + 1;
  };
  for (const role of roles) {
    add("workplace", role.workplace);
    add("type", role.type);
    add("seniority", role.seniority);
    for (const category of (role.categories ?? "").split(",").filter(Boolean)) add("categories", category);
  }
  return facets;
}

/** Every page for these filters, joined, with the first page and how many pages were short of a full one. */
async function allPages(filters: BoardQuery, limit: number) {
  const first = await listBoard(db(), filters, now, limit, BOUNDS);
  const postings: BoardCardDto[] = [...first.postings];
  let cursor = first.nextCursor;
  let short = 0;
  for (let pages = 0; cursor; pages++) {
    if (pages > 400) throw new Error("the pages never end");
    const next = await listBoard(db(), { ...filters, cursor }, now, limit, BOUNDS);
    expect(next.total).toBeNull();
    if (next.postings.length < limit && next.nextCursor) short += 1;
    postings.push(...next.postings);
    cursor = next.nextCursor;
  }
  return { first, ids: postings.map((p) => p.id), short };
}

/** The board's answer and the unbounded one, read again until the table did not change in between. */
async function compare(filters: BoardQuery, limit: number) {
  for (let attempt = 0; ; attempt++) {
    const before = await readBoard();
    const pages = await allPages(filters, limit);
    const after = await readBoard();
    if (JSON.stringify(before) === JSON.stringify(after) || attempt === 4)
      return { ...pages, want: expected(after, filters) };
  }
}

function check(label: string, result: Awaited<ReturnType<typeof compare>>) {
  const { first, ids, want } = result;
  expect(ids, label).toEqual(want.map((role) => role.id));
  if (first.totalCapped) {
    expect(first.total, label).toBeLessThanOrEqual(Math.min(want.length, BOUNDS.cap));
    // A lower bound never says fewer roles than the page shows.
    expect(first.total, label).toBeGreaterThanOrEqual(Math.min(first.postings.length, BOUNDS.cap));
  } else {
    expect(first.total, label).toBe(want.length);
  }
  const facets = facetsOf(want);
  for (const facet of ["categories", "workplace", "type", "seniority"] as const) {
    for (const [value, total] of Object.entries(first.facets![facet])) {
      if (first.facetsCapped)
        expect(total, `${label} ${facet}=${value}`).toBeLessThanOrEqual(facets[facet]![value] ?? 0);
      else expect(total, `${label} ${facet}=${value}`).toBe(facets[facet]![value] ?? 0);
    }
    if (!first.facetsCapped) {
      for (const [value, total] of Object.entries(facets[facet]!)) {
        expect(first.facets![facet][value], `${label} ${facet}=${value}`).toBe(total);
      }
    }
  }
}

describe("the job board at its bounds", () => {
  it("gives every matching role once, in board order, for random filters, with true counts", async () => {
    const seen = { capped: 0, atCap: 0, exact: 0, short: 0 };
    const combos: Record<string, unknown>[] = [
      {},
      { workplace: "remote" },
      { categories: "remote_first" },
      { seniority: "staff" },
      { q: "zkwcommon" },
      { q: "zkwrare" },
    ];
    for (let round = 0; round < 30; round++) {
      combos.push({
        categories: some(CATEGORIES, 3).join(","),
        ...(random() < 0.4 ? { country: pick(COUNTRIES) } : {}),
        ...(random() < 0.3 ? { workplace: pick(["remote", "hybrid", "on_site"]) } : {}),
        ...(random() < 0.25 ? { type: pick(["full_time", "contract"]) } : {}),
        ...(random() < 0.25 ? { seniority: pick(["junior", "staff"]) } : {}),
        ...(random() < 0.25 ? { salary: pick(["50000", "100000", "3000"]), currency: pick(["USD", "EUR"]) } : {}),
        ...(random() < 0.5 ? { period: pick(["year", "month"]) } : {}),
        ...(random() < 0.4 ? { q: pick(SEARCHES) } : {}),
      });
    }
    for (const combo of combos) {
      const filters = boardQuery.parse(combo);
      const result = await compare(filters, 8);
      check(JSON.stringify(combo), result);
      if (result.first.totalCapped) seen.capped += 1;
      else seen.exact += 1;
      // A count walk longer than the board is exact, unless it stopped at the cap.
      const whole = await listBoard(db(), filters, now, 8, { ...BOUNDS, count: 100_000 });
      check(`${JSON.stringify(combo)} whole board`, { ...result, first: whole });
      if (whole.totalCapped && whole.total === BOUNDS.cap) seen.atCap += 1;
      if (result.short > 0) seen.short += 1;
    }
    // The bounds were crossed: some counts were lower bounds (some stopped at the cap), some walks stopped short of a
    // full page.
    expect(seen.capped).toBeGreaterThan(3);
    expect(seen.atCap).toBeGreaterThan(0);
    expect(seen.exact).toBeGreaterThan(3);
    expect(seen.short).toBeGreaterThan(3);
  }, 240_000);

  it("reads a combination few roles hold from the full-text index: full pages, exact counts, through writes", async () => {
    const everySet = () =>
      COUNTRIES.flatMap((country) =>
        ["remote", "hybrid", "on_site"].flatMap((workplace) =>
          ["full_time", "part_time", "contract"].flatMap((type) =>
            ["junior", "senior", "staff"].map((seniority) => ({ country, workplace, type, seniority })),
          ),
        ),
      );
    const pageThrough = async () => {
      let narrow = 0;
      for (const combo of everySet()) {
        const filters = boardQuery.parse(combo);
        const result = await compare(filters, 2);
        check(`every filter set ${JSON.stringify(combo)}`, result);
        const matches = await env.DB.prepare(
          "SELECT count(*) AS n FROM job_postings_fts WHERE job_postings_fts MATCH ?",
        )
          .bind(boardFtsQuery(filters))
          .first<{ n: number }>();
        if (matches!.n > BOUNDS.scan) continue;
        // Read from the index's matches, not walked: no page short of a full one, every count exact.
        narrow += 1;
        expect(result.short, JSON.stringify(combo)).toBe(0);
        expect(result.first.totalCapped, JSON.stringify(combo)).toBe(false);
      }
      expect(narrow).toBeGreaterThan(40);
    };
    await pageThrough();
    // Roles move to other workplaces, countries and remote lists: the index's words follow them.
    for (const statement of [
      "UPDATE job_postings SET workplace = 'remote', remote_countries = '[]' WHERE id IN ('bounds-role-0020', 'bounds-role-0021')",
      `UPDATE job_postings SET workplace = 'remote', remote_countries = '["PT"]', location_country = NULL WHERE id = 'bounds-role-0022'`,
      "UPDATE job_postings SET workplace = 'on_site', location_country = 'DE' WHERE id = 'bounds-role-0023'",
      "UPDATE job_postings SET employment_type = 'contract', seniority = 'staff' WHERE id IN ('bounds-role-0024', 'bounds-role-0025')",
      "UPDATE job_postings SET location_country = 'US' WHERE id = 'bounds-role-0026'",
      // Roles leave the board and come back: the index holds the roles on the board only.
      "UPDATE job_postings SET status = 'closed' WHERE id IN ('bounds-role-0027', 'bounds-role-0028')",
      "UPDATE job_postings SET status = 'open' WHERE id = 'bounds-role-0028'",
      `UPDATE job_postings SET hidden_at = ${now.getTime()} WHERE id = 'bounds-role-0029'`,
      "UPDATE job_postings SET hidden_at = NULL WHERE id IN (SELECT id FROM job_postings WHERE id LIKE 'bounds-role-%' AND hidden_at IS NOT NULL AND id <> 'bounds-role-0029' LIMIT 2)",
      "DELETE FROM job_postings WHERE id IN ('bounds-role-0030', 'bounds-role-0031')",
      "UPDATE organizations SET payment_status = 'pending' WHERE id = 'bounds-org-5'",
      "UPDATE organizations SET payment_status = 'paid' WHERE id = 'bounds-org-11'",
    ]) {
      await env.DB.prepare(statement).run();
    }
    const rowids = async (statement: string) =>
      (await env.DB.prepare(statement).all<{ rowid: number }>()).results.map((row) => row.rowid).sort((a, b) => a - b);
    expect(
      await rowids(
        `SELECT rowid FROM job_postings_fts WHERE job_postings_fts MATCH 'board_terms : ("1re" OR "1hy" OR "1on")'`,
      ),
    ).toEqual(await rowids(`SELECT rowid FROM job_postings WHERE ${ON_BOARD}`));
    await pageThrough();
  }, 240_000);

  it("keeps the precomputed counts right through writes, and reads around too many expired roles", async () => {
    const statements = [
      "UPDATE job_postings SET status = 'closed' WHERE id IN ('bounds-role-0010', 'bounds-role-0011')",
      `UPDATE job_postings SET hidden_at = ${now.getTime()} WHERE id = 'bounds-role-0012'`,
      "UPDATE job_postings SET hidden_at = NULL WHERE id IN (SELECT id FROM job_postings WHERE id LIKE 'bounds-role-%' AND hidden_at IS NOT NULL LIMIT 3)",
      "UPDATE job_postings SET workplace = 'hybrid' WHERE id = 'bounds-role-0013'",
      "DELETE FROM job_postings WHERE id = 'bounds-role-0014'",
      "UPDATE organizations SET payment_status = 'pending' WHERE id = 'bounds-org-3'",
      "UPDATE organizations SET payment_status = 'paid' WHERE id = 'bounds-org-11'",
      "INSERT OR IGNORE INTO organization_categories (organization_id, category_id) VALUES ('bounds-org-0', 'open_data')",
      "DELETE FROM organization_categories WHERE organization_id = 'bounds-org-1' AND category_id = 'climate_tech'",
    ];
    for (const statement of statements) await env.DB.prepare(statement).run();
    for (const combo of [{}, { workplace: "hybrid" }, { categories: "open_data" }, { type: "contract" }]) {
      const result = await compare(boardQuery.parse(combo), 20);
      check(`after writes ${JSON.stringify(combo)}`, result);
      expect(result.first.totalCapped).toBe(false);
    }
    // The triggers' counts are what a recount gives.
    const counted = await env.DB.prepare(
      "SELECT facet, value, total FROM job_board_counts WHERE total <> 0 ORDER BY 1, 2",
    ).all();
    await env.DB.batch(REBUILD_BOARD_COUNTS.map((statement) => env.DB.prepare(statement)));
    const recounted = await env.DB.prepare(
      "SELECT facet, value, total FROM job_board_counts WHERE total <> 0 ORDER BY 1, 2",
    ).all();
    expect(counted.results).toEqual(recounted.results);

    // More roles wait for the hourly job than a request corrects for: the counts come from a bounded walk instead.
    await addStale(BOUNDS.stale + 2, 100);
    const result = await compare(boardQuery.parse({}), 20);
    check("many expired", result);
    expect(result.first.totalCapped).toBe(true);
  });
});
