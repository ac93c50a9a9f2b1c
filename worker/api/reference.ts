import { Hono } from "hono";
import { getReferenceData, REFERENCE_CACHE_CONTROL } from "../services/reference";
import type { AppEnv } from "./context";

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
