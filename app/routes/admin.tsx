import { AdminTabs } from "~/components/admin/admin-tabs";
import { AnalyticsTab } from "~/components/admin/analytics-tab";
import { CitiesTab } from "~/components/admin/cities-tab";
import { CompaniesTab } from "~/components/admin/companies-tab";
import { OverviewTab } from "~/components/admin/overview-tab";
import { SystemTab } from "~/components/admin/system-tab";
import type { AdminActionFailure } from "~/components/admin/tabs";
import { UsersTab } from "~/components/admin/users-tab";
import { FlashNotice } from "~/components/form/notice";
import { Container, PageHeading } from "~/components/ui";
import { adminPanelAction, loadAdminPanel } from "~/lib/admin.server";
import { withPageErrors } from "~/lib/errors.server";
import { ADMIN_REASONS } from "~/lib/flash";
import { viewOnlyParams } from "~/lib/revalidation";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/admin";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Admin Panel", noindex: true });
}

/** Admins only (others go to /profile with SPEC.md's message); only the selected tab's data is loaded. */
export const loader = withPageErrors(({ context, request }: Route.LoaderArgs) => loadAdminPanel(context, request));

export const action = withPageErrors(({ context, request }: Route.ActionArgs) => adminPanelAction(context, request));

// A message code or the delete confirmation changes only what the page shows.
export const shouldRevalidate = viewOnlyParams("reason", "confirm");

function TabContent({ data, failure }: { data: Route.ComponentProps["loaderData"]; failure?: AdminActionFailure }) {
  switch (data.tab) {
    case "overview":
      return <OverviewTab overview={data.overview} attention={data.attention} log={data.log} />;
    case "cities":
      return <CitiesTab view={data.cities} failure={failure} />;
    case "companies":
      return <CompaniesTab view={data.companies} failure={failure} />;
    case "users":
      return <UsersTab users={data.users} />;
    case "system":
      return <SystemTab status={data.system} failure={failure} />;
    case "analytics":
      return <AnalyticsTab view={data.analytics} />;
  }
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="py-10 sm:py-12">
      <Container>
        <PageHeading title="Admin Panel" lead={`Welcome, ${loaderData.email}`} />
        <FlashNotice param="reason" messages={ADMIN_REASONS} className="mt-6" />
        <div className="mt-8">
          <AdminTabs selected={loaderData.tab}>
            <TabContent data={loaderData} failure={actionData as AdminActionFailure | undefined} />
          </AdminTabs>
        </div>
      </Container>
    </main>
  );
}
