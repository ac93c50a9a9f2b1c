import { Hono } from "hono";
import { z } from "zod";
import { adminCompaniesQuery, auditLogQuery, enrollmentDecisionInput, jobNameParam } from "../../contract/admin";
import { organizationId } from "../../contract/organization";
import { getAdminOverview } from "../services/admin-overview";
import { listAdminUsers } from "../services/admin-users";
import { listAuditLog } from "../services/audit";
import { decideEnrollment, exploreStats, listAdminCompanies } from "../services/explore-moderation";
import { getSystemStatus, runJobNow } from "../services/system-status";
import { type AppEnv, signedIn } from "./context";
import { validate } from "./validation";

export const idParam = z.object({ id: organizationId });

/** /api/admin: the admin panel's data (docs/product/admin.md). Every route is admin only (401 signed out, 403 others). */
export const adminApi = new Hono<AppEnv>()
  .get("/overview", signedIn("admin"), async (c) => c.json({ data: await getAdminOverview(c.var.db, c.var.user) }))
  .get("/users", signedIn("admin"), async (c) => c.json({ data: { data: await listAdminUsers(c.var.db, c.var.user) } }))
  .get("/system-status", signedIn("admin"), async (c) => c.json({ data: await getSystemStatus(c.var.db, c.var.user) }))
  .post("/system-status/jobs/:name/run", signedIn("admin"), validate("param", jobNameParam), async (c) =>
    c.json({ data: await runJobNow(c.var.db, c.env, c.var.user, c.req.valid("param").name) }),
  )
  .get("/audit-log", signedIn("admin"), validate("query", auditLogQuery), async (c) =>
    c.json(await listAuditLog(c.var.db, c.req.valid("query"))),
  )
  .get("/explore/stats", signedIn("admin"), async (c) => c.json({ data: await exploreStats(c.var.db, c.var.user) }))
  .get("/explore/organizations", signedIn("admin"), validate("query", adminCompaniesQuery), async (c) =>
    c.json(await listAdminCompanies(c.var.db, c.var.user, c.req.valid("query"))),
  )
  .put(
    "/explore/organizations/:id/enrollment",
    signedIn("admin"),
    validate("param", idParam),
    validate("json", enrollmentDecisionInput),
    async (c) => {
      const stores = { db: c.var.db, cache: c.env.CACHE };
      const decision = await decideEnrollment(stores, c.var.user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ data: decision });
    },
  );
