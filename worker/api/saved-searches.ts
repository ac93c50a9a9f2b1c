import { Hono } from "hono";
import { savedSearchId, savedSearchInput, savedSearchUpdate, unsubscribeQuery } from "../../contract/saved-searches";
import { getConfig } from "../env";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribe,
  updateSavedSearch,
} from "../services/saved-searches";
import { type AppEnv, signedIn } from "./context";
import { validate } from "./validation";

/** Saved searches with alerts: the owner's own, and the digest's unsubscribe link. */
export const savedSearchesApi = new Hono<AppEnv>()
  .get("/", signedIn("verified"), async (c) => c.json({ data: await listSavedSearches(c.var.db, c.var.user) }))
  .post("/", signedIn("verified"), validate("json", savedSearchInput), async (c) =>
    c.json({ data: await createSavedSearch(c.var.db, c.var.user, c.req.valid("json")) }, 201),
  )
  // The link of a digest's List-Unsubscribe header (RFC 8058): mail clients POST here, from no page of this site and
  // with no session; the signed token is the authority.
  .post("/unsubscribe", validate("query", unsubscribeQuery), async (c) => {
    const { name } = await unsubscribe(getConfig(c.env), c.var.db, c.req.valid("query").token);
    return c.json({ data: { name, alerts: false as const } });
  })
  .patch(
    "/:id",
    signedIn("verified"),
    validate("param", savedSearchId),
    validate("json", savedSearchUpdate),
    async (c) =>
      c.json({ data: await updateSavedSearch(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .delete("/:id", signedIn("verified"), validate("param", savedSearchId), async (c) => {
    await deleteSavedSearch(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ data: { deleted: true as const } });
  });
