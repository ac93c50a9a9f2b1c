import { VerifiedIcon } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import type { OrganizationDto } from "../../../contract/dto";

type HeaderOrganization = Pick<
  OrganizationDto,
  "name" | "logo" | "bannerImage" | "entityType" | "location" | "premium" | "verifiedDomain"
>;

function Banner({ image }: { image: string | null }) {
  return (
    <div className="relative h-36 overflow-hidden bg-linear-to-br from-brand-900 via-brand-700 to-brand-600 sm:h-52 sm:rounded-2xl lg:h-64">
      {image ? (
        <img src={image} alt="" width={1280} height={360} className="size-full object-cover" />
      ) : (
        // Without a banner the gradient carries two soft shapes so the header does not look empty.
        <div aria-hidden="true">
          <div className="absolute -top-24 -right-16 size-72 rounded-full bg-white/10" />
          <div className="absolute -bottom-32 left-1/4 size-80 rounded-full bg-brand-100/10" />
        </div>
      )}
    </div>
  );
}

export function OrganizationLogo({ name, logo }: { name: string; logo: string | null }) {
  const t = useMessages(organization);
  const frame = "size-24 shrink-0 rounded-2xl bg-white shadow-md ring-4 ring-white sm:size-32";
  if (logo) {
    return <img src={logo} alt={t.logo(name)} width={128} height={128} className={`${frame} object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} flex items-center justify-center bg-brand-100 text-4xl font-bold text-brand-700 sm:text-5xl`}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

export function PremiumBadge() {
  const t = useMessages(organization);
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-3.5">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
      </svg>
      {t.premium}
    </span>
  );
}

/** The Verified badge: the team proved control of its website's domain. */
export function VerifiedBadge({ domain }: { domain: string }) {
  const t = useMessages(organization);
  return (
    <span
      title={t.verifiedTitle(domain)}
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset"
    >
      <VerifiedIcon className="size-3.5" />
      {t.verified}
      <span className="font-normal">· {domain}</span>
    </span>
  );
}

/** Banner, logo, name, kind and place of the organization; `actions` holds what the viewer may do with it. */
export function ProfileHeader({ org, actions }: { org: HeaderOrganization; actions?: React.ReactNode }) {
  const t = useMessages(organization);
  return (
    <header>
      <div className="-mx-4 sm:mx-0">
        <Banner image={org.bannerImage} />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6 sm:px-6">
        <div className="relative -mt-12 sm:-mt-16">
          <OrganizationLogo name={org.name} logo={org.logo} />
        </div>
        <div className="min-w-0 flex-1 sm:pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{org.name}</h1>
            {org.premium ? <PremiumBadge /> : null}
            {org.verifiedDomain ? <VerifiedBadge domain={org.verifiedDomain} /> : null}
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
            <span className="rounded-md bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">
              {t.entity(org.entityType)}
            </span>
            {org.location ? (
              <span className="inline-flex items-center gap-1">
                <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 text-slate-500">
                  <path
                    fillRule="evenodd"
                    d="M10 18s6-5.2 6-10a6 6 0 1 0-12 0c0 4.8 6 10 6 10Zm0-7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
                    clipRule="evenodd"
                  />
                </svg>
                {org.location}
              </span>
            ) : null}
          </p>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-3 sm:pt-5">{actions}</div> : null}
      </div>
    </header>
  );
}
