import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../../contract/messages";
import { DEMO_ACCOUNTS } from "../../../seed/seed";
import { adminAuditLog, user } from "../../../worker/db/schema";
import { DISABLED_ADMIN_PATHS } from "../../../worker/services/accounts/auth";
import { summarize } from "../../../worker/services/admin/system-status";
import { DAILY, EVERY_FIVE_MINUTES, HOURLY, jobs, WEEKLY } from "../../../worker/services/background/scheduled";
import { adminAndMember, auditFor, enrollment, makeOrganization } from "../../support/admin";
import { call, db, json, send, signIn, signUpPerson, verifyByEmailLink } from "../../support/helpers";
import { fireSchedule, latestRun } from "../../support/scheduled";

let admin: string;
let member: { email: string; cookie: string };

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
});

describe("system status", () => {
  it("shows every job after a scheduled run, with next run from its schedule and real headline figures", async () => {
    // Every schedule wrangler.toml lists fires: role expiry, the hourly jobs, the daily ones and the weekly one.
    for (const cron of [EVERY_FIVE_MINUTES, HOURLY, DAILY, WEEKLY]) {
      await fireSchedule(cron);
    }
    const response = await call("/api/admin/system-status", { headers: { cookie: admin } });
    const { data } = await json(response);
    expect(data.jobStatuses.map((job: { name: string }) => job.name)).toEqual(jobs.map((job) => job.name));
    for (const job of data.jobStatuses) {
      expect(["success", "warning", "error"]).toContain(job.status);
      expect(new Date(job.lastRun).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const next = new Date(job.nextRun);
      const schedule = jobs.find((known) => known.name === job.name)?.schedule;
      if (schedule === EVERY_FIVE_MINUTES) expect(next.getUTCMinutes() % 5).toBe(0);
      else expect(next.getUTCMinutes()).toBe(17);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      const period =
        schedule === WEEKLY ? 7 * 24 * 60 : schedule === DAILY ? 24 * 60 : schedule === EVERY_FIVE_MINUTES ? 5 : 60;
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
    // A fresh install: nothing has run, nothing is late; each job says when it first runs.
    const never = summarize([], [], now);
    expect(never.jobStatuses.every((job) => job.status === "unknown" && job.lastRun === null && !job.late)).toBe(true);
    expect(never.jobStatuses[0]?.nextRun).toBe("2026-11-01T10:17:00.000Z");
    expect(never.health).toMatchObject({
      allOperational: true,
      summary: ADMIN_MESSAGES.jobsFirstRunAhead(jobs.length),
      runCount: 0,
      successRate: null,
      medianDuration: null,
    });

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

  it("warns only for a job that is late: its scheduled run did not happen since its last run, or since jobs ran", () => {
    const now = new Date("2026-11-01T12:00:00Z");
    const hourly = jobs.findIndex((job) => job.schedule === HOURLY);
    const daily = jobs.findIndex((job) => job.schedule === DAILY);
    const ranAt = (name: string, iso: string) => [
      {
        id: `${name}-${iso}`,
        jobName: name,
        status: "success" as const,
        durationMs: 10,
        message: "ok",
        startedAt: new Date(iso),
        finishedAt: new Date(iso),
      },
    ];
    // Every job ran at 11:17 (role expiry, every five minutes, last at 11:55) but the hourly one, which last ran at
    // 10:17: its 11:17 run is 43 minutes late.
    const onSchedule = () =>
      jobs.map((job) =>
        ranAt(job.name, job.schedule === EVERY_FIVE_MINUTES ? "2026-11-01T11:55:00Z" : "2026-11-01T11:17:00Z"),
      );
    const latest = onSchedule();
    latest[hourly] = ranAt(jobs[hourly]!.name, "2026-11-01T10:17:00Z");
    const lateOne = summarize(
      latest,
      [...latest.flat()].sort((a, b) => +a.startedAt - +b.startedAt),
      now,
    );
    expect(lateOne.jobStatuses.filter((job) => job.late).map((job) => job.name)).toEqual([jobs[hourly]!.name]);
    expect(lateOne.health).toMatchObject({ allOperational: false, summary: ADMIN_MESSAGES.jobsLate(1) });

    // Within the grace after its time, a run is not late yet.
    const onTime = summarize(latest, latest.flat(), new Date("2026-11-01T11:30:00Z"));
    expect(onTime.jobStatuses.some((job) => job.late)).toBe(false);

    // A daily job that never ran, while the others have run since yesterday morning: it missed 07:17 today.
    const missing = onSchedule();
    missing[daily] = [];
    const since = ranAt("guest-cleanup", "2026-10-31T06:17:00Z");
    const missed = summarize(missing, [...since, ...missing.flat()], now);
    expect(missed.jobStatuses[daily]).toMatchObject({ status: "unknown", late: true });
    // The same job when jobs started running after 07:17: its first run is tomorrow, not late.
    const fresh = summarize(missing, missing.flat(), now);
    expect(fresh.jobStatuses[daily]).toMatchObject({ status: "unknown", late: false });
    expect(fresh.health).toMatchObject({ allOperational: true, summary: ADMIN_MESSAGES.jobsFirstRunAhead(1) });
  });

  it("runs a job now for an admin, recording the run and the audit row together", async () => {
    const response = await send("POST", "/api/admin/system-status/jobs/guest-cleanup/run", undefined, admin);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({ name: "guest-cleanup", status: "success" });
    const run = await latestRun("guest-cleanup");
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
    await enrollment(id, { action: "reject", reason: "Not yet" }, admin);
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
  it("lists verified admins with their provider badge", async () => {
    const { data } = await json(await call("/api/admin/users", { headers: { cookie: admin } }));
    const avery = data.find((entry: { email: string }) => entry.email === DEMO_ACCOUNTS.admin.email);
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
    expect(data.some((entry: { email: string }) => entry.email === person.email)).toBe(false);
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
