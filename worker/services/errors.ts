/**
 * The one error the domain throws: what went wrong (its kind), a stable code for clients, and the message a person
 * reads (SPEC.md §8's words where it gives them). Services know nothing of HTTP; the edges map kinds to statuses
 * (worker/http-errors.ts, used by the API's onError and the pages' error helper).
 */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "upstream";

export type ErrorIssue = { path: string; message: string };

export class AppError extends Error {
  override name = "AppError";
  readonly kind: ErrorKind;
  readonly code: string;
  readonly issues?: ErrorIssue[];

  constructor(kind: ErrorKind, message: string, options: { code?: string; issues?: ErrorIssue[] } = {}) {
    super(message);
    this.kind = kind;
    this.code = options.code ?? DEFAULT_CODES[kind];
    if (options.issues) this.issues = options.issues;
  }
}

const DEFAULT_CODES: Record<ErrorKind, string> = {
  invalid: "BAD_REQUEST",
  unauthenticated: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  too_large: "PAYLOAD_TOO_LARGE",
  unsupported_media_type: "UNSUPPORTED_MEDIA_TYPE",
  rate_limited: "TOO_MANY_REQUESTS",
  unavailable: "SERVICE_UNAVAILABLE",
  upstream: "UPSTREAM_ERROR",
};

export const invalid = (message: string, issues?: ErrorIssue[]) => new AppError("invalid", message, { issues });
export const notFound = (message: string) => new AppError("not_found", message);
export const forbidden = (message: string, code?: string) => new AppError("forbidden", message, { code });
export const conflict = (message: string, code?: string) => new AppError("conflict", message, { code });
export const unauthenticated = (message: string, code?: string) => new AppError("unauthenticated", message, { code });

/** Zod's issues in the envelope's shape, the first one's message leading. */
export function invalidInput(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AppError {
  const mapped = issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  return invalid(mapped[0]?.message ?? "Invalid request", mapped);
}
