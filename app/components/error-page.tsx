import { isRouteErrorResponse, useRouteError } from "react-router";
import { buttonClass } from "~/components/ui";
import { common } from "~/i18n/common";
import { useMessages } from "~/i18n/messages";
import { GENERAL_MESSAGES } from "../../contract/messages";

import type { ErrorBoundaryProps, ErrorInfo, ErrorView } from "./error-boundary";

function errorInfo(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" ? error.data : error.data?.message;
    return { status: error.status, message: typeof message === "string" && message ? message : null };
  }
  // An unexpected error: its text is only shown while developing (production hides it anyway).
  return { status: 500, message: error instanceof Error && import.meta.env.DEV ? error.message : null };
}

/** The error page of GeneralErrorBoundary (./error-boundary.tsx). */
export default function ErrorPage({ statusHandlers = {}, defaultStatusHandler }: ErrorBoundaryProps) {
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
