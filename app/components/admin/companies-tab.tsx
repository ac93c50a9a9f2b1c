import { useNavigation } from "react-router";
import { TextAreaField } from "~/components/form/fields";
import { Notice } from "~/components/form/notice";
import { useFormState } from "~/components/form/use-form-state";
import { Form, Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { cx } from "~/lib/cx";
import { editorNoteProblem, enrollmentDecisionInput } from "../../../contract/admin";
import type { AdminCompanyDto, ExploreStatsDto } from "../../../contract/dto";
import { ENROLLMENT_FILTERS, type EnrollmentFilter } from "../../../contract/enums";
import { EDITOR_NOTE_MAX, EDITOR_NOTE_MIN, REJECTION_REASON_MAX } from "../../../contract/limits";
import { ADMIN_MESSAGES } from "../../../contract/messages";
import { Badge, type BadgeTone, Card, DateTime, Figure, InlineError, smallButton } from "./admin-ui";
import { type AdminActionFailure, adminHref, INTENTS } from "./tabs";

export type CompaniesView = {
  companies: AdminCompanyDto[];
  total: number;
  hasMore: boolean;
  pages: number;
  status: EnrollmentFilter | null;
  /** Null when the stats could not be loaded. */
  stats: ExploreStatsDto | null;
};

const ENROLLMENT: Record<AdminCompanyDto["exploreEnrollmentStatus"], { label: string; tone: BadgeTone }> = {
  not_requested: { label: "Not requested", tone: "neutral" },
  requested: { label: "Requested", tone: "warning" },
  approved: { label: "Approved", tone: "success" },
  rejected: { label: "Rejected", tone: "danger" },
};

const FILTER_LABELS: Record<EnrollmentFilter, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
};

function failureFor(failure: AdminActionFailure | undefined, intents: string[], target: string) {
  return failure && intents.includes(failure.intent) && failure.target === target ? failure : undefined;
}

function FilterChips({ status, total }: { status: EnrollmentFilter | null; total: number }) {
  const chips: { value: EnrollmentFilter | null; label: string }[] = [
    { value: null, label: "All" },
    ...ENROLLMENT_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })),
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="Filter by enrolment status">
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => {
            const active = chip.value === status;
            return (
              <li key={chip.label}>
                <Link
                  to={adminHref({ tab: "companies", status: chip.value })}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={cx(
                    "inline-flex rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    active
                      ? "bg-brand-600 text-white ring-brand-600"
                      : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  {chip.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="text-sm text-slate-700" role="status">
        {total} {total === 1 ? "company" : "companies"}
      </p>
    </div>
  );
}

/** One flag as a pressed/unpressed button: a one-field form, audited on the server. */
function FlagToggle({
  company,
  flag,
  label,
}: {
  company: AdminCompanyDto;
  flag: "isFeatured" | "isExploreCompany";
  label: string;
}) {
  const navigation = useNavigation();
  const on = company[flag];
  const pending =
    navigation.formData?.get("intent") === INTENTS.companyFlag &&
    navigation.formData?.get("id") === company.id &&
    navigation.formData?.get("flag") === flag;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={INTENTS.companyFlag} />
      <input type="hidden" name="id" value={company.id} />
      <input type="hidden" name="flag" value={flag} />
      <input type="hidden" name="value" value={on ? "false" : "true"} />
      <button
        type="submit"
        aria-pressed={on}
        disabled={pending}
        className={cx(smallButton, on && "border-brand-600 bg-brand-50 text-brand-900 hover:bg-brand-100")}
      >
        <span
          aria-hidden="true"
          className={cx(
            "inline-block h-3 w-3 rounded-full ring-1 ring-inset",
            on ? "bg-brand-600 ring-brand-600" : "bg-white ring-slate-400",
          )}
        />
        {label}
        <span className="sr-only"> for {company.name}</span>
      </button>
    </Form>
  );
}

const noteCounter = (text: string) => {
  const problem = editorNoteProblem(text);
  return { text: problem ?? `${text.trim().length} characters`, warning: problem !== null };
};

function ApproveForm({ company, failure }: { company: AdminCompanyDto; failure?: AdminActionFailure }) {
  const { busy, pendingIntent, fieldErrors, onSubmit } = useFormState(enrollmentDecisionInput, failure?.fieldErrors);
  const navigation = useNavigation();
  const approving = busy && pendingIntent === INTENTS.approve && navigation.formData?.get("id") === company.id;
  const formError = failure && !failure.fieldErrors.editorNote ? failure.error : null;
  return (
    <Form method="post" noValidate preventScrollReset onSubmit={onSubmit} aria-label={`Approve ${company.name}`}>
      <input type="hidden" name="intent" value={INTENTS.approve} />
      <input type="hidden" name="action" value="approve" />
      <input type="hidden" name="id" value={company.id} />
      <TextAreaField
        label="Editor note"
        name="editorNote"
        required
        rows={5}
        defaultValue={company.editorNote ?? ""}
        counter={noteCounter}
        hint={`${EDITOR_NOTE_MIN}-${EDITOR_NOTE_MAX} characters after trimming, shown on the profile as the Editor's Note.`}
        error={fieldErrors.editorNote}
      />
      <div className="mt-3 space-y-3">
        <InlineError message={formError} />
        <button type="submit" disabled={approving} className={buttonClass.primary}>
          {approving ? "Approving..." : "Approve"}
          <span className="sr-only"> {company.name}</span>
        </button>
      </div>
    </Form>
  );
}

function RejectForm({ company, failure }: { company: AdminCompanyDto; failure?: AdminActionFailure }) {
  const { busy, pendingIntent, fieldErrors, onSubmit } = useFormState(enrollmentDecisionInput, failure?.fieldErrors);
  const navigation = useNavigation();
  const rejecting = busy && pendingIntent === INTENTS.reject && navigation.formData?.get("id") === company.id;
  const formError = failure && !failure.fieldErrors.reason ? failure.error : null;
  return (
    <Form method="post" noValidate preventScrollReset onSubmit={onSubmit} aria-label={`Reject ${company.name}`}>
      <input type="hidden" name="intent" value={INTENTS.reject} />
      <input type="hidden" name="action" value="reject" />
      <input type="hidden" name="id" value={company.id} />
      <TextAreaField
        label="Reason"
        name="reason"
        optional
        rows={3}
        maxLength={REJECTION_REASON_MAX}
        hint="The owner sees it on their edit page."
        error={fieldErrors.reason}
      />
      <div className="mt-3 space-y-3">
        <InlineError message={formError} />
        <button
          type="submit"
          disabled={rejecting}
          className={cx(buttonClass.secondary, "border-rose-300 text-rose-700 hover:bg-rose-50")}
        >
          {rejecting ? "Rejecting..." : "Reject"}
          <span className="sr-only"> {company.name}</span>
        </button>
      </div>
    </Form>
  );
}

/** A disclosure that works without JavaScript; open when its form has something to say. */
function Disclosure({ summary, open, children }: { summary: string; open: boolean; children: React.ReactNode }) {
  return (
    <details open={open} className="group rounded-md border border-slate-200 bg-slate-50">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900 select-none focus-visible:outline-2 focus-visible:outline-brand-600">
        {summary}
      </summary>
      <div className="border-t border-slate-200 bg-white p-3">{children}</div>
    </details>
  );
}

function CompanyRow({
  company,
  cityName,
  failure,
}: {
  company: AdminCompanyDto;
  cityName: string | null;
  failure?: AdminActionFailure;
}) {
  const enrollment = ENROLLMENT[company.exploreEnrollmentStatus];
  const paid = company.paymentStatus === "paid";
  const approveFailure = failureFor(failure, [INTENTS.approve], company.id);
  const rejectFailure = failureFor(failure, [INTENTS.reject], company.id);
  const flagFailure = failureFor(failure, [INTENTS.companyFlag], company.id);
  const canApprove =
    company.exploreEnrollmentStatus !== "approved" && company.exploreEnrollmentStatus !== "not_requested";
  const canReject = company.exploreEnrollmentStatus === "requested" || company.exploreEnrollmentStatus === "approved";
  return (
    <li className="py-4 first:pt-0 last:pb-0" aria-labelledby={`company-${company.id}`}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h3 id={`company-${company.id}`} className="text-base font-semibold text-slate-900">
            <Link
              to={`/organizations/${encodeURIComponent(company.id)}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {company.name}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone={enrollment.tone}>{enrollment.label}</Badge>
            <Badge tone={paid ? "success" : "warning"}>{paid ? "Paid" : "Payment pending"}</Badge>
            {company.stale ? <Badge tone="danger">{company.stale}</Badge> : null}
          </div>
          <p className="text-sm text-slate-700">
            <span className="capitalize">{company.entityType}</span> ·{" "}
            {company.primaryCity ? (
              <Link to={`/explore/${company.primaryCity}`} className="text-brand-700 underline underline-offset-2">
                {cityName ?? company.primaryCity}
              </Link>
            ) : (
              "No city"
            )}{" "}
            · Updated <DateTime iso={company.updatedAt} />
            {company.exploreEnrollmentRequestedAt ? (
              <>
                {" "}
                · Requested <DateTime iso={company.exploreEnrollmentRequestedAt} />
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <FlagToggle company={company} flag="isExploreCompany" label="Explore company" />
          <FlagToggle company={company} flag="isFeatured" label="Featured" />
        </div>
      </div>
      <div className="mt-3 space-y-3">
        {flagFailure ? <InlineError message={flagFailure.error} /> : null}
        {!paid ? (
          <p role="note" className="flex gap-2 text-sm font-medium text-amber-900">
            <span aria-hidden="true">⚠</span>
            <span>{ADMIN_MESSAGES.paymentRequired}</span>
          </p>
        ) : null}
        {company.localPresenceCriteria.length > 0 || company.exploreLinks.length > 0 ? (
          <details className="text-sm text-slate-800">
            <summary className="cursor-pointer font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
              Evidence and links ({company.localPresenceCriteria.length + company.exploreLinks.length})
            </summary>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {company.localPresenceCriteria.length > 0 ? (
                <div>
                  <p className="font-medium text-slate-900">Local presence evidence</p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {company.localPresenceCriteria.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {company.exploreLinks.length > 0 ? (
                <div>
                  <p className="font-medium text-slate-900">Explore links</p>
                  <ul className="mt-1 space-y-0.5">
                    {company.exploreLinks.map((link) => (
                      <li key={link} className="break-all">
                        <a href={link} className="text-brand-700 underline-offset-2 hover:underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </details>
        ) : null}
        {company.exploreEnrollmentStatus === "approved" && company.editorNote ? (
          <p className="line-clamp-2 text-sm text-slate-700" title={company.editorNote}>
            <span className="font-medium text-slate-900">Editor note:</span> {company.editorNote}
          </p>
        ) : null}
        {company.exploreEnrollmentStatus === "rejected" ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">Reason given:</span> {company.exploreRejectionReason ?? "None"}
          </p>
        ) : null}
        {canApprove || canReject ? (
          <div className="grid gap-3 md:grid-cols-2">
            {canApprove ? (
              <Disclosure summary="Approve…" open={approveFailure !== undefined}>
                <ApproveForm company={company} failure={approveFailure} />
              </Disclosure>
            ) : null}
            {canReject ? (
              <Disclosure summary="Reject…" open={rejectFailure !== undefined}>
                <RejectForm company={company} failure={rejectFailure} />
              </Disclosure>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

const ACTION_TEXT = { publish: "Make indexable", hide: "Hide", noop: "None needed" } as const;

function ExploreStats({ stats }: { stats: ExploreStatsDto | null }) {
  if (!stats) {
    return (
      <Card title="Explore stats">
        <Notice tone="error">Failed to load Explore stats.</Notice>
      </Card>
    );
  }
  return (
    <Card title="Explore stats">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Pending requests" value={stats.pendingCount} />
        <Figure label="Stale cities" value={stats.freshness.staleCities} hint="6+ months" />
        <Figure label="Very stale cities" value={stats.freshness.veryStaleCities} hint="12+ months" />
        <Figure label="Stale Explore companies" value={stats.freshness.staleExploreOrgs} hint="6+ months" />
      </dl>
      <h3 className="mt-6 text-base font-semibold text-slate-900">Indexing thresholds</h3>
      <p className="mt-1 text-sm text-slate-700">
        A city with at least {stats.thresholds[0]?.minCompanies ?? 3} Explore companies should be indexable.
      </p>
      <section
        className="mt-3 overflow-x-auto rounded-md border border-slate-200"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
        tabIndex={0}
        aria-label="Indexing thresholds by city"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                City
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Companies
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Now
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Should be
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {stats.thresholds.map((city) => (
              <tr key={city.cityId}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  <Link
                    to={adminHref({ tab: "cities", city: city.slug })}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {city.cityName}
                  </Link>
                </th>
                <td className="px-3 py-2 tabular-nums">{city.companyCount}</td>
                <td className="px-3 py-2">{city.isIndexable ? "Indexable" : "Hidden"}</td>
                <td className="px-3 py-2">{city.shouldBeIndexable ? "Indexable" : "Hidden"}</td>
                <td className="px-3 py-2">
                  {city.action === "noop" ? (
                    <span className="text-slate-700">{ACTION_TEXT.noop}</span>
                  ) : (
                    <Badge tone="warning">{ACTION_TEXT[city.action]}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

export function CompaniesTab({ view, failure }: { view: CompaniesView; failure?: AdminActionFailure }) {
  const cityNames = new Map(view.stats?.thresholds.map((city) => [city.slug, city.cityName]));
  return (
    <div className="space-y-6">
      <ExploreStats stats={view.stats} />
      <Card title="Explore companies and requests">
        <FilterChips status={view.status} total={view.total} />
        <div className="mt-5">
          {view.companies.length === 0 ? (
            <p className="text-sm text-slate-700">
              {view.status
                ? `No ${FILTER_LABELS[view.status].toLowerCase()} companies.`
                : "No Explore companies or requests yet."}
            </p>
          ) : (
            <ul aria-label="Companies" className="divide-y divide-slate-200">
              {view.companies.map((company) => (
                <CompanyRow
                  key={company.id}
                  company={company}
                  cityName={company.primaryCity ? (cityNames.get(company.primaryCity) ?? null) : null}
                  failure={failure}
                />
              ))}
            </ul>
          )}
        </div>
        {view.hasMore ? (
          <div className="mt-5">
            <Link
              to={adminHref({ tab: "companies", status: view.status, pages: view.pages + 1 })}
              preventScrollReset
              className={buttonClass.secondary}
            >
              Load more
            </Link>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
