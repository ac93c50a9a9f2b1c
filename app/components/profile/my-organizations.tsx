import { ENROLLMENT_TONES } from "~/components/enrollment-badge";
import { Link } from "~/components/localized";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { enrollment } from "~/i18n/pages/enrollment";
import { cx } from "~/lib/cx";
import type { OrganizationStatsDto } from "../../../contract/analytics";
import type { OrganizationDto } from "../../../contract/dto";
import type { PaymentStatus } from "../../../contract/enums";
import { DashboardSection, FiguresUpdated, SectionError } from "./dashboard-section";

export type OrganizationSummary = Pick<OrganizationDto, "id" | "name" | "exploreEnrollmentStatus"> & {
  paymentStatus: PaymentStatus;
  country: { code: string; name: string; flag: string };
};

type Badge = { label: string; tone: string };
type Texts = (typeof dashboard)["en"]["organizations"];

const PAYMENT: Record<PaymentStatus, { label: keyof Texts; tone: string }> = {
  paid: { label: "paid", tone: "bg-emerald-50 text-emerald-900 ring-emerald-300" },
  pending: { label: "pending", tone: "bg-amber-50 text-amber-900 ring-amber-300" },
};

function Status({ term, badge }: { term: string; badge: Badge }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="text-slate-600">{term}</dt>
      <dd className={cx("rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset", badge.tone)}>{badge.label}</dd>
    </div>
  );
}

/**
 * What visitors did with the organization over the last 30 days, each visitor counted once a day (bots and
 * visitors with Do Not Track left out). Rolled up hourly.
 */
function OrganizationFigures({ name, stats }: { name: string; stats: OrganizationStatsDto | undefined }) {
  const t = useMessages(dashboard).organizations;
  if (!stats) return null;
  const figures = [
    { key: "profile-views", label: t.profileViews, value: stats.profileViews },
    { key: "link-clicks", label: t.linkClicks, value: stats.linkClicks },
    { key: "appearances", label: t.appearances, value: stats.appearances },
  ];
  return (
    <section aria-label={t.statsLabel(name, stats.days)} data-testid="organization-stats" className="mt-3">
      <p className="text-xs text-slate-600">{t.statsLead(stats.days)}</p>
      <FiguresUpdated iso={stats.updatedAt} />
      <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {figures.map((figure) => (
          <div key={figure.key} className="flex items-baseline gap-1.5" data-stat={figure.key}>
            <dt className="text-slate-700">{figure.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The organizations the person created; null when they could not be loaded. */
export function MyOrganizations({
  organizations,
  stats = null,
}: {
  organizations: OrganizationSummary[] | null;
  /** Each organization's figures by id; null when they could not be loaded. */
  stats?: Record<string, OrganizationStatsDto> | null;
}) {
  const hasAny = Boolean(organizations?.length);
  const t = useMessages(dashboard).organizations;
  const enrollmentTexts = useMessages(enrollment);
  const badge = ({ label, tone }: { label: keyof Texts; tone: string }): Badge => ({ label: t[label] as string, tone });
  return (
    <DashboardSection
      id="my-organizations"
      title={t.title}
      action={hasAny ? <ButtonLink to="/submit-organization">{t.add}</ButtonLink> : null}
    >
      {organizations === null ? (
        <SectionError message={t.failed} />
      ) : hasAny ? (
        <ul className="mt-4 divide-y divide-slate-200">
          {organizations.map((org) => (
            <li key={org.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <h3 className="text-base font-semibold">
                  <Link to={`/organizations/${org.id}`} className="text-brand-700 hover:underline">
                    {org.name}
                  </Link>
                </h3>
                <p className="mt-0.5 text-sm text-slate-600">
                  {org.country.flag ? <span aria-hidden="true">{org.country.flag} </span> : null}
                  {org.country.name}
                </p>
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-xs">
                  <Status term={t.payment} badge={badge(PAYMENT[org.paymentStatus])} />
                  <Status
                    term={t.explore}
                    badge={{
                      label: enrollmentTexts[org.exploreEnrollmentStatus],
                      tone: ENROLLMENT_TONES[org.exploreEnrollmentStatus],
                    }}
                  />
                </dl>
                {org.paymentStatus === "pending" ? <p className="mt-2 text-sm text-slate-700">{t.unpaidNote}</p> : null}
                <OrganizationFigures name={org.name} stats={stats?.[org.id]} />
              </div>
              <div className="flex shrink-0 flex-wrap gap-2 self-start">
                {org.paymentStatus === "pending" ? (
                  <ButtonLink to={`/payments/select/${org.id}`}>
                    {t.choosePlan}
                    <span className="sr-only">{t.choosePlanFor(org.name)}</span>
                  </ButtonLink>
                ) : null}
                <ButtonLink to={`/organizations/${org.id}/edit`} look="secondary">
                  {t.edit}
                  <span className="sr-only"> {org.name}</span>
                </ButtonLink>
                <ButtonLink to={`/verify-domain?org=${org.id}`} look="ghost">
                  {t.verifyDomain}
                  <span className="sr-only">{t.verifyDomainOf(org.name)}</span>
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
          <p className="text-sm text-slate-700">{t.none}</p>
          <ButtonLink to="/submit-organization" className="mt-4">
            {t.addFirst}
          </ButtonLink>
        </div>
      )}
    </DashboardSection>
  );
}
