import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listQueries } from "../../worker/services/organizations";
import { db } from "../support/helpers";

/** EXPLAIN QUERY PLAN of a drizzle query, one line per step. */
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((row) => row.detail).join("\n");
}

describe("query plans of the public list", () => {
  it.each([
    ["no filter", { country: undefined, categories: [] }, "organizations_listed_name_idx"],
    ["a country", { country: "US", categories: [] }, "organizations_listed_country_name_idx"],
    [
      "a country and two categories",
      { country: "US", categories: ["climate_tech", "remote_first"] },
      "organizations_listed_country_name_idx",
    ],
  ])("uses indexes and never scans a whole table: %s", async (_label, filters, index) => {
    const { page, total } = listQueries(db(), { ...filters, limit: 24, cursor: "WyJNIiwiIl0" });
    for (const steps of [await plan(page), await plan(total)]) {
      // A SCAN of a table (as opposed to a SEARCH through an index) reads every row.
      expect(steps).not.toMatch(/\bSCAN (organizations|organization_categories)\b/);
      expect(steps).toContain(index);
      expect(steps).not.toContain("TEMP B-TREE");
    }
  });
});
