import { LabelledSection } from "~/components/labelled-section";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { useTranslateError } from "~/i18n/server-messages";
import { adminHref } from "~/lib/admin-tabs";
import type { AdminUserDto } from "../../../contract/dto";
import { Badge, DateTime } from "./admin-ui";

/**
 * The Users tab (docs/product/admin.md#users): the list, its empty state, and its failure with Retry. Refresh and Retry
 * reload the tab (a link, so they work without JavaScript); the loading state is the navigation's own.
 */
export function UsersTab({ users }: { users: AdminUserDto[] | null }) {
  const reload = adminHref({ tab: "users" });
  const t = useMessages(admin).users;
  const translate = useTranslateError();
  if (users === null) {
    return (
      <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-6 text-rose-900">
        <p className="font-semibold">{translate({ id: "admin.loadUsersFailed" })}</p>
        <ButtonLink to={reload} look="secondary" className="mt-4">
          {t.retry}
        </ButtonLink>
      </div>
    );
  }
  return (
    <LabelledSection
      headingId="admin-users-heading"
      title={t.title(users.length)}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      heading="panel"
      beside={
        <ButtonLink to={reload} look="secondary">
          {t.refresh}
        </ButtonLink>
      }
    >
      {users.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{translate({ id: "admin.noAdminUsers" })}</p>
      ) : (
        <ul aria-label={t.listLabel} className="mt-4 grid gap-4 md:grid-cols-2">
          {users.map((user) => (
            <li key={user.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 font-semibold break-all text-slate-900">{user.displayName || user.email}</h3>
                <Badge tone="brand">{t.admin}</Badge>
                {/* A provider badge reading "Email" beside the Email label looked like a second address field. */}
                <Badge tone="neutral">{t.signsInWith(user.provider ? user.providerLabel : t.password)}</Badge>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-700">{t.email}</dt>
                <dd className="break-all text-slate-900">{user.email}</dd>
                {user.displayName ? (
                  <>
                    <dt className="text-slate-700">{t.displayName}</dt>
                    <dd className="text-slate-900">{user.displayName}</dd>
                  </>
                ) : null}
                <dt className="text-slate-700">{t.verified}</dt>
                <dd className="text-slate-900">{user.emailVerified ? t.yes : t.no}</dd>
                <dt className="text-slate-700">{t.created}</dt>
                <dd className="text-slate-900">
                  <DateTime iso={user.createdAt} />
                </dd>
                <dt className="text-slate-700">{t.updated}</dt>
                <dd className="text-slate-900">
                  <DateTime iso={user.updatedAt} />
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </LabelledSection>
  );
}
