import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createPostingInput, descriptionBlocks } from "../../../contract/job-board";
import { BOARD_STALE_SCAN, POSTING_DURATIONS_DAYS } from "../../../contract/limits";
import { createAdmin, createPaidOrganization, createVerifiedUser } from "../../../seed/factories";
import { adminAuditLog, devEmails, jobPostings } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { nextCronRun } from "../../../worker/services/background/cron";
import { jobs } from "../../../worker/services/background/scheduled";
import { runPostingExpiry } from "../../../worker/services/job-board/expiry";
import { hidePosting, unhidePosting } from "../../../worker/services/job-board/moderation";
import { createPosting, readPosting, renewPosting } from "../../../worker/services/job-board/postings";
import { jobPostingLd } from "../../../worker/services/job-board/structured-data";
import { asViewer, db, seedDemoData } from "../../support/helpers";

const DAY = 24 * 60 * 60 * 1000;

const fields = (changes: Record<string, unknown> = {}) => ({
  title: "Platform Engineer <Edge>",
  description:
    "We run the edge network for small teams.\n\nWhat you will do:\n- Keep deploys boring\n- Own the CDN & its caches",
  employmentType: "full_time",
  seniority: "senior",
  workplace: "remote",
  remoteCountries: ["PT", "ES"],
  salaryMin: "60000",
  salaryMax: "80000",
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  apply: "careers@example.org",
  ...changes,
});

async function postedRole(changes: Record<string, unknown> = {}, now = new Date(), locale = "en") {
  const person = await createVerifiedUser(db());
  const org = await createPaidOrganization(db(), { createdBy: person.id });
  const viewer = asViewer(person.id, person.email);
  const posting = await createPosting(
    db(),
    viewer,
    createPostingInput.parse({ ...fields(changes), organizationId: org.id, durationDays: "30", locale }),
    now,
  );
  return { person, org, viewer, posting };
}

/** The board size the project plans for (docs/operations.md, "Room to grow"). */
const PLANNED_OPEN_ROLES = 3_000_000;

describe("a role's life", () => {
  it("expires often enough that the roles past their time stay within the board's stale bound at the planned size", () => {
    const schedule = jobs.find((job) => job.name === "posting-expiry")!.schedule;
    // The longest wait between two runs over a day.
    let longest = 0;
    let at = new Date("2026-11-02T00:00:00Z");
    const end = at.getTime() + DAY;
    while (at.getTime() < end) {
      const next = nextCronRun(schedule, at)!;
      longest = Math.max(longest, next.getTime() - at.getTime());
      at = next;
    }
    const expiringPerMs = PLANNED_OPEN_ROLES / (Math.min(...POSTING_DURATIONS_DAYS) * DAY);
    // Half the bound: a run that is late or slow still leaves the counts exact.
    expect(expiringPerMs * longest).toBeLessThanOrEqual(BOARD_STALE_SCAN / 2);
  });

  beforeAll(seedDemoData);

  it("reads a description as paragraphs and lists", () => {
    expect(descriptionBlocks("One\ntwo\n\n- a\n* b\ntail\n\n- c")).toEqual([
      { kind: "paragraph", text: "One\ntwo" },
      { kind: "list", items: ["a", "b"] },
      { kind: "paragraph", text: "tail" },
      { kind: "list", items: ["c"] },
    ]);
  });

  it("is hidden by an editor with a reason its owner reads, audited, and shown again", async () => {
    const { viewer, posting } = await postedRole();
    const admin = await createAdmin(db());
    const editor = { ...asViewer(admin.id, admin.email), role: "admin" as const };

    await expect(hidePosting(db(), viewer, posting.id, "Spam")).rejects.toMatchObject({ kind: "forbidden" });
    await hidePosting(db(), editor, posting.id, "The salary range is not a real range");
    await expect(readPosting(db(), null, posting.id)).rejects.toMatchObject({ kind: "gone" });
    await expect(readPosting(db(), viewer, posting.id)).resolves.toMatchObject({
      open: false,
      posting: { hiddenReason: "The salary range is not a real range" },
    });
    // The owner cannot renew their way out of it.
    await expect(renewPosting(db(), viewer, posting.id, 30)).rejects.toMatchObject({
      message: "An editor hid this role: The salary range is not a real range",
    });
    await expect(hidePosting(db(), editor, posting.id, "Again")).rejects.toMatchObject({ kind: "conflict" });

    await unhidePosting(db(), editor, posting.id);
    await expect(readPosting(db(), null, posting.id)).resolves.toMatchObject({ open: true });
    await expect(unhidePosting(db(), editor, posting.id)).rejects.toMatchObject({ kind: "conflict" });

    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, posting.id));
    expect(audit.map((row) => row.action).sort()).toEqual(["posting.hide", "posting.unhide"]);
  });

  it("tells its owner a week before it expires, once, in the language it was posted in, then expires", async () => {
    const now = new Date();
    const { person, posting } = await postedRole({}, new Date(now.getTime() - 24 * DAY), "es");
    const config = getConfig(env);

    const first = await runPostingExpiry(config, db(), now);
    expect(first.notified).toBeGreaterThanOrEqual(1);
    const mail = await db().select().from(devEmails).where(eq(devEmails.to, person.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Tu puesto "Platform Engineer <Edge>" se cierra en una semana');
    expect(mail[0]!.text).toContain("/es/profile#my-roles");

    await runPostingExpiry(config, db(), new Date(now.getTime() + DAY));
    expect(await db().select().from(devEmails).where(eq(devEmails.to, person.email))).toHaveLength(1);

    const after = new Date(now.getTime() + 7 * DAY);
    expect((await runPostingExpiry(config, db(), after)).expired).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(jobPostings).where(eq(jobPostings.id, posting.id));
    expect(row!.status).toBe("expired");

    // Renewed, it is open again and will be told about again.
    const renewed = await renewPosting(db(), asViewer(person.id), posting.id, 30, after);
    expect(renewed).toMatchObject({ status: "open", expiryNoticeAt: null });
  });

  it("describes itself to search engines with every required and recommended JobPosting property", async () => {
    const { org, posting } = await postedRole();
    const ld = jobPostingLd(
      posting,
      { id: org.id, name: org.name, websiteUrl: "https://example.org", logoUrl: "/images/logo.png" },
      "https://directory.example.org",
    );
    for (const property of [
      "title",
      "description",
      "datePosted",
      "validThrough",
      "hiringOrganization",
      "employmentType",
      "baseSalary",
      "identifier",
      "jobLocationType",
      "applicantLocationRequirements",
    ]) {
      expect(ld, property).toHaveProperty(property);
    }
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
      validThrough: posting.expiresAt.toISOString(),
      hiringOrganization: { name: org.name, logo: "https://directory.example.org/images/logo.png" },
      applicantLocationRequirements: [
        { "@type": "Country", name: "ES" },
        { "@type": "Country", name: "PT" },
      ],
      baseSalary: { currency: "EUR", value: { minValue: 60000, maxValue: 80000, unitText: "YEAR" } },
    });
    // The description is HTML with every text escaped.
    expect(ld.description).toBe(
      "<p>We run the edge network for small teams.</p><p>What you will do:</p><ul><li>Keep deploys boring</li><li>Own the CDN &#38; its caches</li></ul>",
    );

    const office = jobPostingLd(
      { ...posting, workplace: "on_site", locationCity: "Porto", locationCountry: "PT", remoteCountries: [] },
      { id: org.id, name: org.name, websiteUrl: null, logoUrl: null },
      "https://directory.example.org",
    );
    expect(office).not.toHaveProperty("jobLocationType");
    expect(office).toMatchObject({
      jobLocation: { address: { addressCountry: "PT", addressLocality: "Porto" } },
      hiringOrganization: { sameAs: `https://directory.example.org/organizations/${org.id}` },
    });
  });
});
