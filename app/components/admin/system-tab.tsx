import { useNavigation } from "react-router";
import { Notice } from "~/components/form/notice";
import { Form } from "~/components/localized";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { useTranslateError } from "~/i18n/server-messages";
import type { ActionFailure } from "~/lib/action-failure";
import { adminHref, INTENTS } from "~/lib/admin-tabs";
import type { JobStatusDto, SystemStatusDto } from "../../../contract/dto";
import type { JobDisplayStatus } from "../../../contract/enums";
import { Badge, type BadgeTone, Card, DateTime, Figure, InlineError, smallButton } from "./admin-ui";

const STATUS_TONES: Record<JobDisplayStatus, BadgeTone> = {
  success: "success",
  warning: "warning",
  error: "danger",
  unknown: "neutral",
};

function RunNow({ job }: { job: JobStatusDto }) {
  const navigation = useNavigation();
  const running =
    navigation.formData?.get("intent") === INTENTS.runJob && navigation.formData?.get("name") === job.name;
  const t = useMessages(admin).system;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={INTENTS.runJob} />
      <input type="hidden" name="name" value={job.name} />
      <button type="submit" disabled={running} className={smallButton}>
        {running ? t.running : t.runNow}
        <span className="sr-only"> {job.name}</span>
      </button>
    </Form>
  );
}

function JobItem({ job, failure }: { job: JobStatusDto; failure?: ActionFailure }) {
  const t = useMessages(admin).system;
  const facts: { term: string; value: React.ReactNode; className?: string }[] = [
    { term: t.lastRun, value: <DateTime iso={job.lastRun} /> },
    { term: t.nextRun, value: <DateTime iso={job.nextRun} /> },
    {
      term: t.duration,
      value: job.duration === null ? "–" : `${job.duration}s`,
      className: "text-slate-900 tabular-nums",
    },
    { term: t.schedule, value: `${job.schedule} (UTC)`, className: "font-mono text-xs text-slate-900" },
  ];
  return (
    <li className="py-4 first:pt-0 last:pb-0" aria-labelledby={`job-${job.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`job-${job.name}`} className="font-mono text-sm font-semibold text-slate-900">
              {job.name}
            </h3>
            <Badge tone={STATUS_TONES[job.status]}>{job.status}</Badge>
            {job.late ? <Badge tone="warning">{t.lateBadge}</Badge> : null}
          </div>
          <p className="mt-1 text-sm text-slate-700">{job.description}</p>
        </div>
        <RunNow job={job} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(({ term, value, className = "text-slate-900" }) => (
          <div key={term}>
            <dt className="text-slate-700">{term}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-pretty text-slate-800">
        <span className="text-slate-700">{t.message}</span>
        {job.message ?? t.noRunsYet}
      </p>
      {failure ? (
        <div className="mt-2">
          <InlineError message={failure.error} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The System tab (docs/product/admin.md#system), from the recorded job runs: each job, a Run now button, and the
 * headline figures.
 */
export function SystemTab({ status, failure }: { status: SystemStatusDto | null; failure?: ActionFailure }) {
  const t = useMessages(admin).system;
  const translate = useTranslateError();
  if (!status) return <Notice tone="error">{translate({ id: "admin.systemStatusFailed" })}</Notice>;
  const { health } = status;
  return (
    <div className="space-y-6">
      <Card
        title={t.health}
        action={
          <ButtonLink to={adminHref({ tab: "companies" })} look="secondary">
            {t.goToCompanies}
          </ButtonLink>
        }
      >
        <Notice tone={health.allOperational ? "success" : "warning"}>{translate(health.summaryMessage)}</Notice>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <Figure
            label={t.successfulRuns}
            value={health.successRate === null ? t.noRuns : `${health.successRate}%`}
            hint={t.runsWindow(health.runCount, health.windowDays)}
          />
          <Figure
            label={t.medianDuration}
            value={health.medianDuration === null ? "–" : `${health.medianDuration}s`}
            hint={t.lastDays(health.windowDays)}
          />
          <Figure label={t.failedJobs} value={health.failedLast24h} hint={t.last24h} />
        </dl>
        <p className="mt-3 text-xs text-slate-600">
          {t.checked} <DateTime iso={status.checkedAt} />
        </p>
      </Card>
      <Card title={t.jobs(status.jobStatuses.length)}>
        <ul aria-label={t.jobsLabel} className="divide-y divide-slate-200">
          {status.jobStatuses.map((job) => (
            <JobItem
              key={job.name}
              job={job}
              failure={failure?.intent === INTENTS.runJob && failure.target === job.name ? failure : undefined}
            />
          ))}
        </ul>
      </Card>
    </div>
  );
}
