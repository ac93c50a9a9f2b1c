import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createPostingInput, postingFields, readApplyTarget } from "../../../contract/job-board";
import { OPEN_POSTINGS_PER_ORGANIZATION } from "../../../contract/limits";
import { createDraftOrganization, createPaidOrganization, createVerifiedUser } from "../../../seed/factories";
import { jobPostings } from "../../../worker/db/schema";
import {
  closePosting,
  createPosting,
  openPostingsOf,
  postingOrganizationsFor,
  readPosting,
  renewPosting,
  updatePosting,
} from "../../../worker/services/job-board/postings";
import { asViewer, db, seedDemoData } from "../../support/helpers";

const DAY = 24 * 60 * 60 * 1000;

/** A posting as the form sends it (strings, as a form's fields are). */
const form = (changes: Record<string, unknown> = {}) => ({
  title: "Senior Backend Engineer",
  description:
    "We build the payments platform for small shops.\n\n- Design APIs\n- Run what you build\n\nFour-day week, remote-first.",
  employmentType: "full_time",
  seniority: "senior",
  workplace: "remote",
  remoteCountries: ["de", "PT"],
  timeZoneMin: "-1",
  timeZoneMax: "3",
  salaryMin: "70000",
  salaryMax: "90000",
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  apply: "jobs.example.com/backend",
  ...changes,
});

async function owner() {
  const person = await createVerifiedUser(db());
  const org = await createPaidOrganization(db(), { createdBy: person.id });
  return { viewer: asViewer(person.id, person.email), org };
}

const post = (viewer: ReturnType<typeof asViewer>, organizationId: string, changes = {}, now = new Date()) =>
  createPosting(db(), viewer, createPostingInput.parse({ ...form(changes), organizationId, durationDays: "30" }), now);

const messagesOf = (input: unknown) => {
  const parsed = postingFields.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("the posting form's rules", () => {
  it("accepts a complete posting and normalizes it", () => {
    const parsed = postingFields.parse(form());
    expect(parsed).toMatchObject({
      remoteCountries: ["DE", "PT"],
      timeZoneMin: -1,
      timeZoneMax: 3,
      salaryMin: 70000,
      apply: { url: "https://jobs.example.com/backend" },
    });
  });

  it("requires the salary range, in order (pay transparency)", () => {
    expect(messagesOf(form({ salaryMin: "" }))).toContain("A salary is a whole number from 1 to 100,000,000");
    expect(messagesOf(form({ salaryMin: undefined }))).toContain("Give the salary range: every role states its pay");
    expect(messagesOf(form({ salaryMin: "95000" }))).toEqual(["The lowest salary must not be above the highest"]);
    expect(messagesOf(form({ salaryMax: "1.5" }))).toContain("A salary is a whole number from 1 to 100,000,000");
    expect(messagesOf(form({ salaryCurrency: "XYZ" }))).toEqual(["Choose the salary's currency"]);
  });

  it("takes an https link or an email address to apply, never a script, an IP address or a local name", () => {
    expect(readApplyTarget("Hiring@Example.org")).toEqual({ email: "hiring@example.org" });
    expect(readApplyTarget("https://example.org/apply")).toEqual({ url: "https://example.org/apply" });
    for (const bad of [
      "javascript:alert(1)",
      "http://127.0.0.1/apply",
      "https://[::1]/",
      "http://localhost/apply",
      "ftp://example.org",
      "",
    ]) {
      expect(readApplyTarget(bad), bad).toBeNull();
    }
    expect(messagesOf(form({ apply: "http://10.0.0.1/jobs" }))).toEqual([
      "Give an https link or an email address where people apply",
    ]);
  });

  it("asks for the office of a hybrid or on-site role, and for time zones in order", () => {
    expect(messagesOf(form({ workplace: "on_site" }))).toEqual([
      "Give the city and country of the office for a hybrid or on-site role",
    ]);
    expect(messagesOf(form({ workplace: "hybrid", locationCity: "Lisbon", locationCountry: "pt" }))).toEqual([]);
    expect(messagesOf(form({ timeZoneMin: "4" }))).toEqual([
      "Give the time zones as UTC offsets from -12 to +14, the first not after the second",
    ]);
    expect(messagesOf(form({ timeZoneMax: "" }))).toHaveLength(1);
  });

  it("keeps a role open for 30 or 60 days only", () => {
    const base = { ...form(), organizationId: "org" };
    expect(createPostingInput.safeParse({ ...base, durationDays: "60" }).success).toBe(true);
    expect(createPostingInput.safeParse({ ...base, durationDays: "90" }).error?.issues[0]?.message).toBe(
      "A role stays open for 30 or 60 days",
    );
  });
});

describe("posting roles", () => {
  beforeAll(seedDemoData);

  it("lets the creator of a paid organization post, and shows the role publicly until it expires", async () => {
    const { viewer, org } = await owner();
    const now = new Date();
    const posting = await post(viewer, org.id, {}, now);
    expect(posting).toMatchObject({
      organizationId: org.id,
      status: "open",
      applyUrl: "https://jobs.example.com/backend",
    });
    expect(posting.expiresAt.getTime() - now.getTime()).toBe(30 * DAY);

    await expect(readPosting(db(), null, posting.id, now)).resolves.toMatchObject({ open: true });
    expect((await openPostingsOf(db(), org.id, now)).map((p) => p.id)).toEqual([posting.id]);

    const later = new Date(now.getTime() + 31 * DAY);
    await expect(readPosting(db(), null, posting.id, later)).rejects.toMatchObject({ kind: "gone", code: "GONE" });
    await expect(openPostingsOf(db(), org.id, later)).resolves.toEqual([]);
    // Its owner still reads it (the dashboard), marked as not open.
    await expect(readPosting(db(), viewer, posting.id, later)).resolves.toMatchObject({ open: false });
  });

  it("refuses unpaid organizations and people who did not create the organization", async () => {
    const person = await createVerifiedUser(db());
    const draft = await createDraftOrganization(db(), { createdBy: person.id });
    await expect(post(asViewer(person.id), draft.id)).rejects.toMatchObject({
      code: "PAYMENT_REQUIRED",
      message: "Only paid organizations can post roles. Choose a plan for this organization first.",
    });

    const { org } = await owner();
    const stranger = await createVerifiedUser(db());
    await expect(post(asViewer(stranger.id), org.id)).rejects.toMatchObject({ kind: "forbidden" });
    const rows = await db().select().from(jobPostings).where(eq(jobPostings.organizationId, draft.id));
    expect(rows).toEqual([]);
  });

  it("holds the plan's number of open roles, counting closed and expired ones out", async () => {
    const { viewer, org } = await owner();
    const now = new Date();
    const posted = [];
    for (let i = 0; i < OPEN_POSTINGS_PER_ORGANIZATION; i += 1) {
      posted.push(await post(viewer, org.id, { title: `Role ${i}` }, now));
    }
    await expect(postingOrganizationsFor(db(), viewer, now)).resolves.toEqual([
      { id: org.id, name: org.name, paid: true, open: OPEN_POSTINGS_PER_ORGANIZATION },
    ]);
    await expect(post(viewer, org.id, {}, now)).rejects.toMatchObject({
      code: "TOO_MANY_OPEN_ROLES",
      message: `This plan includes ${OPEN_POSTINGS_PER_ORGANIZATION} open roles. Close one to post another.`,
    });

    await closePosting(db(), viewer, posted[0]!.id);
    const another = await post(viewer, org.id, { title: "Another" }, now);
    // Reopening the closed one would make one too many.
    await expect(renewPosting(db(), viewer, posted[0]!.id, 30, now)).rejects.toMatchObject({
      code: "TOO_MANY_OPEN_ROLES",
    });
    await closePosting(db(), viewer, another.id);
    const reopened = await renewPosting(db(), viewer, posted[0]!.id, 60, now);
    expect(reopened.status).toBe("open");
    expect(reopened.expiresAt.getTime() - now.getTime()).toBe(60 * DAY);
    expect(await openPostingsOf(db(), org.id, now)).toHaveLength(OPEN_POSTINGS_PER_ORGANIZATION);
  });

  it("holds the limit when posts arrive at once", async () => {
    const { viewer, org } = await owner();
    const results = await Promise.allSettled(
      Array.from({ length: OPEN_POSTINGS_PER_ORGANIZATION + 3 }, (_, i) =>
        post(viewer, org.id, { title: `At once ${i}` }),
      ),
    );
    // Every free slot is taken, and only the posts beyond them are refused.
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(OPEN_POSTINGS_PER_ORGANIZATION);
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(3);
    expect(await openPostingsOf(db(), org.id)).toHaveLength(OPEN_POSTINGS_PER_ORGANIZATION);
  });

  it("lets only its owner edit or close a role; a closed role is gone for everyone else", async () => {
    const { viewer, org } = await owner();
    const posting = await post(viewer, org.id);
    const stranger = asViewer((await createVerifiedUser(db())).id);

    await expect(updatePosting(db(), stranger, posting.id, postingFields.parse(form()))).rejects.toMatchObject({
      kind: "forbidden",
    });
    const edited = await updatePosting(
      db(),
      viewer,
      posting.id,
      postingFields.parse(form({ title: "Staff Backend Engineer", apply: "careers@example.com" })),
    );
    expect(edited).toMatchObject({
      title: "Staff Backend Engineer",
      applyUrl: null,
      applyEmail: "careers@example.com",
    });

    await closePosting(db(), viewer, posting.id);
    await expect(closePosting(db(), viewer, posting.id)).rejects.toMatchObject({ kind: "conflict" });
    await expect(readPosting(db(), null, posting.id)).rejects.toMatchObject({ kind: "gone" });
    // Someone else cannot tell a closed role from one that never was when changing it.
    await expect(closePosting(db(), stranger, posting.id)).rejects.toMatchObject({ kind: "not_found" });
    await expect(readPosting(db(), null, "no-such-role")).rejects.toMatchObject({ kind: "not_found" });
  });
});
