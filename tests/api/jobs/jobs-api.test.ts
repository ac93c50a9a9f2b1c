import { beforeAll, describe, expect, it } from "vitest";
import { JOB_MESSAGES } from "../../../contract/messages";
import { createDraftOrganization, createPaidOrganization } from "../../../seed/factories";
import { db, json, newSignedInAdmin, newSignedInUser, seedDemoData, send } from "../../support/helpers";

beforeAll(seedDemoData);

const role = (organizationId: string, changes: Record<string, unknown> = {}) => ({
  organizationId,
  durationDays: 30,
  title: "Observability Engineer",
  description: "Make every request of the edge network explain itself: traces, logs and honest dashboards.",
  employmentType: "full_time",
  seniority: "senior",
  workplace: "hybrid",
  locationCity: "Lisbon",
  locationCountry: "PT",
  salaryMin: 55000,
  salaryMax: 70000,
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  apply: "https://jobs.example.org/observability",
  ...changes,
});

describe("/api/jobs", () => {
  it("posts, finds, reads, edits, closes (410 for the public) and renews a role", async () => {
    const owner = await newSignedInUser();
    const org = await createPaidOrganization(db(), { createdBy: owner.id, categories: ["remote_first"] });
    const word = `tracewright${Date.now()}`;

    const posted = await send(
      "POST",
      "/api/jobs",
      role(org.id, { title: `Observability Engineer ${word}` }),
      owner.cookie,
    );
    expect(posted.status).toBe(201);
    const { data } = await json(posted);
    expect(data).toMatchObject({
      state: "open",
      organization: { id: org.id, name: org.name },
      applyUrl: "https://jobs.example.org/observability",
      salaryMin: 55000,
    });

    const found = await json(await send("GET", `/api/jobs?q=${word}&categories=remote_first&country=PT`));
    expect(found.data.map((card: { id: string }) => card.id)).toEqual([data.id]);
    expect(found.meta).toMatchObject({ total: 1, nextCursor: null });
    expect(found.meta.facets.workplace.hybrid).toBe(1);
    expect((await json(await send("GET", `/api/jobs?q=${word}&workplace=remote`))).data).toEqual([]);
    expect((await send("GET", `/api/jobs/${data.id}`)).status).toBe(200);

    const edited = await send(
      "PUT",
      `/api/jobs/${data.id}`,
      { ...role(org.id), title: "Staff Observability Engineer" },
      owner.cookie,
    );
    expect(edited.status).toBe(200);
    expect((await json(edited)).data.title).toBe("Staff Observability Engineer");

    const closed = await send("POST", `/api/jobs/${data.id}/close`, undefined, owner.cookie);
    expect((await json(closed)).data.state).toBe("closed");
    const gone = await send("GET", `/api/jobs/${data.id}`);
    expect(gone.status).toBe(410);
    expect(await json(gone)).toMatchObject({ code: "GONE", message: JOB_MESSAGES.gone });
    expect((await send("GET", `/api/jobs/${data.id}`, undefined, owner.cookie)).status).toBe(200);

    const renewed = await send("POST", `/api/jobs/${data.id}/renew`, { durationDays: 60 }, owner.cookie);
    expect((await json(renewed)).data.state).toBe("open");
    const mine = await json(await send("GET", "/api/jobs/mine", undefined, owner.cookie));
    expect(mine.data.map((entry: { id: string }) => entry.id)).toContain(data.id);
  });

  it("refuses an unpaid organization, a range upside down, a link to an address, and a renewal of 45 days", async () => {
    const owner = await newSignedInUser();
    const draft = await createDraftOrganization(db(), { createdBy: owner.id });
    const unpaid = await send("POST", "/api/jobs", role(draft.id), owner.cookie);
    expect(unpaid.status).toBe(403);
    expect(await json(unpaid)).toMatchObject({ code: "PAYMENT_REQUIRED", message: JOB_MESSAGES.paymentRequired });

    const org = await createPaidOrganization(db(), { createdBy: owner.id });
    const upsideDown = await send("POST", "/api/jobs", role(org.id, { salaryMin: 90000 }), owner.cookie);
    expect(upsideDown.status).toBe(400);
    expect((await json(upsideDown)).message).toBe(JOB_MESSAGES.salaryOrder);
    const address = await send("POST", "/api/jobs", role(org.id, { apply: "http://10.0.0.1/apply" }), owner.cookie);
    expect(address.status).toBe(400);
    expect((await json(address)).message).toBe(JOB_MESSAGES.applyInvalid);

    const { data } = await json(await send("POST", "/api/jobs", role(org.id), owner.cookie));
    const odd = await send("POST", `/api/jobs/${data.id}/renew`, { durationDays: 45 }, owner.cookie);
    expect(odd.status).toBe(400);
    expect((await json(odd)).message).toBe(JOB_MESSAGES.durationInvalid);
    expect((await send("GET", "/api/jobs?cursor=not-a-cursor")).status).toBe(400);
    expect((await send("GET", "/api/jobs/no-such-role")).status).toBe(404);
  });

  it("lets an admin hide a role with a reason its owner reads, and show it again", async () => {
    const owner = await newSignedInUser();
    const admin = await newSignedInAdmin();
    const org = await createPaidOrganization(db(), { createdBy: owner.id });
    const { data } = await json(await send("POST", "/api/jobs", role(org.id), owner.cookie));

    const noReason = await send("POST", `/api/jobs/${data.id}/hide`, { reason: " " }, admin.cookie);
    expect(noReason.status).toBe(400);
    expect((await json(noReason)).message).toBe(JOB_MESSAGES.hideReasonRequired);
    expect((await send("POST", `/api/jobs/${data.id}/hide`, { reason: "Spam" }, owner.cookie)).status).toBe(403);

    const hidden = await send("POST", `/api/jobs/${data.id}/hide`, { reason: "The range is not real" }, admin.cookie);
    expect((await json(hidden)).data).toMatchObject({ state: "hidden", hiddenReason: "The range is not real" });
    expect((await send("GET", `/api/jobs/${data.id}`)).status).toBe(410);
    const seen = await json(await send("GET", `/api/jobs/${data.id}`, undefined, owner.cookie));
    expect(seen.data).toMatchObject({ state: "hidden", hiddenReason: "The range is not real" });
    const renew = await send("POST", `/api/jobs/${data.id}/renew`, { durationDays: 30 }, owner.cookie);
    expect(renew.status).toBe(400);

    const shown = await send("POST", `/api/jobs/${data.id}/unhide`, undefined, admin.cookie);
    expect((await json(shown)).data.state).toBe("open");
    expect((await send("POST", `/api/jobs/${data.id}/unhide`, undefined, admin.cookie)).status).toBe(409);
  });
});
