import { Hono } from "hono";
import { z } from "zod";
import { getActiveCountries } from "../services/active-countries";
import {
  exploreQuerySchema,
  facetCounts,
  getOrganization,
  listExploreOrganizations,
  listOrganizations,
  listQuerySchema,
} from "../services/organizations";
import type { AppEnv } from "./context";
import { validate } from "./validation";

const idParam = z.object({ id: z.string().min(1, "Organization ID is missing").max(128) });

export const organizationsApi = new Hono<AppEnv>()
  .get("/", validate("query", listQuerySchema), async (c) => {
    const { data, meta } = await listOrganizations(c.var.db, c.req.valid("query"));
    return c.json({ data, meta });
  })
  .get("/facets", validate("query", listQuerySchema.pick({ country: true, categories: true, q: true })), async (c) => {
    const counts = await facetCounts(c.var.db, c.req.valid("query"));
    return c.json({ data: Object.fromEntries(counts) });
  })
  .get("/active-countries", async (c) => c.json({ data: await getActiveCountries(c.var.db, c.env.CACHE) }))
  .get("/explore", validate("query", exploreQuerySchema), async (c) => {
    const { city, limit } = c.req.valid("query");
    return c.json({ data: await listExploreOrganizations(c.var.db, { city, limit }) });
  })
  .get("/:id", validate("param", idParam), async (c) =>
    c.json({ data: await getOrganization(c.var.db, c.req.valid("param").id, c.var.viewer) }),
  );
