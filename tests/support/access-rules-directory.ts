import { uniqueId } from "../../seed/factories";
import {
  ADMIN,
  atItsPath,
  CREATOR,
  EVERYONE,
  type Fixtures,
  NOBODY,
  PERMANENT,
  type Probe,
  type Request,
  type Rule,
  SIGNED_IN,
  VERIFIED,
} from "./access-matrix";
import { PNG } from "./images";

const image = () => {
  const form = new FormData();
  form.append("image", new File([PNG], "image.png", { type: "image/png" }));
  return form;
};
const org =
  (suffix = "") =>
  async (f: Fixtures) => ({ path: `/api/organizations/${(await f.org()).id}${suffix}` });
/** The probe of a route that names the organization in its path (and sends `rest` as it always does). */
const orgProbe = (suffix = "", rest: Omit<Request, "path"> = {}): Probe => ({
  kinds: ["organization"],
  request: (id) => ({ path: `/api/organizations/${id}${suffix}`, ...rest }),
});
const fullUpdate = {
  name: "Matrix Org",
  description: "Updated by the access matrix.",
  country: "FR",
  categoryIds: ["remote_first"],
  categoriesDetails: {},
  hasLocalPresence: false,
  localPresenceCriteria: "",
};
const cityBody = () => ({
  countryCode: "PT",
  cityName: "Matrix City",
  slug: uniqueId("matrix-city"),
  thesis: "A city made by the access matrix test.",
  plugInGuide: "Nothing to plug into.",
  receipts: "",
  topicIds: [],
  curatorCredit: "",
  isIndexable: false,
});

/** The rules of better-auth's routes, the service routes, reference data, organizations, cities and users. */
export const DIRECTORY_RULES: Record<string, Rule> = {
  // -- better-auth, mounted under /api/auth ------------------------------------------------------------------------
  "GET /api/auth/*": {
    allow: EVERYONE,
    note: "better-auth's own endpoints, each with its own session rule (here: reading the session)",
    request: () => ({ path: "/api/auth/get-session" }),
  },
  "POST /api/auth/*": {
    allow: EVERYONE,
    note: "better-auth's own endpoints, each with its own session rule (here: a password reset request)",
    request: () => ({
      path: "/api/auth/request-password-reset",
      json: { email: `${uniqueId("nobody")}@example.com`, redirectTo: "/reset-password" },
    }),
  },
  "GET /api/auth/delete-user": {
    allow: NOBODY,
    refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404, creator: 404, admin: 404 },
    note: "closed: accounts are deleted only through DELETE /api/users/me (with its confirmation and clean-up)",
    request: () => ({ path: "/api/auth/delete-user" }),
  },
  "POST /api/auth/delete-user": {
    allow: NOBODY,
    refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404, creator: 404, admin: 404 },
    note: "closed, as above",
    request: () => ({ path: "/api/auth/delete-user", json: {} }),
  },
  "GET /api/auth/delete-user/*": {
    allow: NOBODY,
    refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404, creator: 404, admin: 404 },
    note: "closed, as above (its email-confirmation callback too)",
    request: () => ({ path: "/api/auth/delete-user/callback?token=x" }),
  },
  "POST /api/auth/delete-user/*": {
    allow: NOBODY,
    refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404, creator: 404, admin: 404 },
    note: "closed, as above",
    request: () => ({ path: "/api/auth/delete-user/callback", json: {} }),
  },
  "POST /api/auth/update-user": {
    allow: SIGNED_IN,
    note: "the app validates the name and photo first, then better-auth updates the session's own user",
    request: () => ({ path: "/api/auth/update-user", json: { name: "Renamed by the matrix" } }),
  },

  // -- Context-free --------------------------------------------------------------------------------------------------
  "GET /api/health": atItsPath(EVERYONE, "/api/health"),
  "GET /api/openapi.json": atItsPath(EVERYONE, "/api/openapi.json"),

  // -- Reference data ------------------------------------------------------------------------------------------------
  "GET /api/categories": atItsPath(EVERYONE, "/api/categories"),
  "GET /api/category-groups": atItsPath(EVERYONE, "/api/category-groups"),
  "GET /api/countries": atItsPath(EVERYONE, "/api/countries"),

  // -- Organizations -------------------------------------------------------------------------------------------------
  "GET /api/organizations": atItsPath(EVERYONE, "/api/organizations"),
  "GET /api/organizations/facets": atItsPath(EVERYONE, "/api/organizations/facets"),
  "GET /api/organizations/compare": {
    allow: EVERYONE,
    request: () => ({ path: "/api/organizations/compare?ids=mia-causeway-labs,pt-marulho" }),
    unseen: {
      kinds: ["organization"],
      request: (id) => ({ path: `/api/organizations/compare?ids=mia-causeway-labs,pt-marulho,${id}` }),
    },
  },
  "GET /api/organizations/active-countries": {
    allow: EVERYONE,
    request: () => ({ path: "/api/organizations/active-countries" }),
  },
  "GET /api/organizations/explore": {
    allow: EVERYONE,
    request: () => ({ path: "/api/organizations/explore?city=miami" }),
  },
  "GET /api/organizations/:id": {
    allow: EVERYONE,
    request: org(),
    unseen: orgProbe(),
    also: [
      {
        what: "an unpaid draft: its creator and admins only, hidden (404) from everyone else",
        allow: ["creator", "admin"],
        refuse: { signedOut: 404, guest: 404, unverified: 404, verified: 404 },
        request: async (f) => ({ path: `/api/organizations/${(await f.org({ paid: false })).id}` }),
      },
    ],
  },
  "POST /api/organizations": {
    allow: VERIFIED,
    request: () => ({
      path: "/api/organizations",
      json: { name: "Matrix Org", country: "FR", description: "Made by the access matrix." },
    }),
  },
  "PUT /api/organizations/:id": {
    allow: CREATOR,
    note: "the creator's full update; an admin's featured/Explore flags are the other case",
    request: async (f) => ({ path: `/api/organizations/${(await f.org()).id}`, json: fullUpdate }),
    unseen: orgProbe("", { json: fullUpdate }),
    also: [
      {
        what: "the featured/Explore flags alone: admins only",
        allow: ADMIN,
        request: async (f) => ({ path: `/api/organizations/${(await f.org()).id}`, json: { isFeatured: true } }),
      },
      {
        what: "an unpaid draft: hidden (404, as an unknown id) from a verified caller who may not see it",
        allow: CREATOR,
        refuse: { verified: 404 },
        request: async (f) => ({
          path: `/api/organizations/${(await f.org({ paid: false })).id}`,
          json: { name: "x" },
        }),
      },
    ],
  },
  "DELETE /api/organizations/:id": {
    allow: CREATOR,
    request: org(),
    unseen: orgProbe(),
    also: [
      {
        what: "an unpaid draft: hidden (404) from a verified caller who may not see it",
        allow: CREATOR,
        refuse: { verified: 404 },
        request: async (f) => ({ path: `/api/organizations/${(await f.org({ paid: false })).id}` }),
      },
    ],
  },
  "POST /api/organizations/:id/logo": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/organizations/${(await f.org()).id}/logo`, form: image }),
    unseen: orgProbe("/logo", { form: image }),
  },
  "DELETE /api/organizations/:id/logo": { allow: CREATOR, request: org("/logo"), unseen: orgProbe("/logo") },
  "POST /api/organizations/:id/banner": {
    allow: CREATOR,
    request: async (f) => ({ path: `/api/organizations/${(await f.org()).id}/banner`, form: image }),
    unseen: orgProbe("/banner", { form: image }),
  },
  "DELETE /api/organizations/:id/banner": { allow: CREATOR, request: org("/banner"), unseen: orgProbe("/banner") },
  "POST /api/organizations/:id/category/:categoryId/image": {
    allow: CREATOR,
    request: async (f) => {
      const { id, categoryId } = await f.org();
      return { path: `/api/organizations/${id}/category/${categoryId}/image`, form: image };
    },
    unseen: orgProbe("/category/climate_tech/image", { form: image }),
  },
  "DELETE /api/organizations/:id/category/:categoryId/image": {
    allow: CREATOR,
    request: async (f) => {
      const { id, categoryId } = await f.org();
      return { path: `/api/organizations/${id}/category/${categoryId}/image` };
    },
    unseen: orgProbe("/category/climate_tech/image"),
  },
  // An approved Explore company's edit waiting for review: its creator reads and withdraws it; an admin reads it too
  // (the review shows it), but withdrawing is the owner's.
  "GET /api/organizations/:id/pending-edit": {
    allow: ["creator", "admin"],
    request: org("/pending-edit"),
    unseen: orgProbe("/pending-edit"),
  },
  "DELETE /api/organizations/:id/pending-edit": {
    allow: CREATOR,
    request: org("/pending-edit"),
    unseen: orgProbe("/pending-edit"),
  },
  // Domain verification: the creator's alone, like editing. The fixture has no website, so the checks
  // answer the creator 400 (nothing to verify) without any outbound request.
  "GET /api/organizations/:id/domain-verification": {
    allow: CREATOR,
    request: org("/domain-verification"),
    unseen: orgProbe("/domain-verification"),
    also: [
      {
        what: "an unpaid draft: hidden (404) from a verified caller who may not see it",
        allow: CREATOR,
        refuse: { verified: 404 },
        request: async (f) => ({ path: `/api/organizations/${(await f.org({ paid: false })).id}/domain-verification` }),
      },
    ],
  },
  "POST /api/organizations/:id/domain-verification/check": {
    allow: CREATOR,
    request: async (f) => ({ ...(await org("/domain-verification/check")(f)), json: { method: "dns" } }),
    unseen: orgProbe("/domain-verification/check", { json: { method: "dns" } }),
  },
  "POST /api/organizations/:id/domain-verification/code-request": {
    allow: CREATOR,
    request: async (f) => ({ ...(await org("/domain-verification/code-request")(f)), json: { localPart: "admin" } }),
    unseen: orgProbe("/domain-verification/code-request", { json: { localPart: "admin" } }),
  },
  "POST /api/organizations/:id/domain-verification/code": {
    allow: CREATOR,
    request: async (f) => ({ ...(await org("/domain-verification/code")(f)), json: { code: "123456" } }),
    unseen: orgProbe("/domain-verification/code", { json: { code: "123456" } }),
  },

  // -- Cities --------------------------------------------------------------------------------------------------------
  "GET /api/cities": {
    allow: ADMIN,
    note: "the full list names hidden cities",
    request: () => ({ path: "/api/cities" }),
    also: [
      {
        what: "indexable cities only: public",
        allow: EVERYONE,
        request: () => ({ path: "/api/cities?indexable=true" }),
      },
    ],
  },
  "GET /api/cities/slug/:slug": { allow: EVERYONE, request: () => ({ path: "/api/cities/slug/miami" }) },
  "GET /api/cities/slug/:slug/anchors": {
    allow: EVERYONE,
    request: () => ({ path: "/api/cities/slug/miami/anchors" }),
  },
  "POST /api/cities": { allow: ADMIN, request: () => ({ path: "/api/cities", json: cityBody() }) },
  "PUT /api/cities/:id": {
    allow: ADMIN,
    request: async (f) => ({ path: `/api/cities/${(await f.city()).id}`, json: { isIndexable: false } }),
  },
  "DELETE /api/cities/:id": { allow: ADMIN, request: async (f) => ({ path: `/api/cities/${(await f.city()).id}` }) },
  "POST /api/cities/:id/hero-image": {
    allow: ADMIN,
    request: async (f) => ({ path: `/api/cities/${(await f.city()).id}/hero-image`, form: image }),
  },

  // -- Users ---------------------------------------------------------------------------------------------------------
  "GET /api/users/profile": {
    allow: SIGNED_IN,
    note: "the signed-in person's own role and verification, guests included (the client's role check reads it)",
    request: () => ({ path: "/api/users/profile" }),
  },
  "GET /api/users/organizations": {
    allow: PERMANENT,
    note: "one's own organizations; an unverified account owns none yet but may list them",
    request: () => ({ path: "/api/users/organizations" }),
  },
  "DELETE /api/users/me": {
    allow: PERMANENT,
    note: "an unverified account may be deleted too; guests are removed by the guest-cleanup job",
    consumesCaller: true,
    request: (f) => ({ path: "/api/users/me", json: { confirm: "DELETE", password: f.password ?? "" } }),
  },
};
