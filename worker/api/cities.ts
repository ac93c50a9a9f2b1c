import { Hono } from "hono";
import { z } from "zod";
import { getCityBySlug, listCities, listCityAnchors } from "../services/cities";
import type { AppEnv } from "./context";
import { forbidden, unauthorized } from "./errors";
import { validate } from "./validation";

const slugParam = z.object({
  slug: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,64}$/, "Invalid city slug"),
});

export const citiesApi = new Hono<AppEnv>()
  .get("/", validate("query", z.object({ indexable: z.enum(["true", "false"]).optional() })), async (c) => {
    const indexableOnly = c.req.valid("query").indexable === "true";
    // The full list, hidden cities included, is for the admin panel only.
    if (!indexableOnly) {
      if (!c.var.viewer) throw unauthorized("You need to be logged in to perform this action.");
      if (c.var.viewer.role !== "admin") throw forbidden("You don't have permission to access this page");
    }
    return c.json({ data: await listCities(c.var.db, { indexableOnly }) });
  })
  .get("/slug/:slug", validate("param", slugParam), async (c) =>
    c.json({ data: await getCityBySlug(c.var.db, c.req.valid("param").slug) }),
  )
  .get("/slug/:slug/anchors", validate("param", slugParam), async (c) =>
    c.json({ data: await listCityAnchors(c.var.db, c.req.valid("param").slug) }),
  );
