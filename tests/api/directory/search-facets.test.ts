import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CATEGORY_ID } from "../../../contract/limits";
import { categories as categorySeeds } from "../../../seed/data/categories";
import { spanish } from "../../../seed/data/translations-es";
import { createPaidOrganization } from "../../../seed/factories";
import { demoOrganizations } from "../../../seed/seed";
import { organizations } from "../../../worker/db/schema";
import { toFtsQuery, WORD } from "../../../worker/services/directory/directory-search";
import { call, db, json, seedDemoData } from "../../support/helpers";

const listed = demoOrganizations.filter((org) => org.paid || org.explore);
const has = (org: (typeof listed)[number], id: string) => org.categories.some((category) => category.id === id);
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/**
 * The search rule: words of 2+ characters, at most 5; each is a word of the name or description, the last one (from
 * 3 characters) a prefix of one.
 */
const matchesText = (org: (typeof listed)[number], q: string) => {
  const haystack = [...words(org.name), ...words(org.description)];
  const typed = words(q)
    .filter((word) => word.length >= 2)
    .slice(0, 5);
  return typed.every((word, index) =>
    haystack.some((candidate) =>
      index === typed.length - 1 && word.length >= 3 ? candidate.startsWith(word) : candidate === word,
    ),
  );
};

/** A category's name in a language, as the seed writes it. */
const categoryName = (id: string, locale: "en" | "es") =>
  locale === "es" ? (spanish.categories[id]?.name ?? "") : (categorySeeds.find((c) => c.id === id)?.name ?? "");
const folded = (text: string) => words(text.normalize("NFD").replace(/\p{M}/gu, ""));
/**
 * The rule with categories: each word is in the name or description, or is a word of the name (in the page's
 * language, accents aside) of one of the organization's categories, the placeholder aside.
 */
const matchesSearch = (org: (typeof listed)[number], q: string, locale: "en" | "es") => {
  const haystack = [...words(org.name), ...words(org.description)];
  const named = org.categories
    .filter(({ id }) => id !== DEFAULT_CATEGORY_ID)
    .flatMap(({ id }) => folded(categoryName(id, locale)));
  const typed = words(q)
    .filter((word) => word.length >= 2)
    .slice(0, 5);
  return typed.every((word, index) => {
    const prefix = index === typed.length - 1 && word.length >= 3;
    const [bare = ""] = folded(word);
    return (
      haystack.some((candidate) => (prefix ? candidate.startsWith(word) : candidate === word)) ||
      named.some((candidate) => (prefix ? candidate.startsWith(bare) : candidate === bare))
    );
  });
};

beforeAll(seedDemoData);

describe("facet counts", () => {
  it.each([
    ["no filter", {}],
    ["a country", { country: "US" }],
    ["a selected category", { categories: ["remote_first"] }],
    ["a country, a category and a search", { country: "US", categories: ["climate_tech"], q: "miami" }],
  ])(
    "count, for every category, the matches it would give when added: %s",
    async (_label, filters: {
      country?: string;
      categories?: string[];
      q?: string;
    }) => {
      const params = new URLSearchParams();
      if (filters.country) params.set("country", filters.country);
      if (filters.categories) params.set("categories", filters.categories.join(","));
      if (filters.q) params.set("q", filters.q);
      const body = await json(await call(`/api/organizations/facets?${params}`));
      const base = listed
        .filter((org) => !filters.country || org.countryCode === filters.country)
        .filter((org) => (filters.categories ?? []).every((id) => has(org, id)))
        .filter((org) => !filters.q || matchesText(org, filters.q));
      const expected: Record<string, number> = {};
      for (const org of base) for (const { id } of org.categories) expected[id] = (expected[id] ?? 0) + 1;
      expect(body.data).toEqual(expected);
    },
  );
});

describe("search", () => {
  it("finds organizations by words of their name or description, as prefixes, combined with filters", async () => {
    const target = listed.find((org) => org.countryCode === "DE")!;
    const q = words(target.name)[0]!.slice(0, 4);
    const body = await json(await call(`/api/organizations?q=${encodeURIComponent(q)}&limit=60`));
    const expected = listed.filter((org) => matchesText(org, q)).map((org) => org.key);
    expect(body.data.map((org: { id: string }) => org.id).sort()).toEqual(expected.sort());
    expect(body.meta.total).toBe(expected.length);
    expect(expected).toContain(target.key);

    const narrowed = await json(await call(`/api/organizations?q=${encodeURIComponent(q)}&country=ZZ`));
    expect(narrowed.meta.total).toBe(0);
  });

  it("treats search operators as plain text and never fails on odd input", async () => {
    // "ab\u19B0cd": a letter the index's tokenizer reads as a mark, so one word to a person and two tokens to the index.
    for (const q of ['"', "OR", "NEAR(a b)", "*", "a AND -b", "ümlaut", "🙂", "   ", "ab\u19B0cd", "ab\u1CF2cd lab"]) {
      for (const path of ["/api/organizations", "/api/jobs"]) {
        const response = await call(`${path}?q=${encodeURIComponent(q)}`);
        expect(response.status, `${path} ${q}`).toBe(200);
      }
    }
    expect(toFtsQuery('clim "tech" OR')).toBe('"clim" "tech" "or"');
    expect(toFtsQuery("ab\u19B0cd")).toBe('"ab" "cd"');
  });

  it("reads every word a search may hold as one token of the index, in every script", async () => {
    // Each letter and digit a word may hold between two q's, in a throwaway index with the search indexes' tokenizer:
    // none may split its word (the indexes keep no positions, so a word of two tokens would fail the search).
    await env.DB.exec(
      "CREATE VIRTUAL TABLE token_probe USING fts5(text, tokenize='unicode61 remove_diacritics 2', detail=none)",
    );
    const words: string[] = [];
    for (let code = 0x80; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const word = `q${String.fromCodePoint(code)}q`;
      if (word.match(WORD)?.[0] === word) words.push(word);
    }
    const insert = env.DB.prepare("INSERT INTO token_probe (rowid, text) VALUES (?, ?)");
    const rows = Array.from({ length: Math.ceil(words.length / 4000) }, (_, row) =>
      insert.bind(row + 1, words.slice(row * 4000, (row + 1) * 4000).join(" ")),
    );
    await env.DB.batch([...rows, insert.bind(0, "q\u19B0q")]);
    const split = await env.DB.prepare("SELECT rowid FROM token_probe WHERE token_probe MATCH 'q'").all();
    // Only the control row (a letter the word pattern leaves out) splits.
    expect(words.length).toBeGreaterThan(100_000);
    expect(split.results).toEqual([{ rowid: 0 }]);
  });

  it("bounds what a search can read: no one-letter words, at most five, only the last a prefix from 3 letters", async () => {
    expect(toFtsQuery("climate lab")).toBe('"climate" "lab"*');
    expect(toFtsQuery("a b c")).toBeNull();
    expect(toFtsQuery("x clim")).toBe('"clim"*');
    expect(toFtsQuery("one two three four five six seven")).toBe('"one" "two" "three" "four" "five"*');
    // A one-letter search would match nearly every row: it finds nothing instead of reading the whole index.
    const body = await json(await call("/api/organizations?q=c"));
    expect(body.meta).toMatchObject({ total: 0, totalCapped: false });
    expect(body.data).toEqual([]);
  });

  it("rejects search text over 100 characters", async () => {
    const response = await call(`/api/organizations?q=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Search text must be at most 100 characters");
  });

  it("keeps the index in step with renames", async () => {
    const org = await createPaidOrganization(db(), { name: "Quillmoor Works", description: "Plain words." });
    await db().update(organizations).set({ name: "Zyxwvut Renamed" }).where(eq(organizations.id, org.id));
    const found = await json(await call("/api/organizations?q=zyxwv"));
    expect(found.data.map((row: { id: string }) => row.id)).toEqual([org.id]);
    await db().update(organizations).set({ name: org.name }).where(eq(organizations.id, org.id));
    expect((await json(await call("/api/organizations?q=quillmoor"))).meta.total).toBe(1);
    expect((await json(await call("/api/organizations?q=zyxwv"))).meta.total).toBe(0);
    // Its categories would match the category words of the tests below, which expect the demo data alone.
    await db().delete(organizations).where(eq(organizations.id, org.id));
  });

  it.each([
    ["clean energy", "en", "clean_energy"],
    ["remote", "en", "remote_first"],
    ["energía limpia", "es", "clean_energy"],
    ["energia", "es", "clean_energy"],
    ["remoto", "es", "remote_first"],
    ["ai", "en", "ai_native"],
  ] as const)("finds by the words of category names in the page's language: %s (%s)", async (q, locale, categoryId) => {
    const holders = listed.filter((org) => has(org, categoryId)).map((org) => org.key);
    expect(holders.length).toBeGreaterThan(1);
    const expected = listed.filter((org) => matchesSearch(org, q, locale)).map((org) => org.key);
    const body = await json(await call(`/api/organizations?q=${encodeURIComponent(q)}&locale=${locale}&limit=60`));
    expect(body.data.map((org: { id: string }) => org.id).sort()).toEqual([...expected].sort());
    expect(body.meta).toMatchObject({ total: expected.length, totalCapped: false });
    expect(expected).toEqual(expect.arrayContaining(holders));
    // The facet counts read the same matches.
    const facets = await json(await call(`/api/organizations/facets?q=${encodeURIComponent(q)}&locale=${locale}`));
    expect(facets.data[categoryId]).toBe(holders.length);
  });

  it("matches a category's name only in the page's language, and combines it with the other words", async () => {
    const spanishOnly = await json(await call(`/api/organizations?q=${encodeURIComponent("energía limpia")}&limit=60`));
    const expected = listed.filter((org) => matchesSearch(org, "energía limpia", "en")).map((org) => org.key);
    expect(spanishOnly.data.map((org: { id: string }) => org.id).sort()).toEqual([...expected].sort());
    const miami = listed.filter((org) => matchesSearch(org, "remote miami", "en")).map((org) => org.key);
    const body = await json(await call("/api/organizations?q=remote%20miami&limit=60"));
    expect(body.data.map((org: { id: string }) => org.id).sort()).toEqual([...miami].sort());
    expect(miami.length).toBeLessThan(listed.filter((org) => matchesSearch(org, "remote", "en")).length);
  });

  it("keeps category words in step with an organization's categories, whatever writes them", async () => {
    const org = await createPaidOrganization(db(), {
      name: "Vexlomir Works",
      description: "Plain words.",
      categories: ["climate_tech"],
    });
    const found = async (q: string) =>
      (await json(await call(`/api/organizations?q=${encodeURIComponent(q)}`))).data.map(
        (row: { id: string }) => row.id,
      );
    expect(await found("vexlomir climate")).toEqual([org.id]);
    expect(await found("vexlomir bootstrapped")).toEqual([]);
    await env.DB.prepare(
      "INSERT INTO organization_categories (organization_id, category_id, position) VALUES (?, 'bootstrapped', 1)",
    )
      .bind(org.id)
      .run();
    expect(await found("vexlomir bootstrapped")).toEqual([org.id]);
    await env.DB.prepare(
      "UPDATE organization_categories SET category_id = 'nonprofit' WHERE organization_id = ? AND category_id = 'climate_tech'",
    )
      .bind(org.id)
      .run();
    expect(await found("vexlomir climate")).toEqual([]);
    expect(await found("vexlomir nonprofit")).toEqual([org.id]);
    await env.DB.prepare(
      "DELETE FROM organization_categories WHERE organization_id = ? AND category_id = 'bootstrapped'",
    )
      .bind(org.id)
      .run();
    expect(await found("vexlomir bootstrapped")).toEqual([]);
    await db().delete(organizations).where(eq(organizations.id, org.id));
    expect(await found("vexlomir")).toEqual([]);
    // Every change went through the index's triggers with the values it holds: it agrees with its table.
    await env.DB.prepare("INSERT INTO organizations_fts (organizations_fts, rank) VALUES ('integrity-check', 1)").run();
  });
});
