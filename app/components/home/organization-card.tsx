import { Link } from "~/components/localized";
import { ServerMemo } from "~/components/server-memo";
import { VerifiedIcon } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { home } from "~/i18n/pages/home";
import type { OrganizationDto } from "../../../contract/dto";

export type CardOrganization = Pick<
  OrganizationDto,
  "id" | "name" | "description" | "logo" | "premium" | "location" | "verifiedDomain"
>;

/** A directory card that flips on hover and on keyboard focus: logo and name in front, the description behind. */
export function OrganizationCard({ org }: { org: CardOrganization }) {
  const t = useMessages(home);
  return (
    <Link
      to={`/organizations/${org.id}`}
      className="group block h-56 rounded-xl [perspective:1000px] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <ServerMemo
        component={CardFaces}
        props={{
          org,
          verified: org.verifiedDomain ? t.verified(org.verifiedDomain) : null,
          premium: t.premium,
          viewProfile: t.viewProfile,
        }}
      />
    </Link>
  );
}

type CardFacesProps = {
  org: CardOrganization;
  /** The labels, in the page's language. */
  verified: string | null;
  premium: string;
  viewProfile: string;
};

/** The card's two faces. Pure (its markup follows from its props), so the server writes it once per card (ServerMemo). */
function CardFaces({ org, verified, premium, viewProfile }: CardFacesProps) {
  return (
    <div className="relative h-full w-full transition-transform duration-500 [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] group-focus-visible:[transform:rotateY(180deg)] motion-reduce:transition-none">
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm [backface-visibility:hidden]">
        {org.logo ? (
          <img src={org.logo} alt="" width={72} height={72} loading="lazy" className="size-18 rounded-lg" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-18 items-center justify-center rounded-lg bg-brand-100 text-2xl font-bold text-brand-700"
          >
            {org.name.charAt(0)}
          </span>
        )}
        <h3 className="text-lg font-semibold text-slate-900">{org.name}</h3>
        {org.location ? <p className="text-sm text-slate-600">{org.location}</p> : null}
        {verified ? (
          <p className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
            <VerifiedIcon />
            {verified}
          </p>
        ) : null}
        {org.premium ? (
          <span className="absolute top-3 right-3 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
            {premium}
          </span>
        ) : null}
      </div>
      <div className="absolute inset-0 flex flex-col justify-between rounded-xl border border-brand-100 bg-brand-50 p-5 [backface-visibility:hidden] [transform:rotateY(180deg)]">
        <div>
          <p className="font-semibold text-slate-900">{org.name}</p>
          <p className="mt-2 line-clamp-3 text-sm text-slate-700">{org.description}</p>
        </div>
        <span className="text-sm font-semibold text-brand-700">{viewProfile}</span>
      </div>
    </div>
  );
}

export function AddOrganizationCard({ signedIn }: { signedIn: boolean }) {
  const t = useMessages(home);
  return (
    <Link
      to={signedIn ? "/submit-organization" : "/signup"}
      className="flex h-56 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white p-5 text-center text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true" className="text-3xl">
        +
      </span>
      <span className="text-lg font-semibold">{t.addOrganization}</span>
      <span className="text-sm">{t.addOrganizationLead}</span>
    </Link>
  );
}
