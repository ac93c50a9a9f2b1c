import { Outlet, useLocation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { FlashNotice } from "~/components/form/notice";
import { Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { tabOfPath } from "~/lib/admin-tabs";
import { withPageErrors } from "~/lib/errors.server";
import { ADMIN_REASONS, useReasons } from "~/lib/flash";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { withoutLocale } from "../../../contract/locale";
import type { Route } from "./+types/admin";
import { legacyTabRedirect, requireAdmin } from "./admin-panel.server";

/**
 * The admin panel's layout: the guard, the heading and the navigation between its sections; each section is a page
 * of its own below it (routes/admin.*.tsx), with its own loader and action.
 */

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: admin[pageLocale(args)].title, noindex: true });
}

/**
 * Before any section's loader or action: the old `/admin?tab=` addresses go to the section's page, and only admins
 * go further (others to /profile with a message).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request }) => {
    const legacy = legacyTabRedirect(request);
    if (legacy) throw legacy;
    await requireAdmin(context, request);
  },
];

export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requireAdmin(context, request);
  return { email: viewer.email };
});

// Who is signed in does not change with a section's query or form.
export function shouldRevalidate() {
  return false;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useMessages(admin);
  const reasons = useReasons();
  const { pathname } = useLocation();
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
          <AdminTabs selected={tabOfPath(withoutLocale(pathname))}>
            <Outlet />
          </AdminTabs>
        </div>
      </Container>
    </main>
  );
}
