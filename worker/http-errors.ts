import type { ContentfulStatusCode } from "hono/utils/http-status";
import { GENERAL_MESSAGES } from "../contract/messages";
import { ConfigError } from "./env";
import { AppError, type ErrorKind } from "./services/errors";

/** The one table from a domain error's kind to an HTTP status (docs/decisions/0006). */
const STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  upstream: 502,
};

export type ErrorBody = { message: string; code: string; issues?: { path: string; message: string }[] };

/**
 * Any error as a status and the `{ message, code, issues? }` body. A domain error keeps its message; anything else is
 * a bug or an outage: it is logged, and its text (which may hold SQL or a stack) never leaves the worker.
 */
export function describeError(error: unknown): { status: ContentfulStatusCode; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: STATUS[error.kind],
      body: { message: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) },
    };
  }
  console.error("Unhandled error", error);
  if (error instanceof ConfigError) {
    return { status: 503, body: { message: GENERAL_MESSAGES.misconfigured, code: "SERVICE_UNAVAILABLE" } };
  }
  return { status: 500, body: { message: GENERAL_MESSAGES.internal, code: "INTERNAL_ERROR" } };
}
