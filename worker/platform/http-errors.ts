import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorDto } from "../../contract/dto";
import { englishMessage, type Message } from "../../contract/errors";
import { ConfigError } from "./env";
import { AppError, type ErrorKind } from "./errors";

/** The one table from a domain error's kind to an HTTP status (docs/decisions/0006). */
const STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  upstream: 502,
};

export type ErrorBody = ApiErrorDto;

/** The envelope of an answer given outside the domain's errors (a framework's refusal), from a catalog message. */
export function errorBody(code: ErrorBody["code"], said: Message): ErrorBody {
  return { message: englishMessage(said), code, messageId: said.id, ...(said.params ? { params: said.params } : {}) };
}

/**
 * Any error as a status and the `{ message, code, messageId?, params?, issues? }` body. A domain error keeps its
 * message, its id and values; anything else is a bug or an outage: it is logged, and its text (which may hold SQL or
 * a stack) never leaves the worker.
 */
export function describeError(error: unknown): { status: ContentfulStatusCode; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: STATUS[error.kind],
      body: {
        message: error.message,
        code: error.code,
        ...(error.messageId ? { messageId: error.messageId } : {}),
        ...(error.params ? { params: error.params } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      },
    };
  }
  console.error("Unhandled error", error);
  if (error instanceof ConfigError) {
    return { status: 503, body: errorBody("SERVICE_UNAVAILABLE", { id: "general.misconfigured" }) };
  }
  return { status: 500, body: errorBody("INTERNAL_ERROR", { id: "general.internal" }) };
}
