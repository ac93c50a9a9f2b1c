import { data, redirect } from "react-router";
import type { z } from "zod";
import type { Db } from "#worker/db/client";
import { idempotencyKey, type OnceMessages, once, type Replay } from "#worker/platform/idempotency";
import { translateFieldIssues, translateMessageId } from "~/i18n/server-messages";
import type { Message, MessageId } from "../../contract/errors";
import { type FieldErrors, formText, parseForm } from "../../contract/forms";
import { IDEMPOTENCY_FIELD } from "../../contract/idempotency";
import { type Locale, localizePath } from "../../contract/locale";
import type { ActionFailure } from "./action-failure";
import { formError } from "./errors.server";
import { pageLocale } from "./locale";

/**
 * The pages' one action pattern: every form names its intent; dispatchIntent reads the form once, runs the handler of
 * that intent, and answers a refused or invalid form on the form that sent it, in one shape.
 */

type FailOptions = { status?: number; field?: string; fieldErrors?: FieldErrors };

/** The message of a form nobody sent: an intent that no handler has. */
export const UNKNOWN_FORM = "Unknown form";

/** A form answered as failed: thrown by `FormIntent.fail` and `FormIntent.parse`, turned into the 4xx answer. */
class Refusal {
  constructor(
    readonly failure: ActionFailure,
    readonly status: number,
  ) {}
}

/** One submitted form, as its handler sees it. */
export class FormIntent {
  constructor(
    readonly request: Request,
    readonly form: FormData,
    readonly intent: string,
    readonly target: string | null,
    readonly locale: Locale,
    /** The values to send back with a refusal, when the handler's form fills them in again (`echo`). */
    readonly values?: Record<string, string>,
  ) {}

  /** A text field ("" when absent). */
  text(name: string): string {
    return formText(this.form, name);
  }

  /** A site path in the page's language, for the redirect after the form. */
  local(path: string): string {
    return localizePath(path, this.locale);
  }

  /** The values checked with the form's schema; an invalid form is answered on the form with its first problem. */
  parse<Schema extends z.ZodType>(schema: Schema, values: unknown): z.output<Schema> {
    const parsed = parseForm(schema, values);
    if (!parsed.ok) {
      const { first } = parsed;
      this.fail(first.messageId ? { id: first.messageId, params: first.params } : first.message, {
        field: parsed.field,
        fieldErrors: translateFieldIssues(parsed.issues, this.locale),
      });
    }
    return parsed.data;
  }

  /**
   * Stops the handler and answers the form with this message (400 unless told): a catalog message, said in the page's
   * language, or a text already in it.
   */
  fail(said: Message | string, options: FailOptions = {}): never {
    const { status = 400, field, fieldErrors = {} } = options;
    const { values } = this;
    const error = typeof said === "string" ? said : translateMessageId(said, this.locale);
    throw new Refusal(
      {
        intent: this.intent,
        target: this.target,
        error,
        ...(typeof said === "string" ? {} : { messageId: said.id }),
        ...(field ? { field } : {}),
        fieldErrors,
        ...(values ? { values } : {}),
      },
      status,
    );
  }
}

type Run = (form: FormIntent) => Promise<unknown>;

export type IntentHandler =
  | Run
  | {
      run: Run;
      /** What the form says when something unexpected fails ("Failed to ..."); a domain error says its own message. */
      fallback?: Message | string;
      /** The form field naming the record the form is about (default: the dispatch's). */
      target?: string;
      /** The field a domain error is about, by its message id (a wrong current password is the password field's). */
      fields?: Partial<Record<MessageId, string>>;
      /** The text fields a refusal sends back for the form to fill in again (never a password). */
      echo?: readonly string[];
      /**
       * For a form that makes something and then redirects: the person's form sent again with the key it was
       * rendered with (IdempotencyKeyField) redirects where the first one did and makes nothing new.
       */
      once?: OnceBy;
    };

/** Whose forms are made once, and which form it is (with its key, it names the first request). */
export type OnceBy = { db: Db; userId: string; form: string };

/** A form's result kept for a repeat: the redirect it answered. Anything else is not kept. */
const redirectReplay: Replay<unknown> = {
  save: (value) => {
    const location = value instanceof Response ? value.headers.get("Location") : null;
    return location && value instanceof Response ? JSON.stringify({ status: value.status, location }) : null;
  },
  load: (saved) => {
    const { status, location } = JSON.parse(saved) as { status: number; location: string };
    return redirect(location, status);
  },
};

const FORM_MESSAGES: OnceMessages = { reused: "request.formSentWithOtherValues", busy: "request.formStillSending" };

/**
 * Runs a form's handler once for its person and key: the fields it was sent with, the key aside, say whether a repeat
 * is the same form. A form without its key (a page rendered before it had one) simply runs.
 */
async function runOnce(by: OnceBy, form: FormIntent, run: () => Promise<unknown>): Promise<unknown> {
  const key = form.text(IDEMPOTENCY_FIELD);
  if (!key) return run();
  if (!idempotencyKey.safeParse(key).success) form.fail({ id: "general.invalidRequest" });
  const input = [...form.form.entries()]
    .filter(([name]) => name !== IDEMPOTENCY_FIELD)
    .map(([name, value]) => [name, typeof value === "string" ? value : value.name]);
  const keyed = { userId: by.userId, key, scope: `form ${by.form} ${form.intent}`, input };
  return (await once(by.db, keyed, run, { replay: redirectReplay, messages: FORM_MESSAGES })).value;
}

/** What a handler answers when it succeeds. */
type ResultOf<Handler> = Handler extends (form: FormIntent) => Promise<infer Result>
  ? Result
  : Handler extends { run: (form: FormIntent) => Promise<infer Result> }
    ? Result
    : never;

export type DispatchOptions = {
  /** The form field naming the record each form is about (e.g. "id"), for pages with one form per record. */
  target?: string;
  /** The form, when the caller has read it already. */
  form?: FormData;
};

function isRouterAnswer(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

/**
 * Runs the handler of the submitted form's `intent`. An unknown intent is a 400 (the page's error boundary); a
 * handler's `fail`/`parse` refusal, a domain error (its status and message, in the page's language) or an unexpected
 * error (500 and the handler's fallback message, logged) becomes an `ActionFailure` answer; redirects pass through.
 */
export async function dispatchIntent<Handlers extends Record<string, IntentHandler>>(
  request: Request,
  handlers: Handlers,
  options: DispatchOptions = {},
): Promise<ResultOf<Handlers[keyof Handlers]> | ReturnType<typeof data<ActionFailure>>> {
  // An upload's handler reads the body itself: the fields come from a copy.
  const multipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data");
  const form = options.form ?? (await (multipart ? request.clone() : request).formData());
  const intent = formText(form, "intent");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) throw data({ message: UNKNOWN_FORM }, { status: 400 });
  const {
    run,
    fallback = { id: "general.internal" },
    target: targetField = options.target,
    fields = {},
    echo,
    once: onceBy,
  } = typeof handler === "function" ? { run: handler } : handler;
  const target = targetField ? formText(form, targetField) || null : null;
  const locale = pageLocale({ request });
  const values = echo && Object.fromEntries(echo.map((name) => [name, formText(form, name)]));
  try {
    const intentForm = new FormIntent(request, form, intent, target, locale, values);
    const result = onceBy ? await runOnce(onceBy, intentForm, () => run(intentForm)) : await run(intentForm);
    return result as ResultOf<Handlers[keyof Handlers]>;
  } catch (error) {
    if (isRouterAnswer(error)) throw error;
    if (error instanceof Refusal) return data<ActionFailure>(error.failure, { status: error.status });
    const failure = formError(error, fallback, locale);
    const field = failure.messageId ? fields[failure.messageId] : undefined;
    return data<ActionFailure>(
      {
        intent,
        target,
        error: failure.message,
        ...(failure.messageId ? { messageId: failure.messageId } : {}),
        ...(field ? { field } : {}),
        fieldErrors: failure.fieldErrors,
        ...(values ? { values } : {}),
      },
      { status: failure.status },
    );
  }
}
