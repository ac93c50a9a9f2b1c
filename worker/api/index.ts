import { Hono, type Schema } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApplyGlobalResponse } from "hono/client";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { updateUserInput } from "../../contract/account";
import { ANALYTICS_BODY_MAX } from "../../contract/analytics";
import type { ApiErrorDto } from "../../contract/dto";
import { message } from "../../contract/errors";
import { handleAuth } from "../auth";
import { describeError, errorBody } from "../http-errors";
import { invalidInput } from "../services/errors";
import { adminApi } from "./admin";
import { analyticsApi, BEACON_PATHS } from "./analytics";
import { citiesApi } from "./cities";
import { type AppEnv, requestContext, sameOriginOnly } from "./context";
import { openApiDocument } from "./openapi";
import { organizationsApi } from "./organizations";
import { paymentsApi } from "./payments";
import { categoriesApi, categoryGroupsApi, countriesApi } from "./reference";
import { savedSearchesApi } from "./saved-searches";
import { usersApi } from "./users";

export const api = new Hono<AppEnv>().basePath("/api");

/** JSON bodies are small; Stripe's events larger; image uploads count their own 5 MB while streaming. */
const JSON_BODY_MAX = 64 * 1024;
const WEBHOOK_BODY_MAX = 512 * 1024;

api.use(async (c, next) => {
  if ((c.req.header("content-type") ?? "").startsWith("multipart/form-data")) return next();
  // An analytics beacon is a few hundred bytes: more is a mistake or abuse, refused as invalid input.
  if (BEACON_PATHS.has(c.req.path)) {
    return bodyLimit({
      maxSize: ANALYTICS_BODY_MAX,
      onError: (c) => c.json(errorBody("BODY_TOO_LARGE", { id: "analytics.bodyTooLarge" }), 400),
    })(c, next);
  }
  const limit = bodyLimit({
    maxSize: c.req.path === "/api/payments/webhook" ? WEBHOOK_BODY_MAX : JSON_BODY_MAX,
    onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", { id: "general.bodyTooLarge" }), 413),
  });
  return limit(c, next);
});

// Accounts are deleted only through DELETE /api/users/me, which applies the deletion's confirmation and password
// rules; better-auth's own deletion routes are closed to the outside (the app calls them internally).
api.on(["GET", "POST"], ["/auth/delete-user", "/auth/delete-user/*"], (c) =>
  c.json(errorBody("NOT_FOUND", { id: "auth.deleteThroughApp" }), 404),
);

// better-auth's profile update gets the profile form's rules: a display name within its length, a photo over https.
api.post("/auth/update-user", async (c) => {
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

// better-auth owns everything else under /api/auth; it is mounted before the session middleware it would otherwise
// feed.
api.on(["GET", "POST"], "/auth/*", (c) => handleAuth(c.env, c.req.raw));

// Health, the API document and the analytics beacons (which must not touch D1) need neither the database nor the
// session.
const CONTEXT_FREE = new Set(["/api/health", "/api/openapi.json", ...BEACON_PATHS]);
api.use(async (c, next) => (CONTEXT_FREE.has(c.req.path) ? next() : requestContext(c, next)));
api.use(sameOriginOnly);

const routes = api
  // Liveness for monitors and the throughput baseline of bench:pages: no database, no session.
  .get("/health", (c) => c.json({ data: { status: "ok" as const } }))
  // The same for everyone and changed only by a deploy: cached by browsers, the edge and tools on other origins.
  .get("/openapi.json", async (c) => {
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
  .route("/saved-searches", savedSearchesApi);

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

api.onError((error, c) => {
  // Hono's own refusals (a malformed body its parsers reject) keep their status.
  if (error instanceof HTTPException) {
    // Its own words are the framework's, which no catalog has: those are answered as they are.
    const body = errorBody("HTTP_ERROR", message("request.failed"));
    return c.json(error.message ? { message: error.message, code: body.code } : body, error.status);
  }
  const { status, body } = describeError(error);
  return c.json(body, status);
});
