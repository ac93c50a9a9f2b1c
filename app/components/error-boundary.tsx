import { isRouteErrorResponse, useRouteError } from "react-router";
import { buttonClass } from "~/components/ui";
import { common } from "~/i18n/common";
import { useMessages } from "~/i18n/messages";
import { GENERAL_MESSAGES } from "../../contract/messages/general";

/** What an error page says: a heading, a message and what the person can do next. */
export type ErrorView = { title: string; message: string; actions?: React.ReactNode };

/** The status of the error and the message the server sent with it (a domain error's message), if any. */
export type ErrorInfo = { status: number; message: string | null };

type Handler = (info: ErrorInfo) => Partial<ErrorView>;

function errorInfo(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" ? error.data : error.data?.message;
    return { status: error.status, message: typeof message === "string" && message ? message : null };
  }
  // An unexpected error: its text is only shown while developing (production hides it anyway).
  return { status: 500, message: error instanceof Error && import.meta.env.DEV ? error.message : null };
}

/**
 * The one error page of every route (docs/product/messages.md#error-page): Something went wrong / the message / Try
 * again, unless a route says otherwise for a status (`statusHandlers[404]`) or for every status
 * (`defaultStatusHandler`).
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
  defaultStatusHandler,
}: {
  statusHandlers?: Partial<Record<number, Handler>>;
  defaultStatusHandler?: Handler;
}) {
  const info = errorInfo(useRouteError());
  const t = useMessages(common).error;
  const handler = statusHandlers[info.status] ?? defaultStatusHandler;
  const view: ErrorView = {
    title: t.title,
    message: info.message ?? GENERAL_MESSAGES.unexpected,
    actions: (
      <button type="button" onClick={() => window.location.reload()} className={buttonClass.primary}>
        {t.tryAgain}
      </button>
    ),
    ...handler?.(info),
  };
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{view.title}</h1>
      <p className="mt-3 text-slate-700">{view.message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{view.actions}</div>
    </main>
  );
}
