import { toJSONSchema, type z } from "zod";
import { apiErrorDto } from "../../contract/dto";
import type { Access } from "../services/access/permissions";

/**
 * The documentation parts of a route's definition (its createRoute), in the words the API reference uses: who may
 * call it, what it answers, and how it fails. The document itself is generated from the routes (worker/api/index.ts).
 */

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 502 | 503;

/** Who may call a route: anyone, a session (a guest's included), a permanent account, a verified one, an admin. */
export type Caller = "public" | Access | "stripe";

const CALLER_TEXT: Record<Caller, string> = {
  public: "",
  "signed-in": "Needs a session cookie (a guest session will do).",
  permanent: "Needs a session cookie of a permanent (non-guest) account.",
  verified: "Needs a session cookie of a permanent account with a verified email address.",
  admin: "Needs a session cookie of an admin.",
  stripe: "Called by Stripe, authenticated by the Stripe-Signature header.",
};

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: "Invalid input: message, code, the message's id and values, and the issues by field.",
  401: "No session: You need to be logged in to perform this action.",
  403: "Not allowed: a guest, an unverified address, not the owner, or a cross-site write.",
  404: "Not found.",
  409: "Conflict with the current state (unpaid, already claimed).",
  410: "Gone: it was public and is no longer.",
  413: "File too large.",
  415: "Not a JPEG, PNG or WebP image.",
  429: "Too many attempts.",
  500: "Unexpected error; no details are given.",
  502: "The payment provider failed.",
  503: "Not configured or unavailable.",
};

/** What a read may answer besides its own errors. */
export const READ = [400, 500] as const;
/** What every route behind a session guard may answer besides its own errors. */
export const GUARDED = [401, 403, 500] as const;

/** A route's tag, summary and description, and who may call it (the security requirement and `x-access`). */
export function about(tag: string, caller: Caller, summary: string, description?: string) {
  return {
    tags: [tag],
    summary,
    description: [description, CALLER_TEXT[caller]].filter(Boolean).join(" "),
    "x-access": caller,
    security: caller === "public" ? [] : caller === "stripe" ? [{ stripeSignature: [] }] : [{ sessionCookie: [] }],
  };
}

type Json<Schema> = { "application/json": { schema: Schema } };
type Answers<Status extends number, Schema, Errors extends readonly ErrorStatus[]> = {
  [S in Status]: { description: string; content: Json<Schema> };
} & { [E in Errors[number]]: { description: string; content: Json<typeof apiErrorDto> } };

/** A route's answers: its success (status, what it means, its schema) and its failures, in the error envelope. */
export function answers<
  const Status extends 200 | 201 | 202,
  Schema extends z.ZodType,
  const Errors extends readonly ErrorStatus[],
>(status: Status, description: string, schema: Schema, errors: Errors): Answers<Status, Schema, Errors> {
  const entries: Record<number, unknown> = { [status]: { description, content: { "application/json": { schema } } } };
  for (const error of errors) {
    entries[error] = { description: ERROR_TEXT[error], content: { "application/json": { schema: apiErrorDto } } };
  }
  return entries as Answers<Status, Schema, Errors>;
}

/** A JSON request body the route validates against `schema`. */
export function jsonRequest<Schema extends z.ZodType>(schema: Schema, description?: string) {
  return { required: true, ...(description ? { description } : {}), content: { "application/json": { schema } } };
}

/**
 * A request body the handler reads itself (an upload streamed with its own size check, a body judged after who may
 * send it): described in the document from its zod schema, but no validator is attached for it.
 */
export function documentedBody(contentType: string, schema: z.ZodType, description?: string) {
  const { $schema: _, ...json } = toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return { required: true, ...(description ? { description } : {}), content: { [contentType]: { schema: json } } };
}
