import { OpenAPIHono } from "@hono/zod-openapi";
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import type { ZodType, z } from "zod";
import { invalidInput } from "../platform/errors";
import type { AppEnv } from "./context";

/** zValidator that turns a failed parse into the API's error envelope (400 with the first message and every issue). */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error.issues);
  });
}

/**
 * A group of documented routes: each route's createRoute validates its parameters, query and JSON body, a failure
 * answered as the API's error envelope (400 with the first message and every issue).
 */
export function documentedRoutes() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error.issues);
    },
  });
}

/**
 * Declares a multipart body for the typed client (`form: {...}`) without parsing it: the handler reads the upload
 * itself so that it can refuse an oversized file (413) or a wrong type (415) with the statuses the API documents,
 * which a generic validator would flatten into 400.
 */
export function multipartBody<Schema extends ZodType>(_schema: Schema) {
  return createMiddleware<AppEnv, string, { in: { form: z.input<Schema> }; out: { form: z.output<Schema> } }>(
    async (_c, next) => next(),
  );
}
