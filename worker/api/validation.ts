import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { invalidInput } from "../services/errors";

/** zValidator that turns a failed parse into the API's error envelope (400 with the first message and every issue). */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error.issues);
  });
}
