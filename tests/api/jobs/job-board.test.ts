import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type BoardCardDto, type BoardQuery, boardQuery, createPostingInput } from "../../../contract/job-board";
import { createPaidOrganization, createVerifiedUser } from "../../../seed/factories";
import { jobPostings, organizationCategories, organizations } from "../../../worker/db/schema";
import { listBoard } from "../../../worker/services/job-board/board";
import { closePosting, createPosting } from "../../../worker/services/job-board/postings";
import { asViewer, db, seedDemoData } from "../../support/helpers";

/** A word only this file's postings carry, so other tests' postings never enter a comparison. */
const WORD = `quokkajobs${Date.now().toString(36)}`;
const CATEGORIES = ["climate_tech", "health_tech", "education"] as const;

type Made = {
  id: string;
  organizationId: string;
  categories: string[];
  workplace: string;
  employmentType: string;
  seniority: string;
  locationCountry: string | null;
  remoteCountries: string[];
  salaryMax: number;
  salaryCurrency: string;
  salaryPeriod: string;
  title: string;
};

const made: Made[] = [];
const now = new Date();

/** A small random board: organizations with category subsets, each with a few varied postings. */
async function buildBoard() {
  let seed = 7;
  const pick = <T>(values: readonly T[]): T => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return values[seed % values.length]!;
  };
  for (let o = 0; o < 8; o += 1) {
    const person = await createVerifiedUser(db());
    const categories = CATEGORIES.filter((_, i) => (o >> i) & 1);
    const org = await createPaidOrganization(db(), { createdBy: person.id, categories: [...categories] });
    for (let p = 0; p < 3; p += 1) {
      const workplace = pick(["remote", "hybrid", "on_site"] as const);
      const fields = {
        title: `${pick(["Backend", "Frontend", "Data"])} engineer ${WORD} ${o}-${p}`,
        description: `A role at organization ${o}. We work in small teams and ship every week, with real ownership.`,
        employmentType: pick(["full_time", "part_time", "contract"]),
        seniority: pick(["junior", "senior", "staff"]),
        workplace,
        remoteCountries: workplace === "remote" ? pick([[], ["DE"], ["PT", "ES"]]) : [],
        locationCity: workplace === "remote" ? "" : "Lisbon",
        locationCountry: workplace === "remote" ? "" : pick(["PT", "DE"]),
        salaryMin: "40000",
        salaryMax: String(pick([60000, 90000, 120000])),
        salaryCurrency: pick(["EUR", "USD"]),
        salaryPeriod: "year",
        apply: "https://example.org/apply",
      };
      const posted = await createPosting(
        db(),
        asViewer(person.id),
        createPostingInput.parse({ ...fields, organizationId: org.id, durationDays: "30" }),
        // Distinct posting times, so the order is the same however it is computed.
        new Date(now.getTime() - (o * 3 + p) * 60_000),
      );
      made.push({ ...posted, categories: [...categories], organizationId: org.id });
    }
  }
}

/** What the board must list for these filters, by brute force over this file's postings, newest first. */
function expected(filters: BoardQuery): string[] {
  return made
    .filter(
      (p) =>
        filters.categories.every((category) => p.categories.includes(category)) &&
        (!filters.country ||
          p.locationCountry === filters.country ||
          (p.workplace === "remote" &&
            (p.remoteCountries.length === 0 || p.remoteCountries.includes(filters.country)))) &&
        (!filters.workplace || p.workplace === filters.workplace) &&
        (!filters.type || p.employmentType === filters.type) &&
        (!filters.seniority || p.seniority === filters.seniority) &&
        (filters.salary === undefined ||
          (p.salaryCurrency === filters.currency &&
            p.salaryPeriod === filters.period &&
            p.salaryMax >= filters.salary)),
    )
    .map((p) => p.id);
}

/** Every page of the board for these filters, joined. */
async function allPages(filters: BoardQuery, limit: number) {
  const first = await listBoard(db(), filters, now, limit);
  const postings: BoardCardDto[] = [...first.postings];
  let cursor = first.nextCursor;
  while (cursor) {
    const next = await listBoard(db(), { ...filters, cursor }, now, limit);
    expect(next.total).toBeNull();
    postings.push(...next.postings);
    cursor = next.nextCursor;
  }
  return { first, ids: postings.map((p) => p.id) };
}

describe("the job board", () => {
  beforeAll(async () => {
    await seedDemoData();
    await buildBoard();
  });

  it("lists exactly the open roles every combination of filters asks for, newest first, across pages", async () => {
    const choices: Record<string, unknown>[] = [
      {},
      { categories: "climate_tech" },
      { categories: "climate_tech,health_tech" },
      { categories: "education", workplace: "remote" },
      { country: "DE" },
      { country: "pt", categories: "health_tech" },
      { country: "ES", workplace: "remote" },
      { type: "contract" },
      { seniority: "staff", workplace: "on_site" },
      { salary: "90000", currency: "EUR" },
      { salary: "100000", currency: "USD", categories: "climate_tech" },
      { workplace: "hybrid", type: "full_time", seniority: "junior" },
    ];
    for (const choice of choices) {
      const filters = boardQuery.parse({ ...choice, q: WORD });
      const want = expected(filters);
      const { first, ids } = await allPages(filters, 4);
      expect(ids, JSON.stringify(choice)).toEqual(want);
      expect(first.total, JSON.stringify(choice)).toBe(want.length);
    }
  });

  it("counts facets over the matching roles", async () => {
    const filters = boardQuery.parse({ q: WORD, country: "DE" });
    const { facets } = await listBoard(db(), filters, now);
    const want = made.filter((p) => expected(filters).includes(p.id));
    for (const category of CATEGORIES) {
      expect(facets!.categories[category] ?? 0, category).toBe(
        want.filter((p) => p.categories.includes(category)).length,
      );
    }
    for (const workplace of ["remote", "hybrid", "on_site"]) {
      expect(facets!.workplace[workplace]).toBe(want.filter((p) => p.workplace === workplace).length);
    }
    expect(Object.values(facets!.seniority).reduce((a, b) => a + b, 0)).toBe(want.length);
  });

  it("searches titles and descriptions, and a word that matches nothing finds nothing", async () => {
    const backend = await listBoard(db(), boardQuery.parse({ q: `${WORD} backend` }), now, 100);
    expect(backend.postings.map((p) => p.id).sort()).toEqual(
      made
        .filter((p) => p.title.startsWith("Backend"))
        .map((p) => p.id)
        .sort(),
    );
    expect((await listBoard(db(), boardQuery.parse({ q: `${WORD} zzzzqqq` }), now)).postings).toEqual([]);
  });

  it("follows the organization: its categories and whether it is listed, whatever code changes them", async () => {
    const posting = made.find((p) => p.categories.length === 0)!;
    const filters = boardQuery.parse({ q: WORD, categories: "education" });
    expect((await allPages(filters, 50)).ids).not.toContain(posting.id);

    await db()
      .insert(organizationCategories)
      .values({ organizationId: posting.organizationId, categoryId: "education" });
    expect((await allPages(filters, 50)).ids).toContain(posting.id);
    await db()
      .delete(organizationCategories)
      .where(
        and(
          eq(organizationCategories.organizationId, posting.organizationId),
          eq(organizationCategories.categoryId, "education"),
        ),
      );
    expect((await allPages(filters, 50)).ids).not.toContain(posting.id);

    const everything = boardQuery.parse({ q: WORD });
    await db()
      .update(organizations)
      .set({ paymentStatus: "pending" })
      .where(eq(organizations.id, posting.organizationId));
    expect((await allPages(everything, 50)).ids).not.toContain(posting.id);
    await db().update(organizations).set({ paymentStatus: "paid" }).where(eq(organizations.id, posting.organizationId));
    expect((await allPages(everything, 50)).ids).toContain(posting.id);
  });

  it("leaves out closed, expired and hidden roles", async () => {
    const [closed, expired, hidden] = made.slice(-3);
    const person = await db()
      .select({ createdBy: organizations.createdBy })
      .from(organizations)
      .where(eq(organizations.id, closed!.organizationId));
    await closePosting(db(), asViewer(person[0]!.createdBy!), closed!.id);
    await db()
      .update(jobPostings)
      .set({ expiresAt: new Date(now.getTime() - 1) })
      .where(eq(jobPostings.id, expired!.id));
    await db()
      .update(jobPostings)
      .set({ hiddenAt: now, hiddenReason: "Duplicate" })
      .where(eq(jobPostings.id, hidden!.id));
    const ids = (await allPages(boardQuery.parse({ q: WORD }), 50)).ids;
    expect(ids).not.toContain(closed!.id);
    expect(ids).not.toContain(expired!.id);
    expect(ids).not.toContain(hidden!.id);
    made.splice(-3);
  });

  it("shows the demo roles the seed loads, with their organizations' categories", async () => {
    const { postings } = await listBoard(db(), boardQuery.parse({ q: "Reconciliation" }), now);
    expect(postings.map((p) => p.id)).toContain("job-ledgerline-staff");
    const [row] = await db().select().from(jobPostings).where(eq(jobPostings.id, "job-ledgerline-staff"));
    expect(row).toMatchObject({ isListed: true, salaryCurrency: "GBP" });
    expect(row!.categorySet).toMatch(/^,.+,$/);
  });

  it("refuses a cursor it did not make", async () => {
    await expect(listBoard(db(), boardQuery.parse({ cursor: "not-a-cursor" }), now)).rejects.toMatchObject({
      kind: "invalid",
    });
  });
});
