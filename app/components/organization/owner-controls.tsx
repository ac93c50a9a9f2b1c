import { useEffect, useRef } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { type Enrollment, EnrollmentBadge } from "~/components/enrollment-badge";
import { Form } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { ownerControls } from "~/i18n/pages/owner-controls";
import { DELETE_INTENT, DeleteError } from "./profile-actions";

/** `?confirm=delete` shows the confirmation step, so that it works without JavaScript too. */
const CONFIRM_PARAM = "confirm";

const dangerOutline =
  "inline-flex items-center justify-center gap-2 rounded-md border border-rose-300 bg-white px-4 py-2 text-sm font-semibold text-rose-700 shadow-sm hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";
const dangerSolid =
  "inline-flex items-center justify-center gap-2 rounded-md bg-rose-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-rose-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";

/**
 * What the creator of the profile sees in its header: Edit, Delete (with a confirmation step) and where their
 * Explore request stands. Plain links and forms, so a press before the code arrives still works.
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
  const t = useMessages(ownerControls);
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
        <p className="text-sm font-semibold text-brand-900">{t.youOwn}</p>
        <EnrollmentBadge status={enrollment} small />
      </div>
      {confirming ? (
        <div className="w-full rounded-md border border-rose-200 bg-white p-3">
          <p
            ref={questionRef}
            tabIndex={-1}
            className="text-sm font-semibold text-pretty text-slate-900 focus:outline-none"
          >
            {t.confirmDelete}
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
                {deleting ? t.deleting : t.deleteOrganization}
              </button>
            </Form>
            <Form method="get" replace preventScrollReset>
              <button type="submit" className={buttonClass.secondary}>
                {t.cancel}
              </button>
            </Form>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/organizations/${orgId}/edit`} look="secondary">
            {t.edit}
          </ButtonLink>
          <Form method="get" preventScrollReset>
            <button ref={deleteRef} type="submit" name={CONFIRM_PARAM} value={DELETE_INTENT} className={dangerOutline}>
              {t.delete}
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
