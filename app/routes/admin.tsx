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
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { adminPanelAction, loadAdminPanel } from "~/lib/admin.server";
import { withPageErrors } from "~/lib/errors.server";
import { ADMIN_REASONS, useReasons } from "~/lib/flash";
import { viewOnlyParams } from "~/lib/revalidation";
import { seo } from "~/lib/seo";
import { localeOf, localizePath } from "../../contract/locale";
import type { Route } from "./+types/admin";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: admin[localeOf(args.location.pathname)].title, noindex: true });
}

/** Admins only (others go to /profile with a message); only the selected tab's data is loaded. */
export const loader = withPageErrors(({ context, request }: Route.LoaderArgs) => loadAdminPanel(context, request));

export const action = withPageErrors(async ({ context, request }: Route.ActionArgs) =>
  inPageLanguage(request, await adminPanelAction(context, request)),
);

/** The action's redirects go back to the admin panel in the page's language. */
function inPageLanguage<Result>(request: Request, result: Result): Result {
  const location = result instanceof Response ? result.headers.get("Location") : null;
  if (!location) return result;
  (result as Response).headers.set("Location", localizePath(location, localeOf(new URL(request.url).pathname)));
  return result;
}

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
  const t = useMessages(admin);
  const reasons = useReasons();
  const messages = {
    ...reasons,
    ...Object.fromEntries(
      Object.entries(ADMIN_REASONS)
        .filter(([code]) => code in t.flash)
        .map(([code, flash]) => [code, { ...flash, text: t.flash[code as keyof typeof t.flash] }]),
    ),
  };
  return (
    <main className="py-10 sm:py-12">
      <Container>
        <PageHeading title={t.title} lead={t.welcome(loaderData.email)} />
        <FlashNotice param="reason" messages={messages} className="mt-6" />
        <div className="mt-8">
          <AdminTabs selected={loaderData.tab}>
            <TabContent data={loaderData} failure={actionData as AdminActionFailure | undefined} />
          </AdminTabs>
        </div>
      </Container>
    </main>
  );
}
