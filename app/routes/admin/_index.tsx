import { appContext } from "#worker/app-context";
import { listAuditLog } from "#worker/services/access/audit";
import { getAdminOverview } from "#worker/services/admin/admin-overview";
import { orNull } from "#worker/services/reference/sections";
import { OverviewTab } from "~/components/admin/overview-tab";
import { parsePages } from "~/lib/admin-tabs";
import { withPageErrors } from "~/lib/errors.server";
import { viewOnlyParams } from "~/lib/revalidation";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "../../../contract/enums";
import { ADMIN_PAGE_SIZE } from "../../../contract/limits";
import type { Route } from "./+types/_index";
import { followCursor, oneOf, requireAdmin } from "./admin-panel.server";

/** The admin panel's overview (/admin), or with `?log=1` the audit log, filtered and paged. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  if (params.get("log") === "1") {
    const action = oneOf(AUDIT_ACTIONS, params.get("action"));
    const targetType = oneOf(AUDIT_TARGET_TYPES, params.get("targetType"));
    const pages = parsePages(params.get("pages"));
    const log = await followCursor(pages, (cursor) =>
      listAuditLog(db, {
        action: action ?? undefined,
        targetType: targetType ?? undefined,
        limit: ADMIN_PAGE_SIZE,
        cursor,
      }),
    );
    return {
      overview: null,
      attention: [],
      log: { entries: log.items, hasMore: log.hasMore, pages, action, targetType },
    };
  }
  const overview = await orNull("admin overview", () => getAdminOverview(db, viewer));
  return { overview, attention: overview?.attention ?? [], log: null };
});

// A message code changes only what the page shows.
export const shouldRevalidate = viewOnlyParams("reason");

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return <OverviewTab overview={loaderData.overview} attention={loaderData.attention} log={loaderData.log} />;
}
