import { Hono } from "hono";
import { z } from "zod";
import { compareQuery } from "../../contract/compare";
import { directoryQuery, exploreQuery } from "../../contract/directory";
import { domainCheckInput, domainCodeInput, domainCodeRequest } from "../../contract/domain-verification";
import { message } from "../../contract/errors";
import {
  adminFlagsInput,
  createOrganizationInput,
  imageUploadForm,
  organizationId,
  updateOrganizationInput,
} from "../../contract/organization";
import type { Db } from "../db/client";
import { getConfig } from "../env";
import { getActiveCountries } from "../services/active-countries";
import { compareOrganizations } from "../services/compare";
import { facetCounts, listOrganizations } from "../services/directory";
import { checkDomain, confirmDomainCode, getDomainVerification, sendDomainCode } from "../services/domain-verification";
import { invalid, invalidInput } from "../services/errors";
import { readImageUpload } from "../services/image-upload";
import {
  createOrganization,
  deleteOrganization,
  type ImageSlot,
  requireChangeAccess,
  setAdminFlags,
  setOrganizationImage,
  updateOrganization,
} from "../services/organization-writes";
import { getOrganization, listExploreOrganizations } from "../services/organizations";
import { type AppEnv, signedIn } from "./context";
import { multipartBody, validate } from "./validation";

/** GET /api/organizations/facets takes the list's filters without its paging. */
export const facetsQuery = directoryQuery.pick({ country: true, categories: true, q: true });
export const idParam = z.object({ id: organizationId });
export const categoryImageParam = z.object({ id: organizationId, categoryId: z.string().min(1).max(64) });
const LOGO: ImageSlot = { kind: "logo" };
const BANNER: ImageSlot = { kind: "banner" };

function stores(c: { var: { db: Db }; env: Env }) {
  return { db: c.var.db, images: c.env.IMAGES, cache: c.env.CACHE };
}

export const organizationsApi = new Hono<AppEnv>()
  .get("/", validate("query", directoryQuery), async (c) =>
    c.json(await listOrganizations(c.var.db, c.req.valid("query"))),
  )
  .get("/facets", validate("query", facetsQuery), async (c) => {
    const { counts, capped } = await facetCounts(c.var.db, c.req.valid("query"));
    return c.json({ data: Object.fromEntries(counts), meta: { capped } });
  })
  .get("/active-countries", async (c) => c.json({ data: await getActiveCountries(c.var.db, c.env.CACHE) }))
  .get("/explore", validate("query", exploreQuery), async (c) => {
    const { city, limit } = c.req.valid("query");
    return c.json({ data: await listExploreOrganizations(c.var.db, { city, limit }) });
  })
  .get("/compare", validate("query", compareQuery), async (c) =>
    c.json({ data: await compareOrganizations(c.var.db, c.req.valid("query").ids) }),
  )
  .get("/:id", validate("param", idParam), async (c) =>
    c.json({ data: await getOrganization(c.var.db, c.req.valid("param").id, c.var.user) }),
  )
  .post("/", signedIn("verified"), validate("json", createOrganizationInput), async (c) => {
    const organization = await createOrganization(stores(c), c.var.user, c.req.valid("json"));
    return c.json({ data: { data: organization } }, 201);
  })
  .put("/:id", signedIn("verified"), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const body: unknown = await c.req.json().catch(() => {
      throw invalid(message("general.invalidJson"));
    });
    // An admin may send the featured/Explore flags alone; everything else is the creator's full update. Who may make
    // the change is settled before what was sent is judged.
    const flags = adminFlagsInput.safeParse(body);
    await requireChangeAccess(c.var.db, c.var.user, id, flags.success ? "flags" : "content");
    if (flags.success) return c.json({ data: await setAdminFlags(stores(c), c.var.user, id, flags.data) });
    const input = updateOrganizationInput.safeParse(body);
    if (!input.success) throw invalidInput(input.error.issues);
    return c.json({ data: await updateOrganization(stores(c), c.var.user, id, input.data) });
  })
  .delete("/:id", signedIn("verified"), validate("param", idParam), async (c) => {
    await deleteOrganization({ ...stores(c), config: getConfig(c.env) }, c.var.user, c.req.valid("param").id);
    return c.json({ data: { deleted: true } });
  })
  // Logo and banner are separate routes (not one `:slot`) so that each answer names its own key in the route type
  // that the typed client reads (data.logoUrl, data.bannerImageUrl).
  .post("/:id/logo", signedIn("verified"), validate("param", idParam), multipartBody(imageUploadForm), async (c) => {
    const upload = () => readImageUpload(c.req.raw);
    const url = await setOrganizationImage(stores(c), c.var.user, c.req.valid("param").id, LOGO, upload);
    return c.json({ data: { logoUrl: url } });
  })
  .delete("/:id/logo", signedIn("verified"), validate("param", idParam), async (c) => {
    await setOrganizationImage(stores(c), c.var.user, c.req.valid("param").id, LOGO, null);
    return c.json({ data: { logoUrl: null } });
  })
  .post("/:id/banner", signedIn("verified"), validate("param", idParam), multipartBody(imageUploadForm), async (c) => {
    const upload = () => readImageUpload(c.req.raw);
    const url = await setOrganizationImage(stores(c), c.var.user, c.req.valid("param").id, BANNER, upload);
    return c.json({ data: { bannerImageUrl: url } });
  })
  .delete("/:id/banner", signedIn("verified"), validate("param", idParam), async (c) => {
    await setOrganizationImage(stores(c), c.var.user, c.req.valid("param").id, BANNER, null);
    return c.json({ data: { bannerImageUrl: null } });
  })
  .post(
    "/:id/category/:categoryId/image",
    signedIn("verified"),
    validate("param", categoryImageParam),
    multipartBody(imageUploadForm),
    async (c) => {
      const { id, categoryId } = c.req.valid("param");
      const slot: ImageSlot = { kind: "category", categoryId };
      const url = await setOrganizationImage(stores(c), c.var.user, id, slot, () => readImageUpload(c.req.raw));
      return c.json({ data: { categoryImageUrl: url } });
    },
  )
  .delete("/:id/category/:categoryId/image", signedIn("verified"), validate("param", categoryImageParam), async (c) => {
    const { id, categoryId } = c.req.valid("param");
    await setOrganizationImage(stores(c), c.var.user, id, { kind: "category", categoryId }, null);
    return c.json({ data: { categoryImageUrl: null } });
  })
  // Verified profiles: the creator proves control of the website's domain.
  .get("/:id/domain-verification", signedIn("verified"), validate("param", idParam), async (c) =>
    c.json({ data: await getDomainVerification(c.var.db, c.var.user, c.req.valid("param").id) }),
  )
  .post(
    "/:id/domain-verification/check",
    signedIn("verified"),
    validate("param", idParam),
    validate("json", domainCheckInput),
    async (c) => {
      const { id } = c.req.valid("param");
      const { method } = c.req.valid("json");
      return c.json({ data: await checkDomain(getConfig(c.env), c.var.db, c.var.user, id, method) });
    },
  )
  .post(
    "/:id/domain-verification/code-request",
    signedIn("verified"),
    validate("param", idParam),
    validate("json", domainCodeRequest),
    async (c) => {
      const { id } = c.req.valid("param");
      const { localPart } = c.req.valid("json");
      return c.json({ data: await sendDomainCode(getConfig(c.env), c.var.db, c.var.user, id, localPart) });
    },
  )
  .post(
    "/:id/domain-verification/code",
    signedIn("verified"),
    validate("param", idParam),
    validate("json", domainCodeInput),
    async (c) => {
      const { id } = c.req.valid("param");
      const { code } = c.req.valid("json");
      return c.json({ data: await confirmDomainCode(getConfig(c.env), c.var.db, c.var.user, id, code) });
    },
  );
