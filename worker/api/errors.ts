import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { message } from "../../contract/errors";
import { describeError, errorBody } from "../platform/http-errors";

/** The API's answer to a failure: the error envelope with its status (the app's onError, and policy steps' own). */
export function errorAnswer(error: unknown, c: Context) {
  // Hono's own refusals (a malformed body its parsers reject) keep their status.
  if (error instanceof HTTPException) {
    // Its own words are the framework's, which no catalog has: those are answered as they are.
    const body = errorBody("HTTP_ERROR", message("request.failed"));
    return c.json(error.message ? { message: error.message, code: body.code } : body, error.status);
  }
  const { status, body } = describeError(error);
  return c.json(body, status);
}
