import { data, redirect, redirectDocument, useSearchParams } from "react-router";
import { FlashNotice } from "~/components/form/notice";
import { Link } from "~/components/localized";
import { AccountSettings, CHANGE_PASSWORD, DELETE_ACCOUNT } from "~/components/profile/account-settings";
import { type FormFailure, failureFor } from "~/components/profile/form-controls";
import { MyOrganizations } from "~/components/profile/my-organizations";
import { BILLING_PORTAL, CANCEL_PLAN, MySubscriptions, RESUME_PLAN } from "~/components/profile/my-subscriptions";
import { ProfileInformation, UPDATE_PROFILE } from "~/components/profile/profile-information";
import { DELETE_SAVED_SEARCH, MySavedSearches, SAVED_SEARCH_ALERTS } from "~/components/profile/saved-searches";
import { buttonClass, Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { startSocialSignIn } from "~/lib/auth.server";
import { formError, withPageErrors } from "~/lib/errors.server";
import { UPDATES, updatedUrl, useReasons } from "~/lib/flash";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { viewOnlyParams } from "~/lib/revalidation";
import { seo } from "~/lib/seo";
import { changePasswordInput, deleteAccountInput, profileInput } from "../../contract/account";
import { formText, parseForm } from "../../contract/forms";
import { type Locale, localizePath } from "../../contract/locale";
import { AUTH_MESSAGES, PAYMENT_MESSAGES } from "../../contract/messages";
import { organizationId } from "../../contract/organization";
import { SAVED_SEARCH_MESSAGES, savedSearchId, savedSearchUpdate } from "../../contract/saved-searches";
import { appContext } from "../../worker/context";
import { getConfig } from "../../worker/env";
import { changePassword, deleteAccount, updateProfile } from "../../worker/services/account-flows";
import { getDashboard } from "../../worker/services/accounts";
import { ownerStats } from "../../worker/services/analytics";
import type { Viewer } from "../../worker/services/permissions";
import { openBillingPortal, setPlanRenewal } from "../../worker/services/plans";
import { deleteSavedSearch, listSavedSearchViews, updateSavedSearch } from "../../worker/services/saved-searches";
import { orNull } from "../../worker/services/sections";
import { countryName } from "../../worker/services/translations";
import type { Route } from "./+types/profile";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: dashboard[pageLocale(args)].title, noindex: true });
}

export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  const { db } = context.get(appContext);
  const dashboard = await getDashboard(db, viewer);
  // Issue #12: each organization's figures; ownerStats answers only those the viewer created (or all, for an admin).
  const ids = dashboard.organizations?.map((org) => org.id) ?? [];
  const locale = pageLocale({ request });
  const [stats, savedSearches] = await Promise.all([
    orNull("organization analytics", async () => Object.fromEntries(await ownerStats(db, viewer, ids))),
    orNull("saved searches", () => listSavedSearchViews(db, viewer, locale)),
  ]);
  const organizations = dashboard.organizations?.map((org) => ({
    ...org,
    country: { ...org.country, name: countryName(org.country.code, org.country.name, locale) },
  }));
  return { ...dashboard, organizations: organizations ?? null, stats, savedSearches };
});

// Edit mode and message codes change only what the page shows: toggling them needs no new data.
export const shouldRevalidate = viewOnlyParams("edit", "updated", "reason");

// A 400 answer also spares the loaders a pointless revalidation: nothing changed.
function fail(intent: string, error: string, field?: string, status = 400) {
  const failure: FormFailure = field ? { intent, error, field } : { intent, error };
  return data(failure, { status });
}

function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Runs one form's flow: its schema first, then the flow; a failure is answered on that form. */
async function runForm<T>(
  locale: Locale,
  intent: string,
  parsed: ReturnType<typeof parseForm<import("zod").ZodType<T>>>,
  fallback: string,
  flow: (input: T) => Promise<Response>,
) {
  if (!parsed.ok) return fail(intent, parsed.message, parsed.field);
  try {
    return await flow(parsed.data);
  } catch (error) {
    const failure = formError(error, fallback, locale);
    const field = failure.messageId === "auth.wrongPassword" ? "currentPassword" : undefined;
    return fail(intent, failure.message, field, failure.status);
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const viewer: Viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  const form = await request.formData();
  const intent = formText(form, "intent");
  // Where a form sends the person next, in the page's language.
  const locale = pageLocale({ request });
  const local = (path: string) => localizePath(path, locale);
  switch (intent) {
    case UPDATE_PROFILE:
      return runForm(
        locale,
        intent,
        parseForm(profileInput, { name: formText(form, "name"), image: formText(form, "image") }),
        AUTH_MESSAGES.profileUpdateFailed,
        async (input) =>
          redirect(local(updatedUrl("profile")), { headers: cookieHeaders(await updateProfile(env, request, input)) }),
      );
    case CHANGE_PASSWORD:
      return runForm(
        locale,
        intent,
        parseForm(changePasswordInput, {
          currentPassword: formText(form, "currentPassword"),
          newPassword: formText(form, "newPassword"),
          confirmPassword: formText(form, "confirmPassword"),
        }),
        AUTH_MESSAGES.passwordUpdateFailed,
        // The change replaces the session, and this request still carries the old one: redirect, so that the page is
        // rendered again with the new cookie (also without JavaScript).
        async (input) =>
          redirect(local(updatedUrl("password")), {
            headers: cookieHeaders(await changePassword(env, { db, viewer }, request, input)),
          }),
      );
    case DELETE_ACCOUNT:
      return runForm(
        locale,
        intent,
        parseForm(deleteAccountInput, {
          confirm: formText(form, "confirm"),
          password: formText(form, "password") || undefined,
        }),
        AUTH_MESSAGES.deleteFailed,
        // A whole new document: nothing of the signed-in pages stays, and the home page opens at its top.
        async (input) =>
          redirectDocument(local("/?reason=account-deleted"), {
            headers: cookieHeaders(await deleteAccount(env, db, request, viewer, input)),
          }),
      );
    case SAVED_SEARCH_ALERTS: {
      const on = formText(form, "alerts") === "on";
      return runForm(
        locale,
        intent,
        parseForm(savedSearchUpdate, { alerts: on }),
        SAVED_SEARCH_MESSAGES.saveFailed,
        async (input) => {
          await updateSavedSearch(db, viewer, formText(form, "id"), input);
          return redirect(local(`${updatedUrl(on ? "alerts-on" : "alerts-off")}#saved-searches`));
        },
      );
    }
    case DELETE_SAVED_SEARCH:
      return runForm(
        locale,
        intent,
        parseForm(savedSearchId, { id: formText(form, "id") }),
        SAVED_SEARCH_MESSAGES.saveFailed,
        async ({ id }) => {
          await deleteSavedSearch(db, viewer, id);
          return redirect(local(`${updatedUrl("search-deleted")}#saved-searches`));
        },
      );
    case CANCEL_PLAN:
    case RESUME_PLAN: {
      const renews = intent === RESUME_PLAN;
      return runForm(
        locale,
        intent,
        parseForm(organizationId, formText(form, "organization")),
        PAYMENT_MESSAGES.planChangeFailed,
        async (orgId) => {
          await setPlanRenewal(getConfig(env), db, viewer, orgId, renews);
          return redirect(local(`${updatedUrl(renews ? "plan-resumed" : "plan-canceled")}#my-subscriptions`));
        },
      );
    }
    case BILLING_PORTAL:
      return runForm(
        locale,
        intent,
        parseForm(organizationId, formText(form, "organization")),
        PAYMENT_MESSAGES.billingPortalFailed,
        async (orgId) => redirect(await openBillingPortal(getConfig(env), db, viewer, orgId, pageLocale({ request }))),
      );
    case "reauth-google":
    case "reauth-github": {
      // A new Google/GitHub sign-in gives the fresh session that deleting a password-less account needs.
      const response = await startSocialSignIn(env, request, intent.replace("reauth-", ""), "/profile");
      if (response instanceof Response) return response;
      return fail(DELETE_ACCOUNT, response?.data.formError ?? "Sign-in failed. Please try again.");
    }
    default:
      throw data({ message: "Unknown form" }, { status: 400 });
  }
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, isAdmin, organizations, subscriptions, stats, savedSearches } = loaderData;
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
            <Link to="/admin" className={buttonClass.secondary}>
              {t.adminPanel}
            </Link>
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
            <MySavedSearches
              searches={savedSearches}
              failure={failureFor(actionData, SAVED_SEARCH_ALERTS) ?? failureFor(actionData, DELETE_SAVED_SEARCH)}
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
