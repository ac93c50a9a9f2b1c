import { redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { getSystemStatus, runJobNow } from "#worker/services/admin/system-status";
import { orNull } from "#worker/services/reference/sections";
import { SystemTab } from "~/components/admin/system-tab";
import { dispatchIntent } from "~/lib/actions.server";
import { adminHref, INTENTS } from "~/lib/admin-tabs";
import { withPageErrors } from "~/lib/errors.server";
import { viewOnlyParams } from "~/lib/revalidation";
import type { Route } from "./+types/system";
import { requireAdmin } from "./admin-panel.server";

/** The admin panel's scheduled jobs and their last runs. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db } = context.get(appContext);
  return { system: await orNull("system status", () => getSystemStatus(db, viewer)) };
});

/** "Run now": one job, named by `name`. */
export const action = withPageErrors(async ({ context, request }: Route.ActionArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db, env } = context.get(appContext);
  return dispatchIntent(request, {
    [INTENTS.runJob]: {
      fallback: "Failed to run the job. Please try again.",
      target: "name",
      run: async (form) => {
        await runJobNow(db, env, viewer, form.text("name"));
        return redirect(form.local(adminHref({ tab: "system", reason: "job-ran" })));
      },
    },
  });
});

export const shouldRevalidate = viewOnlyParams("reason");

export default function AdminSystem({ loaderData, actionData }: Route.ComponentProps) {
  return <SystemTab status={loaderData.system} failure={actionData} />;
}
