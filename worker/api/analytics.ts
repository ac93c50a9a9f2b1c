import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import {
  analyticsOverviewDto,
  analyticsOverviewQuery,
  directoryEventInput,
  exploreEventInput,
  organizationStatsDto,
  queuedDto,
  roleEventInput,
  vitalsInput,
} from "../../contract/analytics";
import { organizationId } from "../../contract/organization";
import { rateLimited } from "../platform/rate-limit";
import {
  analyticsOverview,
  enqueueDirectoryEvent,
  enqueueExploreEvent,
  enqueueRoleEvent,
  enqueueVitals,
  organizationStats,
  refusesTracking,
  withinAnalyticsLimit,
} from "../services/analytics/analytics";
import type { AppEnv } from "./context";
import { about, answers, GUARDED, jsonRequest } from "./describe";
import { beaconWrite } from "./policy";
import { tagged } from "./routes";
import { documentedRoutes } from "./validation";

/**
 * Before a beacon is even parsed: Do Not Track, Global Privacy Control and bots get 204 and nothing is queued; then
 * the per-address limit (429), the edge's Rate Limiting binding rather than a D1 counter.
 */
const trackingConsent = createMiddleware<AppEnv>(async (c, next) => {
  if (refusesTracking(c.req.raw.headers)) return c.body(null, 204);
  if (!(await withinAnalyticsLimit(c.env, c.req.raw))) throw rateLimited(60);
  await next();
});

/** A beacon's whole policy: at most 4 KB from this site, consent, its own limit; no session and no database. */
const beacon = every(beaconWrite, trackingConsent) as typeof beaconWrite;

const orgParam = z.object({ id: organizationId });

const queued = { data: { queued: true as const } };
const TAG = "Analytics";
const analytics = tagged(TAG);

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

function beaconRoute<const Path extends string, Schema extends z.ZodType>(
  path: Path,
  summary: string,
  schema: Schema,
  description: string,
) {
  return createRoute({
    method: "post",
    path,
    ...about(
      TAG,
      "public",
      summary,
      `${description} Queued for storage. Answers 204 (nothing queued) to Do Not Track, Global Privacy Control and bots. At most 4 KB; limited per client address.`,
    ),
    middleware: beacon,
    request: { body: jsonRequest(schema) },
    responses: answers(202, "Queued.", queuedDto, [400, 403, 429, 500]),
  });
}

const vitals = beaconRoute(
  "/vitals",
  "Send a web vitals sample",
  vitalsInput,
  "One FCP, LCP, CLS, INP or TTFB measurement with the page's route pattern and lane; values from 0 to 120000 ms (CLS 0 to 10).",
);
const exploreEvent = beaconRoute(
  "/explore",
  "Send an Explore event",
  exploreEventInput,
  "explore_page_view, explore_profile_view, explore_claim_click or explore_claim_view (a view of a claim page).",
);
const directoryEvent = beaconRoute(
  "/directory",
  "Send a directory event",
  directoryEventInput,
  "For the owners' figures: org_profile_view and org_link_click name one organization, org_directory_appearance up to 60 shown by a filtered directory list.",
);

const roleEvent = beaconRoute(
  "/jobs",
  "Send a job board event",
  roleEventInput,
  "For the owners' figures: role_view (a view of a role's page) or role_apply_click (a click on its apply link), naming the role.",
);

const organizationFigures = createRoute({
  ...analytics.get(
    "/organizations/{id}",
    "signed-in",
    "An organization's figures",
    "Profile views, link clicks and appearances in filtered directory results over the last 30 days, each visitor counted at most once a day; updated hourly. Only the organization's creator and admins.",
  ),
  request: { params: orgParam },
  responses: answers(200, "The figures.", z.object({ data: organizationStatsDto }), [400, ...GUARDED, 404]),
});

const overview = createRoute({
  ...analytics.get(
    "/overview",
    "admin",
    "Vitals and the Explore funnel",
    "p75 of each vital per lane and route over the range (hourly for 48h, daily for 30d) and Explore page views, profile views and claim clicks per city.",
  ),
  request: { query: analyticsOverviewQuery },
  responses: answers(200, "The figures.", z.object({ data: analyticsOverviewDto }), [400, ...GUARDED]),
});

/** /api/analytics (docs/product/analytics.md). */
export const analyticsApi = documentedRoutes()
  .openapi(vitals, async (c) => {
    enqueueVitals(c.env, c.executionCtx, c.req.valid("json"));
    return c.json(queued, 202);
  })
  .openapi(exploreEvent, async (c) => {
    afterAnswer(c, enqueueExploreEvent(c.env, c.executionCtx, c.req.raw, c.req.valid("json")));
    return c.json(queued, 202);
  })
  .openapi(directoryEvent, async (c) => {
    afterAnswer(c, enqueueDirectoryEvent(c.env, c.executionCtx, c.req.raw, c.req.valid("json")));
    return c.json(queued, 202);
  })
  .openapi(roleEvent, async (c) => {
    afterAnswer(c, enqueueRoleEvent(c.env, c.executionCtx, c.req.raw, c.req.valid("json")));
    return c.json(queued, 202);
  })
  .openapi(organizationFigures, async (c) =>
    c.json({ data: await organizationStats(c.var.db, c.var.user, c.req.valid("param").id) }, 200),
  )
  .openapi(overview, async (c) =>
    c.json({ data: await analyticsOverview(c.var.db, c.var.user, c.req.valid("query").range) }, 200),
  );
