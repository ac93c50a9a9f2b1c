import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { MAX_SAVED_SEARCHES } from "../../contract/limits";
import { dataOf, deletedDto } from "../../contract/responses";
import {
  savedSearchDto,
  savedSearchId,
  savedSearchInput,
  savedSearchUpdate,
  unsubscribedDto,
  unsubscribeQuery,
} from "../../contract/saved-searches";
import { getConfig } from "../platform/env";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribe,
  updateSavedSearch,
} from "../services/alerts/saved-searches";
import { answers, GUARDED, jsonRequest } from "./describe";
import { tagged } from "./routes";
import { documentedRoutes } from "./validation";

const savedSearches = tagged("Saved searches");

const list = createRoute({
  ...savedSearches.get("/", "verified", "My saved searches", "Newest first."),
  responses: answers(200, "Saved searches.", dataOf(z.array(savedSearchDto)), GUARDED),
});

const create = createRoute({
  ...savedSearches.post(
    "/",
    "verified",
    "Save a search",
    `A name and at least one filter (country, categories, search text), as the directory reads them; with \`kind: "jobs"\`, the job board's filters as /jobs reads them (also workplace, type, seniority, a lowest salary with its currency and period). At most ${MAX_SAVED_SEARCHES} per person, and the same filters once (409). Alerts start on: a daily email lists the organizations newly listed (for a job board search, the roles first posted and open) that match, and none is sent when nothing is new.`,
  ),
  request: { body: jsonRequest(savedSearchInput) },
  responses: answers(201, "The saved search.", dataOf(savedSearchDto), [400, ...GUARDED, 409]),
});

// The link of a digest's List-Unsubscribe header (RFC 8058): mail clients POST here, from no page of this site and
// with no session; the signed token is the authority.
const unsubscribeRoute = createRoute({
  ...savedSearches.mailLink(
    "/unsubscribe",
    "Stop a saved search's alerts (one-click unsubscribe)",
    "The List-Unsubscribe link of a digest email (RFC 8058): no session and no same-site check, the signed token names the search. Doing it twice changes nothing.",
  ),
  request: { query: unsubscribeQuery },
  responses: answers(200, "Alerts are off.", dataOf(unsubscribedDto), [400, 404, 500]),
});

const update = createRoute({
  ...savedSearches.patch("/{id}", "verified", "Rename a saved search, or turn its alerts on or off"),
  request: { params: savedSearchId, body: jsonRequest(savedSearchUpdate) },
  responses: answers(200, "The saved search.", dataOf(savedSearchDto), [400, ...GUARDED, 404]),
});

const remove = createRoute({
  ...savedSearches.delete("/{id}", "verified", "Delete a saved search"),
  request: { params: savedSearchId },
  responses: answers(200, "Deleted.", deletedDto, [400, ...GUARDED, 404]),
});

/** Saved searches with alerts: the owner's own, and the digest's unsubscribe link. */
export const savedSearchesApi = documentedRoutes()
  .openapi(list, async (c) => c.json({ data: await listSavedSearches(c.var.db, c.var.user) }, 200))
  .openapi(create, async (c) =>
    c.json({ data: await createSavedSearch(c.var.db, c.var.user, c.req.valid("json")) }, 201),
  )
  .openapi(unsubscribeRoute, async (c) => {
    const { name } = await unsubscribe(getConfig(c.env), c.var.db, c.req.valid("query").token);
    return c.json({ data: { name, alerts: false as const } }, 200);
  })
  .openapi(update, async (c) =>
    c.json({ data: await updateSavedSearch(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .openapi(remove, async (c) => {
    await deleteSavedSearch(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ data: { deleted: true as const } }, 200);
  });
