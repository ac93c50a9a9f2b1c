import { data } from "react-router";
import { AppError } from "#worker/platform/errors";
import { describeError } from "#worker/platform/http-errors";
import { translateError, translateFieldIssues, translateMessageId } from "~/i18n/server-messages";
import type { Message, MessageId } from "../../contract/errors";
import type { FieldErrors, FieldIssues } from "../../contract/forms";
import type { Locale } from "../../contract/locale";
import { pageLocale } from "./locale";

/**
 * The pages' side of the error model: a domain error thrown by a service becomes a route error response with its
 * status and message (rendered by the route's ErrorBoundary, see app/components/error-boundary.tsx); redirects and
 * responses pass through; anything else stays an unexpected error (500, message hidden in production).
 */
export function pageError(error: unknown, locale: Locale = "en"): unknown {
  if (error instanceof AppError) {
    const { status, body } = describeError(error);
    return data({ ...body, message: translateError(body, locale) }, { status });
  }
  return error;
}

/**
 * Wraps a loader or action so that domain errors reach the ErrorBoundary with their status and message, in the
 * page's language.
 */
export function withPageErrors<Args extends { request: Request }, Result>(handler: (args: Args) => Promise<Result>) {
  return async (args: Args): Promise<Result> => {
    try {
      return await handler(args);
    } catch (error) {
      throw pageError(error, pageLocale(args));
    }
  };
}

/**
 * For actions that answer a form: a domain error's message and its fields' problems (in the page's language, by their
 * ids) and status, so the form shows what went wrong; anything else is logged and answered with the form's own
 * fallback message ("Failed to ...", docs/product/messages.md#forms; a catalog message is said in the page's
 * language, a text is shown as given). `messageId` tells a refusal apart without reading its words.
 */
export function formError(
  error: unknown,
  fallback: Message | string,
  locale: Locale = "en",
): { status: number; message: string; messageId?: MessageId; fieldErrors: FieldErrors } {
  if (error instanceof AppError) {
    const { status, body } = describeError(error);
    const issues: FieldIssues = {};
    for (const issue of body.issues ?? []) issues[issue.path] ??= issue;
    return {
      status,
      message: translateError(body, locale),
      messageId: body.messageId,
      fieldErrors: translateFieldIssues(issues, locale),
    };
  }
  console.error(typeof fallback === "string" ? fallback : fallback.id, error);
  return {
    status: 500,
    message: typeof fallback === "string" ? fallback : translateMessageId(fallback, locale),
    fieldErrors: {},
  };
}
