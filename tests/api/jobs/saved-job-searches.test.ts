import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SAVED_SEARCH_MESSAGES } from "../../../contract/saved-searches";
import { createJobPosting, createPaidOrganization, createVerifiedUser, uniqueId } from "../../../seed/factories";
import { devEmails, type jobPostings, savedSearches } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { sendSavedSearchDigests } from "../../../worker/services/alerts/saved-searches";
import { asViewer, db, json, newSignedInUser, seedDemoData, send } from "../../support/helpers";

beforeAll(seedDemoData);

// Saved searches of the job board: the board's filters, and a digest of the roles first posted since the last one.

describe("saving a job board search", () => {
  it("keeps the board's filters and answers them with the /jobs query string", async () => {
    const person = await newSignedInUser();
    const created = await send(
      "POST",
      "/api/saved-searches",
      {
        name: "Remote senior roles",
        kind: "jobs",
        categories: "remote_first",
        country: "pt",
        workplace: "remote",
        type: "full_time",
        seniority: "senior",
        salary: 50000,
        currency: "EUR",
        period: "year",
        q: "rust",
      },
      person.cookie,
    );
    expect(created.status).toBe(201);
    expect((await json(created)).data).toMatchObject({
      kind: "jobs",
      country: "PT",
      categories: ["remote_first"],
      workplace: "remote",
      type: "full_time",
      seniority: "senior",
      salary: 50000,
      currency: "EUR",
      period: "year",
      page: "/jobs",
      search:
        "?q=rust&country=PT&categories=remote_first&workplace=remote&type=full_time&seniority=senior&salary=50000&currency=EUR&period=year",
    });

    // A directory search answers as before, with its page.
    const directory = await send("POST", "/api/saved-searches", { name: "Dir", q: "rust" }, person.cookie);
    expect((await json(directory)).data).toMatchObject({
      kind: "organizations",
      page: "/",
      search: "?q=rust",
      workplace: null,
    });

    // The same words saved for the board again: a duplicate; for the directory they were another search.
    const again = await send("POST", "/api/saved-searches", { name: "Again", kind: "jobs", q: "rust" }, person.cookie);
    expect(again.status).toBe(201);
    const twice = await send("POST", "/api/saved-searches", { name: "Twice", kind: "jobs", q: "rust" }, person.cookie);
    expect(twice.status).toBe(409);
  });

  it.each([
    ["no filter at all", { name: "All roles", kind: "jobs" }, SAVED_SEARCH_MESSAGES.noFilters],
    ["a workplace the board does not have", { name: "W", kind: "jobs", workplace: "moon" }, undefined],
    ["a salary that is not a number", { name: "S", kind: "jobs", salary: "lots" }, undefined],
    ["an unknown currency", { name: "C", kind: "jobs", salary: 10, currency: "XXX" }, undefined],
    ["a board filter on a directory search", { name: "D", workplace: "remote" }, SAVED_SEARCH_MESSAGES.jobFiltersOnly],
    ["an unknown kind", { name: "K", kind: "cities", q: "x" }, undefined],
  ])("refuses %s with 400 and stores nothing", async (_what, body, message) => {
    const person = await newSignedInUser();
    const response = await send("POST", "/api/saved-searches", body, person.cookie);
    expect(response.status).toBe(400);
    if (message) expect((await json(response)).message).toBe(message);
    expect(await db().select().from(savedSearches).where(eq(savedSearches.userId, person.id))).toEqual([]);
  });

  it("takes a board filter alone (a seniority, a salary)", async () => {
    const person = await newSignedInUser();
    const response = await send(
      "POST",
      "/api/saved-searches",
      { name: "Staff", kind: "jobs", seniority: "staff" },
      person.cookie,
    );
    expect(response.status).toBe(201);
    expect((await json(response)).data.search).toBe("?seniority=staff");
  });
});

// ---------------------------------------------------------------------------
// The digest, on known data: a window in 2032 that no other test writes into
// ---------------------------------------------------------------------------

const WINDOW_START = new Date("2032-05-01T07:17:00Z");
const IN_WINDOW = new Date("2032-05-01T20:00:00Z");
const NOW = new Date("2032-05-02T07:17:00Z");

const mailTo = (to: string) =>
  db().select().from(devEmails).where(eq(devEmails.to, to)).orderBy(desc(devEmails.createdAt));

describe("the daily digest of a job board search", () => {
  it("lists the roles first posted in the window that match, open now, and none other", async () => {
    const word = uniqueId("xylophonic").replaceAll("-", "");
    const person = await createVerifiedUser(db());
    const [row] = await db()
      .insert(savedSearches)
      .values({
        id: crypto.randomUUID(),
        userId: person.id,
        name: "Remote climate",
        kind: "jobs",
        categoryIds: ["climate_tech"],
        query: word,
        workplace: "remote",
        salary: 70000,
        salaryCurrency: "EUR",
        salaryPeriod: "year",
        filtersKey: crypto.randomUUID(),
        checkedUntil: WINDOW_START,
      })
      .returning();
    const climate = await createPaidOrganization(db(), { name: `Climate ${word}`, categories: ["climate_tech"] });
    const other = await createPaidOrganization(db(), { name: `Other ${word}`, categories: ["education"] });
    const role = (title: string, values: Partial<typeof jobPostings.$inferInsert> = {}) =>
      createJobPosting(db(), {
        organizationId: climate.id,
        title: `${title} ${word}`,
        postedAt: IN_WINDOW,
        ...values,
      });
    const match = await role("Matching engineer");
    const excluded = await Promise.all([
      role("Hybrid engineer", { workplace: "hybrid", locationCity: "Lisbon", locationCountry: "PT" }),
      role("Underpaid engineer", { salaryMax: 60000 }),
      role("Dollar engineer", { salaryCurrency: "USD" }),
      role("Closed engineer", { status: "closed" }),
      role("Hidden engineer", { hiddenAt: IN_WINDOW, hiddenReason: "spam" }),
      role("Expired engineer", { expiresAt: new Date("2032-05-02T00:00:00Z") }),
      role("Old engineer", { postedAt: new Date("2032-04-30T00:00:00Z") }),
      role("Future engineer", { postedAt: new Date("2032-05-02T08:00:00Z") }),
      createJobPosting(db(), { organizationId: other.id, title: `Education engineer ${word}`, postedAt: IN_WINDOW }),
    ]);

    const run = await sendSavedSearchDigests(getConfig(env), db(), NOW);
    expect(run.failed).toBe(0);
    const mail = await mailTo(person.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("1 new role matches “Remote climate”");
    expect(mail[0]!.text).toContain(`Matching engineer ${word} · Climate ${word}`);
    expect(mail[0]!.text).toContain(`http://localhost/jobs/${match.id}`);
    expect(mail[0]!.text).toContain("Remote · Full-time");
    expect(mail[0]!.text).toContain(
      `http://localhost/jobs?q=${word}&categories=climate_tech&workplace=remote&salary=70000&currency=EUR&period=year`,
    );
    for (const role of excluded) expect(mail[0]!.text, role.title).not.toContain(role.title);
    const [moved] = await db().select().from(savedSearches).where(eq(savedSearches.id, row!.id));
    expect(moved!.checkedUntil.getTime()).toBe(NOW.getTime());

    // Run again: nothing new, nothing sent.
    await sendSavedSearchDigests(getConfig(env), db(), NOW);
    expect(await mailTo(person.email)).toHaveLength(1);
  });

  it("is written in the search's language", async () => {
    const word = uniqueId("zarzuelita").replaceAll("-", "");
    const person = await createVerifiedUser(db());
    await db().insert(savedSearches).values({
      id: crypto.randomUUID(),
      userId: person.id,
      name: "Empleo",
      kind: "jobs",
      query: word,
      locale: "es",
      filtersKey: crypto.randomUUID(),
      checkedUntil: WINDOW_START,
    });
    const org = await createPaidOrganization(db(), { name: `Org ${word}` });
    const posting = await createJobPosting(db(), {
      organizationId: org.id,
      title: `Puesto ${word}`,
      postedAt: IN_WINDOW,
    });
    await sendSavedSearchDigests(getConfig(env), db(), NOW);
    const [mail] = await mailTo(person.email);
    expect(mail!.subject).toBe("1 puesto nuevo coincide con “Empleo”");
    expect(mail!.text).toContain(`http://localhost/es/jobs/${posting.id}`);
    expect(mail!.text).toContain("Remoto · Jornada completa");
  });
});

describe("the dashboard's list", () => {
  it("reads a job search's filters as chips and links to the board", async () => {
    const person = await createVerifiedUser(db());
    await db().insert(savedSearches).values({
      id: crypto.randomUUID(),
      userId: person.id,
      name: "Chips",
      kind: "jobs",
      countryCode: "PT",
      workplace: "hybrid",
      seniority: "staff",
      salary: 5000,
      salaryCurrency: "EUR",
      salaryPeriod: "month",
      filtersKey: crypto.randomUUID(),
      checkedUntil: WINDOW_START,
    });
    const { listSavedSearchViews } = await import("../../../worker/services/alerts/saved-searches");
    const [view] = await listSavedSearchViews(db(), asViewer(person.id, person.email), "en");
    expect(view).toMatchObject({
      kind: "jobs",
      url: "/jobs?country=PT&workplace=hybrid&seniority=staff&salary=5000&currency=EUR&period=month",
    });
    expect(view!.filters).toEqual(expect.arrayContaining(["Hybrid", "Staff", "From €5,000/month"]));
    expect(view!.filters.some((chip) => chip.includes("Portugal"))).toBe(true);
  });
});
