import { $, createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { compareQuery } from "../../contract/compare";
import { directoryQuery, exploreQuery } from "../../contract/directory";
import {
  domainCheckInput,
  domainCodeInput,
  domainCodeRequest,
  domainVerificationDto,
  VERIFICATION_FILE_PATH,
  VERIFICATION_TXT_PREFIX,
} from "../../contract/domain-verification";
import { countryDto, organizationDto, pendingEditDto } from "../../contract/dto";
import { message } from "../../contract/errors";
import {
  adminFlagsInput,
  createOrganizationInput,
  imageUploadForm,
  organizationId,
  updateOrganizationInput,
} from "../../contract/organization";
import {
  comparisonDto,
  dataOf,
  deletedDto,
  facetCountsDto,
  imageRemovedDto,
  imageUrlDto,
  organizationPageDto,
} from "../../contract/responses";
import type { Db } from "../db/client";
import { getConfig } from "../platform/env";
import { invalid, invalidInput } from "../platform/errors";
import { readImageUpload } from "../platform/image-upload";
import type { Viewer } from "../services/access/permissions";
import { compareOrganizations } from "../services/directory/compare";
import { facetCounts, listDirectory } from "../services/directory/directory";
import {
  createOrganization,
  deleteOrganization,
  type ImageSlot,
  requireChangeAccess,
  setAdminFlags,
  setOrganizationImage,
  updateOrganization,
} from "../services/organizations/organization-writes";
import { getOrganization, listExploreOrganizations } from "../services/organizations/organizations";
import { getPendingEdit, withdrawPendingEdit } from "../services/organizations/pending-edits";
import { getActiveCountries } from "../services/reference/active-countries";
import {
  checkDomain,
  confirmDomainCode,
  getDomainVerification,
  sendDomainCode,
} from "../services/verification/domain-verification";
import { about, answers, documentedBody, GUARDED, jsonRequest, READ } from "./describe";
import { createdOnce, IDEMPOTENT, idempotencyHeaders } from "./idempotency";
import { siteWrite } from "./policy";
import { tagged } from "./routes";
import { documentedRoutes, multipartBody, validate } from "./validation";

/** GET /api/organizations/facets takes the list's filters without its paging. */
export const facetsQuery = directoryQuery.pick({ country: true, categories: true, q: true, locale: true });
export const idParam = z.object({ id: organizationId });
export const categoryImageParam = z.object({ id: organizationId, categoryId: z.string().min(1).max(64) });
const LOGO: ImageSlot = { kind: "logo" };
const BANNER: ImageSlot = { kind: "banner" };
const TAG = "Organizations";
const organizations = tagged(TAG);
const IMAGE_RULES = "JPEG, PNG or WebP (judged by the file's bytes), at most 5 MB; replaces the previous image.";

function stores(c: { var: { db: Db }; env: Env }) {
  return { db: c.var.db, images: c.env.IMAGES, cache: c.env.CACHE };
}

type ImageWrite = { var: { db: Db; user: Viewer }; env: Env; req: { raw: Request } };

/** Stores the request's upload (checked while it streams) as one of the organization's images; answers its URL. */
function uploadImage(c: ImageWrite, id: string, slot: ImageSlot) {
  return setOrganizationImage(stores(c), c.var.user, id, slot, () => readImageUpload(c.req.raw));
}

/** Removes one of the organization's images; answers its URL now, which is none. */
async function removeImage(c: ImageWrite, id: string, slot: ImageSlot) {
  await setOrganizationImage(stores(c), c.var.user, id, slot, null);
  return null;
}

const list = createRoute({
  ...organizations.get(
    "/",
    "public",
    "List organizations",
    "Listed organizations (paid, or Explore companies), by name. Filters combine: a country, every one of the categories, and a search text (words of at least 2 characters, at most 5, the last one a prefix from 3 characters; each word must be in the name or description, or be a word of the name of one of the organization's categories in locale's language: q=clean energy finds the organizations in Clean Energy). Keyset pagination: pass meta.nextCursor as cursor. With several categories a page reads a bounded part of the directory (5,000 entries), so it may hold fewer organizations than limit, even none, and still carry a nextCursor: keep following it until it is null. meta.total is exact without categories or search; with either, counting stops past 1,000 (a search considers its first 1,000 full-text matches): meta.totalCapped true means at least that many. Ranked by culture match: nice=a,b,c (at most 8 categories) lists the organizations holding every must-have (must, joined with categories) by how many of the nice-to-haves they hold, most first, then by name; without must-haves, those holding at least one. Each item then carries match: held of of, the matched and the missing categories. A ranked page walks a bounded part of the directory (12,000 entries shared by the ranges it reads) and may hold fewer organizations than limit: follow nextCursor until it is null. Its total is exact with at most one must-have (or one nice-to-have and none), else counted up to 1,000 with totalCapped. A nice-to-have cannot also be a must-have, and nice takes no q.",
  ),
  request: { query: directoryQuery },
  responses: answers(200, "A page of organizations.", organizationPageDto, READ),
});

const facets = createRoute({
  ...organizations.get(
    "/facets",
    "public",
    "Category counts for the current filters",
    "For every category, how many organizations would match if it were added to the filters. Categories left out count zero. Exact without categories or search; with either, and more than 1,000 matches, meta.capped is true and every count is a lower bound, counted over the first 1,001 matches.",
  ),
  request: { query: facetsQuery },
  responses: answers(200, "Counts by category id.", facetCountsDto, READ),
});

const activeCountries = createRoute({
  ...organizations.get("/active-countries", "public", "Countries that have organizations"),
  responses: answers(200, "Countries by name.", dataOf(z.array(countryDto)), [500]),
});

const explore = createRoute({
  ...organizations.get(
    "/explore",
    "public",
    "A city's Explore companies",
    "Anchors (featured) first, then the newest emerging teams.",
  ),
  request: { query: exploreQuery },
  responses: answers(200, "Organizations.", dataOf(z.array(organizationDto)), READ),
});

const compare = createRoute({
  ...organizations.get(
    "/compare",
    "public",
    "Compare 2 to 4 organizations",
    "The public organizations among `ids` (comma-separated, 2 to 4, in the order to show), and per category group the categories at least one of them has, with each organization's detail text (`null` where it does not have the category). Ids that are not public organizations are listed in `missing`.",
  ),
  request: { query: compareQuery },
  responses: answers(200, "The comparison.", dataOf(comparisonDto), READ),
});

const one = createRoute({
  ...organizations.get(
    "/{id}",
    "public",
    "One organization",
    "An unpaid organization is visible only to its creator and admins; to anyone else it is a 404.",
  ),
  request: { params: idParam },
  responses: answers(200, "The organization.", dataOf(organizationDto), [400, 404, 500]),
});

const create = createRoute({
  ...organizations.post(
    "/",
    "verified",
    "Create an organization",
    `Created unpaid with the default category; it is listed once paid. ${IDEMPOTENT}`,
  ),
  request: { headers: idempotencyHeaders, body: jsonRequest(createOrganizationInput) },
  responses: answers(201, "The new organization.", dataOf(organizationDto), [400, ...GUARDED]),
});

// The body is judged by the handler, after who may make the change is settled: it is only described here.
const update = createRoute({
  ...organizations.put(
    "/{id}",
    "verified",
    "Update an organization",
    "The creator's full update of a paid organization, or an admin's isFeatured/isExploreCompany flags sent alone.",
  ),
  request: {
    params: idParam,
    body: documentedBody("application/json", z.union([updateOrganizationInput, adminFlagsInput])),
  },
  responses: answers(200, "The organization as saved.", dataOf(organizationDto), [400, ...GUARDED, 404, 409]),
});

const remove = createRoute({
  ...organizations.delete(
    "/{id}",
    "verified",
    "Delete an organization",
    "Its creator or an admin; its images go with it.",
  ),
  request: { params: idParam },
  responses: answers(200, "Deleted.", deletedDto, [400, ...GUARDED, 404]),
});

/**
 * An image's upload, documented here; the route itself is a plain one below, since the typed client takes its
 * multipart body from multipartBody() and the handler streams the file itself.
 */
function imageUpload<const Path extends string>(path: Path, summary: string, description: string, key: string) {
  return createRoute({
    method: "post",
    path,
    ...about(TAG, "verified", summary, description),
    request: {
      params: path.includes("{categoryId}") ? categoryImageParam : idParam,
      body: documentedBody("multipart/form-data", imageUploadForm),
    },
    responses: answers(200, "The image's URL.", imageUrlDto(key), [400, ...GUARDED, 404, 409, 413, 415]),
  });
}

const uploadLogo = imageUpload("/{id}/logo", "Upload the logo", IMAGE_RULES, "logoUrl");
const uploadBanner = imageUpload("/{id}/banner", "Upload the banner", IMAGE_RULES, "bannerImageUrl");
const uploadCategoryImage = imageUpload(
  "/{id}/category/{categoryId}/image",
  "Upload a category's image",
  "For one of the organization's categories; same file rules as the logo.",
  "categoryImageUrl",
);

const removeLogo = createRoute({
  ...organizations.delete("/{id}/logo", "verified", "Remove the logo"),
  request: { params: idParam },
  responses: answers(200, "Removed.", imageRemovedDto("logoUrl"), [400, ...GUARDED, 404, 409]),
});

const removeBanner = createRoute({
  ...organizations.delete("/{id}/banner", "verified", "Remove the banner"),
  request: { params: idParam },
  responses: answers(200, "Removed.", imageRemovedDto("bannerImageUrl"), [400, ...GUARDED, 404, 409]),
});

const removeCategoryImage = createRoute({
  ...organizations.delete("/{id}/category/{categoryId}/image", "verified", "Remove a category's image"),
  request: { params: categoryImageParam },
  responses: answers(200, "Removed.", imageRemovedDto("categoryImageUrl"), [400, ...GUARDED, 404, 409]),
});

const pendingEdit = createRoute({
  ...organizations.get(
    "/{id}/pending-edit",
    "verified",
    "The edit of my approved Explore company waiting for review",
    "Each reviewed field it changes, as approved (public now) and as proposed; null when nothing waits. The creator or an admin.",
  ),
  request: { params: idParam },
  responses: answers(200, "The pending edit, or null.", dataOf(pendingEditDto.nullable()), [400, ...GUARDED, 404]),
});

const withdrawEdit = createRoute({
  ...organizations.delete(
    "/{id}/pending-edit",
    "verified",
    "Withdraw the edit waiting for review",
    "The approved version stays public as it is. The creator only; withdrawing nothing changes nothing.",
  ),
  request: { params: idParam },
  responses: answers(200, "Withdrawn.", dataOf(z.object({ withdrawn: z.literal(true) })), [400, ...GUARDED, 404]),
});

const domainVerification = createRoute({
  ...organizations.get(
    "/{id}/domain-verification",
    "verified",
    "The domain verification of my organization",
    `The website's domain, the organization's code and where to publish it: a TXT record \`${VERIFICATION_TXT_PREFIX}<code>\` on the domain, or a file at \`${VERIFICATION_FILE_PATH}\` holding the code. A website on another domain gets a new code. The creator only.`,
  ),
  request: { params: idParam },
  responses: answers(200, "The verification.", dataOf(domainVerificationDto), [400, ...GUARDED, 404]),
});

const domainCheck = createRoute({
  ...organizations.post(
    "/{id}/domain-verification/check",
    "verified",
    "Check the DNS record or the file now",
    "Reads the TXT records (DNS over HTTPS) or the file (no redirect to another host; https in production), within 5 seconds. Found: the domain is verified for a year and the profile shows the Verified badge. Not found: 400 saying what was looked for.",
  ),
  request: { params: idParam, body: jsonRequest(domainCheckInput) },
  responses: answers(200, "Verified.", dataOf(domainVerificationDto), [400, ...GUARDED, 404]),
});

const domainCodeSend = createRoute({
  ...organizations.post(
    "/{id}/domain-verification/code-request",
    "verified",
    "Email a code to an address at the domain",
    "A 6-digit code to `<localPart>@<domain>`, good for 30 minutes; 5 an hour per organization (429).",
  ),
  request: { params: idParam, body: jsonRequest(domainCodeRequest) },
  responses: answers(200, "Sent.", dataOf(domainVerificationDto), [400, ...GUARDED, 404, 429]),
});

const domainCodeConfirm = createRoute({
  ...organizations.post(
    "/{id}/domain-verification/code",
    "verified",
    "Confirm the emailed code",
    "The right code verifies the domain for a year; 5 wrong ones end the code.",
  ),
  request: { params: idParam, body: jsonRequest(domainCodeInput) },
  responses: answers(200, "Verified.", dataOf(domainVerificationDto), [400, ...GUARDED, 404]),
});

export const organizationsApi = $(
  documentedRoutes()
    .openapi(list, async (c) => c.json(await listDirectory(c.var.db, c.req.valid("query")), 200))
    .openapi(facets, async (c) => {
      const { counts, capped } = await facetCounts(c.var.db, c.req.valid("query"));
      return c.json({ data: Object.fromEntries(counts), meta: { capped } }, 200);
    })
    .openapi(activeCountries, async (c) => c.json({ data: await getActiveCountries(c.var.db, c.env.CACHE) }, 200))
    .openapi(explore, async (c) => {
      const { city, limit } = c.req.valid("query");
      return c.json({ data: await listExploreOrganizations(c.var.db, { city, limit }) }, 200);
    })
    .openapi(compare, async (c) =>
      c.json({ data: await compareOrganizations(c.var.db, c.req.valid("query").ids) }, 200),
    )
    .openapi(one, async (c) =>
      c.json({ data: await getOrganization(c.var.db, c.req.valid("param").id, c.var.user) }, 200),
    )
    .openapi(create, async (c) => {
      const input = c.req.valid("json");
      const organization = await createdOnce(c, input, () => createOrganization(stores(c), c.var.user, input));
      return c.json({ data: organization }, 201);
    })
    .openapi(update, async (c) => {
      const { id } = c.req.valid("param");
      const body: unknown = await c.req.json().catch(() => {
        throw invalid(message("general.invalidJson"));
      });
      // An admin may send the featured/Explore flags alone; everything else is the creator's full update. Who may make
      // the change is settled before what was sent is judged.
      const flags = adminFlagsInput.safeParse(body);
      if (flags.success) {
        const target = await requireChangeAccess(c.var.db, c.var.user, id, "flags");
        return c.json({ data: await setAdminFlags(stores(c), c.var.user, target, flags.data) }, 200);
      }
      const target = await requireChangeAccess(c.var.db, c.var.user, id, "content");
      const input = updateOrganizationInput.safeParse(body);
      if (!input.success) throw invalidInput(input.error.issues);
      return c.json({ data: await updateOrganization(stores(c), c.var.user, target, input.data) }, 200);
    })
    .openapi(remove, async (c) => {
      await deleteOrganization({ ...stores(c), config: getConfig(c.env) }, c.var.user, c.req.valid("param").id);
      return c.json({ data: { deleted: true as const } }, 200);
    })
    .openapi(removeLogo, async (c) =>
      c.json({ data: { logoUrl: await removeImage(c, c.req.valid("param").id, LOGO) } }, 200),
    )
    .openapi(removeBanner, async (c) =>
      c.json({ data: { bannerImageUrl: await removeImage(c, c.req.valid("param").id, BANNER) } }, 200),
    )
    .openapi(removeCategoryImage, async (c) => {
      const { id, categoryId } = c.req.valid("param");
      return c.json({ data: { categoryImageUrl: await removeImage(c, id, { kind: "category", categoryId }) } }, 200);
    })
    .openapi(pendingEdit, async (c) =>
      c.json({ data: await getPendingEdit(c.var.db, c.var.user, c.req.valid("param").id) }, 200),
    )
    .openapi(withdrawEdit, async (c) => {
      await withdrawPendingEdit(c.var.db, c.var.user, c.req.valid("param").id);
      return c.json({ data: { withdrawn: true as const } }, 200);
    })
    // Verified profiles: the creator proves control of the website's domain.
    .openapi(domainVerification, async (c) =>
      c.json({ data: await getDomainVerification(c.var.db, c.var.user, c.req.valid("param").id) }, 200),
    )
    .openapi(domainCheck, async (c) => {
      const { id } = c.req.valid("param");
      const { method } = c.req.valid("json");
      return c.json({ data: await checkDomain(getConfig(c.env), c.var.db, c.var.user, id, method) }, 200);
    })
    .openapi(domainCodeSend, async (c) => {
      const { id } = c.req.valid("param");
      const { localPart } = c.req.valid("json");
      return c.json({ data: await sendDomainCode(getConfig(c.env), c.var.db, c.var.user, id, localPart) }, 200);
    })
    .openapi(domainCodeConfirm, async (c) => {
      const { id } = c.req.valid("param");
      const { code } = c.req.valid("json");
      return c.json({ data: await confirmDomainCode(getConfig(c.env), c.var.db, c.var.user, id, code) }, 200);
    })
    // The uploads are plain routes (documented by imageUpload above), last in the chain: the typed client takes their
    // multipart body from multipartBody(). Logo and banner are separate routes (not one `:slot`) so that each answer
    // names its own key in the route type that the typed client reads (data.logoUrl, data.bannerImageUrl).
    .post(
      uploadLogo.getRoutingPath(),
      siteWrite("verified"),
      validate("param", idParam),
      multipartBody(imageUploadForm),
      async (c) => c.json({ data: { logoUrl: await uploadImage(c, c.req.valid("param").id, LOGO) } }, 200),
    )
    .post(
      uploadBanner.getRoutingPath(),
      siteWrite("verified"),
      validate("param", idParam),
      multipartBody(imageUploadForm),
      async (c) => c.json({ data: { bannerImageUrl: await uploadImage(c, c.req.valid("param").id, BANNER) } }, 200),
    )
    .post(
      uploadCategoryImage.getRoutingPath(),
      siteWrite("verified"),
      validate("param", categoryImageParam),
      multipartBody(imageUploadForm),
      async (c) => {
        const { id, categoryId } = c.req.valid("param");
        return c.json({ data: { categoryImageUrl: await uploadImage(c, id, { kind: "category", categoryId }) } }, 200);
      },
    ),
);

for (const upload of [uploadLogo, uploadBanner, uploadCategoryImage])
  organizationsApi.openAPIRegistry.registerPath(upload);
