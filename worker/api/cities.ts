import { Hono } from "hono";
import { z } from "zod";
import { citySlug } from "../../contract/organization";
import { getCityBySlug, listCities, listCityAnchors } from "../services/cities";
import { requireAdmin } from "../services/permissions";
import type { AppEnv } from "./context";
import { validate } from "./validation";

export const slugParam = z.object({ slug: citySlug });
/** Without indexable=true the list includes hidden cities, which only admins may see. */
export const citiesQuery = z.object({ indexable: z.enum(["true", "false"]).optional() });

export const citiesApi = new Hono<AppEnv>()
  .get("/", validate("query", citiesQuery), async (c) => {
    const indexableOnly = c.req.valid("query").indexable === "true";
    // The full list, hidden cities included, is for the admin panel only.
    if (!indexableOnly) requireAdmin(c.var.user);
    return c.json({ data: await listCities(c.var.db, { indexableOnly }) });
  })
  .get("/slug/:slug", validate("param", slugParam), async (c) =>
    c.json({ data: await getCityBySlug(c.var.db, c.req.valid("param").slug) }),
  )
  .get("/slug/:slug/anchors", validate("param", slugParam), async (c) =>
    c.json({ data: await listCityAnchors(c.var.db, c.req.valid("param").slug) }),
  );
