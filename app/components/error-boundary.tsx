import { lazy, type ReactNode, Suspense } from "react";

/** What an error page says: a heading, a message and what the person can do next. */
export type ErrorView = { title: string; message: string; actions?: ReactNode };

/** The status of the error and the message the server sent with it (a domain error's SPEC.md message), if any. */
export type ErrorInfo = { status: number; message: string | null };

type Handler = (info: ErrorInfo) => Partial<ErrorView>;

export type ErrorBoundaryProps = {
  statusHandlers?: Partial<Record<number, Handler>>;
  defaultStatusHandler?: Handler;
};

/** Pages load it only when they show an error. */
const ErrorPage = lazy(() => import("./error-page"));

/**
 * The one error page of every route: SPEC.md's Something went wrong / the message / Try again, unless a route says
 * otherwise for a status (`statusHandlers[404]`) or for every status (`defaultStatusHandler`).
 */
export function GeneralErrorBoundary(props: ErrorBoundaryProps) {
  return (
    <Suspense>
      <ErrorPage {...props} />
    </Suspense>
  );
}
