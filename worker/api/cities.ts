import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { cityId, cityInput, cityVisibilityInput } from "../../contract/cities";
import { cityDto, organizationDto } from "../../contract/dto";
import { message } from "../../contract/errors";
import { citySlug, imageUploadForm } from "../../contract/organization";
import { dataOf, deletedDto, imageUrlDto } from "../../contract/responses";
import { invalid, invalidInput } from "../platform/errors";
import { readImageUpload } from "../platform/image-upload";
import { requireAdmin } from "../services/access/permissions";
import { getCityBySlug, listCities, listCityAnchors } from "../services/explore/cities";
import {
  createCity,
  deleteCity,
  setCityHeroImage,
  setCityVisibility,
  updateCity,
} from "../services/explore/city-writes";
import { answers, documentedBody, GUARDED, jsonRequest } from "./describe";
import { tagged } from "./routes";
import { documentedRoutes } from "./validation";

export const slugParam = z.object({ slug: citySlug });
export const idParam = z.object({ id: cityId });
/** Without indexable=true the list includes hidden cities, which only admins may see. */
export const citiesQuery = z.object({ indexable: z.enum(["true", "false"]).optional() });
const cities = tagged("Cities");

const list = createRoute({
  ...cities.get(
    "/",
    "public",
    "Cities",
    "With indexable=true, the public city guides; without it every city, hidden ones included (admins only).",
  ),
  request: { query: citiesQuery },
  responses: answers(200, "Cities by name.", dataOf(z.array(cityDto)), [400, 401, 403, 500]),
});

const bySlug = createRoute({
  ...cities.get("/slug/{slug}", "public", "One city"),
  request: { params: slugParam },
  responses: answers(200, "The city.", dataOf(cityDto), [400, 404, 500]),
});

const anchors = createRoute({
  ...cities.get("/slug/{slug}/anchors", "public", "A city's anchor organizations"),
  request: { params: slugParam },
  responses: answers(200, "Featured Explore companies.", dataOf(z.array(organizationDto)), [400, 404, 500]),
});

const create = createRoute({
  ...cities.post(
    "/",
    "admin",
    "Create a city",
    "Slug lowercased with spaces as hyphens and unique (409 SLUG_TAKEN); the change is audited.",
  ),
  request: { body: jsonRequest(cityInput) },
  responses: answers(201, "The new city.", dataOf(cityDto), [400, ...GUARDED, 409]),
});

// The body is one of two shapes, told apart by the handler: it is only described here.
const update = createRoute({
  ...cities.put(
    "/{id}",
    "admin",
    "Update a city, or only show or hide it",
    "The full city, or `{ isIndexable }` alone (the Indexable/Hidden toggle).",
  ),
  request: { params: idParam, body: documentedBody("application/json", z.union([cityVisibilityInput, cityInput])) },
  responses: answers(200, "The city.", dataOf(cityDto), [400, ...GUARDED, 404, 409]),
});

const remove = createRoute({
  ...cities.delete(
    "/{id}",
    "admin",
    "Delete a city",
    "Refused with 409 CITY_IN_USE while organizations name it as their primary city: hide it instead.",
  ),
  request: { params: idParam },
  responses: answers(200, "Deleted.", deletedDto, [400, ...GUARDED, 404, 409]),
});

// The upload is streamed and checked by the handler (413, 415): its body is only described here.
const heroImage = createRoute({
  ...cities.post(
    "/{id}/hero-image",
    "admin",
    "Upload a city's hero image",
    "JPEG, PNG or WebP (judged by the file's bytes), at most 5 MB.",
  ),
  request: { params: idParam, body: documentedBody("multipart/form-data", imageUploadForm) },
  responses: answers(200, "The image's URL.", imageUrlDto("heroImageUrl"), [400, ...GUARDED, 404, 413, 415, 503]),
});

export const citiesApi = documentedRoutes()
  .openapi(list, async (c) => {
    const indexableOnly = c.req.valid("query").indexable === "true";
    // The full list, hidden cities included, is for the admin panel only.
    if (!indexableOnly) requireAdmin(c.var.user);
    return c.json({ data: await listCities(c.var.db, { indexableOnly }) }, 200);
  })
  .openapi(bySlug, async (c) => c.json({ data: await getCityBySlug(c.var.db, c.req.valid("param").slug) }, 200))
  .openapi(anchors, async (c) => c.json({ data: await listCityAnchors(c.var.db, c.req.valid("param").slug) }, 200))
  .openapi(create, async (c) => c.json({ data: await createCity(c.var.db, c.var.user, c.req.valid("json")) }, 201))
  .openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    const body: unknown = await c.req.json().catch(() => {
      throw invalid(message("general.invalidJson"));
    });
    // The full city, or isIndexable alone (the Indexable/Hidden toggle).
    const visibility = cityVisibilityInput.safeParse(body);
    if (visibility.success) {
      return c.json({ data: await setCityVisibility(c.var.db, c.var.user, id, visibility.data.isIndexable) }, 200);
    }
    const input = cityInput.safeParse(body);
    if (!input.success) throw invalidInput(input.error.issues);
    return c.json({ data: await updateCity(c.var.db, c.var.user, id, input.data) }, 200);
  })
  .openapi(remove, async (c) => {
    await deleteCity(c.var.db, c.env.IMAGES, c.var.user, c.req.valid("param").id);
    return c.json({ data: { deleted: true as const } }, 200);
  })
  .openapi(heroImage, async (c) => {
    const stores = { db: c.var.db, images: c.env.IMAGES };
    const url = await setCityHeroImage(stores, c.var.user, c.req.valid("param").id, () => readImageUpload(c.req.raw));
    return c.json({ data: { heroImageUrl: url } }, 200);
  });
