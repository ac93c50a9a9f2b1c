import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { analyticsOverviewQuery, directoryEventInput, exploreEventInput, vitalsInput } from "../../contract/analytics";
import { organizationId } from "../../contract/organization";
import {
  analyticsOverview,
  enqueueDirectoryEvent,
  enqueueExploreEvent,
  enqueueVitals,
  organizationStats,
  refusesTracking,
  withinAnalyticsLimit,
} from "../services/analytics";
import { rateLimited } from "../services/rate-limit";
import { type AppEnv, signedIn } from "./context";
import { validate } from "./validation";

/**
 * The beacons: no session, no database on their path (worker/api/index.ts leaves them out of the request context,
 * worker/index.ts out of the D1-counted write limit); their own limit is the edge's Rate Limiting binding.
 */
export const BEACON_PATHS = new Set(["/api/analytics/vitals", "/api/analytics/explore", "/api/analytics/directory"]);

/**
 * Before a beacon is even parsed: Do Not Track, Global Privacy Control and bots get 204 and nothing is queued; then
 * the per-address limit (429).
 */
const beacon = createMiddleware<AppEnv>(async (c, next) => {
  if (refusesTracking(c.req.raw.headers)) return c.body(null, 204);
  if (!(await withinAnalyticsLimit(c.env, c.req.raw))) throw rateLimited(60);
  await next();
});

const orgParam = z.object({ id: organizationId });

const queued = { data: { queued: true as const } };

/**
 * The beacon is answered at once and queued after the answer (waitUntil keeps the worker alive for it): the browser
 * never reads the answer, and the send to Queues stays off the response's path. Events first hash the visitor (Web
 * Crypto); a failure there is logged.
 */
function afterAnswer(c: Context<AppEnv>, preparing: Promise<void>) {
  c.executionCtx.waitUntil(
    preparing.catch((error: unknown) => console.error("Queueing an analytics beacon failed", error)),
  );
}

/** /api/analytics (docs/product/analytics.md). */
export const analyticsApi = new Hono<AppEnv>()
  .post("/vitals", beacon, validate("json", vitalsInput), async (c) => {
    enqueueVitals(c.env, c.executionCtx, c.req.valid("json"));
    return c.json(queued, 202);
  })
  .post("/explore", beacon, validate("json", exploreEventInput), async (c) => {
    afterAnswer(c, enqueueExploreEvent(c.env, c.executionCtx, c.req.raw, c.req.valid("json")));
    return c.json(queued, 202);
  })
  .post("/directory", beacon, validate("json", directoryEventInput), async (c) => {
    afterAnswer(c, enqueueDirectoryEvent(c.env, c.executionCtx, c.req.raw, c.req.valid("json")));
    return c.json(queued, 202);
  })
  .get("/organizations/:id", signedIn("signed-in"), validate("param", orgParam), async (c) =>
    c.json({ data: await organizationStats(c.var.db, c.var.user, c.req.valid("param").id) }),
  )
  .get("/overview", signedIn("admin"), validate("query", analyticsOverviewQuery), async (c) =>
    c.json({ data: await analyticsOverview(c.var.db, c.var.user, c.req.valid("query").range) }),
  );

export { orgParam as analyticsOrgParam };
