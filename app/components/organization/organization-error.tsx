import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui";

export const FETCH_ERROR = "An error occurred while fetching the organization data. Please try again later.";

/** The error page of the organization routes: SPEC.md §8's not-found message, or the fetch error. */
export function OrganizationError({ error, back }: { error: unknown; back: { to: string; label: string } }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound && typeof error.data?.message === "string" ? error.data.message : FETCH_ERROR;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFound ? "Organization not found" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <Link to={back.to} className={`mt-6 ${buttonClass.primary}`}>
        {back.label}
      </Link>
    </main>
  );
}
