/** One card of the dashboard, named by its heading, with an optional control beside the heading. */
export function DashboardSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Why a section could not load, in place of its content. */
export function SectionError({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-md border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {message}
    </p>
  );
}

/** Dates in the page's language (en-US or es-ES), read in UTC so that the server and the browser print the same day. */
export function formatDate(value: string | Date, month: "long" | "short" = "long", dateLocale = "en-US"): string {
  return new Date(value).toLocaleDateString(dateLocale, { year: "numeric", month, day: "numeric", timeZone: "UTC" });
}
