import { redirect, redirectDocument, useSearchParams } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { forgetPages } from "#worker/platform/page-cache";
import type { Viewer } from "#worker/services/access/permissions";
import { changePassword, deleteAccount, updateProfile } from "#worker/services/accounts/account-flows";
import { getDashboard } from "#worker/services/accounts/accounts";
import { deleteSavedSearch, listSavedSearchViews, updateSavedSearch } from "#worker/services/alerts/saved-searches";
import { ownerStats } from "#worker/services/analytics/analytics";
import { rolesOf } from "#worker/services/job-board/owner-roles";
import { closePosting, renewPosting, rolePages } from "#worker/services/job-board/postings";
import { accountNewsletter, subscribeAccount, unsubscribeAccount } from "#worker/services/newsletter/newsletter";
import { openBillingPortal, setPlanRenewal } from "#worker/services/payments/plans";
import { orNull } from "#worker/services/reference/sections";
import { countryName } from "#worker/services/reference/translations";
import { FlashNotice } from "~/components/form/notice";
import { AccountSettings, CHANGE_PASSWORD, DELETE_ACCOUNT, REAUTH } from "~/components/profile/account-settings";
import { failureFor } from "~/components/profile/form-controls";
import { MyOrganizations } from "~/components/profile/my-organizations";
import { CLOSE_ROLE, MyRoles, RENEW_ROLE } from "~/components/profile/my-roles";
import { BILLING_PORTAL, CANCEL_PLAN, MySubscriptions, RESUME_PLAN } from "~/components/profile/my-subscriptions";
import { NEWSLETTER_OFF, NEWSLETTER_ON, NewsletterSetting } from "~/components/profile/newsletter-setting";
import { ProfileInformation, UPDATE_PROFILE } from "~/components/profile/profile-information";
import { DELETE_SAVED_SEARCH, MySavedSearches, SAVED_SEARCH_ALERTS } from "~/components/profile/saved-searches";
import { ButtonLink, Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { dispatchIntent, type FormIntent } from "~/lib/actions.server";
import { withPageErrors } from "~/lib/errors.server";
import { UPDATES, updatedUrl, useReasons } from "~/lib/flash";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { viewOnlyParams } from "~/lib/revalidation";
import { seo } from "~/lib/seo";
import { changePasswordInput, deleteAccountInput, profileInput } from "../../../contract/account";
import { postingIdInput, renewPostingInput } from "../../../contract/job-board";
import { organizationId } from "../../../contract/organization";
import { savedSearchId, savedSearchUpdate } from "../../../contract/saved-searches";
import type { Route } from "./+types/profile";
import { type SocialProvider, startSocialSignIn } from "./auth.server";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: dashboard[pageLocale(args)].title, noindex: true });
}

export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  const { db } = context.get(appContext);
  const locale = pageLocale({ request });
  const [dashboard, roles, savedSearches, newsletter] = await Promise.all([
    getDashboard(db, viewer),
    orNull("roles", () => rolesOf(db, viewer)),
    orNull("saved searches", () => listSavedSearchViews(db, viewer, locale)),
    orNull("newsletter", () => accountNewsletter(db, viewer)),
  ]);
  // Each organization's figures; ownerStats answers only those the viewer created (or all, for an admin).
  const ids = dashboard.organizations?.map((org) => org.id) ?? [];
  const stats = await orNull("organization analytics", async () =>
    Object.fromEntries(await ownerStats(db, viewer, ids)),
  );
  const organizations = dashboard.organizations?.map((org) => ({
    ...org,
    country: { ...org.country, name: countryName(org.country.code, org.country.name, locale) },
  }));
  return { ...dashboard, organizations: organizations ?? null, stats, roles, savedSearches, newsletter };
});

const renewRoleForm = postingIdInput.extend(renewPostingInput.shape);

// Edit mode and message codes change only what the page shows: toggling them needs no new data.
export const shouldRevalidate = viewOnlyParams("edit", "updated", "reason", "confirm", "organization");

function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const viewer: Viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  // Each form's redirect goes to the next page in the page's language; a failure is answered on that form.
  return dispatchIntent(request, {
    [UPDATE_PROFILE]: {
      fallback: { id: "auth.profileUpdateFailed" },
      run: async (form) => {
        const input = form.parse(profileInput, { name: form.text("name"), image: form.text("image") });
        const cookies = await updateProfile(env, request, input);
        return redirect(form.local(updatedUrl("profile")), { headers: cookieHeaders(cookies) });
      },
    },
    [CHANGE_PASSWORD]: {
      fallback: { id: "auth.passwordUpdateFailed" },
      fields: { "auth.wrongPassword": "currentPassword" },
      run: async (form) => {
        const input = form.parse(changePasswordInput, {
          currentPassword: form.text("currentPassword"),
          newPassword: form.text("newPassword"),
          confirmPassword: form.text("confirmPassword"),
        });
        // The change replaces the session, and this request still carries the old one: redirect, so that the page is
        // rendered again with the new cookie (also without JavaScript).
        const cookies = await changePassword(env, request, input);
        return redirect(form.local(updatedUrl("password")), { headers: cookieHeaders(cookies) });
      },
    },
    [DELETE_ACCOUNT]: {
      fallback: { id: "auth.deleteFailed" },
      fields: { "auth.wrongPassword": "currentPassword" },
      run: async (form) => {
        const input = form.parse(deleteAccountInput, {
          confirm: form.text("confirm"),
          password: form.text("password") || undefined,
        });
        // A whole new document: nothing of the signed-in pages stays, and the home page opens at its top.
        const cookies = await deleteAccount(env, db, request, viewer, input);
        return redirectDocument(form.local("/?reason=account-deleted"), { headers: cookieHeaders(cookies) });
      },
    },
    [SAVED_SEARCH_ALERTS]: {
      fallback: { id: "savedSearch.saveFailed" },
      run: async (form) => {
        const on = form.text("alerts") === "on";
        const input = form.parse(savedSearchUpdate, { alerts: on });
        await updateSavedSearch(db, viewer, form.text("id"), input);
        return redirect(form.local(`${updatedUrl(on ? "alerts-on" : "alerts-off")}#saved-searches`));
      },
    },
    [DELETE_SAVED_SEARCH]: {
      fallback: { id: "savedSearch.saveFailed" },
      run: async (form) => {
        const { id } = form.parse(savedSearchId, { id: form.text("id") });
        await deleteSavedSearch(db, viewer, id);
        return redirect(form.local(`${updatedUrl("search-deleted")}#saved-searches`));
      },
    },
    [CLOSE_ROLE]: {
      fallback: { id: "job.changeFailed" },
      run: async (form) => {
        const { id } = form.parse(postingIdInput, { id: form.text("id") });
        await forgetPages(env, request, rolePages(await closePosting(db, viewer, id)));
        return redirect(form.local(`${updatedUrl("role-closed")}#my-roles`));
      },
    },
    [RENEW_ROLE]: {
      fallback: { id: "job.changeFailed" },
      run: async (form) => {
        const { id, durationDays } = form.parse(renewRoleForm, {
          id: form.text("id"),
          durationDays: form.text("durationDays"),
        });
        await renewPosting(db, viewer, id, durationDays);
        return redirect(form.local(`${updatedUrl("role-renewed")}#my-roles`));
      },
    },
    [NEWSLETTER_ON]: {
      fallback: { id: "newsletter.changeFailed" },
      run: async (form) => {
        await subscribeAccount(getConfig(env), db, viewer, form.locale);
        return redirect(form.local(`${updatedUrl("newsletter-on")}#newsletter`));
      },
    },
    [NEWSLETTER_OFF]: {
      fallback: { id: "newsletter.changeFailed" },
      run: async (form) => {
        await unsubscribeAccount(db, viewer);
        return redirect(form.local(`${updatedUrl("newsletter-off")}#newsletter`));
      },
    },
    [CANCEL_PLAN]: { fallback: { id: "payment.planChangeFailed" }, run: (form) => planRenewal(form, false) },
    [RESUME_PLAN]: { fallback: { id: "payment.planChangeFailed" }, run: (form) => planRenewal(form, true) },
    [BILLING_PORTAL]: {
      fallback: { id: "payment.billingPortalFailed" },
      run: async (form) => {
        const orgId = form.parse(organizationId, form.text("organization"));
        return redirect(await openBillingPortal(getConfig(env), db, viewer, orgId, form.locale));
      },
    },
    [REAUTH.google]: reauth("google"),
    [REAUTH.github]: reauth("github"),
  });

  async function planRenewal(form: FormIntent, renews: boolean) {
    const orgId = form.parse(organizationId, form.text("organization"));
    await setPlanRenewal(getConfig(env), db, viewer, orgId, renews);
    return redirect(form.local(`${updatedUrl(renews ? "plan-resumed" : "plan-canceled")}#my-subscriptions`));
  }

  // A new Google/GitHub sign-in gives the fresh session that deleting a password-less account needs.
  function reauth(provider: SocialProvider) {
    return (form: FormIntent) => startSocialSignIn(env, form, provider, "/profile");
  }
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, isAdmin, organizations, subscriptions, stats, roles, savedSearches, newsletter } = loaderData;
  const [params] = useSearchParams();
  const t = useMessages(dashboard);
  const reasons = useReasons();
  const updates = Object.fromEntries(
    Object.entries(UPDATES).map(([code, flash]) => [code, { ...flash, text: t.flash[code as keyof typeof UPDATES] }]),
  );
  return (
    <main className="py-10 sm:py-12">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <PageHeading title={t.title} lead={t.lead} />
          {isAdmin ? (
            <ButtonLink to="/admin" look="secondary">
              {t.adminPanel}
            </ButtonLink>
          ) : null}
        </div>
        <div className="mt-6 space-y-3 empty:hidden">
          <FlashNotice param="reason" messages={reasons} />
          <FlashNotice param="updated" messages={updates} />
        </div>
        {/* The profile card is a sidebar on wide screens, so the reading order stays the visual order at every width. */}
        <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
          <ProfileInformation
            profile={profile}
            editing={params.get("edit") === "profile"}
            failure={failureFor(actionData, UPDATE_PROFILE)}
          />
          <div className="space-y-6 lg:col-span-2">
            <MyOrganizations organizations={organizations} stats={stats} />
            <MySubscriptions
              subscriptions={subscriptions}
              failure={
                failureFor(actionData, CANCEL_PLAN) ??
                failureFor(actionData, RESUME_PLAN) ??
                failureFor(actionData, BILLING_PORTAL)
              }
            />
            {roles?.length || organizations?.length ? (
              <MyRoles
                roles={roles}
                failure={failureFor(actionData, CLOSE_ROLE) ?? failureFor(actionData, RENEW_ROLE)}
              />
            ) : null}
            <MySavedSearches
              searches={savedSearches}
              failure={failureFor(actionData, SAVED_SEARCH_ALERTS) ?? failureFor(actionData, DELETE_SAVED_SEARCH)}
            />
            <NewsletterSetting
              email={profile.email}
              newsletter={newsletter}
              failure={failureFor(actionData, NEWSLETTER_ON) ?? failureFor(actionData, NEWSLETTER_OFF)}
            />
            <AccountSettings
              providers={profile.providers}
              passwordChanged={params.get("updated") === "password"}
              result={actionData}
            />
          </div>
        </div>
      </Container>
    </main>
  );
}
