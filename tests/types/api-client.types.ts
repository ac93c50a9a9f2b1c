/**
 * Type tests, checked by `tsc` (npm run check): the typed client sees every route's real input and answer, and the
 * API document's schemas describe exactly those types. A handler whose answer drifts from its documented DTO, or a
 * route that loses its types (an unchained sub-router, a response that is not `c.json`), fails here.
 */
import type { InferRequestType, InferResponseType } from "hono/client";
import type { z } from "zod";
import type { api } from "../../app/lib/api-client";
import type { directoryQuery, exploreQuery } from "../../contract/directory";
import type { ApiErrorDto } from "../../contract/dto";
import type { imageUploadForm } from "../../contract/organization";
import type { OPERATIONS } from "../../worker/api/openapi";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Mutual assignability: the same JSON shape, whatever way each side spells optional or readonly members. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type IsAny<T> = 0 extends 1 & T ? true : false;
type Expect<T extends true> = T;

type Api = typeof api;
type Ok<Call> = InferResponseType<Call, 200 | 201>;
type Documented<Method extends string, Path extends string> = z.output<
  Extract<(typeof OPERATIONS)[number], { method: Method; path: Path }>["response"]["schema"]
>;

// The client is not `any` anywhere along a path (an untyped sub-router would make it so).
export type ClientIsTyped = [
  Expect<Equal<IsAny<Api["organizations"]["$get"]>, false>>,
  Expect<Equal<IsAny<Api["payments"]["session"][":sessionId"]["$get"]>, false>>,
  Expect<Equal<IsAny<Api["organizations"][":id"]["logo"]["$post"]>, false>>,
];

// Inputs: the same zod schemas the handlers validate with (query values reach the client typed as strings).
export type Inputs = [
  Expect<Equal<keyof InferRequestType<Api["organizations"]["$get"]>["query"], keyof z.input<typeof directoryQuery>>>,
  Expect<
    Equal<keyof InferRequestType<Api["organizations"]["explore"]["$get"]>["query"], keyof z.input<typeof exploreQuery>>
  >,
  Expect<Same<InferRequestType<Api["organizations"][":id"]["logo"]["$post"]>["form"], z.input<typeof imageUploadForm>>>,
  Expect<Same<InferRequestType<Api["payments"]["session"][":sessionId"]["$get"]>["param"], { sessionId: string }>>,
];

// Failures: every route's error answers carry the documented envelope.
export type Errors = [
  Expect<Same<InferResponseType<Api["payments"]["session"][":sessionId"]["$get"], 409>, ApiErrorDto>>,
  Expect<Same<InferResponseType<Api["organizations"][":id"]["logo"]["$post"], 413>, ApiErrorDto>>,
];

// Answers: what each handler returns is what the document says it returns.
export type Answers = [
  Expect<Same<Ok<Api["organizations"]["$get"]>, Documented<"get", "/api/organizations">>>,
  Expect<Same<Ok<Api["organizations"]["facets"]["$get"]>, Documented<"get", "/api/organizations/facets">>>,
  Expect<
    Same<Ok<Api["organizations"]["active-countries"]["$get"]>, Documented<"get", "/api/organizations/active-countries">>
  >,
  Expect<Same<Ok<Api["organizations"]["explore"]["$get"]>, Documented<"get", "/api/organizations/explore">>>,
  Expect<Same<Ok<Api["organizations"][":id"]["$get"]>, Documented<"get", "/api/organizations/:id">>>,
  Expect<Same<Ok<Api["organizations"]["$post"]>, Documented<"post", "/api/organizations">>>,
  Expect<Same<Ok<Api["organizations"][":id"]["$put"]>, Documented<"put", "/api/organizations/:id">>>,
  Expect<Same<Ok<Api["organizations"][":id"]["$delete"]>, Documented<"delete", "/api/organizations/:id">>>,
  Expect<Same<Ok<Api["organizations"][":id"]["logo"]["$post"]>, Documented<"post", "/api/organizations/:id/logo">>>,
  Expect<
    Same<Ok<Api["organizations"][":id"]["banner"]["$delete"]>, Documented<"delete", "/api/organizations/:id/banner">>
  >,
  Expect<
    Same<
      Ok<Api["organizations"][":id"]["category"][":categoryId"]["image"]["$post"]>,
      Documented<"post", "/api/organizations/:id/category/:categoryId/image">
    >
  >,
  Expect<Same<Ok<Api["categories"]["$get"]>, Documented<"get", "/api/categories">>>,
  Expect<Same<Ok<Api["category-groups"]["$get"]>, Documented<"get", "/api/category-groups">>>,
  Expect<Same<Ok<Api["countries"]["$get"]>, Documented<"get", "/api/countries">>>,
  Expect<Same<Ok<Api["cities"]["$get"]>, Documented<"get", "/api/cities">>>,
  Expect<Same<Ok<Api["cities"]["slug"][":slug"]["$get"]>, Documented<"get", "/api/cities/slug/:slug">>>,
  Expect<
    Same<Ok<Api["cities"]["slug"][":slug"]["anchors"]["$get"]>, Documented<"get", "/api/cities/slug/:slug/anchors">>
  >,
  Expect<Same<Ok<Api["users"]["profile"]["$get"]>, Documented<"get", "/api/users/profile">>>,
  Expect<Same<Ok<Api["users"]["organizations"]["$get"]>, Documented<"get", "/api/users/organizations">>>,
  Expect<Same<Ok<Api["users"]["me"]["$delete"]>, Documented<"delete", "/api/users/me">>>,
  Expect<
    Same<
      Ok<Api["payments"]["create-checkout-session"]["$post"]>,
      Documented<"post", "/api/payments/create-checkout-session">
    >
  >,
  Expect<Same<Ok<Api["payments"]["webhook"]["$post"]>, Documented<"post", "/api/payments/webhook">>>,
  Expect<
    Same<Ok<Api["payments"]["session"][":sessionId"]["$get"]>, Documented<"get", "/api/payments/session/:sessionId">>
  >,
  Expect<Same<Ok<Api["payments"]["apply-guest-code"]["$post"]>, Documented<"post", "/api/payments/apply-guest-code">>>,
  Expect<Same<Ok<Api["payments"]["status"][":orgId"]["$get"]>, Documented<"get", "/api/payments/status/:orgId">>>,
  Expect<
    Same<Ok<Api["payments"]["subscription"][":orgId"]["$get"]>, Documented<"get", "/api/payments/subscription/:orgId">>
  >,
  Expect<
    Same<
      Ok<Api["payments"]["subscription"][":orgId"]["cancel"]["$post"]>,
      Documented<"post", "/api/payments/subscription/:orgId/cancel">
    >
  >,
  Expect<
    Same<
      Ok<Api["payments"]["subscription"][":orgId"]["resume"]["$post"]>,
      Documented<"post", "/api/payments/subscription/:orgId/resume">
    >
  >,
  Expect<
    Same<
      Ok<Api["payments"]["subscription"][":orgId"]["billing-portal"]["$post"]>,
      Documented<"post", "/api/payments/subscription/:orgId/billing-portal">
    >
  >,
  Expect<Same<Ok<Api["health"]["$get"]>, Documented<"get", "/api/health">>>,
];
