import { createRoute } from "@hono/zod-openapi";
import type { Hono, Schema } from "hono";
import type { ApplyGlobalResponse } from "hono/client";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { updateUserInput } from "../../contract/account";
import {
  type ApiErrorDto,
  adminCompanyDto,
  apiErrorDto,
  auditEntryDto,
  categoryDto,
  categoryGroupDto,
  cityDto,
  countryDto,
  directoryItemDto,
  jobStatusDto,
  organizationDto,
  userProfileDto,
} from "../../contract/dto";
import { message } from "../../contract/errors";
import { subscriptionRecordDto } from "../../contract/payments";
import { healthDto, openApiDocumentDto } from "../../contract/responses";
import { invalidInput } from "../platform/errors";
import { describeError, errorBody } from "../platform/http-errors";
import { handleAuth } from "../services/accounts/auth";
import { adminApi } from "./admin";
import { analyticsApi } from "./analytics";
import { citiesApi } from "./cities";
import { about, answers } from "./describe";
import { describeApi } from "./document";
import { errorAnswer } from "./errors";
import { jobsApi } from "./jobs";
import { newsletterApi } from "./newsletter";
import { organizationsApi } from "./organizations";
import { paymentsApi } from "./payments";
import { authEndpoint } from "./policy";
import { categoriesApi, categoryGroupsApi, countriesApi } from "./reference";
import { savedSearchesApi } from "./saved-searches";
import { usersApi } from "./users";
import { documentedRoutes } from "./validation";

export const api = documentedRoutes().basePath("/api");

// Accounts are deleted only through DELETE /api/users/me, which applies the deletion's confirmation and password
// rules; better-auth's own deletion routes are closed to the outside (the app calls them internally).
api.on(["GET", "POST"], ["/auth/delete-user", "/auth/delete-user/*"], authEndpoint, (c) =>
  c.json(errorBody("NOT_FOUND", { id: "auth.deleteThroughApp" }), 404),
);

// better-auth's profile update gets the profile form's rules: a display name within its length, a photo over https.
api.post("/auth/update-user", authEndpoint, async (c) => {
  const parsed = updateUserInput.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    const { status, body } = describeError(invalidInput(parsed.error.issues));
    return c.json(body, status);
  }
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  const request = new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(parsed.data) });
  return handleAuth(c.env, request);
});

// better-auth owns everything else under /api/auth (documented by better-auth, left out of this API's document).
api.on(["GET", "POST"], "/auth/*", authEndpoint, (c) => handleAuth(c.env, c.req.raw));

// Liveness for monitors and the throughput baseline of bench:pages: no database, no session.
const health = createRoute({
  method: "get",
  path: "/health",
  ...about("Service", "public", "Liveness", "No database, no session."),
  responses: answers(200, "Up.", healthDto, []),
});

// The same for everyone and changed only by a deploy: cached by browsers, the edge and tools on other origins. No
// database, no session. Its answer is a document, not a JSON envelope: the route is a plain one, described here.
const openApiJson = createRoute({
  method: "get",
  path: "/openapi.json",
  ...about("Service", "public", "This document", "OpenAPI 3.1. Rendered for people at /developers/api."),
  responses: answers(200, "The OpenAPI document.", openApiDocumentDto, []),
});

const routes = api
  .openapi(health, (c) => c.json({ data: { status: "ok" as const } }, 200))
  .get(openApiJson.getRoutingPath(), async (c) => {
    const { body, etag } = openApiDocument();
    const tag = await etag;
    c.header("Cache-Control", "public, max-age=300, s-maxage=3600");
    c.header("ETag", tag);
    c.header("Access-Control-Allow-Origin", "*");
    if (c.req.header("if-none-match") === tag) return c.body(null, 304);
    return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8" });
  })
  .route("/categories", categoriesApi)
  .route("/category-groups", categoryGroupsApi)
  .route("/countries", countriesApi)
  .route("/organizations", organizationsApi)
  .route("/cities", citiesApi)
  .route("/users", usersApi)
  .route("/payments", paymentsApi)
  .route("/admin", adminApi)
  .route("/analytics", analyticsApi)
  .route("/saved-searches", savedSearchesApi)
  .route("/jobs", jobsApi)
  .route("/newsletter", newsletterApi);

api.openAPIRegistry.registerPath(openApiJson);

/** The schemas the document names in components.schemas (and the reference page lists once). */
const NAMED = {
  Organization: organizationDto,
  DirectoryItem: directoryItemDto,
  Category: categoryDto,
  CategoryGroup: categoryGroupDto,
  Country: countryDto,
  City: cityDto,
  UserProfile: userProfileDto,
  SubscriptionRecord: subscriptionRecordDto,
  ApiError: apiErrorDto,
  AdminCompany: adminCompanyDto,
  AuditEntry: auditEntryDto,
  JobStatus: jobStatusDto,
};

let described: ReturnType<typeof describeApi> | undefined;

/**
 * The OpenAPI document generated from the routes above, its JSON text and an ETag: the same every time, so built once
 * per isolate. Served as GET /api/openapi.json and rendered at /developers/api.
 */
export function openApiDocument() {
  described ??= describeApi(api, NAMED);
  return described;
}

/**
 * The route types the browser's typed client (app/lib/api-client.ts) is built from. Failures come from `onError`
 * below, not from the handlers, so their envelope is added to every route here.
 */
export type ApiRoutes = ApplyGlobalResponse<DefaultStatus200<typeof routes>, ErrorResponses>;

type ErrorResponses = {
  [Status in 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503]: { json: ApiErrorDto };
};

/**
 * `c.json(body)` without a status answers 200, but Hono types its status as any status, which would keep
 * `response.ok` from telling the client's success and error bodies apart. Handlers that give a status keep theirs.
 */
type DefaultStatus200<App> =
  App extends Hono<infer E, infer S extends Schema, infer BasePath>
    ? { [Path in keyof S]: { [Method in keyof S[Path]]: Answered200<S[Path][Method]> } } extends infer Fixed extends
        Schema
      ? Hono<E, Fixed, BasePath>
      : never
    : never;
type Answered200<Endpoint> = Endpoint extends { status: infer Status }
  ? ContentfulStatusCode extends Status
    ? { [Key in keyof Endpoint]: Key extends "status" ? 200 : Endpoint[Key] }
    : Endpoint
  : Endpoint;

api.notFound((c) => c.json(errorBody("NOT_FOUND", message("request.noRoute", c.req.method, c.req.path)), 404));

api.onError(errorAnswer);
