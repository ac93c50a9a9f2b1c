import { useMessages } from "~/i18n/messages";
import { enrollment } from "~/i18n/pages/enrollment";
import { cx } from "~/lib/cx";
import type { OrganizationDto } from "../../contract/dto";

export type Enrollment = OrganizationDto["exploreEnrollmentStatus"];

/** The tone of each enrolment state (docs/product/explore.md#enrolment). */
export const ENROLLMENT_TONES: Record<Enrollment, string> = {
  not_requested: "bg-slate-100 text-slate-800 ring-slate-300",
  requested: "bg-amber-50 text-amber-900 ring-amber-300",
  approved: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  rejected: "bg-rose-50 text-rose-900 ring-rose-300",
};

/**
 * Where the owner's Explore request stands, on the profile's header (`small`) and in the editor; none before a
 * request.
 */
export function EnrollmentBadge({ status, small = false }: { status: Enrollment; small?: boolean }) {
  const t = useMessages(enrollment);
  if (status === "not_requested") return null;
  return (
    <p
      data-testid="enrollment-badge"
      className={cx(
        "inline-flex flex-wrap gap-1 rounded-full font-semibold ring-1 ring-inset",
        small ? "px-2.5 py-0.5 text-xs" : "px-3 py-1 text-sm",
        ENROLLMENT_TONES[status],
      )}
    >
      {t[status]}
      {status === "requested" ? <span className="font-normal">· {t.requestedHint}</span> : null}
    </p>
  );
}
