import { appContext } from "#worker/app-context";
import { forgetPages } from "#worker/platform/page-cache";
import { hidePosting, listAdminPostings, unhidePosting } from "#worker/services/job-board/moderation";
import { rolePages } from "#worker/services/job-board/postings";
import { JobsTab } from "~/components/admin/jobs-tab";
import { dispatchIntent, type FormIntent } from "~/lib/actions.server";
import { INTENTS, parsePages } from "~/lib/admin-tabs";
import { withPageErrors } from "~/lib/errors.server";
import { viewOnlyParams } from "~/lib/revalidation";
import { ADMIN_POSTING_FILTERS, hidePostingInput } from "../../../contract/job-board";
import { ADMIN_PAGE_SIZE } from "../../../contract/limits";
import { GENERAL_MESSAGES } from "../../../contract/messages";
import type { Route } from "./+types/jobs";
import { backWith, followCursor, oneOf, requireAdmin } from "./admin-panel.server";

/** The admin panel's roles: newest first, `?filter=open|hidden`, "load more" by `?pages=`. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const filter = oneOf(ADMIN_POSTING_FILTERS, params.get("filter"));
  const pages = parsePages(params.get("pages"));
  const list = await followCursor(pages, (cursor) =>
    listAdminPostings(db, viewer, { filter: filter ?? undefined, limit: ADMIN_PAGE_SIZE, cursor }),
  );
  return { postings: list.items, hasMore: list.hasMore, pages, filter };
});

/** Hide a role with a reason, or show it again; each names the role by `id` and writes an audit row. */
export const action = withPageErrors(async ({ context, request }: Route.ActionArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db, env } = context.get(appContext);
  const target = (form: FormIntent) => form.target ?? form.fail(GENERAL_MESSAGES.invalidRequest);
  return dispatchIntent(
    request,
    {
      [INTENTS.hidePosting]: {
        fallback: { id: "job.changeFailed" },
        run: async (form) => {
          const { reason } = form.parse(hidePostingInput, { reason: form.text("reason") });
          await forgetPages(env, request, rolePages(await hidePosting(db, viewer, target(form), reason)));
          return backWith(request, "jobs", "role-hidden");
        },
      },
      [INTENTS.unhidePosting]: {
        fallback: { id: "job.changeFailed" },
        run: async (form) => {
          await unhidePosting(db, viewer, target(form));
          return backWith(request, "jobs", "role-shown");
        },
      },
    },
    { target: "id" },
  );
});

export const shouldRevalidate = viewOnlyParams("reason");

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  return <JobsTab view={loaderData} failure={actionData} />;
}
