import { appContext } from "#worker/app-context";
import { listAdminUsers } from "#worker/services/accounts/admin-users";
import { orNull } from "#worker/services/reference/sections";
import { UsersTab } from "~/components/admin/users-tab";
import { withPageErrors } from "~/lib/errors.server";
import { viewOnlyParams } from "~/lib/revalidation";
import type { Route } from "./+types/users";
import { requireAdmin } from "./admin-panel.server";

/** The admin panel's admin users. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db } = context.get(appContext);
  return { users: await orNull("admin users", () => listAdminUsers(db, viewer)) };
});

export const shouldRevalidate = viewOnlyParams("reason");

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersTab users={loaderData.users} />;
}
