import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_NICE_TO_HAVES } from "../../../contract/limits";
import { call, json, seedDemoData } from "../../support/helpers";

/** GET /api/organizations with must-haves and nice-to-haves: what it refuses, and what each ranked item says. */

const TEAMS = [
  {
    id: "rank-api-all",
    name: "Rkapi Zeta",
    categories: ["remote_first", "climate_tech", "open_data", "four_day_week"],
  },
  { id: "rank-api-two", name: "Rkapi Alpha", categories: ["remote_first", "open_data", "four_day_week"] },
  { id: "rank-api-one", name: "Rkapi Beta", categories: ["remote_first", "climate_tech"] },
  { id: "rank-api-none", name: "Rkapi Gamma", categories: ["remote_first", "mentorship"] },
  { id: "rank-api-not-must", name: "Rkapi Aardvark", categories: ["climate_tech", "open_data", "four_day_week"] },
];

beforeAll(async () => {
  await seedDemoData();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${TEAMS.map(
        (team) => `('${team.id}', '${team.name}', 'A team.', 'IS', 'paid')`,
      ).join(", ")}`,
    ),
    env.DB.prepare(
      `INSERT INTO organization_categories (organization_id, category_id, position) VALUES ${TEAMS.flatMap((team) =>
        team.categories.map((category, position) => `('${team.id}', '${category}', ${position})`),
      ).join(", ")}`,
    ),
  ]);
});

const ranked = (query: string) => call(`/api/organizations?country=IS&${query}`);

describe("GET /api/organizations ranked by nice-to-haves", () => {
  it("ranks by nice-to-haves held, then by name, and says which are held and which are missing", async () => {
    const response = await ranked("must=remote_first&nice=climate_tech,open_data,four_day_week");
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.data.map((org: { id: string; match: unknown }) => [org.id, org.match])).toEqual([
      ["rank-api-all", { held: 3, of: 3, matched: ["climate_tech", "open_data", "four_day_week"], missing: [] }],
      ["rank-api-two", { held: 2, of: 3, matched: ["open_data", "four_day_week"], missing: ["climate_tech"] }],
      ["rank-api-one", { held: 1, of: 3, matched: ["climate_tech"], missing: ["open_data", "four_day_week"] }],
      // With must-haves, a team holding none of the nice-to-haves is still listed, last.
      ["rank-api-none", { held: 0, of: 3, matched: [], missing: ["climate_tech", "open_data", "four_day_week"] }],
    ]);
    expect(body.meta).toEqual({ total: 4, totalCapped: false, nextCursor: null });
  });

  it("lists, without must-haves, the teams holding at least one nice-to-have; categories are must-haves too", async () => {
    const body = await json(await ranked("nice=four_day_week,mentorship,open_data"));
    expect(body.data.map((org: { id: string; match: { held: number } }) => [org.id, org.match.held])).toEqual([
      ["rank-api-not-must", 2],
      ["rank-api-two", 2],
      ["rank-api-all", 2],
      ["rank-api-none", 1],
    ]);
    expect(body.meta.total).toBe(4);
    const filtered = await json(await ranked("categories=climate_tech&nice=open_data"));
    expect(filtered.data.map((org: { id: string }) => org.id)).toEqual([
      "rank-api-not-must",
      "rank-api-all",
      "rank-api-one",
    ]);
  });

  it("pages with a cursor of rank, name and id that it accepts back", async () => {
    const seen: string[] = [];
    let next = "";
    do {
      const body = await json(
        await ranked(`must=remote_first&nice=climate_tech,open_data,four_day_week&limit=1${next}`),
      );
      expect(body.data.length).toBeLessThanOrEqual(1);
      seen.push(...body.data.map((org: { id: string }) => org.id));
      next = body.meta.nextCursor ? `&cursor=${body.meta.nextCursor}` : "";
    } while (next);
    expect(seen).toEqual(["rank-api-all", "rank-api-two", "rank-api-one", "rank-api-none"]);
  });

  it("leaves items of an unranked list without a match", async () => {
    const body = await json(await ranked("must=remote_first"));
    expect(body.data.length).toBe(4);
    expect(body.data.every((org: object) => !("match" in org))).toBe(true);
  });

  const nine = ["climate_tech", "remote_first", "four_day_week", "open_data", "mentorship", "b_corp", "nonprofit"];
  it.each([
    [`nice=${[...nine, "profitable", "bootstrapped"].join(",")}`, "request.tooManyNiceToHaves"],
    ["nice=Robert');DROP", "organization.invalidCategoryId"],
    ["nice=not_a_category", "organization.unknownCategories"],
    ["must=climate_tech&nice=climate_tech,open_data", "request.niceAlsoMust"],
    ["categories=open_data&nice=open_data", "request.niceAlsoMust"],
    ["nice=open_data&q=labs", "request.rankedSearch"],
    ["nice=open_data&cursor=%%%", "request.invalidCursor"],
    // A cursor of the list by name is not one of the ranked list, and the other way round.
    ["nice=open_data&cursor=WyJhIiwiYiJd", "request.invalidCursor"],
    ["cursor=WyJyYW5rIiwxLCJhIiwiYiIsMCwwXQ", "request.invalidCursor"],
    // A rank no list of these nice-to-haves has.
    ["nice=open_data&cursor=WyJyYW5rIiw5LCJhIiwiYiIsMCwwXQ", "request.invalidCursor"],
  ])("rejects %s with 400 and %s", async (query, messageId) => {
    const response = await ranked(query);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "BAD_REQUEST", messageId });
  });

  it("names the limit on nice-to-haves", async () => {
    const query = `nice=${[...nine, "profitable", "bootstrapped"].join(",")}`;
    expect((await json(await ranked(query))).message).toBe(
      `You can rank by at most ${MAX_NICE_TO_HAVES} nice-to-haves`,
    );
  });
});

describe("the OpenAPI document", () => {
  it("describes must, nice and each item's match", async () => {
    const document = await json(await call("/api/openapi.json"));
    const list = document.paths["/api/organizations"].get;
    const names = list.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(["must", "nice"]));
    const text = JSON.stringify(list.responses["200"]);
    const schemas = JSON.stringify(document.components?.schemas ?? {});
    expect(`${text}${schemas}`).toContain("missing");
    expect(`${text}${schemas}`).toContain("matched");
    expect(list.description).toContain("nice");
  });
});
