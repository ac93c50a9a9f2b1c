import { Link } from "~/components/localized";
import { useLocale, useMessages } from "~/i18n/messages";
import { jobs } from "~/i18n/pages/jobs";
import type { BoardCardDto as BoardCard } from "../../../contract/job-board";
import { countryNames, formatDate, formatSalaryRange } from "./format";

/** Where a role is done: remote (from where), or its office. */
export function useWhere(role: Pick<BoardCard, "workplace" | "remoteCountries" | "locationCity" | "locationCountry">) {
  const t = useMessages(jobs);
  const locale = useLocale();
  if (role.workplace === "remote") {
    return role.remoteCountries.length > 0
      ? t.remoteFrom(countryNames(role.remoteCountries, locale))
      : t.remoteAnywhere;
  }
  const office = [role.locationCity, role.locationCountry ? countryNames([role.locationCountry], locale) : null]
    .filter(Boolean)
    .join(", ");
  return `${t.workplaces[role.workplace]} · ${office}`;
}

export function SalaryText({
  role,
}: {
  role: Pick<BoardCard, "salaryMin" | "salaryMax" | "salaryCurrency" | "salaryPeriod">;
}) {
  const t = useMessages(jobs);
  const locale = useLocale();
  return (
    <>
      {t.salary(
        formatSalaryRange(role.salaryMin, role.salaryMax, role.salaryCurrency, locale),
        t.periods[role.salaryPeriod],
      )}
    </>
  );
}

/** One role on the board: its title (the link), the organization, where, pay, kind and when it was posted. */
export function JobCard({ role }: { role: BoardCard }) {
  const t = useMessages(jobs);
  const locale = useLocale();
  const where = useWhere(role);
  return (
    <article className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600">
      {role.organization.logoUrl ? (
        <img src={role.organization.logoUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg" />
      ) : (
        <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-lg bg-slate-100 text-lg">
          {role.organization.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 space-y-1">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={`/jobs/${role.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {role.title}
          </Link>
        </h3>
        <p className="text-sm font-medium text-slate-700">{role.organization.name}</p>
        <p className="text-sm text-slate-700">{where}</p>
        <p className="text-sm font-semibold text-emerald-800">
          <SalaryText role={role} />
        </p>
        <p className="text-xs text-slate-600">
          {[
            t.employmentTypes[role.employmentType],
            t.seniorities[role.seniority],
            t.postedOn(formatDate(role.postedAt, locale)),
          ].join(" · ")}
        </p>
      </div>
    </article>
  );
}
