import { useNavigation } from "react-router";
import { type CategoryNames, EditChanges, useFieldList, useSentOn } from "~/components/explore/edit-changes";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { exploreEdits } from "~/i18n/pages/explore-edits";
import type { PendingEditDto } from "../../../contract/dto";
import { REVIEWED_FIELDS, type ReviewedField } from "../../../contract/organization";

export const WITHDRAW_EDIT_INTENT = "withdraw-edit";

/** Beside Save: which of the changes made so far will wait for review (null: none checked yet). */
export function ReviewPreview({ fields }: { fields: ReviewedField[] | null }) {
  const t = useMessages(exploreEdits);
  const list = useFieldList();
  return (
    <p aria-live="polite" className="mb-3 text-sm text-slate-800">
      {fields && fields.length > 0 ? t.willNeedReview(list(fields)) : t.nothingToReview}
    </p>
  );
}

function PendingEdit({
  edit,
  categoryNames,
  failed,
}: {
  edit: PendingEditDto;
  categoryNames: CategoryNames;
  failed: boolean;
}) {
  const t = useMessages(exploreEdits);
  const sentOn = useSentOn(edit.submittedAt);
  const navigation = useNavigation();
  const withdrawing = navigation.formData?.get("intent") === WITHDRAW_EDIT_INTENT;
  return (
    <section aria-labelledby="pending-edit-title" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3">
      <h2 id="pending-edit-title" className="text-base font-semibold text-amber-950">
        {t.pendingTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-900">{t.pendingLead(sentOn)}</p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
          {t.seeChanges(edit.changes.length)}
        </summary>
        <div className="mt-2">
          <EditChanges changes={edit.changes} categoryNames={categoryNames} />
        </div>
      </details>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={WITHDRAW_EDIT_INTENT} />
        <button type="submit" className={buttonClass.secondary} disabled={withdrawing}>
          {withdrawing ? t.withdrawing : t.withdraw}
        </button>
        <span className="text-sm text-slate-800">{t.withdrawHint}</span>
      </Form>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-800">
          {t.withdrawFailed}
        </p>
      ) : null}
    </section>
  );
}

/**
 * An approved Explore company's edit page, above the form: which fields the editors review before a change is public
 * (and that the approved version stays public meanwhile), and the edit waiting for review, if any, with Withdraw.
 */
export function ExploreReview({
  pendingEdit,
  categoryNames,
  withdrawFailed,
}: {
  pendingEdit: PendingEditDto | null;
  categoryNames: CategoryNames;
  withdrawFailed: boolean;
}) {
  const t = useMessages(exploreEdits);
  const list = useFieldList();
  return (
    <div className="mt-6 space-y-3">
      {pendingEdit ? <PendingEdit edit={pendingEdit} categoryNames={categoryNames} failed={withdrawFailed} /> : null}
      <section aria-labelledby="reviewed-fields-title" className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3">
        <h2 id="reviewed-fields-title" className="text-sm font-semibold text-sky-950">
          {t.reviewedTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-900">{t.reviewedLead}</p>
        <p className="mt-1 text-sm text-slate-900">{list([...REVIEWED_FIELDS])}.</p>
      </section>
    </div>
  );
}
