import { useNavigation } from "react-router";
import { Notice } from "~/components/form/notice";
import { Form, Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import type { JobStatusDto, SystemStatusDto } from "../../../contract/dto";
import type { JobDisplayStatus } from "../../../contract/enums";
import { ADMIN_MESSAGES } from "../../../contract/messages";
import { Badge, type BadgeTone, Card, DateTime, Figure, InlineError, smallButton } from "./admin-ui";
import { type AdminActionFailure, adminHref, INTENTS } from "./tabs";

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
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={INTENTS.runJob} />
      <input type="hidden" name="name" value={job.name} />
      <button type="submit" disabled={running} className={smallButton}>
        {running ? "Running..." : "Run now"}
        <span className="sr-only"> {job.name}</span>
      </button>
    </Form>
  );
}

function JobItem({ job, failure }: { job: JobStatusDto; failure?: AdminActionFailure }) {
  return (
    <li className="py-4 first:pt-0 last:pb-0" aria-labelledby={`job-${job.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`job-${job.name}`} className="font-mono text-sm font-semibold text-slate-900">
              {job.name}
            </h3>
            <Badge tone={STATUS_TONES[job.status]}>{job.status}</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-700">{job.description}</p>
        </div>
        <RunNow job={job} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-700">Last run</dt>
          <dd className="text-slate-900">
            <DateTime iso={job.lastRun} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Next run</dt>
          <dd className="text-slate-900">
            <DateTime iso={job.nextRun} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Duration</dt>
          <dd className="text-slate-900 tabular-nums">{job.duration === null ? "–" : `${job.duration}s`}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Schedule</dt>
          <dd className="font-mono text-xs text-slate-900">{job.schedule} (UTC)</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-pretty text-slate-800">
        <span className="text-slate-700">Message: </span>
        {job.message ?? "No runs yet"}
      </p>
      {failure ? (
        <div className="mt-2">
          <InlineError message={failure.error} />
        </div>
      ) : null}
    </li>
  );
}

/** SPEC.md §2 System, from the recorded job runs: each job, a Run now button, and the headline figures. */
export function SystemTab({ status, failure }: { status: SystemStatusDto | null; failure?: AdminActionFailure }) {
  if (!status) return <Notice tone="error">{ADMIN_MESSAGES.systemStatusFailed}</Notice>;
  const { health } = status;
  return (
    <div className="space-y-6">
      <Card
        title="System health"
        action={
          <Link to={adminHref({ tab: "companies" })} className={buttonClass.secondary}>
            Go to Companies
          </Link>
        }
      >
        <Notice tone={health.allOperational ? "success" : "warning"}>{health.summary}</Notice>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <Figure
            label="Successful runs"
            value={health.successRate === null ? "No runs" : `${health.successRate}%`}
            hint={`${health.runCount} runs in the last ${health.windowDays} days`}
          />
          <Figure
            label="Median duration"
            value={health.medianDuration === null ? "–" : `${health.medianDuration}s`}
            hint={`Last ${health.windowDays} days`}
          />
          <Figure label="Failed jobs" value={health.failedLast24h} hint="Last 24 hours" />
        </dl>
        <p className="mt-3 text-xs text-slate-600">
          Checked <DateTime iso={status.checkedAt} />
        </p>
      </Card>
      <Card title={`Scheduled jobs (${status.jobStatuses.length})`}>
        <ul aria-label="Scheduled jobs" className="divide-y divide-slate-200">
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
