import { beforeAll, describe, expect, it } from "vitest";
import { COMPARE_MESSAGES, type ComparisonDto } from "../../../contract/compare";
import { createDraftOrganization, createPaidOrganization, createVerifiedUser } from "../../../seed/factories";
import { call, db, json, newSignedInUser, seedDemoData, send } from "../../support/helpers";

beforeAll(seedDemoData);

const compare = (ids: string, cookie?: string) =>
  send("GET", `/api/organizations/compare?ids=${encodeURIComponent(ids)}`, undefined, cookie);

describe("GET /api/organizations/compare", () => {
  it("puts public organizations side by side, in the order asked, grouped by category group with their texts", async () => {
    const owner = await createVerifiedUser(db());
    const first = await createPaidOrganization(db(), {
      name: "Compare First",
      createdBy: owner.id,
      categories: [{ id: "remote_first", detail: "Everyone works from home." }, "climate_tech"],
    });
    const second = await createPaidOrganization(db(), {
      name: "Compare Second",
      createdBy: owner.id,
      categories: [{ id: "climate_tech", detail: "Grid software for utilities." }, "bootstrapped"],
    });
    const response = await compare(`${second.id},${first.id}`);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: ComparisonDto }>(response);
    expect(data.organizations.map((org) => org.name)).toEqual(["Compare Second", "Compare First"]);
    expect(data.missing).toEqual([]);

    const rows = Object.fromEntries(data.groups.flatMap((group) => group.rows.map((row) => [row.id, row])));
    expect(rows.climate_tech?.cells).toEqual(["Grid software for utilities.", ""]);
    expect(rows.remote_first?.cells).toEqual([null, "Everyone works from home."]);
    expect(rows.bootstrapped?.cells).toEqual(["", null]);
    // Only categories one of them has; groups in catalogue order, each with its name.
    expect(Object.keys(rows).sort()).toEqual(["bootstrapped", "climate_tech", "remote_first"]);
    expect(data.groups.map((group) => group.id)).toEqual(["impact_areas", "work_methods", "company_properties"]);
    expect(data.groups[0]).toMatchObject({ name: "Impact Areas", emoji: expect.any(String) });
  });

  it("leaves out what is not public, whoever asks, and never tells it apart from an unknown id", async () => {
    const owner = await newSignedInUser();
    const draft = await createDraftOrganization(db(), { name: "Secret Draft Compare", createdBy: owner.id });
    const listed = await createPaidOrganization(db(), { name: "Listed Compare", createdBy: owner.id });
    for (const cookie of [undefined, owner.cookie]) {
      const response = await compare(`${draft.id},${listed.id},no-such-organization`, cookie);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).not.toContain("Secret Draft Compare");
      const { data } = JSON.parse(body) as { data: ComparisonDto };
      expect(data.organizations.map((org) => org.id)).toEqual([listed.id]);
      expect(data.missing).toEqual([draft.id, "no-such-organization"]);
    }
  });

  it.each([
    ["", COMPARE_MESSAGES.tooFew],
    ["mia-causeway-labs", COMPARE_MESSAGES.tooFew],
    // The same organization twice is one organization.
    ["mia-causeway-labs,mia-causeway-labs", COMPARE_MESSAGES.tooFew],
    ["a,b,c,d,e", COMPARE_MESSAGES.tooMany],
    ["mia-causeway-labs,<script>", COMPARE_MESSAGES.invalidId],
  ])("refuses ids=%j with 400 and says why", async (ids, message) => {
    const response = await compare(ids);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });

  it("refuses a request without ids", async () => {
    const response = await call("/api/organizations/compare");
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(COMPARE_MESSAGES.tooFew);
  });
});
