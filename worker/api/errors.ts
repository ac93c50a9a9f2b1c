import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ApiIssue = { path: string; message: string };

/** An error with a status and a user-facing message (SPEC.md §8 wording where one exists). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = codeFor(status),
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function codeFor(status: number): string {
  switch (status) {
    case 400:
      return "BAD_REQUEST";
    case 401:
      return "UNAUTHORIZED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 409:
      return "CONFLICT";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 415:
      return "UNSUPPORTED_MEDIA_TYPE";
    case 429:
      return "TOO_MANY_REQUESTS";
    case 503:
      return "SERVICE_UNAVAILABLE";
    default:
      return status >= 500 ? "INTERNAL_ERROR" : "ERROR";
  }
}

export const badRequest = (message: string, issues?: ApiIssue[]) => new ApiError(400, message, "BAD_REQUEST", issues);
export const notFound = (message: string) => new ApiError(404, message, "NOT_FOUND");
export const forbidden = (message: string) => new ApiError(403, message, "FORBIDDEN");
export const unauthorized = (message: string) => new ApiError(401, message, "UNAUTHORIZED");
