import { createExecutionContext, createMessageBatch, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createPostingInput } from "../../../contract/job-board";
import { createPaidOrganization, createVerifiedUser } from "../../../seed/factories";
import worker from "../../../worker";
import { analyticsEvents, jobPostings, jobRuns, organizations } from "../../../worker/db/schema";
import { rollUpAnalytics } from "../../../worker/services/analytics/analytics-rollups";
import { consumeQueue } from "../../../worker/services/background/queues";
import { hidePosting, listAdminPostings } from "../../../worker/services/job-board/moderation";
import { rolesOf } from "../../../worker/services/job-board/owner-roles";
import { closePosting, createPosting, openPostingsOf } from "../../../worker/services/job-board/postings";
import {
  listRoleSitemapEntries,
  listRoleSitemapFiles,
  refreshRoleSitemapBoundaries,
} from "../../../worker/services/job-board/role-sitemap";
import { asViewer, db, newSignedInAdmin, ORIGIN, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

const DAY = 24 * 60 * 60 * 1000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const fields = (title: string) => ({
  title,
  description: "Keep the ledger's reconciliation fast and boring, with the team that runs it every day.",
  employmentType: "full_time",
  seniority: "senior",
  workplace: "remote",
  remoteCountries: [],
  salaryMin: "60000",
  salaryMax: "80000",
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  apply: "jobs@example.org",
});

async function ownerWithOrganization() {
  const person = await createVerifiedUser(db());
  const org = await createPaidOrganization(db(), { createdBy: person.id });
  const viewer = asViewer(person.id, person.email);
  const post = (title: string, now = new Date()) =>
    createPosting(
      db(),
      viewer,
      createPostingInput.parse({ ...fields(title), organizationId: org.id, durationDays: "30" }),
      now,
    );
  return { person, org, viewer, post };
}

/** POSTs a beacon through the worker and answers the messages it queued for analytics. */
async function beacon(body: unknown) {
  const sent: unknown[] = [];
  const queue = {
    send: async (message: unknown) => void sent.push(message),
    sendBatch: async (messages: Iterable<{ body: unknown }>) => void sent.push(...[...messages].map((m) => m.body)),
  } as unknown as Queue;
  const testEnv = {
    ...env,
    ANALYTICS_QUEUE: queue,
    ANALYTICS_LIMITER: { limit: async () => ({ success: true }) },
  } as Env;
  const request = new Request(`${ORIGIN}/api/analytics/jobs`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", "user-agent": BROWSER },
    body: JSON.stringify(body),
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, sent };
}

describe("the owner's roles", () => {
  it("lists every role of the person's organizations with where it stands, and no one else's", async () => {
    const now = new Date();
    const { viewer, post, org } = await ownerWithOrganization();
    const open = await post("Open role", new Date(now.getTime() - 4 * DAY));
    const closed = await post("Closed role", new Date(now.getTime() - 3 * DAY));
    await closePosting(db(), viewer, closed.id);
    const expired = await post("Expired role", new Date(now.getTime() - 40 * DAY));
    const hidden = await post("Hidden role", new Date(now.getTime() - 1 * DAY));
    const admin = await newSignedInAdmin();
    await hidePosting(
      db(),
      { ...asViewer(admin.id, admin.email), role: "admin" as const },
      hidden.id,
      "Salary range is not real",
    );
    await ownerWithOrganization().then((someoneElse) => someoneElse.post("Not mine"));

    const roles = await rolesOf(db(), viewer, now);
    expect(roles.map((role) => [role.title, role.state])).toEqual([
      ["Hidden role", "hidden"],
      ["Closed role", "closed"],
      ["Open role", "open"],
      ["Expired role", "expired"],
    ]);
    expect(roles[0]).toMatchObject({ id: hidden.id, hiddenReason: "Salary range is not real" });
    expect(roles[2]).toMatchObject({
      id: open.id,
      organization: { id: org.id, name: org.name, paid: true },
      views: 0,
      applyClicks: 0,
    });
    expect(roles.map((role) => role.id)).toContain(expired.id);
  });

  it("counts a role's views and apply clicks through the analytics pipeline, each visitor once a day", async () => {
    // Outside production every request comes from one address: one visitor.
    const { viewer, post } = await ownerWithOrganization();
    const role = await post("Counted role");
    const other = await post("Other role");
    const messages: unknown[] = [];
    for (const body of [
      { eventType: "role_view", roleId: role.id },
      { eventType: "role_view", roleId: role.id },
      { eventType: "role_apply_click", roleId: role.id },
      { eventType: "role_view", roleId: other.id },
    ]) {
      const { status, sent } = await beacon(body);
      expect(status).toBe(202);
      messages.push(...sent);
    }
    const batch = createMessageBatch(
      "culture-directory-analytics",
      messages.map((body, index) => ({ id: `${role.id}-${index}`, body, timestamp: new Date(), attempts: 1 })),
    );
    await consumeQueue(batch, env);
    await rollUpAnalytics(env.DB, new Date());

    const roles = await rolesOf(db(), viewer);
    expect(roles.find((entry) => entry.id === role.id)).toMatchObject({ views: 1, applyClicks: 1 });
    expect(roles.find((entry) => entry.id === other.id)).toMatchObject({ views: 1, applyClicks: 0 });
  });

  it("says when the figures were last counted: the last successful rollup, not a failed one", async () => {
    const { viewer, post } = await ownerWithOrganization();
    await post("Role with figures");
    const counted = new Date(Date.now() + 60_000);
    const run = (status: "success" | "error", startedAt: Date) => ({
      id: crypto.randomUUID(),
      jobName: "analytics-rollup",
      status,
      startedAt,
      finishedAt: startedAt,
      durationMs: 5,
    });
    await db()
      .insert(jobRuns)
      .values([run("success", counted), run("error", new Date(counted.getTime() + 60_000))]);
    const [role] = await rolesOf(db(), viewer);
    expect(role?.figuresUpdatedAt).toBe(counted.toISOString());
  });

  it("drops the events of a role that does not exist, in the same batch as a real one's", async () => {
    const { post } = await ownerWithOrganization();
    const role = await post("Real role");
    const never = `job-never-${crypto.randomUUID()}`;
    const messages: unknown[] = [];
    for (const body of [
      { eventType: "role_view", roleId: never },
      { eventType: "role_apply_click", roleId: never },
      { eventType: "role_view", roleId: role.id },
    ]) {
      const { status, sent } = await beacon(body);
      // Answered alike: the beacon never reads the database.
      expect(status).toBe(202);
      messages.push(...sent);
    }
    const batch = createMessageBatch(
      "culture-directory-analytics",
      messages.map((body, index) => ({ id: `${never}-${index}`, body, timestamp: new Date(), attempts: 1 })),
    );
    await consumeQueue(batch, env);
    const stored = await db()
      .select({ orgId: analyticsEvents.orgId })
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.orgId, [never, role.id]));
    expect(stored).toEqual([{ orgId: role.id }]);
  });

  it("refuses a role event of an unknown kind or without a role", async () => {
    expect((await beacon({ eventType: "role_share", roleId: "job-x" })).status).toBe(400);
    expect((await beacon({ eventType: "role_view" })).status).toBe(400);
  });
});

describe("open roles in public", () => {
  it("the organization page's list and the sitemap's role files hold open roles only", async () => {
    const now = new Date();
    const { viewer, post, org } = await ownerWithOrganization();
    const open = await post("Sitemap open role");
    const closed = await post("Sitemap closed role");
    await closePosting(db(), viewer, closed.id);
    const expired = await post("Sitemap expired role", new Date(now.getTime() - 40 * DAY));
    const hidden = await post("Sitemap hidden role");
    const admin = await newSignedInAdmin();
    await hidePosting(db(), { ...asViewer(admin.id, admin.email), role: "admin" as const }, hidden.id, "Duplicate");
    const unlisted = await ownerWithOrganization();
    const unlistedRole = await unlisted.post("Role of an organization no longer listed");
    await db().update(organizations).set({ paymentStatus: "pending" }).where(eq(organizations.id, unlisted.org.id));

    expect((await openPostingsOf(db(), org.id, now)).map((role) => role.id)).toEqual([open.id]);

    await refreshRoleSitemapBoundaries(db(), env.CACHE);
    const files = await listRoleSitemapFiles(db(), env.CACHE);
    expect(files.length).toBeGreaterThan(0);
    const entries = (
      await Promise.all(files.map((_, index) => listRoleSitemapEntries(db(), env.CACHE, index + 1, now)))
    ).flatMap((file) => file ?? []);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain(`/jobs/${open.id}`);
    for (const gone of [closed, expired, hidden, unlistedRole]) expect(paths).not.toContain(`/jobs/${gone.id}`);
    const [row] = await db().select().from(jobPostings).where(eq(jobPostings.id, open.id));
    expect(entries.find((entry) => entry.path === `/jobs/${open.id}`)?.lastmod).toEqual(row?.updatedAt);
    expect(await listRoleSitemapEntries(db(), env.CACHE, files.length + 1, now)).toBeNull();
  });
});

describe("the admin's list of roles", () => {
  it("pages every role newest first, filters the open and the hidden ones, and answers admins only", async () => {
    const now = new Date();
    const admin = await newSignedInAdmin();
    const editor = { ...asViewer(admin.id, admin.email), role: "admin" as const };
    const { viewer, post } = await ownerWithOrganization();
    // A moment in the future no other test posts at: these are the newest roles.
    const at = (minutes: number) => new Date(now.getTime() + 365 * DAY + minutes * 60_000);
    const first = await post("First listed role", at(1));
    const second = await post("Second listed role", at(2));
    const third = await post("Third listed role", at(3));
    await hidePosting(db(), editor, second.id, "Misleading title");

    const page1 = await listAdminPostings(db(), editor, { limit: 2 }, now);
    expect(page1.data.map((row) => row.id)).toEqual([third.id, second.id]);
    expect(page1.data[1]).toMatchObject({ state: "hidden", hiddenReason: "Misleading title" });
    const page2 = await listAdminPostings(db(), editor, { limit: 2, cursor: page1.meta.nextCursor! }, now);
    expect(page2.data[0]?.id).toBe(first.id);

    const hidden = await listAdminPostings(db(), editor, { filter: "hidden", limit: 50 }, now);
    expect(hidden.data.every((row) => row.state === "hidden")).toBe(true);
    expect(hidden.data.map((row) => row.id)).toContain(second.id);
    const open = await listAdminPostings(db(), editor, { filter: "open", limit: 50 }, now);
    expect(open.data.every((row) => row.state === "open")).toBe(true);
    expect(open.data.map((row) => row.id)).toEqual(expect.arrayContaining([third.id, first.id]));

    await expect(listAdminPostings(db(), viewer, { limit: 2 })).rejects.toMatchObject({ kind: "forbidden" });
    await expect(listAdminPostings(db(), editor, { limit: 2, cursor: "nonsense" })).rejects.toMatchObject({
      kind: "invalid",
    });
  });
});
