import { Notice } from "~/components/form/notice";
import { Form, Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import type { AdminOverviewDto, AuditEntryDto } from "../../../contract/dto";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
  type JobDisplayStatus,
} from "../../../contract/enums";
import { ADMIN_MESSAGES } from "../../../contract/messages";
import { Badge, Card, DateTime, Figure, TextLink, textLink } from "./admin-ui";
import { adminHref } from "./tabs";

export type AuditLogView = {
  entries: AuditEntryDto[];
  hasMore: boolean;
  pages: number;
  action: AuditAction | null;
  targetType: AuditTargetType | null;
};

const TARGET_LABELS: Record<AuditTargetType, string> = {
  city: "City",
  organization: "Organization",
  user: "User",
  job: "Job",
};

/** Where the record an entry is about can be seen, if anywhere. */
function targetHref(entry: AuditEntryDto): string | null {
  if (!entry.targetId) return null;
  switch (entry.targetType) {
    case "organization":
      return `/organizations/${encodeURIComponent(entry.targetId)}`;
    case "city":
      return entry.action === "city.delete" ? null : adminHref({ tab: "cities", city: entry.targetId });
    case "job":
      return adminHref({ tab: "system" });
    default:
      return null;
  }
}

function Target({ entry }: { entry: AuditEntryDto }) {
  const href = targetHref(entry);
  const label = `${TARGET_LABELS[entry.targetType]}${entry.targetId ? ` ${entry.targetId}` : ""}`;
  return href ? (
    <Link to={href} className={`${textLink} break-all underline`}>
      {label}
    </Link>
  ) : (
    <span className="break-all">{label}</span>
  );
}

/** One audit entry: who, what, which record, when. */
function AuditItem({ entry }: { entry: AuditEntryDto }) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-semibold text-slate-900">{AUDIT_ACTION_LABELS[entry.action]}</p>
        <p className="text-xs text-slate-600">
          <DateTime iso={entry.createdAt} />
        </p>
      </div>
      <p className="mt-0.5 text-sm text-pretty text-slate-800">{entry.summary}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
        <span>
          By <span className="font-medium text-slate-900">{entry.actorEmail ?? "system"}</span>
        </span>
        <Target entry={entry} />
      </p>
    </li>
  );
}

function AuditList({ entries, label }: { entries: AuditEntryDto[]; label: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-700">{ADMIN_MESSAGES.noActivity}</p>;
  return (
    <ol aria-label={label} className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <AuditItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function QuickActions() {
  const actions = [
    { to: adminHref({ tab: "cities", city: "new" }), label: "Add a city" },
    { to: adminHref({ tab: "companies", status: "requested" }), label: "Review Explore requests" },
    { to: adminHref({ tab: "cities" }), label: "Manage cities" },
    { to: adminHref({ tab: "users" }), label: "See admin users" },
    { to: adminHref({ tab: "system" }), label: "Check scheduled jobs" },
    { to: adminHref({ tab: "overview", log: 1 }), label: "Open the audit log" },
  ];
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {actions.map((action) => (
        <li key={action.to}>
          <Link to={action.to} className={`${buttonClass.secondary} w-full justify-start`}>
            {action.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export type JobAttention = { name: string; status: JobDisplayStatus };

const ATTENTION_TEXT: Record<JobDisplayStatus, string> = {
  success: "succeeded",
  warning: "warning on its last run",
  error: "failed on its last run",
  unknown: "has not run yet",
};

export function OverviewTab({
  overview,
  attention,
  log,
}: {
  overview: AdminOverviewDto | null;
  attention: JobAttention[];
  log: AuditLogView | null;
}) {
  if (log) return <AuditLog log={log} />;
  if (!overview) return <Notice tone="error">Failed to load the overview. Reload the page to try again.</Notice>;
  const { system, explore } = overview;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title="System Status" action={<TextLink to={adminHref({ tab: "system" })}>Job details</TextLink>}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={system.allOperational ? "success" : "warning"}>
            {system.allOperational ? "Operational" : "Attention"}
          </Badge>
          <p className="text-base font-semibold text-slate-900">{system.summary}</p>
        </div>
        {!system.allOperational && attention.length > 0 ? (
          <ul aria-label="Jobs that need attention" className="mt-2 space-y-0.5 text-sm text-slate-800">
            {attention.map((job) => (
              <li key={job.name}>
                <span className="font-mono font-semibold">{job.name}</span>: {ATTENTION_TEXT[job.status]}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure
            label="Successful runs"
            value={system.successRate === null ? "No runs" : `${system.successRate}%`}
            hint={`${system.runCount} runs, last ${system.windowDays} days`}
          />
          <Figure label="Median duration" value={system.medianDuration === null ? "–" : `${system.medianDuration}s`} />
          <Figure label="Failed jobs" value={system.failedLast24h} hint="Last 24 hours" />
        </dl>
      </Card>
      <Card title="Quick Actions">
        <QuickActions />
      </Card>
      <Card
        title="Recent Activity"
        action={<TextLink to={adminHref({ tab: "overview", log: 1 })}>View full audit log</TextLink>}
      >
        <p className="mb-3 text-sm text-slate-700">The last 10 admin actions.</p>
        <AuditList entries={overview.recentActivity} label="Recent admin actions" />
      </Card>
      <Card
        title="Explore Features"
        action={<TextLink to={adminHref({ tab: "companies", status: "requested" })}>Review requests</TextLink>}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Figure label="Pending requests" value={explore.pendingCount} />
          <Figure label="Stale Explore companies" value={explore.staleExploreOrgs} hint="Not updated in 6+ months" />
          <Figure label="Stale cities" value={explore.staleCities} hint="Not updated in 6+ months" />
          <Figure label="Very stale cities" value={explore.veryStaleCities} hint="Not updated in 12+ months" />
        </dl>
      </Card>
    </div>
  );
}

/** The whole audit log, newest first, filterable by action and by kind of record (a GET form). */
function AuditLog({ log }: { log: AuditLogView }) {
  const filtered = log.action !== null || log.targetType !== null;
  return (
    <Card title="Audit Log" action={<TextLink to={adminHref({ tab: "overview" })}>Back to overview</TextLink>}>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="overview" />
        <input type="hidden" name="log" value="1" />
        <label className="text-sm font-medium text-slate-800">
          Action
          <select
            name="action"
            defaultValue={log.action ?? ""}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Record type
          <select
            name="targetType"
            defaultValue={log.targetType ?? ""}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">All records</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {TARGET_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass.secondary}>
          Filter
        </button>
        {filtered ? <TextLink to={adminHref({ tab: "overview", log: 1 })}>Clear filters</TextLink> : null}
      </Form>
      <div className="mt-5">
        <AuditList entries={log.entries} label="Audit log entries" />
      </div>
      {log.hasMore ? (
        <div className="mt-4">
          <Link
            to={adminHref({
              tab: "overview",
              log: 1,
              action: log.action,
              targetType: log.targetType,
              pages: log.pages + 1,
            })}
            preventScrollReset
            className={buttonClass.secondary}
          >
            Load more
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
