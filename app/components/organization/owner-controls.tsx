import { useEffect, useRef } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { Form } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import type { OrganizationDto } from "../../../contract/dto";

type Enrollment = OrganizationDto["exploreEnrollmentStatus"];

// The badge texts of each enrolment state (docs/product/explore.md#enrolment); not_requested shows none.
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

/** The form intent the detail route's action answers by deleting the organization. */
export const DELETE_INTENT = "delete";
/** `?confirm=delete` shows the confirmation step, so that it works without JavaScript too. */
const CONFIRM_PARAM = "confirm";

const dangerOutline =
  "inline-flex items-center justify-center gap-2 rounded-md border border-rose-300 bg-white px-4 py-2 text-sm font-semibold text-rose-700 shadow-sm hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";
const dangerSolid =
  "inline-flex items-center justify-center gap-2 rounded-md bg-rose-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-rose-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";

function EnrollmentBadge({ enrollment }: { enrollment: Enrollment }) {
  const badge = enrollment === "not_requested" ? null : ENROLLMENT_BADGES[enrollment];
  if (!badge) return null;
  return (
    <p className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.tone}`}>
      {badge.label}
      {badge.hint ? <span className="font-normal">: {badge.hint}</span> : null}
    </p>
  );
}

/** Why deleting failed (the action's answer), wherever the viewer stands. */
export function DeleteError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="w-full rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
    >
      {message}
    </p>
  );
}

/**
 * What the creator of the profile sees in its header: Edit, Delete (with a confirmation step) and where their
 * Explore request stands.
 */
export function OwnerControls({
  orgId,
  enrollment,
  deleteError,
}: {
  orgId: string;
  enrollment: Enrollment;
  deleteError?: string | null;
}) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const confirming = params.get(CONFIRM_PARAM) === DELETE_INTENT;
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === DELETE_INTENT;
  const questionRef = useRef<HTMLParagraphElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);

  // Focus follows the step: to the question when it opens, back to Delete when it is cancelled.
  useEffect(() => {
    if (confirming && !wasConfirming.current) questionRef.current?.focus();
    if (!confirming && wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <div className="flex w-full flex-col items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 sm:w-auto sm:max-w-sm sm:items-end">
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <p className="text-sm font-semibold text-brand-900">You own this profile</p>
        <EnrollmentBadge enrollment={enrollment} />
      </div>
      {confirming ? (
        <div className="w-full rounded-md border border-rose-200 bg-white p-3">
          <p
            ref={questionRef}
            tabIndex={-1}
            className="text-sm font-semibold text-pretty text-slate-900 focus:outline-none"
          >
            Delete this organization? This cannot be undone.
          </p>
          {deleteError ? (
            <div className="mt-2">
              <DeleteError message={deleteError} />
            </div>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value={DELETE_INTENT} />
              <button type="submit" disabled={deleting} className={dangerSolid}>
                {deleting ? "Deleting..." : "Delete organization"}
              </button>
            </Form>
            <Form method="get" replace preventScrollReset>
              <button type="submit" className={buttonClass.secondary}>
                Cancel
              </button>
            </Form>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/organizations/${orgId}/edit`} look="secondary">
            Edit
          </ButtonLink>
          <Form method="get" preventScrollReset>
            <button ref={deleteRef} type="submit" name={CONFIRM_PARAM} value={DELETE_INTENT} className={dangerOutline}>
              Delete
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}

/** Offered to everyone but the owner on Explore companies nobody has claimed yet. */
export function ClaimProfileLink({ orgId }: { orgId: string }) {
  const t = useMessages(organization);
  return (
    <ButtonLink to={`/claim/${orgId}`} data-analytics="explore_claim_click" data-analytics-context="profile">
      {t.claimProfile}
    </ButtonLink>
  );
}
