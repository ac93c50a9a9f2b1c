import { Notice } from "~/components/form/notice";
import { Form, Link } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { useTranslateError } from "~/i18n/server-messages";
import { adminHref } from "~/lib/admin-tabs";
import type { AdminOverviewDto, AuditEntryDto } from "../../../contract/dto";
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
  type JobDisplayStatus,
} from "../../../contract/enums";
import { Badge, Card, DateTime, Figure, LoadMore, TextLink, textLink } from "./admin-ui";

export type AuditLogView = {
  entries: AuditEntryDto[];
  hasMore: boolean;
  pages: number;
  action: AuditAction | null;
  targetType: AuditTargetType | null;
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
  const t = useMessages(admin).audit;
  const href = targetHref(entry);
  const label = `${t.targets[entry.targetType]}${entry.targetId ? ` ${entry.targetId}` : ""}`;
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
  const t = useMessages(admin).audit;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-semibold text-slate-900">{t.actions[entry.action]}</p>
        <p className="text-xs text-slate-600">
          <DateTime iso={entry.createdAt} />
        </p>
      </div>
      <p className="mt-0.5 text-sm text-pretty text-slate-800">{entry.summary}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
        <span>
          {t.by} <span className="font-medium text-slate-900">{entry.actorEmail ?? t.system}</span>
        </span>
        <Target entry={entry} />
      </p>
    </li>
  );
}

function AuditList({ entries, label }: { entries: AuditEntryDto[]; label: string }) {
  const t = useMessages(admin).audit;
  if (entries.length === 0) return <p className="text-sm text-slate-700">{t.none}</p>;
  return (
    <ol aria-label={label} className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <AuditItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function QuickActions() {
  const t = useMessages(admin).overview.actions;
  const actions = [
    { to: adminHref({ tab: "cities", city: "new" }), label: t.addCity },
    { to: adminHref({ tab: "companies", status: "requested" }), label: t.review },
    { to: adminHref({ tab: "cities" }), label: t.manageCities },
    { to: adminHref({ tab: "users" }), label: t.users },
    { to: adminHref({ tab: "system" }), label: t.jobs },
    { to: adminHref({ tab: "overview", log: 1 }), label: t.log },
  ];
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {actions.map((action) => (
        <li key={action.to}>
          <ButtonLink to={action.to} look="secondary" className="w-full justify-start">
            {action.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

export type JobAttention = { name: string; status: JobDisplayStatus; late: boolean; nextRun: string | null };

export function OverviewTab({
  overview,
  attention,
  log,
}: {
  overview: AdminOverviewDto | null;
  attention: JobAttention[];
  log: AuditLogView | null;
}) {
  const t = useMessages(admin).overview;
  const translate = useTranslateError();
  if (log) return <AuditLog log={log} />;
  if (!overview) return <Notice tone="error">{t.failed}</Notice>;
  const { system, explore } = overview;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={t.systemStatus} action={<TextLink to={adminHref({ tab: "system" })}>{t.jobDetails}</TextLink>}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={system.allOperational ? "success" : "warning"}>
            {system.allOperational ? t.operational : t.attention}
          </Badge>
          <p className="text-base font-semibold text-slate-900">{translate(system.summaryMessage)}</p>
        </div>
        {attention.length > 0 ? (
          <ul
            aria-label={system.allOperational ? t.firstRunsLabel : t.attentionLabel}
            className="mt-2 space-y-0.5 text-sm text-slate-800"
          >
            {attention.map((job) => (
              <li key={job.name}>
                <span className="font-mono font-semibold">{job.name}</span>:{" "}
                {job.late ? (
                  t.late
                ) : job.status === "unknown" ? (
                  <>
                    {t.firstRun} <DateTime iso={job.nextRun} />
                  </>
                ) : (
                  t.attentionText[job.status]
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure
            label={t.successfulRuns}
            value={system.successRate === null ? t.noRuns : `${system.successRate}%`}
            hint={t.runsWindow(system.runCount, system.windowDays)}
          />
          <Figure label={t.medianDuration} value={system.medianDuration === null ? "–" : `${system.medianDuration}s`} />
          <Figure label={t.failedJobs} value={system.failedLast24h} hint={t.last24h} />
        </dl>
      </Card>
      <Card title={t.quickActions}>
        <QuickActions />
      </Card>
      <Card
        title={t.recentActivity}
        action={<TextLink to={adminHref({ tab: "overview", log: 1 })}>{t.fullLog}</TextLink>}
      >
        <p className="mb-3 text-sm text-slate-700">{t.lastTen}</p>
        <AuditList entries={overview.recentActivity} label={t.recentLabel} />
      </Card>
      <Card
        title={t.exploreFeatures}
        action={<TextLink to={adminHref({ tab: "companies", status: "requested" })}>{t.reviewRequests}</TextLink>}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Figure label={t.pendingRequests} value={explore.pendingCount} />
          <Figure label={t.staleCompanies} value={explore.staleExploreOrgs} hint={t.notUpdated6} />
          <Figure label={t.staleCities} value={explore.staleCities} hint={t.notUpdated6} />
          <Figure label={t.veryStaleCities} value={explore.veryStaleCities} hint={t.notUpdated12} />
        </dl>
      </Card>
    </div>
  );
}

/** One filter of the audit log: every value, or one of the options (value and label). */
function FilterSelect({
  label,
  name,
  value,
  all,
  options,
}: {
  label: string;
  name: string;
  value: string | null;
  all: string;
  options: [value: string, label: string][];
}) {
  return (
    <label className="text-sm font-medium text-slate-800">
      {label}
      <select
        name={name}
        defaultValue={value ?? ""}
        className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        <option value="">{all}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The whole audit log, newest first, filterable by action and by kind of record (a GET form). */
function AuditLog({ log }: { log: AuditLogView }) {
  const filtered = log.action !== null || log.targetType !== null;
  const t = useMessages(admin).audit;
  return (
    <Card title={t.title} action={<TextLink to={adminHref({ tab: "overview" })}>{t.back}</TextLink>}>
      <Form method="get" action={adminHref({ tab: "overview" })} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="log" value="1" />
        <FilterSelect
          label={t.action}
          name="action"
          value={log.action}
          all={t.allActions}
          options={AUDIT_ACTIONS.map((action) => [action, t.actions[action]])}
        />
        <FilterSelect
          label={t.recordType}
          name="targetType"
          value={log.targetType}
          all={t.allRecords}
          options={AUDIT_TARGET_TYPES.map((type) => [type, t.targets[type]])}
        />
        <button type="submit" className={buttonClass.secondary}>
          {t.filter}
        </button>
        {filtered ? <TextLink to={adminHref({ tab: "overview", log: 1 })}>{t.clear}</TextLink> : null}
      </Form>
      <div className="mt-5">
        <AuditList entries={log.entries} label={t.entries} />
      </div>
      {log.hasMore ? (
        <LoadMore
          to={adminHref({
            tab: "overview",
            log: 1,
            action: log.action,
            targetType: log.targetType,
            pages: log.pages + 1,
          })}
          className="mt-4"
        >
          {t.loadMore}
        </LoadMore>
      ) : null}
    </Card>
  );
}
