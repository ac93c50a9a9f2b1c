import { env } from "cloudflare:workers";
import { eq, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { DirectoryQuery } from "../../../contract/directory";
import { createDraftOrganization } from "../../../seed/factories";
import { organizationWithCategories } from "../../../worker/db/organization-row";
import { organizationCategories, organizations } from "../../../worker/db/schema";
import { facetQuery, listQueries, rangeSizeQuery } from "../../../worker/services/directory/directory-queries";
import { rankGroupQueries } from "../../../worker/services/directory/directory-rank";
import {
  idList,
  SEARCH_BOUNDS,
  searchFacetQuery,
  searchMatchesQuery,
  searchPageQuery,
  searchWalkQueries,
  toFtsQuery,
} from "../../../worker/services/directory/directory-search";
import { sitemapCitiesQuery, sitemapOrganizationsQuery } from "../../../worker/services/directory/sitemap";
import { exploreQuery } from "../../../worker/services/organizations/organizations";
import { db, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

/** EXPLAIN QUERY PLAN of a drizzle query, one line per step. */
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((row) => row.detail).join("\n");
}

/** A raw SQL query in the shape `plan` reads. */
const rawQuery = (query: SQL) => ({ toSQL: () => new SQLiteSyncDialect().sqlToQuery(query) });

/** A SCAN of a table (as opposed to a SEARCH through an index) reads every row; the FTS virtual table is not one. */
/** Two categories and their set keys, as the catalogue gives facet counts. */
const CATALOGUE = [
  { id: "remote_first", setKey: 1 },
  { id: "climate_tech", setKey: 2 },
];

const FULL_SCAN = /\bSCAN (organizations|organization_categories|categories|oc|facet|walk)\b/;

const SHAPES: [string, DirectoryQuery][] = [
  ["no filter", { categories: [], limit: 24 }],
  ["a country", { country: "US", categories: [], limit: 24 }],
  ["one category", { categories: ["remote_first"], limit: 24 }],
  ["a country and one category", { country: "US", categories: ["remote_first"], limit: 24 }],
  ["a country and two categories", { country: "US", categories: ["climate_tech", "remote_first"], limit: 24 }],
  ["three categories", { categories: ["climate_tech", "remote_first", "four_day_week"], limit: 24 }],
  [
    "seven categories",
    {
      categories: ["climate_tech", "remote_first", "health_tech", "education", "clean_energy", "ai_native", "b_corp"],
      limit: 24,
    },
  ],
  ["a search", { q: "climate labs", categories: [], limit: 24 }],
  ["a search, a country and a category", { q: "climate", country: "US", categories: ["remote_first"], limit: 24 }],
];

describe("query plans of every public directory query", () => {
  it.each(SHAPES)("list page, total and facets use indexes and never scan a whole table: %s", async (_label, query) => {
    if (query.q) {
      // A search reads its full-text matches once (how many, and the ids that pass the filters), then the page and
      // the facets of those ids by primary key; a broad one walks the list's index in order and checks each
      // organization that passes the filters against the full-text index by rowid.
      const fts = toFtsQuery(query.q) ?? "";
      const ids = idList(["a", "b"]);
      const walk = searchWalkQueries(db(), { ...query, cursor: "WyJNIiwiIl0" }, fts, () => 0, SEARCH_BOUNDS);
      const steps = {
        matches: await plan(searchMatchesQuery(db(), query, fts)),
        page: await plan(searchPageQuery(db(), ids, { ...query, cursor: "WyJNIiwiIl0" })),
        facets: await plan(searchFacetQuery(db(), ids, CATALOGUE)),
        walk: await plan(walk.checked),
        walkEnd: await plan(walk.walkEnd),
      };
      for (const detail of Object.values(steps)) expect(detail).not.toMatch(FULL_SCAN);
      expect(steps.matches).toContain("organizations_fts VIRTUAL TABLE");
      expect(steps.matches).toContain("SEARCH organizations USING INTEGER PRIMARY KEY (rowid=?)");
      expect(steps.page).toContain("SEARCH organizations USING INDEX sqlite_autoindex_organizations_1 (id=?)");
      expect(steps.page).not.toContain("organizations_fts");
      // The facets read one entry per match, by primary key (its first category found on the key's index alone).
      expect(steps.facets).toContain(
        "SEARCH organization_categories USING INDEX sqlite_autoindex_organization_categories_1 (organization_id=? AND category_id=?)",
      );
      expect(steps.facets).toMatch(/SEARCH first USING COVERING INDEX sqlite_autoindex_organization_categories_1/);
      // The walk reads the list's own index in order; the full-text index is only looked up by rowid (0:=M).
      expect(steps.walk).toMatch(
        /SEARCH (oc|organizations) USING (COVERING )?INDEX (organization_categories_(country_)?filter_idx|organizations_listed_(country_)?name_idx)/,
      );
      expect(steps.walk).toMatch(/organizations_fts VIRTUAL TABLE INDEX 0:=M/);
      expect(steps.walk).not.toContain("TEMP B-TREE");
      return;
    }
    const list = listQueries(db(), { ...query, cursor: "WyJNIiwiIl0" });
    const { page, total } = list;
    const walkEnd = "walkEnd" in list ? list.walkEnd : undefined;
    const steps = {
      page: await plan(page),
      total: await plan(total),
      facets: await plan(facetQuery(db(), query, CATALOGUE)),
      ...(walkEnd ? { walkEnd: await plan(walkEnd) } : {}),
    };
    for (const detail of Object.values(steps)) expect(detail).not.toMatch(FULL_SCAN);
    if (query.categories.length > 0) {
      // One category's range of the filter index, the other categories read from its entries: never a probe per row.
      const index = query.country ? "organization_categories_country_filter_idx" : "organization_categories_filter_idx";
      expect(steps.page).toContain(index);
      if (query.categories.length > 1) {
        // Counting reads one bounded range of the filter index and checks the other categories on its entries.
        expect(steps.total).toMatch(
          /COVERING INDEX organization_categories_(country_)?filter_idx \(category_id=\? AND is_listed=\?/,
        );
        expect(steps.total).not.toContain("sqlite_autoindex_organization_categories_1");
      }
      // A page comes out of the index in list order: the matches are never sorted.
      expect(steps.page).not.toContain("TEMP B-TREE");
      if (query.categories.length > 1) {
        // A bounded walk: the page's index range ends at the walk's last entry (a row value bound on the name).
        expect(steps.page).toMatch(
          /filter_idx \(category_id=\? AND is_listed=\? AND (country_code=\? AND )?.*\bname<\?\)/,
        );
        expect(steps.walkEnd).toContain(index);
        expect(steps.walkEnd).not.toContain("TEMP B-TREE");
        // Beside the facets (home, /api/organizations/facets), the total is the facet count plus one count row.
        expect(await plan(rangeSizeQuery(db(), query))).toMatch(
          /SEARCH directory_counts USING (INDEX sqlite_autoindex_directory_counts_1|PRIMARY KEY)/,
        );
      }
    } else {
      expect(steps.page).toContain(
        query.country ? "organizations_listed_country_name_idx" : "organizations_listed_name_idx",
      );
      expect(steps.page).not.toContain("TEMP B-TREE");
    }
    if (!query.q && query.categories.length <= 1) {
      // Totals without an intersection are one row of the count table, whatever the size of the directory.
      expect(steps.total).toMatch(
        /SEARCH directory_counts USING (INDEX sqlite_autoindex_directory_counts_1|PRIMARY KEY)/,
      );
    }
    if (!query.q && query.categories.length === 0) {
      expect(steps.facets).toMatch(
        /SEARCH directory_counts USING (INDEX sqlite_autoindex_directory_counts_1|PRIMARY KEY)/,
      );
    }
  });

  it("one organization, a city's lanes, the sitemap and the active countries read through indexes", async () => {
    const boundaries = ["a", "m"];
    const queries = {
      organization: db().select(organizationWithCategories).from(organizations).where(eq(organizations.id, "x")),
      explore: exploreQuery(db(), { city: "miami", limit: 8, featured: true, topics: ["remote_first"] }),
      sitemapFirst: rawQuery(sitemapOrganizationsQuery(boundaries, 1)),
      sitemapLast: rawQuery(sitemapOrganizationsQuery(boundaries, 2)),
      sitemapCities: sitemapCitiesQuery(db()),
    };
    for (const [label, query] of Object.entries(queries)) {
      const steps = await plan(query);
      expect(steps, label).not.toMatch(FULL_SCAN);
    }
    // A sitemap file is one range of its covering index, in id order.
    const file = await plan(queries.sitemapFirst);
    expect(file).toContain("organizations_sitemap_idx");
    expect(file).not.toContain("TEMP B-TREE");
  });

  it("a rank group's page reads each of its ranges up to where the walk stopped, never past it", async () => {
    const nice = ["remote_first", "climate_tech", "four_day_week"];
    for (const country of [undefined, "NL"]) {
      const group = rankGroupQueries(db(), { country, must: [], nice, limit: 24 }, 2, null, 24, () => 100);
      const steps = await plan(group.page);
      expect(steps).not.toMatch(FULL_SCAN);
      // A member of group 2 of 3 holds one of any 2 of the nice-to-haves: the page reads two ranges of the filter
      // index, each ending at a row value bound on the name (the stop, or the range's own last entry).
      const bounded =
        /SEARCH e USING COVERING INDEX organization_categories_(country_)?filter_idx \(category_id=\? AND is_listed=\? AND (country_code=\? AND )?name<\?\)/g;
      expect(steps.match(bounded) ?? [], String(country)).toHaveLength(2);
    }
  });
});

describe("organization_categories mirrors its organization's country and listing", () => {
  it("copies them on insert and follows every change of name, country, payment or Explore flag", async () => {
    // The factory inserts the organization, then its category rows: the triggers fill in the copies.
    const { id } = await createDraftOrganization(db(), {
      name: "T",
      countryCode: "FR",
      categories: ["remote_first", "climate_tech"],
    });
    const facts = () =>
      db()
        .select({ countryCode: organizationCategories.countryCode, isListed: organizationCategories.isListed })
        .from(organizationCategories)
        .where(eq(organizationCategories.organizationId, id));
    expect(await facts()).toEqual([
      { countryCode: "FR", isListed: false },
      { countryCode: "FR", isListed: false },
    ]);
    await db().update(organizations).set({ paymentStatus: "paid", countryCode: "DE" }).where(eq(organizations.id, id));
    expect(await facts()).toEqual([
      { countryCode: "DE", isListed: true },
      { countryCode: "DE", isListed: true },
    ]);
    await db().update(organizations).set({ paymentStatus: "pending" }).where(eq(organizations.id, id));
    expect((await facts()).every((row) => !row.isListed)).toBe(true);
    await db().update(organizations).set({ isExploreCompany: true }).where(eq(organizations.id, id));
    expect((await facts()).every((row) => row.isListed)).toBe(true);
    await db().update(organizations).set({ name: "Renamed" }).where(eq(organizations.id, id));
    const names = await db()
      .select({ name: organizationCategories.name })
      .from(organizationCategories)
      .where(eq(organizationCategories.organizationId, id));
    expect(names).toEqual([{ name: "Renamed" }, { name: "Renamed" }]);
  });
});
