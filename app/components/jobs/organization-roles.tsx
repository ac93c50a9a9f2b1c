import { Link } from "~/components/localized";
import { ProfileSection } from "~/components/organization/section";
import { useMessages } from "~/i18n/messages";
import { jobs } from "~/i18n/pages/jobs";
import { organization } from "~/i18n/pages/organization";
import type { BoardCardDto } from "../../../contract/job-board";
import { SalaryText, useWhere } from "./job-card";

type OrganizationRole = Omit<BoardCardDto, "organization" | "postedAt">;

/** An organization's open roles on its profile, each a link to its page. */
export function OrganizationRoles({ roles }: { roles: OrganizationRole[] }) {
  const t = useMessages(jobs).atOrganization;
  const title = useMessages(organization).openRoles;
  return (
    <ProfileSection id="open-roles" title={title}>
      <ul className="mt-3 divide-y divide-slate-200">
        {roles.map((role) => (
          <RoleLine key={role.id} role={role} />
        ))}
      </ul>
      <Link to="/jobs" className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
        {t.board}
      </Link>
    </ProfileSection>
  );
}

function RoleLine({ role }: { role: OrganizationRole }) {
  const t = useMessages(jobs);
  const where = useWhere(role);
  return (
    <li className="py-3">
      <Link to={`/jobs/${role.id}`} className="font-semibold text-brand-700 hover:underline">
        {role.title}
      </Link>
      <p className="text-sm text-slate-700">
        {t.seniorities[role.seniority]} · {where}
      </p>
      <p className="text-sm text-slate-700">
        <SalaryText role={role} />
      </p>
    </li>
  );
}
