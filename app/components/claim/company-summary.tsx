import { LabelledSection } from "~/components/labelled-section";
import { Link } from "~/components/localized";
import { ExternalIcon, ExternalLink } from "~/components/organization/external-link";
import { OrganizationLogo } from "~/components/organization/profile-header";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { cx } from "~/lib/cx";
import { displayUrl } from "~/lib/display-url";

export type ClaimCompany = {
  id: string;
  name: string;
  logo: string | null;
  description: string;
  websiteUrl: string | null;
  foundedYear: number | null;
  location: string | null;
  editorNote: string | null;
  city: { slug: string; name: string } | null;
  claimed: boolean;
};

/** "Unclaimed" or "Claimed", in words and colour (the colour is never the only signal). */
export function ClaimStatus({ claimed }: { claimed: boolean }) {
  const t = useMessages(payments).claim;
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset",
        claimed ? "bg-slate-100 text-slate-800 ring-slate-300" : "bg-emerald-50 text-emerald-900 ring-emerald-300",
      )}
    >
      <span aria-hidden="true" className={cx("size-2 rounded-full", claimed ? "bg-slate-500" : "bg-emerald-600")} />
      <span className="sr-only">{t.status}</span>
      {claimed ? t.claimed : t.unclaimed}
    </span>
  );
}

/** The page heading: logo, name, status and where the company sits in Explore. */
export function ClaimHeader({ company }: { company: ClaimCompany }) {
  const t = useMessages(payments).claim;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
      <OrganizationLogo name={company.name} logo={company.logo} />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.eyebrow}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{company.name}</h1>
          <ClaimStatus claimed={company.claimed} />
        </div>
        {company.location ? <p className="mt-2 text-slate-700">{company.location}</p> : null}
      </div>
    </header>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

const linkClass =
  "rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** What the claimant is taking over: description, website, founding year and the Explore editors' note. */
export function CompanyDetails({ company }: { company: ClaimCompany }) {
  const t = useMessages(payments).claim;
  return (
    <LabelledSection headingId="company-details-heading" title={t.about}>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">{company.description}</p>
      <dl className="mt-5 grid gap-4 border-t border-slate-200 pt-5 sm:grid-cols-2">
        <Fact term={t.website}>
          {company.websiteUrl ? (
            <ExternalLink href={company.websiteUrl} className={cx(linkClass, "wrap-anywhere")}>
              {displayUrl(company.websiteUrl)}
              <ExternalIcon className="ml-1 inline align-[-2px]" />
            </ExternalLink>
          ) : (
            <span className="text-slate-600">{t.notListed}</span>
          )}
        </Fact>
        <Fact term={t.founded}>{company.foundedYear ?? <span className="text-slate-600">{t.notListed}</span>}</Fact>
      </dl>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <h3 className="text-lg font-semibold text-slate-900">{t.editorsNote}</h3>
        {company.editorNote ? (
          <blockquote className="mt-3 border-l-4 border-brand-600 pl-4 text-slate-800 italic">
            <p className="leading-relaxed">{company.editorNote}</p>
          </blockquote>
        ) : (
          <p className="mt-2 text-slate-600">{t.noNote}</p>
        )}
        {company.city ? (
          <p className="mt-4 text-sm text-slate-700">
            {t.featuredIn}{" "}
            <Link to={`/explore/${company.city.slug}`} className={linkClass}>
              {company.city.name}
            </Link>
          </p>
        ) : null}
      </div>
    </LabelledSection>
  );
}
