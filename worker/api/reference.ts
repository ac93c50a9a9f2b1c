import { Hono } from "hono";
import { catalogueQuery } from "../../contract/dto";
import { IMMUTABLE_CACHE_CONTROL } from "../images";
import { getCatalogue } from "../services/catalogue";
import { getReferenceData, REFERENCE_CACHE_CONTROL } from "../services/reference";
import type { AppEnv } from "./context";
import { validate } from "./validation";

// Reference data changes with a deploy: served from the worker's memo, cacheable by browsers and shared caches.
export const categoriesApi = new Hono<AppEnv>().get("/", async (c) => {
  const { categories } = await getReferenceData(c.var.db);
  c.header("Cache-Control", REFERENCE_CACHE_CONTROL);
  return c.json({ data: categories });
});

export const categoryGroupsApi = new Hono<AppEnv>().get("/", async (c) => {
  const { groups } = await getReferenceData(c.var.db);
  c.header("Cache-Control", REFERENCE_CACHE_CONTROL);
  return c.json({ data: groups });
});

export const countriesApi = new Hono<AppEnv>().get("/", async (c) => {
  const { countries } = await getReferenceData(c.var.db);
  c.header("Cache-Control", REFERENCE_CACHE_CONTROL);
  return c.json({ data: countries });
});

/**
 * The directory's catalogue in a language, as the home page reads it before it hydrates (app/lib/catalogue.tsx): the
 * version the page names is kept by browsers and shared caches for a year, since its texts never change; any other
 * answers the current version like the rest of the reference data.
 */
export const catalogueApi = new Hono<AppEnv>().get("/", validate("query", catalogueQuery), async (c) => {
  const { locale, v } = c.req.valid("query");
  const catalogue = await getCatalogue(c.var.db, locale);
  c.header("Cache-Control", v === catalogue.version ? IMMUTABLE_CACHE_CONTROL : REFERENCE_CACHE_CONTROL);
  return c.json({ data: catalogue });
});
