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

/** A list of reference data, each at its own mount point's root. */
function listRoute<Item extends z.ZodType>(summary: string, answer: string, item: Item, description?: string) {
  return createRoute({
    method: "get",
    path: "/",
    ...about(TAG, "public", summary, description),
    middleware: reference,
    responses: answers(200, answer, dataOf(z.array(item)), [500]),
  });
}

const categories = listRoute("Categories", "Categories.", categoryDto, "In catalogue order.");
const groups = listRoute("Category groups", "Groups in order.", categoryGroupDto);
const countries = listRoute("Countries", "Countries by name.", countryDto);

export const categoriesApi = documentedRoutes().openapi(categories, async (c) =>
  c.json({ data: (await getReferenceData(c.var.db)).categories }, 200),
);

export const categoryGroupsApi = documentedRoutes().openapi(groups, async (c) =>
  c.json({ data: (await getReferenceData(c.var.db)).groups }, 200),
);

export const countriesApi = documentedRoutes().openapi(countries, async (c) =>
  c.json({ data: (await getReferenceData(c.var.db)).countries }, 200),
);
