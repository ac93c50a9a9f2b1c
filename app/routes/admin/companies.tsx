import { appContext } from "#worker/app-context";
import { decideEnrollment, exploreStats, listAdminCompanies } from "#worker/services/explore/explore-moderation";
import { setAdminFlags } from "#worker/services/organizations/organization-writes";
import { decidePendingEdit } from "#worker/services/organizations/pending-edits";
import { listCategories } from "#worker/services/reference/reference";
import { orNull } from "#worker/services/reference/sections";
import { getReferenceTranslations, translateCategory } from "#worker/services/reference/translations";
import { CompaniesTab } from "~/components/admin/companies-tab";
import { dispatchIntent, type FormIntent } from "~/lib/actions.server";
import { INTENTS, parsePages } from "~/lib/admin-tabs";
import { withPageErrors } from "~/lib/errors.server";
import { pageLocale } from "~/lib/locale";
import { viewOnlyParams } from "~/lib/revalidation";
import { enrollmentDecisionInput, pendingEditDecisionInput } from "../../../contract/admin";
import { ENROLLMENT_FILTERS } from "../../../contract/enums";
import { ADMIN_PAGE_SIZE } from "../../../contract/limits";
import { ADMIN_MESSAGES, GENERAL_MESSAGES } from "../../../contract/messages";
import { adminFlagsInput } from "../../../contract/organization";
import type { Route } from "./+types/companies";
import { backWith, followCursor, oneOf, requireAdmin } from "./admin-panel.server";

/** The admin panel's companies: Explore requests and decisions, filtered by `?status=`, "load more" by `?pages=`. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const status = oneOf(ENROLLMENT_FILTERS, params.get("status"));
  const pages = parsePages(params.get("pages"));
  const locale = pageLocale({ request });
  const [list, stats, categories, translations] = await Promise.all([
    followCursor(pages, (cursor) =>
      listAdminCompanies(db, viewer, { status: status ?? undefined, limit: ADMIN_PAGE_SIZE, cursor }),
    ),
    orNull("explore stats", () => exploreStats(db, viewer)),
    orNull("categories", async () => await listCategories(db)),
    orNull("translations", () => getReferenceTranslations(db, locale)),
  ]);
  // The names an edit's categories are shown by, only when some company has an edit waiting.
  const categoryNames = list.items.some((company) => company.pendingEdit)
    ? Object.fromEntries(
        (categories ?? []).map((category) => [category.id, translateCategory(category, translations).name]),
      )
    : {};
  return {
    companies: list.items,
    total: list.meta.total,
    hasMore: list.hasMore,
    pages,
    status,
    stats,
    categoryNames,
  };
});

/** A company's forms: its admin flags, and the Explore decisions (approve, reject, remove); each names it by `id`. */
export const action = withPageErrors(async ({ context, request }: Route.ActionArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db, env } = context.get(appContext);

  const decide = (approve: boolean) => async (form: FormIntent) => {
    if (!form.target) return form.fail(approve ? ADMIN_MESSAGES.approveFailed : ADMIN_MESSAGES.rejectFailed);
    const decision = form.parse(
      enrollmentDecisionInput,
      approve
        ? { action: "approve", editorNote: form.text("editorNote") }
        : { action: "reject", reason: form.text("reason") },
    );
    await decideEnrollment({ db, cache: env.CACHE }, viewer, form.target, decision);
    const done = approve ? "approved" : form.intent === INTENTS.removeFromExplore ? "removed-from-explore" : "rejected";
    return backWith(request, "companies", done);
  };

  const decideEdit = (approve: boolean) => async (form: FormIntent) => {
    if (!form.target) return form.fail(GENERAL_MESSAGES.invalidRequest);
    const decision = form.parse(pendingEditDecisionInput, {
      action: approve ? "approve" : "reject",
      revision: form.text("revision"),
    });
    await decidePendingEdit({ db, images: env.IMAGES, cache: env.CACHE }, viewer, form.target, decision);
    return backWith(request, "companies", approve ? "edit-approved" : "edit-rejected");
  };

  return dispatchIntent(
    request,
    {
      [INTENTS.companyFlag]: {
        fallback: "Failed to update the organization. Please try again.",
        run: async (form) => {
          const flags = form.parse(adminFlagsInput, { [form.text("flag")]: form.text("value") === "true" });
          if (!form.target) return form.fail(GENERAL_MESSAGES.invalidRequest);
          await setAdminFlags({ db, cache: env.CACHE }, viewer, form.target, flags);
          return backWith(request, "companies", "flags-saved");
        },
      },
      [INTENTS.approve]: { fallback: { id: "admin.approveFailed" }, run: decide(true) },
      [INTENTS.reject]: { fallback: { id: "admin.rejectFailed" }, run: decide(false) },
      [INTENTS.removeFromExplore]: { fallback: { id: "admin.rejectFailed" }, run: decide(false) },
      [INTENTS.approveEdit]: { fallback: { id: "admin.approveFailed" }, run: decideEdit(true) },
      [INTENTS.rejectEdit]: { fallback: { id: "admin.rejectFailed" }, run: decideEdit(false) },
    },
    { target: "id" },
  );
});

// A message code or a confirmation step (company-tab's STEP_PARAMS) changes only what the page shows.
export const shouldRevalidate = viewOnlyParams("reason", "confirm", "company", "flag", "value", "why");

export default function AdminCompanies({ loaderData, actionData }: Route.ComponentProps) {
  return <CompaniesTab view={loaderData} failure={actionData} />;
}
