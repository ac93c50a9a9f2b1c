import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from "../../contract/messages";
import { DEMO_ACCOUNTS } from "../../seed/seed";
import worker from "../../worker";
import { adminAuditLog, cities, jobRuns, organizations, user } from "../../worker/db/schema";
import { DISABLED_ADMIN_PATHS } from "../../worker/services/accounts/auth";
import { summarize } from "../../worker/services/admin/system-status";
import { DAILY, HOURLY, jobs, WEEKLY } from "../../worker/services/background/scheduled";
import {
  call,
  db,
  json,
  seedDemoData,
  send,
  signIn,
  signUpPerson,
  verifiedPerson,
  verifyByEmailLink,
} from "../support/helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
let admin: string;
let member: { email: string; cookie: string };
let counter = 0;

beforeAll(async () => {
  await seedDemoData();
  admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  member = await verifiedPerson();
});

/** An organization of the given person's (by their email), as the test needs it. */
async function makeOrganization(values: Partial<typeof organizations.$inferInsert> & { ownerEmail?: string }) {
  const { ownerEmail, ...rest } = values;
  const [owner] = ownerEmail ? await db().select().from(user).where(eq(user.email, ownerEmail)) : [];
  const id = `admin-test-${Date.now().toString(36)}-${counter++}`;
  await db()
    .insert(organizations)
    .values({
      id,
      name: `Moderated ${id}`,
      description: "An organization for the admin tests.",
      countryCode: "US",
      createdBy: owner?.id ?? null,
      primaryCity: "miami",
      hasLocalPresence: true,
      localPresenceCriteria: ["Office on Brickell Ave"],
      exploreEnrollmentStatus: "requested",
      exploreEnrollmentRequestedAt: new Date(),
      paymentStatus: "paid",
      ...rest,
    });
  return id;
}

const note = (length: number) => "n".repeat(length);
const enroll = (id: string, body: unknown, cookie = admin) =>
  send("PUT", `/api/admin/explore/organizations/${id}/enrollment`, body, cookie);

async function auditFor(targetId: string) {
  return db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(desc(adminAuditLog.createdAt));
}

describe("every admin endpoint", () => {
  const endpoints: [string, string, unknown?][] = [
    ["GET", "/api/admin/overview"],
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/system-status"],
    ["POST", "/api/admin/system-status/jobs/search-index/run"],
    ["GET", "/api/admin/audit-log"],
    ["GET", "/api/admin/explore/stats"],
    ["GET", "/api/admin/explore/organizations"],
    ["PUT", "/api/admin/explore/organizations/mia-causeway-labs/enrollment", { action: "reject" }],
  ];

  it("answers 401 signed out, 403 to a guest and to a verified non-admin", async () => {
    const guest = await call("/api/auth/sign-in/anonymous", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const guestCookie = guest.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    for (const [method, path, body] of endpoints) {
      const out = await send(method, path, body);
      expect(out.status, `${method} ${path} signed out`).toBe(401);
      expect((await json(out)).message).toBe(ACCESS_MESSAGES.signedOut);
      expect((await send(method, path, body, guestCookie)).status, `${method} ${path} guest`).toBe(403);
      const denied = await send(method, path, body, member.cookie);
      expect(denied.status, `${method} ${path} member`).toBe(403);
      expect((await json(denied)).message).toBe(ACCESS_MESSAGES.notAdmin);
    }
  });

  it("answers the admin (reads only; the writes have their own tests)", async () => {
    for (const [method, path] of endpoints.filter(([method]) => method === "GET")) {
      expect((await send(method, path, undefined, admin)).status, path).toBe(200);
    }
  });
});

describe("approving and rejecting Explore requests", () => {
  it("refuses to approve an unpaid organization, changing nothing", async () => {
    const id = await makeOrganization({ paymentStatus: "pending" });
    const response = await enroll(id, { action: "approve", editorNote: note(400) });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ message: ADMIN_MESSAGES.paymentRequired, code: "PAYMENT_REQUIRED" });
    const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
    expect(org).toMatchObject({ exploreEnrollmentStatus: "requested", isExploreCompany: false, editorNote: null });
    expect(await auditFor(id)).toHaveLength(0);
  });

  it("needs an editor note of 300-600 characters after trimming", async () => {
    const id = await makeOrganization({});
    const padded = (length: number) => `   ${note(length)}  \n `;
    const short = await enroll(id, { action: "approve", editorNote: padded(299) });
    expect(short.status).toBe(400);
    expect((await json(short)).message).toBe("Need 1 more characters");
    const long = await enroll(id, { action: "approve", editorNote: padded(601) });
    expect(long.status).toBe(400);
    expect((await json(long)).message).toBe("1 characters over limit");
    const missing = await enroll(id, { action: "approve" });
    expect((await json(missing)).message).toBe(ADMIN_MESSAGES.editorNoteRequired);
    const wrongAction = await enroll(id, { action: "maybe" });
    expect(wrongAction.status).toBe(400);
    expect((await json(wrongAction)).message).toBe(ADMIN_MESSAGES.actionInvalid);

    const ok300 = await enroll(id, { action: "approve", editorNote: padded(300) });
    expect(ok300.status).toBe(200);
    expect((await json(ok300)).data).toMatchObject({ editorNote: note(300), exploreEnrollmentStatus: "approved" });
    const other = await makeOrganization({});
    const ok600 = await enroll(other, { action: "approve", editorNote: padded(600) });
    expect(ok600.status).toBe(200);
    expect((await json(ok600)).data.editorNote).toHaveLength(600);
  });

  it("lists an approved organization in its city's lanes and audits the approval with the change", async () => {
    const id = await makeOrganization({});
    const response = await enroll(id, { action: "approve", editorNote: note(320) });
    expect((await json(response)).data).toMatchObject({
      id,
      exploreEnrollmentStatus: "approved",
      isExploreCompany: true,
      exploreRejectionReason: null,
    });
    const lane = await json(await call("/api/organizations/explore?city=miami&limit=60"));
    expect(lane.data.some((org: { id: string }) => org.id === id)).toBe(true);
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      action: "organization.approve",
      targetType: "organization",
      actorUserId: DEMO_ACCOUNTS.admin.id,
      actorEmail: DEMO_ACCOUNTS.admin.email,
    });
    expect(entry?.details).toMatchObject({
      before: { exploreEnrollmentStatus: "requested" },
      after: { exploreEnrollmentStatus: "approved" },
    });
  });

  it("rejects with a reason the owner (and only the owner) reads", async () => {
    const owner = await verifiedPerson();
    const id = await makeOrganization({ ownerEmail: owner.email });
    const response = await enroll(id, { action: "reject", reason: "  Please add evidence of a Miami office.  " });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({
      exploreEnrollmentStatus: "rejected",
      exploreRejectionReason: "Please add evidence of a Miami office.",
    });
    const mine = await json(await call(`/api/organizations/${id}`, { headers: { cookie: owner.cookie } }));
    expect(mine.data).toMatchObject({
      exploreEnrollmentStatus: "rejected",
      exploreRejectionReason: "Please add evidence of a Miami office.",
    });
    const theirs = await json(await call(`/api/organizations/${id}`, { headers: { cookie: member.cookie } }));
    expect(theirs.data.exploreRejectionReason).toBeUndefined();
    expect((await auditFor(id))[0]?.action).toBe("organization.reject");

    const withoutReason = await makeOrganization({});
    expect((await json(await enroll(withoutReason, { action: "reject" }))).data.exploreRejectionReason).toBeNull();
  });

  it("takes an approved company out of Explore with an audit action of its own", async () => {
    const id = await makeOrganization({});
    expect((await enroll(id, { action: "approve", editorNote: note(320) })).status).toBe(200);
    const response = await enroll(id, { action: "reject", reason: "The Miami office closed." });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ exploreEnrollmentStatus: "rejected", isExploreCompany: false });
    const lane = await json(await call("/api/organizations/explore?city=miami&limit=60"));
    expect(lane.data.some((org: { id: string }) => org.id === id)).toBe(false);
    const actions = (await auditFor(id)).map((row) => row.action);
    expect(actions.sort()).toEqual(["organization.approve", "organization.remove_from_explore"]);
    const entry = (await auditFor(id)).find((row) => row.action === "organization.remove_from_explore");
    expect(entry?.details).toMatchObject({
      summary: expect.stringMatching(/^Removed .* from Explore: The Miami office closed\.$/),
      before: { exploreEnrollmentStatus: "approved", isExploreCompany: true },
      after: { exploreEnrollmentStatus: "rejected", isExploreCompany: false },
    });
  });

  it("refuses to reject an organization that never asked, and 404s an unknown one", async () => {
    const id = await makeOrganization({ exploreEnrollmentStatus: "not_requested", exploreEnrollmentRequestedAt: null });
    const response = await enroll(id, { action: "reject" });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe(ADMIN_MESSAGES.notRequested);
    expect((await enroll("no-such-org", { action: "reject" })).status).toBe(404);
  });

  it("sends an approved listing back to review when its owner changes the city or the content", async () => {
    const owner = await verifiedPerson();
    const id = await makeOrganization({ ownerEmail: owner.email });
    await db()
      .insert((await import("../../worker/db/schema")).organizationCategories)
      .values({ organizationId: id, categoryId: "climate_tech", position: 0 });
    await enroll(id, { action: "approve", editorNote: note(350) });
    const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
    const save = (overrides: Record<string, unknown>) =>
      send(
        "PUT",
        `/api/organizations/${id}`,
        {
          name: org!.name,
          description: org!.description,
          country: "US",
          categoryIds: ["climate_tech"],
          primaryCity: "miami",
          hasLocalPresence: true,
          localPresenceCriteria: "Office on Brickell Ave",
          ...overrides,
        },
        owner.cookie,
      );
    // The same content keeps the approval.
    expect((await json(await save({}))).data).toMatchObject({ exploreEnrollmentStatus: "approved" });
    const changed = await json(await save({ primaryCity: "lisbon" }));
    // Still an Explore company (the editors' flag), but off the lanes until an editor approves the change.
    expect(changed.data).toMatchObject({ exploreEnrollmentStatus: "requested", isExploreCompany: true });
    const lane = await json(await call("/api/organizations/explore?city=lisbon&limit=60"));
    expect(lane.data.some((item: { id: string }) => item.id === id)).toBe(false);
    expect((await auditFor(id))[0]).toMatchObject({ action: "organization.review", actorUserId: owner.id });
    // The owner cannot withdraw it back onto the lanes: only an editor takes it out of review.
    const withdrawn = await json(await save({ primaryCity: "lisbon", exploreEnrollmentStatus: "not_requested" }));
    expect(withdrawn.data.exploreEnrollmentStatus).toBe("requested");

    await enroll(id, { action: "approve", editorNote: note(350) });
    const reworded = await json(await save({ primaryCity: "lisbon", description: "New words." }));
    expect(reworded.data.exploreEnrollmentStatus).toBe("requested");
  });
});

describe("featured and Explore flags", () => {
  it("never lists an unpaid organization through the Explore toggle", async () => {
    const id = await makeOrganization({ paymentStatus: "pending", exploreEnrollmentStatus: "not_requested" });
    const response = await send("PUT", `/api/organizations/${id}`, { isExploreCompany: true }, admin);
    expect(response.status).toBe(403);
    expect((await json(response)).message).toBe(ADMIN_MESSAGES.listingNeedsPayment);
    const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
    expect(org).toMatchObject({ isExploreCompany: false, isListed: false });
    expect(await auditFor(id)).toHaveLength(0);
    // Featuring does not list anything: allowed.
    expect((await send("PUT", `/api/organizations/${id}`, { isFeatured: true }, admin)).status).toBe(200);
  });

  it("toggles the flags of a paid organization, one audit row per change", async () => {
    const id = await makeOrganization({ exploreEnrollmentStatus: "not_requested" });
    const response = await send("PUT", `/api/organizations/${id}`, { isExploreCompany: true, isFeatured: true }, admin);
    expect((await json(response)).data).toMatchObject({ isExploreCompany: true, isFeatured: true });
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({ action: "organization.flags" });
    expect(entry?.details).toMatchObject({
      before: { isExploreCompany: false, isFeatured: false },
      after: { isExploreCompany: true, isFeatured: true },
    });
    expect((await send("PUT", `/api/organizations/${id}`, { isFeatured: true }, member.cookie)).status).toBe(403);
  });
});

describe("the Companies tab and Explore stats", () => {
  it("lists Explore companies and requests, filtered by enrolment status", async () => {
    const requested = await makeOrganization({ name: "Aaa requested one" });
    const all = await json(await call("/api/admin/explore/organizations?limit=100", { headers: { cookie: admin } }));
    expect(all.meta.total).toBeGreaterThan(0);
    const onlyRequested = await json(
      await call("/api/admin/explore/organizations?status=requested&limit=100", { headers: { cookie: admin } }),
    );
    expect(
      onlyRequested.data.every(
        (org: { exploreEnrollmentStatus: string }) => org.exploreEnrollmentStatus === "requested",
      ),
    ).toBe(true);
    expect(onlyRequested.data.some((org: { id: string }) => org.id === requested)).toBe(true);
    const approved = await json(
      await call("/api/admin/explore/organizations?status=approved", { headers: { cookie: admin } }),
    );
    expect(
      approved.data.every((org: { exploreEnrollmentStatus: string }) => org.exploreEnrollmentStatus === "approved"),
    ).toBe(true);
    const bad = await call("/api/admin/explore/organizations?status=pending", { headers: { cookie: admin } });
    expect(bad.status).toBe(400);
    // Pages follow the cursor without repeats.
    const first = await json(await call("/api/admin/explore/organizations?limit=2", { headers: { cookie: admin } }));
    const second = await json(
      await call(`/api/admin/explore/organizations?limit=2&cursor=${first.meta.nextCursor}`, {
        headers: { cookie: admin },
      }),
    );
    expect(second.data[0].id).not.toBe(first.data[1].id);
    expect(second.data[0].name >= first.data[1].name).toBe(true);
  });

  it("counts pending requests and stale cities and companies from their update dates", async () => {
    const stats = async () => (await json(await call("/api/admin/explore/stats", { headers: { cookie: admin } }))).data;
    const before = await stats();
    const now = Date.now();
    const city = (slug: string, days: number) => ({
      id: `city-${slug}`,
      countryCode: "US",
      cityName: slug,
      slug,
      thesis: "t",
      plugInGuide: "p",
      lastUpdated: new Date(now - days * DAY_MS),
    });
    const tag = Date.now().toString(36);
    await db()
      .insert(cities)
      .values([city(`fresh-${tag}`, 10), city(`stale-${tag}`, 200), city(`ancient-${tag}`, 400)]);
    await makeOrganization({});
    await makeOrganization({
      exploreEnrollmentStatus: "approved",
      isExploreCompany: true,
      updatedAt: new Date(now - 200 * DAY_MS),
    });
    const after = await stats();
    expect(after.pendingCount - before.pendingCount).toBe(1);
    expect(after.freshness.staleCities - before.freshness.staleCities).toBe(2);
    expect(after.freshness.veryStaleCities - before.freshness.veryStaleCities).toBe(1);
    expect(after.freshness.staleExploreOrgs - before.freshness.staleExploreOrgs).toBe(1);

    const fresh = after.thresholds.find((entry: { slug: string }) => entry.slug === `fresh-${tag}`);
    expect(fresh).toMatchObject({ companyCount: 0, isIndexable: false, shouldBeIndexable: false, action: "noop" });
    const miami = after.thresholds.find((entry: { slug: string }) => entry.slug === "miami");
    expect(miami).toMatchObject({ isIndexable: true, shouldBeIndexable: true, action: "noop" });
    expect(miami.companyCount).toBeGreaterThanOrEqual(miami.minCompanies);
    const austin = after.thresholds.find((entry: { slug: string }) => entry.slug === "austin");
    expect(austin?.action).toBe(austin.shouldBeIndexable ? "publish" : "noop");

    const companies = await json(
      await call("/api/admin/explore/organizations?status=approved&limit=100", { headers: { cookie: admin } }),
    );
    const stale = companies.data.filter((org: { stale: string | null }) => org.stale !== null);
    expect(stale.length).toBeGreaterThan(0);
  });
});

describe("system status", () => {
  it("shows every job after a scheduled run, with next run from its schedule and real headline figures", async () => {
    // Every schedule wrangler.toml lists fires: the hourly jobs, the daily ones and the weekly one.
    for (const cron of [HOURLY, DAILY, WEEKLY]) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    const response = await call("/api/admin/system-status", { headers: { cookie: admin } });
    const { data } = await json(response);
    expect(data.jobStatuses.map((job: { name: string }) => job.name)).toEqual(jobs.map((job) => job.name));
    for (const job of data.jobStatuses) {
      expect(["success", "warning", "error"]).toContain(job.status);
      expect(new Date(job.lastRun).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const next = new Date(job.nextRun);
      expect(next.getUTCMinutes()).toBe(17);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      const schedule = jobs.find((known) => known.name === job.name)?.schedule;
      const period = schedule === WEEKLY ? 7 * 24 * 60 : schedule === DAILY ? 24 * 60 : 60;
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(period * 60_000);
      expect(job.duration).toEqual(expect.any(Number));
      expect(job.message).toEqual(expect.any(String));
    }
    expect(data.health.runCount).toBeGreaterThanOrEqual(jobs.length);
    expect(data.health.successRate).toBeGreaterThan(0);
    expect(data.health.medianDuration).toEqual(expect.any(Number));
    expect(data.health.failedLast24h).toEqual(expect.any(Number));
    const anyWarning = data.jobStatuses.some((job: { status: string }) => job.status !== "success");
    expect(data.health.allOperational).toBe(!anyWarning);
  });

  it("shows unknown for a job that never ran, and is operational only when every last run succeeded", () => {
    const now = new Date("2026-11-01T10:00:00Z");
    const never = summarize([], [], now);
    expect(never.jobStatuses.every((job) => job.status === "unknown" && job.lastRun === null)).toBe(true);
    expect(never.jobStatuses[0]?.nextRun).toBe("2026-11-01T10:17:00.000Z");
    expect(never.health).toMatchObject({ allOperational: false, runCount: 0, successRate: null, medianDuration: null });

    const run = (jobName: string, status: "success" | "error", durationMs: number, minutesAgo: number) => ({
      id: `${jobName}-${minutesAgo}`,
      jobName,
      status,
      durationMs,
      message: status,
      startedAt: new Date(now.getTime() - minutesAgo * 60_000),
      finishedAt: new Date(now.getTime() - minutesAgo * 60_000 + durationMs),
    });
    const latest = jobs.map((job) => [run(job.name, "success", 1000, 5)]);
    const window = [
      ...latest.flat(),
      run("guest-cleanup", "error", 3000, 120),
      run("guest-cleanup", "error", 2000, 48 * 60),
    ];
    const healthy = summarize(latest, window, now);
    expect(healthy.health).toMatchObject({
      allOperational: true,
      summary: ADMIN_MESSAGES.allOperational,
      runCount: jobs.length + 2,
      successRate: Math.round((jobs.length / (jobs.length + 2)) * 1000) / 10,
      medianDuration: 1,
      failedLast24h: 1,
    });
    latest[1] = [run(jobs[1]!.name, "error", 1000, 1)];
    const failing = summarize(latest, window, now);
    expect(failing.health).toMatchObject({ allOperational: false, summary: ADMIN_MESSAGES.jobsNeedAttention(1) });
    expect(failing.jobStatuses[1]?.status).toBe("error");
  });

  it("runs a job now for an admin, recording the run and the audit row together", async () => {
    const response = await send("POST", "/api/admin/system-status/jobs/guest-cleanup/run", undefined, admin);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({ name: "guest-cleanup", status: "success" });
    const [run] = await db()
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.jobName, "guest-cleanup"))
      .orderBy(desc(jobRuns.startedAt))
      .limit(1);
    expect(run?.startedAt.toISOString()).toBe(data.lastRun);
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "job.run"), eq(adminAuditLog.targetId, "guest-cleanup")))
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    expect(entry?.actorUserId).toBe(DEMO_ACCOUNTS.admin.id);
    const unknown = await send("POST", "/api/admin/system-status/jobs/rollups/run", undefined, admin);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe(ADMIN_MESSAGES.unknownJob("rollups"));
  });
});

describe("the audit log and the Overview", () => {
  it("lists recent entries newest first, filtered by action or target type, with a cursor", async () => {
    const id = await makeOrganization({});
    await enroll(id, { action: "reject", reason: "Not yet" });
    const list = await json(await call("/api/admin/audit-log?limit=5", { headers: { cookie: admin } }));
    expect(list.data.length).toBeLessThanOrEqual(5);
    const times = list.data.map((entry: { createdAt: string }) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const rejects = await json(
      await call("/api/admin/audit-log?action=organization.reject", { headers: { cookie: admin } }),
    );
    expect(rejects.data.every((entry: { action: string }) => entry.action === "organization.reject")).toBe(true);
    expect(rejects.data[0]).toMatchObject({
      targetType: "organization",
      targetId: id,
      actorEmail: DEMO_ACCOUNTS.admin.email,
      summary: expect.stringContaining("Not yet"),
    });
    const jobsOnly = await json(await call("/api/admin/audit-log?targetType=job", { headers: { cookie: admin } }));
    expect(jobsOnly.data.every((entry: { targetType: string }) => entry.targetType === "job")).toBe(true);
    if (list.meta.nextCursor) {
      const next = await json(
        await call(`/api/admin/audit-log?limit=5&cursor=${list.meta.nextCursor}`, { headers: { cookie: admin } }),
      );
      expect(next.data[0]?.createdAt <= times.at(-1)).toBe(true);
    }
    expect((await call("/api/admin/audit-log?action=drop.table", { headers: { cookie: admin } })).status).toBe(400);
  });

  it("gives system status, the last 10 actions and the Explore figures in one answer", async () => {
    const { data } = await json(await call("/api/admin/overview", { headers: { cookie: admin } }));
    expect(data.recentActivity.length).toBeLessThanOrEqual(10);
    expect(data.recentActivity.length).toBeGreaterThan(0);
    expect(data.system).toMatchObject({ allOperational: expect.any(Boolean), summary: expect.any(String) });
    const stats = (await json(await call("/api/admin/explore/stats", { headers: { cookie: admin } }))).data;
    expect(data.explore).toEqual({ pendingCount: stats.pendingCount, ...stats.freshness });
  });
});

describe("admin users and admin powers", () => {
  it("lists verified admins with their provider badge (data.data)", async () => {
    const { data } = await json(await call("/api/admin/users", { headers: { cookie: admin } }));
    const avery = data.data.find((entry: { email: string }) => entry.email === DEMO_ACCOUNTS.admin.email);
    expect(avery).toMatchObject({
      id: DEMO_ACCOUNTS.admin.id,
      displayName: DEMO_ACCOUNTS.admin.name,
      provider: null,
      providerLabel: "Email",
      role: "admin",
      emailVerified: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("makes an ADMIN_EMAILS account an admin only once its email is verified, and audits the grant", async () => {
    const person = await signUpPerson("pending-admin@example.com");
    const [stored] = await db().select().from(user).where(eq(user.email, person.email));
    expect(stored?.role).toBe("user");
    expect((await call("/api/admin/users", { headers: { cookie: person.cookie } })).status).toBe(403);
    const profile = await json(await call("/api/users/profile", { headers: { cookie: person.cookie } }));
    expect(profile.data.role).toBe("user");

    await verifyByEmailLink(person.email);
    const [verified] = await db().select().from(user).where(eq(user.email, person.email));
    expect(verified).toMatchObject({ role: "admin", emailVerified: true });
    const [grant] = await auditFor(verified!.id);
    expect(grant).toMatchObject({ action: "user.role", targetType: "user", actorEmail: "system" });
    const cookie = await signIn(person.email, person.password);
    expect((await call("/api/admin/users", { headers: { cookie } })).status).toBe(200);
  });

  it("does not treat a stored admin role on an unverified account as admin", async () => {
    const person = await signUpPerson();
    await db().update(user).set({ role: "admin" }).where(eq(user.email, person.email));
    expect((await call("/api/admin/system-status", { headers: { cookie: person.cookie } })).status).toBe(403);
    const profile = await json(await call("/api/users/profile", { headers: { cookie: person.cookie } }));
    expect(profile.data.role).toBe("user");
    const { data } = await json(await call("/api/admin/users", { headers: { cookie: admin } }));
    expect(data.data.some((entry: { email: string }) => entry.email === person.email)).toBe(false);
  });

  it("refuses better-auth's admin endpoints, even to an admin", async () => {
    const [target] = await db().select().from(user).where(eq(user.email, member.email));
    const attempts: [string, unknown][] = [
      ["/api/auth/admin/impersonate-user", { userId: target!.id }],
      ["/api/auth/admin/set-user-password", { userId: target!.id, newPassword: "hijacked123" }],
      ["/api/auth/admin/create-user", { email: "made@example.com", password: "secret123", name: "Made" }],
      ["/api/auth/admin/remove-user", { userId: target!.id }],
      ["/api/auth/admin/ban-user", { userId: target!.id }],
      ["/api/auth/admin/set-role", { userId: target!.id, role: "admin" }],
    ];
    for (const [path, body] of attempts) {
      expect((await send("POST", path, body, admin)).status, path).toBe(404);
    }
    expect((await call("/api/auth/admin/list-users", { headers: { cookie: admin } })).status).toBe(404);
    expect(DISABLED_ADMIN_PATHS).toHaveLength(15);
    const [after] = await db().select().from(user).where(eq(user.id, target!.id));
    expect(after).toMatchObject({ role: "user", banned: false });
  });
});
