import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import type { ProfileCategory } from "../../../contract/dto";
import { ProfileSection } from "./section";

/** Facts about the company itself (funding, legal form, stage): kept out of the ordered culture sections. */
export function CompanyProperties({ properties }: { properties: ProfileCategory[] }) {
  const t = useMessages(organization);
  return (
    <ProfileSection id="company-properties" title={t.companyProperties}>
      <ul className="mt-4 space-y-4">
        {properties.map((property) => (
          <li key={property.id}>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 ring-1 ring-brand-100 ring-inset">
              <span aria-hidden="true">{property.emoji}</span>
              {property.name}
            </span>
            <p className="mt-1.5 text-sm text-slate-700">{property.description}</p>
            {property.detail ? <p className="mt-1 text-sm text-slate-800">{property.detail}</p> : null}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
