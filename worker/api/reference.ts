import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { categoryDto, categoryGroupDto, countryDto } from "../../contract/dto";
import { dataOf } from "../../contract/responses";
import { getReferenceData, REFERENCE_CACHE_CONTROL } from "../services/reference/reference";
import { about, answers } from "./describe";
import { cachedRead } from "./policy";
import { documentedRoutes } from "./validation";

const TAG = "Reference data";

// Reference data changes with a deploy: served from the worker's memo, cacheable by browsers and shared caches.
const reference = cachedRead(REFERENCE_CACHE_CONTROL);

const categories = createRoute({
  method: "get",
  path: "/",
  ...about(TAG, "public", "Categories", "In catalogue order."),
  middleware: reference,
  responses: answers(200, "Categories.", dataOf(z.array(categoryDto)), [500]),
});

const groups = createRoute({
  method: "get",
  path: "/",
  ...about(TAG, "public", "Category groups"),
  middleware: reference,
  responses: answers(200, "Groups in order.", dataOf(z.array(categoryGroupDto)), [500]),
});

const countries = createRoute({
  method: "get",
  path: "/",
  ...about(TAG, "public", "Countries"),
  middleware: reference,
  responses: answers(200, "Countries by name.", dataOf(z.array(countryDto)), [500]),
});

export const categoriesApi = documentedRoutes().openapi(categories, async (c) =>
  c.json({ data: (await getReferenceData(c.var.db)).categories }, 200),
);

export const categoryGroupsApi = documentedRoutes().openapi(groups, async (c) =>
  c.json({ data: (await getReferenceData(c.var.db)).groups }, 200),
);

export const countriesApi = documentedRoutes().openapi(countries, async (c) =>
  c.json({ data: (await getReferenceData(c.var.db)).countries }, 200),
);
