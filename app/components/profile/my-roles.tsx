import { Link } from "~/components/localized";
import { ButtonLink, inputClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { OWNER_STATS_DAYS } from "../../../contract/analytics";
import type { OwnerRoleDto } from "../../../contract/job-board";
import { POSTING_DURATIONS_DAYS } from "../../../contract/limits";
import { DashboardSection, FiguresUpdated, formatDate, SectionItems } from "./dashboard-section";
import { type FormFailure, IntentForm } from "./form-controls";

export const CLOSE_ROLE = "close-role";
export const RENEW_ROLE = "renew-role";

const STATE_TONES: Record<OwnerRoleDto["state"], string> = {
  open: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
  expired: "bg-amber-100 text-amber-900",
  hidden: "bg-rose-100 text-rose-900",
};

/** The roles of the person's organizations, with their figures, closing and renewing; null when they could not load. */
export function MyRoles({ roles, failure }: { roles: OwnerRoleDto[] | null; failure: FormFailure | null }) {
  const t = useMessages(dashboard).myRoles;
  return (
    <DashboardSection
      id="my-roles"
      title={t.title}
      action={
        <ButtonLink to="/jobs/post" look="secondary">
          {t.post}
        </ButtonLink>
      }
    >
      <p className="mt-1 text-sm text-slate-700">{t.lead(OWNER_STATS_DAYS)}</p>
      {roles?.length ? <FiguresUpdated iso={roles[0]!.figuresUpdatedAt} /> : null}
      <SectionItems failure={failure} items={roles} failed={t.failed} empty={t.none}>
        {(role) => <RoleItem key={role.id} role={role} />}
      </SectionItems>
    </DashboardSection>
  );
}

function RoleItem({ role }: { role: OwnerRoleDto }) {
  const messages = useMessages(dashboard);
  const t = messages.myRoles;
  const headingId = `role-${role.id}`;
  const date = (value: string) => formatDate(value, "short", messages.dateLocale);
  const renewAction = role.state === "open" ? t.renew : t.reopen;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            <Link to={`/jobs/${role.id}`} className="text-brand-700 hover:underline">
              {role.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">{role.organization.name}</p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[role.state]}`}>
          {t.states[role.state]}
        </span>
      </div>
      {role.state === "hidden" && role.hiddenReason ? (
        <p className="mt-2 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {t.hiddenBecause(role.hiddenReason)}
        </p>
      ) : null}
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1.5">
          <dt>{t.views}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{role.views}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{t.applyClicks}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{role.applyClicks}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">
        {t.postedOn(date(role.postedAt))} ·{" "}
        {role.state === "open" ? t.closesOn(date(role.expiresAt)) : t.closedOn(date(role.expiresAt))}
      </p>
      {role.organization.paid ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <ButtonLink to={`/jobs/post?role=${role.id}`} look="secondary" aria-label={`${t.edit} ${role.title}`}>
            {t.edit}
          </ButtonLink>
          {role.state === "open" || role.state === "hidden" ? (
            <IntentForm
              intent={CLOSE_ROLE}
              fields={{ id: role.id }}
              label={t.close}
              ariaLabel={t.closeLabel(role.title)}
            />
          ) : null}
          {role.state === "hidden" ? null : (
            <IntentForm
              intent={RENEW_ROLE}
              fields={{ id: role.id }}
              label={renewAction}
              ariaLabel={t.renewLabel(renewAction, role.title)}
              className="flex items-end gap-2"
            >
              <label className="text-sm text-slate-700">
                <span className="block">{t.renewFor}</span>
                <select
                  name="durationDays"
                  defaultValue={POSTING_DURATIONS_DAYS[0]}
                  className={`${inputClass} mt-1 w-auto`}
                >
                  {POSTING_DURATIONS_DAYS.map((days) => (
                    <option key={days} value={days}>
                      {t.days(days)}
                    </option>
                  ))}
                </select>
              </label>
            </IntentForm>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t.unpaid}</p>
      )}
    </li>
  );
}
