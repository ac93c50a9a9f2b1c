import { beforeAll, describe, expect, it } from "vitest";
import { readExpandedLanes } from "../../../contract/directory-url";
import { EXPLORE_ALL_MAX, EXPLORE_LIMIT } from "../../../contract/limits";
import {
  createUnclaimedExploreCompany,
  organizationRows,
  organizationStatements,
  uniqueId,
} from "../../../seed/factories";
import { getCityGuide } from "../../../worker/services/explore/explore";
import { db, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

// Austin: the seeded hidden city, which these tests fill with companies of their own.
const CITY = "austin";

describe("a city guide's lanes", () => {
  it("show their first EXPLORE_LIMIT companies with how many there are, and every one when asked", async () => {
    const made = await Promise.all(
      Array.from({ length: EXPLORE_LIMIT + 2 }, () =>
        createUnclaimedExploreCompany(db(), { primaryCity: CITY, categories: ["clean_energy"] }),
      ),
    );
    const first = await getCityGuide(db(), CITY, []);
    expect(first.teams).toHaveLength(EXPLORE_LIMIT);
    expect(first.totals.teams).toBe(first.city.teamCount);
    expect(first.totals.teams).toBeGreaterThanOrEqual(made.length);
    expect(first.all).toEqual([]);

    const all = await getCityGuide(db(), CITY, [], ["teams"]);
    expect(all.all).toEqual(["teams"]);
    expect(all.teams).toHaveLength(all.totals.teams);
    expect(all.teams.map((card) => card.id)).toEqual(expect.arrayContaining(made.map((org) => org.id)));
    expect(all.teams.map((card) => card.id)).toEqual(expect.arrayContaining(first.teams.map((card) => card.id)));
    // The other lane keeps its first ones.
    expect(all.anchors.length).toBeLessThanOrEqual(EXPLORE_LIMIT);
    expect(all.complete).toBe(true);
  });

  it("count only the companies with a selected topic, and show all of those", async () => {
    await createUnclaimedExploreCompany(db(), { primaryCity: CITY, categories: ["civic_tech"] });
    const whole = await getCityGuide(db(), CITY, []);
    const civic = await getCityGuide(db(), CITY, ["civic_tech"], ["anchors", "teams"]);
    expect(civic.selectedTopicIds).toEqual(["civic_tech"]);
    expect(civic.totals.teams).toBe(civic.teams.length);
    expect(civic.totals.teams).toBeGreaterThanOrEqual(1);
    expect(civic.totals.teams).toBeLessThan(whole.totals.teams);
    expect(civic.totals.anchors).toBe(civic.anchors.length);
  });

  it("stop at EXPLORE_ALL_MAX when asked for all, while the total says how many there are", async () => {
    const statements = Array.from({ length: EXPLORE_ALL_MAX + 1 }, () =>
      organizationStatements(
        db(),
        organizationRows({
          id: uniqueId("org"),
          isExploreCompany: true,
          exploreEnrollmentStatus: "approved",
          primaryCity: CITY,
          hasLocalPresence: true,
          categories: ["hybrid_office"],
        }),
      ),
    ).flat();
    const [head, ...rest] = statements;
    await db().batch([head!, ...rest]);
    const all = await getCityGuide(db(), CITY, [], ["teams"]);
    expect(all.teams).toHaveLength(EXPLORE_ALL_MAX);
    expect(all.totals.teams).toBeGreaterThan(EXPLORE_ALL_MAX);
  });
});

describe("the guide's URL", () => {
  it("shows a lane in full only for the value all", () => {
    expect(readExpandedLanes(new URLSearchParams("anchors=all&teams=all"))).toEqual(["anchors", "teams"]);
    expect(readExpandedLanes(new URLSearchParams("teams=all&topics=civic_tech"))).toEqual(["teams"]);
    expect(readExpandedLanes(new URLSearchParams("anchors=1&teams=everything"))).toEqual([]);
  });
});
