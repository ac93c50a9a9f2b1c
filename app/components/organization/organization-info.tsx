import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import type { OrganizationDto } from "../../../contract/dto";
import { ProfileSection } from "./section";

/** The country line: a name and its flag, or "Global" for organizations without one home country. */
export type CountryView = { name: string; flag: string };

type InfoOrganization = Pick<OrganizationDto, "foundedYear" | "location" | "entityType">;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="text-right text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function OrganizationInfo({ org, country }: { org: InfoOrganization; country: CountryView }) {
  const t = useMessages(organization);
  return (
    <ProfileSection id="organization-info" title={t.organizationInfo}>
      <dl className="mt-4 divide-y divide-slate-100">
        <Row term={t.type}>{t.entity(org.entityType)}</Row>
        {org.foundedYear ? <Row term={t.founded}>{org.foundedYear}</Row> : null}
        <Row term={t.location}>
          {org.location ? <span className="block">{org.location}</span> : null}
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true">{country.flag}</span>
            {country.name}
          </span>
        </Row>
      </dl>
    </ProfileSection>
  );
}
