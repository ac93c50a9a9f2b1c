import { Link } from "~/components/localized";
import { VerifiedLine } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { explore } from "~/i18n/pages/explore";
import { cx } from "~/lib/cx";
import type { ExploreCardDto as ExploreCardData } from "../../contract/dto";

const STATUS_CHIP = {
  claimed: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  unclaimed: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

/** The explore-variant organization card of the city guides: the whole card opens the organization's profile. */
export function ExploreCard({ org }: { org: ExploreCardData }) {
  const t = useMessages(explore);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600">
      <div className="flex items-start justify-between gap-3">
        {org.logo ? (
          <img
            src={org.logo}
            alt={t.logo(org.name)}
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-lg border border-slate-100 bg-slate-50 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-lg font-bold text-brand-700"
          >
            {org.name.charAt(0)}
          </span>
        )}
        {org.status ? (
          <span
            className={cx(
              "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
              STATUS_CHIP[org.status],
            )}
          >
            {t[org.status]}
          </span>
        ) : null}
      </div>
      <h3 className="mt-4 text-base font-semibold text-slate-900">
        {/* The link covers the whole card (after:inset-0) while its accessible name stays the organization's name. */}
        <Link
          to={`/organizations/${org.id}`}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {org.name}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700">{org.description}</p>
      {org.location ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-slate-500">
            <path
              fillRule="evenodd"
              d="M9.69 18.933l.003.001a.75.75 0 00.614 0l.003-.001.009-.004.028-.013a8.36 8.36 0 00.44-.226 17.2 17.2 0 004.37-3.55C16.9 13.196 18 11.05 18 8.5a8 8 0 10-16 0c0 2.55 1.1 4.696 2.843 6.64a17.2 17.2 0 004.81 3.776l.028.013.01.004zM10 11a2.5 2.5 0 100-5 2.5 2.5 0 000 5z"
              clipRule="evenodd"
            />
          </svg>
          <span className="truncate">{org.location}</span>
        </p>
      ) : null}
      {org.verifiedDomain ? <VerifiedLine className="mt-2">{t.verified(org.verifiedDomain)}</VerifiedLine> : null}
      {org.categories.length > 0 ? (
        <ul aria-label={t.categories} className="mt-auto flex flex-wrap gap-1.5 pt-4">
          {org.categories.map((category) => (
            <li key={category.id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900">
              <span aria-hidden="true">{category.emoji}</span> {category.name}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** The card's shape while a navigation loads the guide's organizations. */
export function ExploreCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between">
        <div className="size-12 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200" />
      </div>
      <div className="mt-4 h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="mt-3 space-y-2">
        <div className="h-3.5 animate-pulse rounded bg-slate-100" />
        <div className="h-3.5 animate-pulse rounded bg-slate-100" />
        <div className="h-3.5 w-4/5 animate-pulse rounded bg-slate-100" />
      </div>
      <div className="mt-4 h-3.5 w-1/2 animate-pulse rounded bg-slate-100" />
      <div className="mt-auto flex gap-1.5 pt-4">
        <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200" />
        <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200" />
      </div>
    </div>
  );
}
