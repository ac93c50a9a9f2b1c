import { redirect, useLocation, useSearchParams } from "react-router";
import { appContext } from "#worker/app-context";
import { AppError } from "#worker/platform/errors";
import { getOrganizationEditor } from "#worker/services/organizations/organization-editing";
import { updateOrganization } from "#worker/services/organizations/organization-writes";
import { withdrawPendingEdit } from "#worker/services/organizations/pending-edits";
import { countryName, getReferenceTranslations, translateCategory } from "#worker/services/reference/translations";
import { CheckoutReturn } from "~/components/edit/checkout-return";
import { EditForm, type EditResult } from "~/components/edit/edit-form";
import { ExploreReview, WITHDRAW_EDIT_INTENT } from "~/components/edit/explore-review";
import { editFormInput, SAVE_INTENT } from "~/components/edit/form-data";
import { FlashNotice, Notice, SuccessNotice } from "~/components/form/notice";
import { useHydrated } from "~/components/form/use-hydrated";
import { Link } from "~/components/localized";
import { OrganizationErrorBoundary } from "~/components/organization/organization-error";
import { Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import { useTranslateError } from "~/i18n/server-messages";
import { dispatchIntent } from "~/lib/actions.server";
import { withPageErrors } from "~/lib/errors.server";
import { useReasons } from "~/lib/flash";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { localizePath } from "../../../contract/locale";
import { updateOrganizationInput } from "../../../contract/organization";
import type { Route } from "./+types/$orgId.edit";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: edit[pageLocale(args)].title, noindex: true });
}

/** Someone who may not edit this organization goes to their dashboard (in the page's language) with its message. */
function toDashboardIfForbidden(request: Request) {
  return (error: unknown): never => {
    if (error instanceof AppError && error.kind === "forbidden") {
      throw redirect(localizePath("/profile?reason=edit-forbidden", pageLocale({ request })));
    }
    throw error;
  };
}

export const loader = withPageErrors(async ({ context, request, params }: Route.LoaderArgs) => {
  const viewer = await requirePageAccess(context, request, "verified", "permanent");
  const url = new URL(request.url);
  const arrival = {
    checkoutId: url.searchParams.get("success") === "true" ? url.searchParams.get("session_id") : null,
    guestCode: url.searchParams.get("guest") === "true",
  };
  const { db } = context.get(appContext);
  const editor = await getOrganizationEditor(db, viewer, params.orgId, arrival).catch(toDashboardIfForbidden(request));
  const locale = pageLocale({ request });
  if (!editor.paid || locale === "en") return editor;
  // The choices in the page's language: category and group names, country names (sorted as they now read).
  const translations = await getReferenceTranslations(db, locale);
  return {
    ...editor,
    categories: editor.categories.map((category) => translateCategory(category, translations)),
    groups: editor.groups.map((group) => translateCategory(group, translations, "groups")),
    countries: editor.countries
      .map((country) => ({ ...country, name: countryName(country.code, country.name, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
  };
});

export const action = withPageErrors(async ({ context, request, params }: Route.ActionArgs) => {
  const { env, db } = context.get(appContext);
  const viewer = await requirePageAccess(context, request, "verified", "permanent");
  return dispatchIntent(request, {
    [WITHDRAW_EDIT_INTENT]: {
      fallback: { id: "organization.updateFailed" },
      run: async (form) => {
        await withdrawPendingEdit(db, viewer, params.orgId).catch(toDashboardIfForbidden(request));
        throw redirect(form.local(`/organizations/${encodeURIComponent(params.orgId)}/edit?reason=edit-withdrawn`));
      },
    },
    [SAVE_INTENT]: {
      fallback: { id: "organization.updateFailed" },
      run: async (form): Promise<EditResult> => {
        const input = form.parse(updateOrganizationInput, editFormInput(form.form));
        const saved = await updateOrganization(
          { db, images: env.IMAGES, cache: env.CACHE },
          viewer,
          params.orgId,
          input,
        ).catch(toDashboardIfForbidden(request));
        // An approved Explore company's change waits for review: the person stays on this page, which says so.
        if (saved.pendingEdit) {
          if (form.text("js") === "1") return { ok: true, review: true };
          throw redirect(form.local(`/organizations/${encodeURIComponent(params.orgId)}/edit?reason=edit-sent`));
        }
        // With JavaScript the page shows the toast and moves on after 1.5 s; without, straight to the profile.
        if (form.text("js") === "1") return { ok: true };
        throw redirect(form.local(`/organizations/${encodeURIComponent(params.orgId)}`));
      },
    },
  });
});

export default function EditOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const { org } = loaderData;
  const t = useMessages(edit);
  const translate = useTranslateError();
  const reasons = useReasons();
  const guestCode = { true: { text: translate({ id: "payment.guestCodeApplied" }), tone: "success" } } as const;
  // The loader knows on arrival; after the payment check the page keeps it in the history entry's state.
  const newlyCreated =
    loaderData.newlyCreated ||
    (hydrated && (location.state as { newlyCreated?: boolean } | null)?.newlyCreated === true);
  // Back from a checkout: after the payment check (its navigation state), or as the server found it already paid.
  const planActive =
    loaderData.paid &&
    ((hydrated && (location.state as { planActive?: boolean } | null)?.planActive === true) ||
      (!hydrated && params.get("success") === "true"));
  const detailPath = `/organizations/${encodeURIComponent(org.id)}`;
  const cityName = loaderData.paid
    ? (loaderData.cities?.find((city) => city.slug === loaderData.org.primaryCity)?.cityName ?? t.yourCity)
    : null;

  return (
    <main className="py-10 sm:py-12">
      <Container className="max-w-5xl">
        {loaderData.paid ? (
          <nav aria-label={t.breadcrumb} className="mb-4 text-sm">
            <Link to={detailPath} className="font-medium text-brand-700 hover:underline">
              {t.backTo(org.name)}
            </Link>
          </nav>
        ) : null}
        <PageHeading title={newlyCreated ? t.complete : t.title} lead={loaderData.paid ? t.lead(org.name) : org.name} />
        {loaderData.paid ? (
          <div className="mt-6 space-y-3 empty:hidden">
            {newlyCreated ? <SuccessNotice>{translate({ id: "organization.created" })}</SuccessNotice> : null}
            {planActive ? <SuccessNotice>{t.planActive(org.name)}</SuccessNotice> : null}
            <FlashNotice param="guest" messages={guestCode} />
            <FlashNotice param="reason" messages={reasons} />
            {params.get("claimed") === "true" && cityName ? <Notice tone="info">{t.welcome(cityName)}</Notice> : null}
          </div>
        ) : null}
        {loaderData.paid && loaderData.review ? (
          <ExploreReview
            pendingEdit={loaderData.review.pendingEdit}
            categoryNames={Object.fromEntries(loaderData.categories.map((category) => [category.id, category.name]))}
            withdrawFailed={
              actionData !== undefined && "intent" in actionData && actionData.intent === WITHDRAW_EDIT_INTENT
            }
          />
        ) : null}
        <CheckoutReturn org={org} paid={loaderData.paid} newlyCreated={newlyCreated}>
          {loaderData.paid ? (
            <EditForm
              // The fields are uncontrolled: a withdrawn or published edit changes what they start from.
              key={loaderData.review?.pendingEdit?.revision ?? "approved"}
              org={loaderData.org}
              choices={loaderData}
              result={actionData as EditResult | undefined}
              hydrated={hydrated}
              approved={loaderData.review?.approved ?? null}
            />
          ) : null}
        </CheckoutReturn>
      </Container>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useMessages(edit);
  return <OrganizationErrorBoundary back={{ to: "/profile", label: t.backToDashboard }} />;
}
