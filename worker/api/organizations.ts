import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { getActiveCountries } from "../services/active-countries";
import { readImageUpload } from "../services/image-upload";
import { adminFlagsInput, createOrganizationInput, updateOrganizationInput } from "../services/organization-input";
import {
  createOrganization,
  deleteOrganization,
  EDIT_FORBIDDEN,
  setAdminFlags,
  setOrganizationImage,
  updateOrganization,
} from "../services/organization-writes";
import {
  exploreQuerySchema,
  facetCounts,
  getOrganization,
  listExploreOrganizations,
  listOrganizations,
  listQuerySchema,
} from "../services/organizations";
import { type AppEnv, requireAccess } from "./context";
import { badRequest, forbidden } from "./errors";
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
  )
  .post("/", requireAccess("verified"), validate("json", createOrganizationInput), async (c) => {
    const id = await createOrganization(stores(c), c.var.session!.user.id, c.req.valid("json"));
    return c.json({ data: { data: await getOrganization(c.var.db, id, c.var.viewer) } }, 201);
  })
  .put("/:id", requireAccess("verified"), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const body: unknown = await c.req.json().catch(() => {
      throw badRequest("The request body must be JSON");
    });
    // An admin may send the featured/Explore flags alone; everything else is the creator's full update.
    const flags = adminFlagsInput.safeParse(body);
    if (flags.success) {
      if (c.var.viewer?.role !== "admin") throw forbidden(EDIT_FORBIDDEN);
      return c.json({ data: await setAdminFlags(stores(c), id, flags.data) });
    }
    const input = updateOrganizationInput.safeParse(body);
    if (!input.success) {
      const issues = input.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      throw badRequest(issues[0]!.message, issues);
    }
    return c.json({ data: await updateOrganization(stores(c), c.var.viewer, id, input.data) });
  })
  .delete("/:id", requireAccess("verified"), validate("param", idParam), async (c) => {
    await deleteOrganization(stores(c), c.var.viewer, c.req.valid("param").id);
    return c.json({ data: { deleted: true } });
  })
  .post("/:id/:slot{logo|banner}", requireAccess("verified"), async (c) => {
    const upload = await readImageUpload(c.req.raw);
    const slot = c.req.param("slot") === "logo" ? "logo" : "banner";
    const url = await setOrganizationImage(stores(c), c.var.viewer, c.req.param("id"), { kind: slot }, upload);
    return c.json({ data: { [slot === "logo" ? "logoUrl" : "bannerImageUrl"]: url } });
  })
  .delete("/:id/:slot{logo|banner}", requireAccess("verified"), async (c) => {
    const slot = c.req.param("slot") === "logo" ? "logo" : "banner";
    await setOrganizationImage(stores(c), c.var.viewer, c.req.param("id"), { kind: slot }, null);
    return c.json({ data: { [slot === "logo" ? "logoUrl" : "bannerImageUrl"]: null } });
  })
  .post("/:id/category/:categoryId/image", requireAccess("verified"), async (c) => {
    const upload = await readImageUpload(c.req.raw);
    const { id, categoryId } = c.req.param();
    const url = await setOrganizationImage(stores(c), c.var.viewer, id, { kind: "category", categoryId }, upload);
    return c.json({ data: { categoryImageUrl: url } });
  })
  .delete("/:id/category/:categoryId/image", requireAccess("verified"), async (c) => {
    const { id, categoryId } = c.req.param();
    await setOrganizationImage(stores(c), c.var.viewer, id, { kind: "category", categoryId }, null);
    return c.json({ data: { categoryImageUrl: null } });
  });

function stores(c: { var: { db: Db }; env: Env }) {
  return { db: c.var.db, images: c.env.IMAGES, cache: c.env.CACHE };
}
