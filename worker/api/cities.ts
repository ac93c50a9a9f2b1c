import { Hono } from "hono";
import { z } from "zod";
import { cityId, cityInput, cityVisibilityInput } from "../../contract/cities";
import { message } from "../../contract/errors";
import { citySlug } from "../../contract/organization";
import { getCityBySlug, listCities, listCityAnchors } from "../services/cities";
import { createCity, deleteCity, setCityHeroImage, setCityVisibility, updateCity } from "../services/city-writes";
import { invalid, invalidInput } from "../services/errors";
import { readImageUpload } from "../services/image-upload";
import { requireAdmin } from "../services/permissions";
import { type AppEnv, signedIn } from "./context";
import { validate } from "./validation";

export const slugParam = z.object({ slug: citySlug });
export const idParam = z.object({ id: cityId });
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
  )
  .post("/", signedIn("admin"), validate("json", cityInput), async (c) =>
    c.json({ data: await createCity(c.var.db, c.var.user, c.req.valid("json")) }, 201),
  )
  .put("/:id", signedIn("admin"), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const body: unknown = await c.req.json().catch(() => {
      throw invalid(message("general.invalidJson"));
    });
    // The full city, or isIndexable alone (the Indexable/Hidden toggle).
    const visibility = cityVisibilityInput.safeParse(body);
    if (visibility.success) {
      return c.json({ data: await setCityVisibility(c.var.db, c.var.user, id, visibility.data.isIndexable) });
    }
    const input = cityInput.safeParse(body);
    if (!input.success) throw invalidInput(input.error.issues);
    return c.json({ data: await updateCity(c.var.db, c.var.user, id, input.data) });
  })
  .delete("/:id", signedIn("admin"), validate("param", idParam), async (c) => {
    await deleteCity(c.var.db, c.env.IMAGES, c.var.user, c.req.valid("param").id);
    return c.json({ data: { deleted: true } });
  })
  .post("/:id/hero-image", signedIn("admin"), validate("param", idParam), async (c) => {
    const stores = { db: c.var.db, images: c.env.IMAGES };
    const url = await setCityHeroImage(stores, c.var.user, c.req.valid("param").id, () => readImageUpload(c.req.raw));
    return c.json({ data: { heroImageUrl: url } });
  });
