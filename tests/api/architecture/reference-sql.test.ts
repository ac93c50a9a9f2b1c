import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { referenceRows, referenceStatements } from "../../../seed/reference";
import { inlineParams, REFERENCE_TABLES, referenceSql, sqlLiteral } from "../../../seed/reference-sql";
import { categories, categoryGroups, cities, contentTranslations, countries } from "../../../worker/db/schema";
import { db } from "../../support/helpers";

/**
 * The file's statements, split as `wrangler d1 execute --file` splits them: at a `;` outside string literals and
 * quoted identifiers, with `--` comment lines dropped (a literal may span lines and hold `;` or `--`).
 */
function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = null;
      current += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      current += char;
    } else if (char === "-" && text[i + 1] === "-") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (char === ";") {
      if (current.trim()) statements.push(current.trim());
      current = "";
    } else {
      current += char;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

async function apply(text: string) {
  await env.DB.batch(splitStatements(text).map((statement) => env.DB.prepare(statement)));
}

const translationKey = (row: typeof contentTranslations.$inferSelect | typeof contentTranslations.$inferInsert) =>
  `${row.entityType}/${row.locale}/${row.entityId}/${row.field}`;

/**
 * The stored rows of the reference data, keyed as the tables key them; only the keys the data files have, so rows
 * other tests add to a shared database do not count. Cities without the two timestamps the database stamps.
 */
async function storedReference() {
  const rows = referenceRows();
  const only = <T>(stored: T[], key: (row: T) => string, wanted: string[]) => {
    const keys = new Set(wanted);
    return new Map(stored.filter((row) => keys.has(key(row))).map((row) => [key(row), row]));
  };
  const storedCities = await db().select().from(cities);
  return {
    categoryGroups: only(
      await db().select().from(categoryGroups),
      (row) => row.id,
      rows.categoryGroups.map((row) => row.id),
    ),
    categories: only(
      await db().select().from(categories),
      (row) => row.id,
      rows.categories.map((row) => row.id),
    ),
    countries: only(
      await db().select().from(countries),
      (row) => row.code,
      rows.countries.map((row) => row.code),
    ),
    cities: only(
      storedCities.map(({ createdAt: _created, updatedAt: _updated, ...row }) => row),
      (row) => row.id,
      rows.cities.map((row) => row.id!),
    ),
    translations: only(
      await db().select().from(contentTranslations),
      translationKey,
      rows.translations.map(translationKey),
    ),
  };
}

describe("the reference data as one SQL file (npm run db:reference-sql)", () => {
  it("writes literals SQLite reads back as they were, and fills each placeholder once", async () => {
    const tricky = "it's a 'quoted'; -- not a comment\nsecond line ?";
    const [row] = (
      await env.DB.prepare(
        `select ${sqlLiteral(tricky)} as text, ${sqlLiteral(null)} as empty, ${sqlLiteral(true)} as truthy, ${sqlLiteral(false)} as falsy, ${sqlLiteral(-12.5)} as amount`,
      ).all()
    ).results;
    expect(row).toEqual({ text: tricky, empty: null, truthy: 1, falsy: 0, amount: -12.5 });
    expect(inlineParams(`insert into "t" ("a", "b?") values (?, unixepoch('?'), ?)`, ["x", 2])).toBe(
      `insert into "t" ("a", "b?") values ('x', unixepoch('?'), 2)`,
    );
    expect(() => inlineParams("select ?, ?", [1])).toThrow(/placeholders/);
    expect(() => inlineParams("select ?", [1, 2])).toThrow(/left over/);
    expect(() => sqlLiteral({})).toThrow();
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it("writes one statement per reference row, into the reference tables only: no demo accounts or organizations", () => {
    const statements = splitStatements(referenceSql());
    const rows = referenceRows();
    const total = Object.values(rows).reduce((sum, list) => sum + list.length, 0);
    expect(statements).toHaveLength(total);
    for (const statement of statements) {
      const table = statement.match(/^insert into "([a-z_]+)" /)?.[1];
      expect(REFERENCE_TABLES, statement.slice(0, 80)).toContain(table);
      expect(statement).toMatch(/ on conflict /);
    }
    const text = referenceSql();
    expect(text).not.toMatch(/@example\.com|user-editorial|user-owner|user-admin|sub_demo_/);
    // The same text every time: nothing in it depends on when it was generated.
    expect(referenceSql()).toBe(text);
  });

  it("applied twice, holds exactly the seed's reference rows, and seeding on top of it changes nothing", async () => {
    const text = referenceSql();
    await apply(text);
    const once = await storedReference();
    await apply(text);
    const twice = await storedReference();
    expect(twice).toEqual(once);

    const rows = referenceRows();
    expect(once.categoryGroups.size).toBe(rows.categoryGroups.length);
    expect(once.categories.size).toBe(rows.categories.length);
    expect(once.countries.size).toBe(rows.countries.length);
    expect(once.cities.size).toBe(rows.cities.length);
    expect(once.translations.size).toBe(rows.translations.length);
    for (const row of rows.categoryGroups) expect(once.categoryGroups.get(row.id)).toEqual(row);
    // A category's set key is the database's (docs/decisions/0072), the same after every run.
    for (const row of rows.categories) {
      expect(once.categories.get(row.id)).toEqual({ ...row, setKey: expect.any(Number) });
    }
    for (const row of rows.countries) expect(once.countries.get(row.code)).toEqual(row);
    for (const row of rows.translations) expect(once.translations.get(translationKey(row))).toEqual(row);
    for (const row of rows.cities) expect(once.cities.get(row.id!)).toMatchObject(row);

    // The seed's own statements, run on top, find everything already as they would write it.
    const statements = referenceStatements(db());
    for (let i = 0; i < statements.length; i += 50) {
      const [first, ...rest] = statements.slice(i, i + 50);
      if (first) await db().batch([first, ...rest]);
    }
    expect(await storedReference()).toEqual(once);
  });

  it("puts back an edited category, but leaves a city an admin edited as it is", async () => {
    await apply(referenceSql());
    const city = referenceRows().cities[0]!;
    const [before] = await db().select().from(cities).where(eq(cities.id, city.id!));
    try {
      await db().update(categories).set({ name: "Renamed" }).where(eq(categories.id, "climate_tech"));
      await db().update(cities).set({ curatorCredit: "Edited by an admin" }).where(eq(cities.id, city.id!));
      await apply(referenceSql());
      const [category] = await db().select().from(categories).where(eq(categories.id, "climate_tech"));
      expect(category?.name).toBe("Climate Tech");
      const [edited] = await db().select().from(cities).where(eq(cities.id, city.id!));
      expect(edited?.curatorCredit).toBe("Edited by an admin");
    } finally {
      await db().update(cities).set({ curatorCredit: before!.curatorCredit }).where(eq(cities.id, city.id!));
    }
  });
});
