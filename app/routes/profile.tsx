import { APIError } from "better-auth/api";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { z } from "zod";
import { startSocialSignIn } from "~/components/auth/auth-api.server";
import { AccountSettings, CHANGE_PASSWORD, DELETE_ACCOUNT } from "~/components/profile/account-settings";
import { type FormFailure, failureFor } from "~/components/profile/form-controls";
import { MyOrganizations, type OrganizationSummary } from "~/components/profile/my-organizations";
import { MySubscriptions } from "~/components/profile/my-subscriptions";
import { DISPLAY_NAME_MAX, ProfileInformation, UPDATE_PROFILE } from "~/components/profile/profile-information";
import { SuccessNotice, updatedKind, updatedUrl } from "~/components/profile/success-notice";
import { buttonClass, Container, PageHeading } from "~/components/ui";
import { redirectMessage } from "~/lib/auth-messages";
import { appContext } from "~/lib/context";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import { ApiError } from "../../worker/api/errors";
import { getAuth, PASSWORD_MIN_LENGTH } from "../../worker/auth";
import type { Db } from "../../worker/db/client";
import {
  deleteAccount,
  deleteAccountInput,
  getUserProfile,
  listUserOrganizations,
  listUserSubscriptions,
} from "../../worker/services/accounts";
import { getCountry } from "../../worker/services/reference";
import type { Route } from "./+types/profile";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Dashboard", noindex: true });
}

const GLOBAL = { name: "Global", flag: "🌍" };

/** One section's data, or null when it failed, so that the other sections still show. */
async function orNull<T>(section: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`profile: loading ${section} failed`, error);
    return null;
  }
}

async function loadOrganizations(db: Db, userId: string): Promise<OrganizationSummary[]> {
  const organizations = await listUserOrganizations(db, userId);
  const codes = [...new Set(organizations.map((org) => org.country))].filter((code) => code !== "ALL");
  const countries = new Map(
    await Promise.all(
      codes.map(async (code) => {
        const country = await getCountry(db, code);
        return [code, country ? { name: country.name, flag: country.flagEmoji } : { name: code, flag: "" }] as const;
      }),
    ),
  );
  return organizations.map((org) => ({
    id: org.id,
    name: org.name,
    paymentStatus: org.paymentStatus,
    exploreEnrollmentStatus: org.exploreEnrollmentStatus,
    country: org.country === "ALL" ? GLOBAL : countries.get(org.country)!,
  }));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  const session = await requirePageAccess(env, request, "verified", "permanent-account");
  const userId = session.user.id;
  const [profile, organizations, subscriptions] = await Promise.all([
    getUserProfile(db, userId),
    orNull("organizations", () => loadOrganizations(db, userId)),
    orNull("subscriptions", () => listUserSubscriptions(db, userId)),
  ]);
  // Only an account deleted between reading the session and reading the profile gets here.
  if (!profile) {
    throw data(
      { message: "Your account data was not found on the server. Try signing out and back in, then try again." },
      { status: 404 },
    );
  }
  return {
    profile: {
      email: profile.email,
      displayName: profile.displayName,
      photoURL: profile.photoURL,
      providers: profile.providers,
      createdAt: profile.createdAt,
    },
    isAdmin: profile.role === "admin",
    organizations,
    subscriptions,
    passwordMinLength: PASSWORD_MIN_LENGTH,
  };
}

// Parameters that only change what the page shows (edit mode, a success notice): toggling them needs no new data.
const VIEW_PARAMS = ["edit", "updated"];

function dataKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of VIEW_PARAMS) params.delete(name);
  params.sort();
  return `${url.pathname}?${params}`;
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && dataKey(currentUrl) === dataKey(nextUrl)) return false;
  return defaultShouldRevalidate;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

// A 400 answer also spares the loaders a pointless revalidation: nothing changed.
function fail(intent: string, error: string, field?: string) {
  const failure: FormFailure = field ? { intent, error, field } : { intent, error };
  return data(failure, { status: 400 });
}

function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

type AuthOutcome = { ok: true; headers: Headers } | { ok: false; code?: string };

/**
 * Runs a better-auth endpoint as a Response. Its errors come answered (from the handler) or thrown (from its
 * middleware); both end up as the error code. The cookies it sets belong on this page's response.
 */
async function callAuth(call: () => Promise<Response>): Promise<AuthOutcome> {
  try {
    const response = await call();
    if (response.ok) return { ok: true, headers: cookieHeaders(response.headers.getSetCookie()) };
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    return { ok: false, code: body.code };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, code: error.body?.code };
    console.error("profile: auth call failed", error);
    return { ok: false };
  }
}

const PHOTO_URL_ERROR = "Please enter a valid URL (e.g., https://example.com/photo.jpg)";

const profileInput = z.object({
  name: z.string().trim().max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`),
  // Empty removes the photo. SPEC.md §5: https:// is added when no scheme is given; only https photos are shown.
  image: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return null;
      const url = URL.parse(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`);
      if (url?.protocol === "https:" && url.hostname.includes(".")) return url.href;
      ctx.addIssue({ code: "custom", message: PHOTO_URL_ERROR });
      return z.NEVER;
    }),
});

async function updateProfile(env: Env, request: Request, form: FormData) {
  const parsed = profileInput.safeParse({ name: text(form, "name"), image: text(form, "image") });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(UPDATE_PROFILE, issue.message, String(issue.path[0]));
  }
  const outcome = await callAuth(() =>
    getAuth(env).api.updateUser({ body: parsed.data, headers: request.headers, asResponse: true }),
  );
  if (!outcome.ok) return fail(UPDATE_PROFILE, "Failed to update profile. Please try again.");
  return redirect(updatedUrl("profile"), { headers: outcome.headers });
}

async function changePassword(env: Env, request: Request, form: FormData) {
  const currentPassword = text(form, "currentPassword");
  const newPassword = text(form, "newPassword");
  if (newPassword !== text(form, "confirmPassword")) {
    return fail(CHANGE_PASSWORD, "New passwords do not match", "confirmPassword");
  }
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return fail(CHANGE_PASSWORD, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, "newPassword");
  }
  const outcome = await callAuth(() =>
    getAuth(env).api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      asResponse: true,
    }),
  );
  // The change replaces the session, and this request still carries the old one: redirect, so that the page is
  // rendered again with the new cookie (also without JavaScript).
  if (outcome.ok) return redirect(updatedUrl("password"), { headers: outcome.headers });
  if (outcome.code === "INVALID_PASSWORD") {
    return fail(
      CHANGE_PASSWORD,
      "Incorrect password. Please try again or use the 'Forgot Password' option.",
      "currentPassword",
    );
  }
  return fail(CHANGE_PASSWORD, "Failed to update password. Please try again.");
}

async function removeAccount(env: Env, request: Request, form: FormData) {
  const parsed = deleteAccountInput.safeParse({
    confirm: text(form, "confirm"),
    password: text(form, "password") || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(DELETE_ACCOUNT, issue.message, String(issue.path[0]));
  }
  try {
    const cookies = await deleteAccount(env, request.headers, parsed.data);
    return redirect("/", { headers: cookieHeaders(cookies) });
  } catch (error) {
    if (error instanceof ApiError) return fail(DELETE_ACCOUNT, error.message);
    console.error("profile: account deletion failed", error);
    return fail(DELETE_ACCOUNT, "Failed to delete account. Please try again later.");
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  await requirePageAccess(env, request, "verified", "permanent-account");
  const form = await request.formData();
  switch (form.get("intent")) {
    case UPDATE_PROFILE:
      return updateProfile(env, request, form);
    case CHANGE_PASSWORD:
      return changePassword(env, request, form);
    case DELETE_ACCOUNT:
      return removeAccount(env, request, form);
    case "reauth-google":
    case "reauth-github": {
      // A new Google/GitHub sign-in gives the fresh session that deleting a password-less account needs.
      const provider = String(form.get("intent")).replace("reauth-", "");
      const response = await startSocialSignIn(env, request, provider, "/profile");
      if (response instanceof Response) return response;
      return fail(DELETE_ACCOUNT, response?.data.formError ?? "Sign-in failed. Please try again.");
    }
    default:
      throw data({ message: "Unknown form" }, { status: 400 });
  }
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, isAdmin, organizations, subscriptions, passwordMinLength } = loaderData;
  const [params] = useSearchParams();
  const notice = redirectMessage(params.get("reason"));
  return (
    <main className="py-10 sm:py-12">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <PageHeading title="Dashboard" lead="Your profile, your account, your organizations and subscriptions." />
          {isAdmin ? (
            <Link to="/admin" className={buttonClass.secondary}>
              Admin Panel
            </Link>
          ) : null}
        </div>
        {notice ? (
          <p
            role="alert"
            className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            {notice}
          </p>
        ) : null}
        <SuccessNotice />
        {/* The profile card is a sidebar on wide screens, so the reading order stays the visual order at every width. */}
        <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
          <ProfileInformation
            profile={profile}
            editing={params.get("edit") === "profile"}
            failure={failureFor(actionData, UPDATE_PROFILE)}
          />
          <div className="space-y-6 lg:col-span-2">
            <MyOrganizations organizations={organizations} />
            <MySubscriptions subscriptions={subscriptions} />
            <AccountSettings
              providers={profile.providers}
              passwordMinLength={passwordMinLength}
              passwordChanged={updatedKind(params) === "password"}
              result={actionData}
            />
          </div>
        </div>
      </Container>
    </main>
  );
}
