import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { getAuth } from "../auth";
import { describeError } from "../http-errors";
import { adminApi } from "./admin";
import { citiesApi } from "./cities";
import { type AppEnv, requestContext, sameOriginOnly } from "./context";
import { organizationsApi } from "./organizations";
import { paymentsApi } from "./payments";
import { categoriesApi, categoryGroupsApi, countriesApi } from "./reference";
import { usersApi } from "./users";

export const api = new Hono<AppEnv>().basePath("/api");

// better-auth owns everything under /api/auth; it is mounted before the session middleware it would otherwise feed.
api.on(["GET", "POST"], "/auth/*", (c) => getAuth(c.env).handler(c.req.raw));

api.use(async (c, next) => (c.req.path === "/api/health" ? next() : requestContext(c, next)));
api.use(sameOriginOnly);

const routes = api
  // Liveness for monitors and the throughput baseline of bench:pages: no database, no session.
  .get("/health", (c) => c.json({ data: { status: "ok" } }))
  .route("/categories", categoriesApi)
  .route("/category-groups", categoryGroupsApi)
  .route("/countries", countriesApi)
  .route("/organizations", organizationsApi)
  .route("/cities", citiesApi)
  .route("/users", usersApi)
  .route("/payments", paymentsApi)
  .route("/admin", adminApi);

export type ApiRoutes = typeof routes;

api.notFound((c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}`, code: "NOT_FOUND" }, 404));

api.onError((error, c) => {
  // Hono's own refusals (a malformed body its parsers reject) keep their status.
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || "Request failed", code: "HTTP_ERROR" }, error.status);
  }
  const { status, body } = describeError(error);
  return c.json(body, status);
});
