import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  adminCompaniesQuery,
  auditLogQuery,
  enrollmentDecisionInput,
  jobNameParam,
  pendingEditDecisionInput,
} from "../../contract/admin";
import {
  adminCompanyDto,
  adminOverviewDto,
  adminUserDto,
  auditEntryDto,
  exploreStatsDto,
  jobStatusDto,
  systemStatusDto,
} from "../../contract/dto";
import { organizationId } from "../../contract/organization";
import { countedPageOf, cursorPageOf, dataOf } from "../../contract/responses";
import { listAuditLog } from "../services/access/audit";
import { listAdminUsers } from "../services/accounts/admin-users";
import { getAdminOverview } from "../services/admin/admin-overview";
import { getSystemStatus, runJobNow } from "../services/admin/system-status";
import { decideEnrollment, exploreStats, listAdminCompanies } from "../services/explore/explore-moderation";
import { decidePendingEdit } from "../services/organizations/pending-edits";
import { answers, GUARDED, jsonRequest } from "./describe";
import { tagged } from "./routes";
import { documentedRoutes } from "./validation";

export const idParam = z.object({ id: organizationId });
const admin = tagged("Admin");

const overview = createRoute({
  ...admin.get(
    "/overview",
    "admin",
    "The Overview tab",
    "System health from the latest job runs, the last 10 audit entries, Explore's pending and stale counts.",
  ),
  responses: answers(200, "The overview.", dataOf(adminOverviewDto), GUARDED),
});

const users = createRoute({
  ...admin.get("/users", "admin", "Admin users"),
  responses: answers(200, "The admins.", dataOf(z.array(adminUserDto)), GUARDED),
});

const systemStatus = createRoute({
  ...admin.get("/system-status", "admin", "Scheduled jobs and system health"),
  responses: answers(200, "Every job's last run and next run.", dataOf(systemStatusDto), GUARDED),
});

const runJob = createRoute({
  ...admin.post("/system-status/jobs/{name}/run", "admin", "Run a scheduled job now"),
  request: { params: jobNameParam },
  responses: answers(200, "The job's status after the run.", dataOf(jobStatusDto), [400, ...GUARDED, 404]),
});

const auditLog = createRoute({
  ...admin.get(
    "/audit-log",
    "admin",
    "The audit log",
    "Every admin action, newest first; filter by action, target type or target.",
  ),
  request: { query: auditLogQuery },
  responses: answers(200, "A page of entries.", cursorPageOf(auditEntryDto), [400, ...GUARDED]),
});

const stats = createRoute({
  ...admin.get(
    "/explore/stats",
    "admin",
    "Explore stats",
    "Pending requests, per-city thresholds (shouldBeIndexable, action) and freshness.",
  ),
  responses: answers(200, "The stats.", dataOf(exploreStatsDto), GUARDED),
});

const companies = createRoute({
  ...admin.get("/explore/organizations", "admin", "Explore companies and enrolment requests"),
  request: { query: adminCompaniesQuery },
  responses: answers(200, "A page, by name.", countedPageOf(adminCompanyDto), [400, ...GUARDED]),
});

const enrollment = createRoute({
  ...admin.put(
    "/explore/organizations/{id}/enrollment",
    "admin",
    "Approve or reject an Explore request",
    "Approve with an editor note of 300-600 characters after trimming, only when paid (403 PAYMENT_REQUIRED); reject with an optional reason the owner sees.",
  ),
  request: { params: idParam, body: jsonRequest(enrollmentDecisionInput) },
  responses: answers(200, "The company after the decision.", dataOf(adminCompanyDto), [400, ...GUARDED, 404, 409]),
});

const editDecision = createRoute({
  ...admin.put(
    "/explore/organizations/{id}/pending-edit",
    "admin",
    "Approve or reject an approved Explore company's edit",
    "Approve publishes the edit of the named revision over the approved version; reject discards it and the approved version stays. 409 CHANGED_MEANWHILE when that revision no longer waits (saved again or withdrawn).",
  ),
  request: { params: idParam, body: jsonRequest(pendingEditDecisionInput) },
  responses: answers(200, "Decided.", dataOf(z.object({ action: z.enum(["approve", "reject"]) })), [
    400,
    ...GUARDED,
    404,
    409,
  ]),
});

/** /api/admin: the admin panel's data (docs/product/admin.md). Every route is admin only (401 signed out, 403 others). */
export const adminApi = documentedRoutes()
  .openapi(overview, async (c) => c.json({ data: await getAdminOverview(c.var.db, c.var.user) }, 200))
  .openapi(users, async (c) => c.json({ data: await listAdminUsers(c.var.db, c.var.user) }, 200))
  .openapi(systemStatus, async (c) => c.json({ data: await getSystemStatus(c.var.db, c.var.user) }, 200))
  .openapi(runJob, async (c) =>
    c.json({ data: await runJobNow(c.var.db, c.env, c.var.user, c.req.valid("param").name) }, 200),
  )
  .openapi(auditLog, async (c) => c.json(await listAuditLog(c.var.db, c.req.valid("query")), 200))
  .openapi(stats, async (c) => c.json({ data: await exploreStats(c.var.db, c.var.user) }, 200))
  .openapi(companies, async (c) => c.json(await listAdminCompanies(c.var.db, c.var.user, c.req.valid("query")), 200))
  .openapi(enrollment, async (c) => {
    const stores = { db: c.var.db, cache: c.env.CACHE };
    const decision = await decideEnrollment(stores, c.var.user, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ data: decision }, 200);
  })
  .openapi(editDecision, async (c) => {
    const stores = { db: c.var.db, images: c.env.IMAGES, cache: c.env.CACHE };
    const input = c.req.valid("json");
    await decidePendingEdit(stores, c.var.user, c.req.valid("param").id, input);
    return c.json({ data: { action: input.action } }, 200);
  });
