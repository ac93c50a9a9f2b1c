import { Hono } from "hono";
import { listCategories, listCategoryGroups, listCountries } from "../services/reference";
import type { AppEnv } from "./context";

export const categoriesApi = new Hono<AppEnv>().get("/", async (c) => c.json({ data: await listCategories(c.var.db) }));

export const categoryGroupsApi = new Hono<AppEnv>().get("/", async (c) =>
  c.json({ data: await listCategoryGroups(c.var.db) }),
);

export const countriesApi = new Hono<AppEnv>().get("/", async (c) => c.json({ data: await listCountries(c.var.db) }));
