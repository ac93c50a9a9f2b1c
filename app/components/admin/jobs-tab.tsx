import { useNavigation } from "react-router";
import { useFormState } from "~/components/form/use-form-state";
import { Form, Link } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import type { ActionFailure } from "~/lib/action-failure";
import { adminHref, INTENTS } from "~/lib/admin-tabs";
import {
  ADMIN_POSTING_FILTERS,
  type AdminPostingDto,
  type AdminPostingFilter,
  hidePostingInput,
} from "../../../contract/job-board";
import { HIDE_REASON_MAX } from "../../../contract/limits";
import { Badge, type BadgeTone, Card, DateTime, InlineError, LoadMore, ReasonAndSubmit, smallButton } from "./admin-ui";
import { FilterChips } from "./filter-chips";

export type JobsView = {
  postings: AdminPostingDto[];
  hasMore: boolean;
  pages: number;
  filter: AdminPostingFilter | null;
};

const TONES: Record<AdminPostingDto["state"], BadgeTone> = {
  open: "success",
  closed: "neutral",
  expired: "warning",
  hidden: "danger",
};

function failureFor(failure: ActionFailure | undefined, target: string) {
  return failure?.target === target ? failure : undefined;
}

/** Hides a role with the reason its owner reads; the server audits it. */
function HideForm({ posting, failure }: { posting: AdminPostingDto; failure?: ActionFailure }) {
  const { fieldErrors, onSubmit } = useFormState(hidePostingInput, failure?.fieldErrors);
  const navigation = useNavigation();
  const hiding =
    navigation.formData?.get("intent") === INTENTS.hidePosting && navigation.formData?.get("id") === posting.id;
  const t = useMessages(admin).roles;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-rose-700">{t.hideSummary}</summary>
      <Form
        method="post"
        noValidate
        preventScrollReset
        onSubmit={onSubmit}
        aria-label={t.hide(posting.title)}
        className="mt-3"
      >
        <input type="hidden" name="intent" value={INTENTS.hidePosting} />
        <input type="hidden" name="id" value={posting.id} />
        <ReasonAndSubmit
          label={t.reason}
          hint={t.reasonHint}
          required
          maxLength={HIDE_REASON_MAX}
          error={fieldErrors.reason}
          formError={failure && !failure.fieldErrors.reason ? failure.error : null}
          busy={hiding}
        >
          {hiding ? t.hiding : t.hideButton}
          <span className="sr-only"> {posting.title}</span>
        </ReasonAndSubmit>
      </Form>
    </details>
  );
}

function PostingRow({ posting, failure }: { posting: AdminPostingDto; failure?: ActionFailure }) {
  const t = useMessages(admin).roles;
  const mine = failureFor(failure, posting.id);
  return (
    <li className="py-4">
      {/* The state badge keeps the row's top right at every width: wrapping put it under long titles only. */}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={`/jobs/${posting.id}`} className="text-brand-700 underline-offset-2 hover:underline">
              {posting.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">
            <Link to={`/organizations/${posting.organization.id}`} className="underline-offset-2 hover:underline">
              {posting.organization.name}
            </Link>
          </p>
        </div>
        <Badge tone={TONES[posting.state]} className="shrink-0">
          {t.states[posting.state]}
        </Badge>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {t.posted} <DateTime iso={posting.postedAt} /> · {t.closes} <DateTime iso={posting.expiresAt} />
      </p>
      {posting.state === "hidden" ? (
        <>
          <p className="mt-2 text-sm text-slate-800">
            <span className="font-semibold">{t.reasonGiven}</span> {posting.hiddenReason}
          </p>
          <Form method="post" preventScrollReset className="mt-3" aria-label={t.show(posting.title)}>
            <input type="hidden" name="intent" value={INTENTS.unhidePosting} />
            <input type="hidden" name="id" value={posting.id} />
            <InlineError message={mine?.error} />
            <button type="submit" className={smallButton}>
              {t.showButton}
              <span className="sr-only"> {posting.title}</span>
            </button>
          </Form>
        </>
      ) : (
        <HideForm posting={posting} failure={mine} />
      )}
    </li>
  );
}

/** The admin's roles: newest first, filtered to the open or hidden ones, each hidden with a reason or shown again. */
export function JobsTab({ view, failure }: { view: JobsView; failure?: ActionFailure }) {
  const t = useMessages(admin).roles;
  const chips = [null, ...ADMIN_POSTING_FILTERS].map((filter) => ({
    label: t.filters[filter ?? "all"],
    to: adminHref({ tab: "jobs", filter }),
    active: filter === view.filter,
  }));
  return (
    <Card title={t.title}>
      <p className="text-sm text-slate-700">{t.lead}</p>
      <div className="mt-4">
        <FilterChips label={t.filterLabel} chips={chips} />
      </div>
      {view.postings.length === 0 ? (
        <p className="mt-5 text-sm text-slate-700">{t.none}</p>
      ) : (
        <ul aria-label={t.title} className="mt-3 divide-y divide-slate-200">
          {view.postings.map((posting) => (
            <PostingRow key={posting.id} posting={posting} failure={failure} />
          ))}
        </ul>
      )}
      {view.hasMore ? (
        <LoadMore to={adminHref({ tab: "jobs", filter: view.filter, pages: view.pages + 1 })}>{t.more}</LoadMore>
      ) : null}
    </Card>
  );
}
