import { appContext } from "#worker/app-context";
import { analyticsOverview } from "#worker/services/analytics/analytics";
import { orNull } from "#worker/services/reference/sections";
import { AnalyticsTab } from "~/components/admin/analytics-tab";
import { withPageErrors } from "~/lib/errors.server";
import { viewOnlyParams } from "~/lib/revalidation";
import { analyticsOverviewQuery, LANES } from "../../../contract/analytics";
import type { Route } from "./+types/analytics";
import { oneOf, requireAdmin } from "./admin-panel.server";

/** The admin panel's web vitals, over `?range=` and for one `?lane=`. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const { range } = analyticsOverviewQuery.catch({ range: "30d" }).parse({ range: params.get("range") ?? undefined });
  return {
    overview: await orNull("analytics", () => analyticsOverview(db, viewer, range)),
    lane: oneOf(LANES, params.get("lane")),
  };
});

export const shouldRevalidate = viewOnlyParams("reason");

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsTab view={loaderData} />;
}
