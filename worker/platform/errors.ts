import { type ErrorCode, englishMessage, type Message, type MessageParams, type Saying } from "../../contract/errors";
import { issueMessage, issueSaying } from "../../contract/issues";

/**
 * The one error the domain throws: what went wrong (its kind), a stable code for clients, the message a person reads
 * by its id and values, and that message in English. Services know nothing
 * of HTTP; the edges map kinds to statuses (worker/platform/http-errors.ts, used by the API's onError and the pages' error
 * helper), and pages translate by the message's id.
 */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "gone"
  | "conflict"
  | "too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "upstream";

/** A problem with one field of the input: its path, its English words, and its message id and values. */
export type ErrorIssue = { path: string } & Saying;

/**
 * What an error says: a catalog message (contract/errors.ts), or a plain English text where no catalog has the
 * words (such an error has no message id, and every language shows the English).
 */
export type Said = Message | string;

export class AppError extends Error {
  override name = "AppError";
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly messageId?: Message["id"];
  readonly params?: MessageParams;
  readonly issues?: ErrorIssue[];

  constructor(kind: ErrorKind, said: Said, options: { code?: ErrorCode; issues?: ErrorIssue[] } = {}) {
    super(typeof said === "string" ? said : englishMessage(said));
    this.kind = kind;
    this.code = options.code ?? DEFAULT_CODES[kind];
    if (typeof said !== "string") {
      this.messageId = said.id;
      if (said.params) this.params = said.params;
    }
    if (options.issues) this.issues = options.issues;
  }
}

const DEFAULT_CODES: Record<ErrorKind, ErrorCode> = {
  invalid: "BAD_REQUEST",
  unauthenticated: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  gone: "GONE",
  conflict: "CONFLICT",
  too_large: "PAYLOAD_TOO_LARGE",
  unsupported_media_type: "UNSUPPORTED_MEDIA_TYPE",
  rate_limited: "TOO_MANY_REQUESTS",
  unavailable: "SERVICE_UNAVAILABLE",
  upstream: "UPSTREAM_ERROR",
};

export const invalid = (said: Said, issues?: ErrorIssue[]) => new AppError("invalid", said, { issues });
export const notFound = (said: Said) => new AppError("not_found", said);
/** What existed and is no longer offered (a closed or expired role): 410. */
export const gone = (said: Said) => new AppError("gone", said);
export const forbidden = (said: Said, code?: ErrorCode) => new AppError("forbidden", said, { code });
export const conflict = (said: Said, code?: ErrorCode) => new AppError("conflict", said, { code });
export const unauthenticated = (said: Said, code?: ErrorCode) => new AppError("unauthenticated", said, { code });

/**
 * Zod's issues in the envelope's shape, the first one's message leading. A schema names each message's id in the
 * issue's params (`{ messageId, ...values }`, contract/issues.ts), and the envelope carries them.
 */
export function invalidInput(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string; params?: Record<string, unknown> }>,
): AppError {
  const mapped = issues.map((issue) => ({ path: issue.path.map(String).join("."), ...issueSaying(issue) }));
  const first = issues[0];
  const said = first && issueMessage(first);
  if (said) return new AppError("invalid", said, { issues: mapped });
  return invalid(mapped[0]?.message ?? "Invalid request", mapped);
}
