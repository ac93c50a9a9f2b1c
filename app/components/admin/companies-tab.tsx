import { useNavigation } from "react-router";
import { type CategoryNames, EditChanges, useSentOn } from "~/components/explore/edit-changes";
import { TextAreaField } from "~/components/form/fields";
import { Notice } from "~/components/form/notice";
import { useFormState } from "~/components/form/use-form-state";
import { Form, Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { exploreEdits } from "~/i18n/pages/explore-edits";
import { useTranslateError } from "~/i18n/server-messages";
import type { ActionFailure } from "~/lib/action-failure";
import { adminHref, INTENTS } from "~/lib/admin-tabs";
import { cx } from "~/lib/cx";
import { editorNoteProblem, enrollmentDecisionInput } from "../../../contract/admin";
import type { AdminCompanyDto, ExploreStatsDto } from "../../../contract/dto";
import { ENROLLMENT_FILTERS, type EnrollmentFilter } from "../../../contract/enums";
import { EDITOR_NOTE_MAX, EDITOR_NOTE_MIN, REJECTION_REASON_MAX } from "../../../contract/limits";
import { Badge, type BadgeTone, Card, DateTime, Figure, InlineError, LoadMore, ReasonAndSubmit } from "./admin-ui";
import { ConfirmFlag, ConfirmRemoval, FlagToggle, StepForm, useStep } from "./company-steps";
import { FilterChips } from "./filter-chips";

export type CompaniesView = {
  companies: AdminCompanyDto[];
  total: number;
  hasMore: boolean;
  pages: number;
  status: EnrollmentFilter | null;
  /** Null when the stats could not be loaded. */
  stats: ExploreStatsDto | null;
  /** Category names by id, for the edits waiting for review. */
  categoryNames: CategoryNames;
};

type Texts = (typeof admin)["en"]["companies"];

const ENROLLMENT: Record<AdminCompanyDto["exploreEnrollmentStatus"], { label: keyof Texts; tone: BadgeTone }> = {
  not_requested: { label: "notRequested", tone: "neutral" },
  requested: { label: "requested", tone: "warning" },
  approved: { label: "approved", tone: "success" },
  rejected: { label: "rejected", tone: "danger" },
};

function failureFor(failure: ActionFailure | undefined, intents: string[], target: string) {
  return failure && intents.includes(failure.intent) && failure.target === target ? failure : undefined;
}

function EnrollmentFilters({ status, total }: { status: EnrollmentFilter | null; total: number }) {
  const t = useMessages(admin).companies;
  const chips = [null, ...ENROLLMENT_FILTERS].map((value) => ({
    label: value ? t[value] : t.all,
    to: adminHref({ tab: "companies", status: value }),
    active: value === status,
  }));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <FilterChips label={t.filterLabel} chips={chips} />
      <p className="text-sm text-slate-700" role="status">
        {t.count(total)}
      </p>
    </div>
  );
}

function ApproveForm({ company, failure }: { company: AdminCompanyDto; failure?: ActionFailure }) {
  const t = useMessages(admin).companies;
  const translate = useTranslateError();
  const noteCounter = (text: string) => {
    const problem = editorNoteProblem(text);
    return { text: problem ? translate(problem) : t.characters(text.trim().length), warning: problem !== null };
  };
  const { busy, pendingIntent, fieldErrors, onSubmit } = useFormState(enrollmentDecisionInput, failure?.fieldErrors);
  const navigation = useNavigation();
  const approving = busy && pendingIntent === INTENTS.approve && navigation.formData?.get("id") === company.id;
  const formError = failure && !failure.fieldErrors.editorNote ? failure.error : null;
  return (
    <Form method="post" noValidate preventScrollReset onSubmit={onSubmit} aria-label={t.approve(company.name)}>
      <input type="hidden" name="intent" value={INTENTS.approve} />
      <input type="hidden" name="action" value="approve" />
      <input type="hidden" name="id" value={company.id} />
      <TextAreaField
        label={t.editorNote}
        name="editorNote"
        required
        rows={5}
        defaultValue={company.editorNote ?? ""}
        counter={noteCounter}
        hint={t.editorNoteHint(EDITOR_NOTE_MIN, EDITOR_NOTE_MAX)}
        error={fieldErrors.editorNote}
      />
      <div className="mt-3 space-y-3">
        <InlineError message={formError} />
        <button type="submit" disabled={approving} className={buttonClass.primary}>
          {approving ? t.approving : t.approveButton}
          <span className="sr-only"> {company.name}</span>
        </button>
      </div>
    </Form>
  );
}

/** Taking an approved company out of Explore: the reason, then the confirmation step (ConfirmRemoval). */
function RemovalForm({ company, failure }: { company: AdminCompanyDto; failure?: ActionFailure }) {
  const t = useMessages(admin).companies;
  return (
    <StepForm fields={{ confirm: "remove", company: company.id }}>
      <TextAreaField
        label={t.reason}
        name="why"
        optional
        rows={3}
        maxLength={REJECTION_REASON_MAX}
        hint={t.reasonHint}
        error={failure?.fieldErrors.reason}
      />
      <div className="mt-3 space-y-3">
        <InlineError message={failure && !failure.fieldErrors.reason ? failure.error : null} />
        <button type="submit" className={cx(buttonClass.secondary, "border-rose-300 text-rose-700 hover:bg-rose-50")}>
          {t.removeButton}
          <span className="sr-only"> {company.name}</span>
        </button>
      </div>
    </StepForm>
  );
}

/** Rejects a request; an approved company is taken out of Explore by RemovalForm instead. */
function RejectForm({ company, failure }: { company: AdminCompanyDto; failure?: ActionFailure }) {
  const { busy, pendingIntent, fieldErrors, onSubmit } = useFormState(enrollmentDecisionInput, failure?.fieldErrors);
  const navigation = useNavigation();
  const rejecting = busy && pendingIntent === INTENTS.reject && navigation.formData?.get("id") === company.id;
  const formError = failure && !failure.fieldErrors.reason ? failure.error : null;
  const t = useMessages(admin).companies;
  return (
    <Form method="post" noValidate preventScrollReset onSubmit={onSubmit} aria-label={t.reject(company.name)}>
      <input type="hidden" name="intent" value={INTENTS.reject} />
      <input type="hidden" name="action" value="reject" />
      <input type="hidden" name="id" value={company.id} />
      <ReasonAndSubmit
        label={t.reason}
        hint={t.reasonHint}
        required={false}
        maxLength={REJECTION_REASON_MAX}
        error={fieldErrors.reason}
        formError={formError}
        busy={rejecting}
      >
        {rejecting ? t.rejecting : t.rejectButton}
        <span className="sr-only"> {company.name}</span>
      </ReasonAndSubmit>
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

/** One decision on an edit: a one-button form naming the revision that was reviewed. */
function EditDecision({ company, approve }: { company: AdminCompanyDto; approve: boolean }) {
  const t = useMessages(exploreEdits);
  const navigation = useNavigation();
  const intent = approve ? INTENTS.approveEdit : INTENTS.rejectEdit;
  const busy = navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === company.id;
  return (
    <Form
      method="post"
      preventScrollReset
      aria-label={approve ? t.approveEditFor(company.name) : t.rejectEditFor(company.name)}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={company.id} />
      <input type="hidden" name="revision" value={company.pendingEdit?.revision ?? ""} />
      <button type="submit" disabled={busy} className={approve ? buttonClass.primary : buttonClass.secondary}>
        {busy ? (approve ? t.approvingEdit : t.rejectingEdit) : approve ? t.approveEdit : t.rejectEdit}
        <span className="sr-only"> {company.name}</span>
      </button>
    </Form>
  );
}

/** The owner's edit of an approved company: what changes, field by field, and Publish or Discard. */
function PendingEditReview({
  company,
  categoryNames,
  failure,
}: {
  company: AdminCompanyDto;
  categoryNames: CategoryNames;
  failure?: ActionFailure;
}) {
  const t = useMessages(exploreEdits);
  const edit = company.pendingEdit;
  const sentOn = useSentOn(edit?.submittedAt ?? company.updatedAt);
  if (!edit) return null;
  return (
    <section
      aria-labelledby={`edit-${company.id}`}
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <h4 id={`edit-${company.id}`} className="text-sm font-semibold text-amber-950">
        {t.adminTitle(sentOn)}
      </h4>
      <EditChanges changes={edit.changes} categoryNames={categoryNames} />
      <InlineError message={failure?.error ?? null} />
      <div className="flex flex-wrap items-center gap-3">
        <EditDecision company={company} approve />
        <EditDecision company={company} approve={false} />
        <span className="text-sm text-slate-800">{t.rejectEditHint}</span>
      </div>
    </section>
  );
}

function CompanyRow({
  company,
  cityName,
  categoryNames,
  failure,
}: {
  company: AdminCompanyDto;
  cityName: string | null;
  categoryNames: CategoryNames;
  failure?: ActionFailure;
}) {
  const t = useMessages(admin).companies;
  const editTexts = useMessages(exploreEdits);
  const translate = useTranslateError();
  const enrollment = ENROLLMENT[company.exploreEnrollmentStatus];
  const paid = company.paymentStatus === "paid";
  // A curated company nobody has claimed is the editors' own: nobody owes a payment for it.
  const curated = company.isExploreCompany && !company.claimed;
  const approveFailure = failureFor(failure, [INTENTS.approve], company.id);
  const rejectFailure = failureFor(failure, [INTENTS.reject, INTENTS.removeFromExplore], company.id);
  const flagFailure = failureFor(failure, [INTENTS.companyFlag], company.id);
  const canApprove =
    company.exploreEnrollmentStatus !== "approved" && company.exploreEnrollmentStatus !== "not_requested";
  const canReject = company.exploreEnrollmentStatus === "requested" || company.exploreEnrollmentStatus === "approved";
  const { params } = useStep();
  const step = params.get("company") === company.id ? params.get("confirm") : null;
  const stepFlag = params.get("flag");
  // A step is asked only while it still changes something: a flag already at the value asked for, or a company no
  // longer approved, shows no question.
  const flagStep =
    step === "flag" &&
    (stepFlag === "isFeatured" || stepFlag === "isExploreCompany") &&
    String(!company[stepFlag]) === params.get("value")
      ? stepFlag
      : null;
  const removalStep = step === "remove" && company.exploreEnrollmentStatus === "approved";
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
            <Badge tone={enrollment.tone}>{t[enrollment.label] as string}</Badge>
            {curated ? (
              <Badge tone="neutral">{t.unclaimed}</Badge>
            ) : (
              <Badge tone={paid ? "success" : "warning"}>{paid ? t.paid : t.pending}</Badge>
            )}
            {company.stale ? <Badge tone="danger">{company.stale}</Badge> : null}
            {company.pendingEdit ? <Badge tone="warning">{editTexts.adminBadge}</Badge> : null}
          </div>
          <p className="text-sm text-slate-700">
            <span className="capitalize">{company.entityType}</span> ·{" "}
            {company.primaryCity ? (
              <Link to={`/explore/${company.primaryCity}`} className="text-brand-700 underline underline-offset-2">
                {cityName ?? company.primaryCity}
              </Link>
            ) : (
              t.noCity
            )}{" "}
            · {t.updated} <DateTime iso={company.updatedAt} />
            {company.exploreEnrollmentRequestedAt ? (
              <>
                {" "}
                · {t.requestedOn} <DateTime iso={company.exploreEnrollmentRequestedAt} />
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <FlagToggle company={company} flag="isExploreCompany" label={t.exploreCompany} />
          <FlagToggle company={company} flag="isFeatured" label={t.featured} />
        </div>
      </div>
      {flagStep ? <ConfirmFlag company={company} cityName={cityName} flag={flagStep} /> : null}
      {removalStep ? <ConfirmRemoval company={company} cityName={cityName} reason={params.get("why") ?? ""} /> : null}
      <div className="mt-3 space-y-3">
        {flagFailure ? <InlineError message={flagFailure.error} /> : null}
        {!paid && !curated ? (
          <p role="note" className="flex gap-2 text-sm font-medium text-amber-900">
            <span aria-hidden="true">⚠</span>
            <span>{translate({ id: "admin.paymentRequired" })}</span>
          </p>
        ) : null}
        {company.localPresenceCriteria.length > 0 || company.exploreLinks.length > 0 ? (
          <details className="text-sm text-slate-800">
            <summary className="cursor-pointer font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
              {t.evidence(company.localPresenceCriteria.length + company.exploreLinks.length)}
            </summary>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {company.localPresenceCriteria.length > 0 ? (
                <div>
                  <p className="font-medium text-slate-900">{t.localEvidence}</p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {company.localPresenceCriteria.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {company.exploreLinks.length > 0 ? (
                <div>
                  <p className="font-medium text-slate-900">{t.exploreLinks}</p>
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
        <PendingEditReview
          company={company}
          categoryNames={categoryNames}
          failure={failureFor(failure, [INTENTS.approveEdit, INTENTS.rejectEdit], company.id)}
        />
        {company.exploreEnrollmentStatus === "approved" && company.editorNote ? (
          <p className="line-clamp-2 text-sm text-slate-700" title={company.editorNote}>
            <span className="font-medium text-slate-900">{t.editorNoteLabel}</span> {company.editorNote}
          </p>
        ) : null}
        {company.exploreEnrollmentStatus === "rejected" ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">{t.reasonGiven}</span>{" "}
            {company.exploreRejectionReason ?? t.none}
          </p>
        ) : null}
        {canApprove || canReject ? (
          <div className="grid gap-3 md:grid-cols-2">
            {canApprove ? (
              <Disclosure summary={t.approveSummary} open={approveFailure !== undefined}>
                <ApproveForm company={company} failure={approveFailure} />
              </Disclosure>
            ) : null}
            {canReject ? (
              <Disclosure
                summary={company.exploreEnrollmentStatus === "approved" ? t.removeSummary : t.rejectSummary}
                open={rejectFailure !== undefined}
              >
                {company.exploreEnrollmentStatus === "approved" ? (
                  <RemovalForm company={company} failure={rejectFailure} />
                ) : (
                  <RejectForm company={company} failure={rejectFailure} />
                )}
              </Disclosure>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function ExploreStats({ stats }: { stats: ExploreStatsDto | null }) {
  const t = useMessages(admin).companies;
  if (!stats) {
    return (
      <Card title={t.stats}>
        <Notice tone="error">{t.statsFailed}</Notice>
      </Card>
    );
  }
  return (
    <Card title={t.stats}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t.pendingRequests} value={stats.pendingCount} />
        <Figure label={t.staleCities} value={stats.freshness.staleCities} hint={t.months6} />
        <Figure label={t.veryStaleCities} value={stats.freshness.veryStaleCities} hint={t.months12} />
        <Figure label={t.staleCompanies} value={stats.freshness.staleExploreOrgs} hint={t.months6} />
      </dl>
      <h3 className="mt-6 text-base font-semibold text-slate-900">{t.thresholds}</h3>
      <p className="mt-1 text-sm text-slate-700">{t.thresholdsLead(stats.thresholds[0]?.minCompanies ?? 3)}</p>
      {/* On a phone the five columns do not fit: say so, and shade the edge while columns are hidden there. */}
      <p id="thresholds-scroll-hint" className="mt-3 text-sm text-slate-600 md:hidden">
        {t.thresholdsScrollHint}
      </p>
      <section
        className="scroll-shadow mt-3 overflow-x-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
        tabIndex={0}
        aria-label={t.thresholdsLabel}
        aria-describedby="thresholds-scroll-hint"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[t.city, t.companiesColumn, t.now, t.shouldBe, t.action].map((label) => (
                <th key={label} scope="col" className="px-3 py-2 font-semibold">
                  {label}
                </th>
              ))}
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
                <td className="px-3 py-2">{city.isIndexable ? t.indexable : t.hidden}</td>
                <td className="px-3 py-2">{city.shouldBeIndexable ? t.indexable : t.hidden}</td>
                <td className="px-3 py-2">
                  {city.action === "noop" ? (
                    <span className="text-slate-700">{t.actionText.noop}</span>
                  ) : (
                    <Badge tone="warning">{t.actionText[city.action]}</Badge>
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

export function CompaniesTab({ view, failure }: { view: CompaniesView; failure?: ActionFailure }) {
  const cityNames = new Map(view.stats?.thresholds.map((city) => [city.slug, city.cityName]));
  const t = useMessages(admin).companies;
  return (
    <div className="space-y-6">
      <ExploreStats stats={view.stats} />
      <Card title={t.listTitle}>
        <EnrollmentFilters status={view.status} total={view.total} />
        <div className="mt-5">
          {view.companies.length === 0 ? (
            <p className="text-sm text-slate-700">{view.status ? t.noneWithStatus(t[view.status]) : t.noneYet}</p>
          ) : (
            <ul aria-label={t.listLabel} className="divide-y divide-slate-200">
              {view.companies.map((company) => (
                <CompanyRow
                  key={company.id}
                  company={company}
                  cityName={company.primaryCity ? (cityNames.get(company.primaryCity) ?? null) : null}
                  categoryNames={view.categoryNames}
                  failure={failure}
                />
              ))}
            </ul>
          )}
        </div>
        {view.hasMore ? (
          <LoadMore to={adminHref({ tab: "companies", status: view.status, pages: view.pages + 1 })}>
            {t.loadMore}
          </LoadMore>
        ) : null}
      </Card>
    </div>
  );
}
