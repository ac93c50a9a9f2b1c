import { Link } from "react-router";
import { buttonClass } from "~/components/ui";
import type { OrganizationDto } from "../../../worker/services/organizations";

type Enrollment = OrganizationDto["exploreEnrollmentStatus"];

// SPEC.md §4: the badge texts of each enrolment state; not_requested shows none.
const ENROLLMENT_BADGES: Record<
  Exclude<Enrollment, "not_requested">,
  { label: string; hint?: string; tone: string }
> = {
  requested: {
    label: "Review Pending",
    hint: "Your request is under review",
    tone: "bg-amber-50 text-amber-900 ring-amber-300",
  },
  approved: { label: "Approved for Explore", tone: "bg-emerald-50 text-emerald-900 ring-emerald-300" },
  rejected: { label: "Explore request not approved", tone: "bg-rose-50 text-rose-900 ring-rose-300" },
};

/**
 * What the creator of the profile sees in its header. Edit and Delete join it with the owner workflow; until then
 * it tells the owners that this is their profile and where their Explore request stands.
 */
export function OwnerControls({ enrollment }: { enrollment: Enrollment }) {
  const badge = enrollment === "not_requested" ? null : ENROLLMENT_BADGES[enrollment];
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 sm:items-end">
      <p className="text-sm font-semibold text-brand-900">You own this profile</p>
      {badge ? (
        <p className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.tone}`}>
          {badge.label}
          {badge.hint ? <span className="font-normal">: {badge.hint}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/** Offered to everyone but the owner on Explore companies nobody has claimed yet. */
export function ClaimProfileLink({ orgId }: { orgId: string }) {
  return (
    <Link to={`/claim/${orgId}`} className={buttonClass.primary}>
      Claim Profile
    </Link>
  );
}
