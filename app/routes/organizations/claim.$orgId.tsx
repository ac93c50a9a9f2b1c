import { redirect, useSearchParams } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { AppError } from "#worker/platform/errors";
import { checkAccess, type Denial } from "#worker/services/access/permissions";
import { getCompanyToClaim } from "#worker/services/organizations/claims";
import { startCheckout } from "#worker/services/payments/payments";
import { AlreadyClaimed, CLAIM_INTENT, ClaimForm, type ClaimStep, JumpToPlans } from "~/components/claim/claim-panel";
import { ClaimHeader, CompanyDetails } from "~/components/claim/company-summary";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Link } from "~/components/localized";
import { NewTabHint } from "~/components/organization/external-link";
import { ButtonLink, Container } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { useTranslateError } from "~/i18n/server-messages";
import { dispatchIntent } from "~/lib/actions.server";
import type { AnalyticsHandle } from "~/lib/analytics";
import { withPageErrors } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { planId } from "../../../contract/payments";
import type { Route } from "./+types/claim.$orgId";

/**
 * A view of the page is the Explore funnel's claim step (docs/product/analytics.md#events; sent by the root's
 * Analytics), counted whoever views it: most who will claim arrive signed out.
 */
export const handle: AnalyticsHandle = {
  analytics: (match) => {
    const page = match.loaderData as { company?: { id: string; city: { slug: string } | null } } | undefined;
    if (!page?.company) return [];
    return [
      {
        endpoint: "explore",
        body: {
          eventType: "explore_claim_view",
          orgId: page.company.id,
          city: page.company.city?.slug ?? null,
          context: "claim",
          lane: "discovery",
        },
      },
    ];
  },
};

/**
 * Anyone may read the page and its prices; the Claim button then asks for what is missing (a sign-in, a verified
 * email) and the action enforces the rule whatever the page showed.
 */
export const loader = withPageErrors(async ({ context, params }: Route.LoaderArgs) => {
  const { db, viewer } = context.get(appContext);
  const who = await viewer();
  const claim = await getCompanyToClaim(db, who, params.orgId);
  return { ...claim, missing: claimStep(checkAccess(who, "verified")) };
});

/** What the Claim button asks for first: a sign-in (signed out or a guest), a verified email, or nothing. */
function claimStep(denial: Denial | null): ClaimStep | null {
  if (denial === "signed-out" || denial === "guest") return "sign-in";
  if (denial === "unverified") return "verify";
  return null;
}

/**
 * Starts the claim checkout (which records the claim start) and sends the browser to it. A claim that lost the race
 * says so (409, and the page shows the profile as claimed), a company that cannot be loaded answers 404 as the page
 * does; any other failure is the generic one.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const viewer = await requirePageAccess(context, request, "verified", "claim");
  return dispatchIntent(request, {
    [CLAIM_INTENT]: {
      fallback: { id: "payment.claimStartFailed" },
      run: async (form) => {
        const plan = planId.safeParse(form.text("plan"));
        if (!plan.success) return form.fail({ id: "payment.choosePlan" });
        const { url } = await startCheckout(getConfig(env), db, viewer, {
          organizationId: params.orgId,
          plan: plan.data,
          intent: "claim",
          source: "explore_claim",
          locale: form.locale,
        }).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          if (error.kind === "conflict") return form.fail({ id: "payment.alreadyClaimed" }, { status: 409 });
          // Unknown, or hidden from this person: the page's own answer for a company it cannot load.
          if (error.kind === "not_found") return form.fail({ id: "payment.claimLoadFailed" }, { status: 404 });
          return form.fail({ id: "payment.claimStartFailed" }, { status: 500 });
        });
        return redirect(url);
      },
    },
  });
}

export function meta(args: Route.MetaArgs) {
  const name = args.loaderData?.company.name;
  const t = payments[pageLocale(args)].claim;
  return seo(args, { title: name ? t.title(name) : t.loadFailedTitle, noindex: true });
}

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, claimedByViewer, missing } = loaderData;
  const [params] = useSearchParams();
  const failure = actionData ?? null;
  // A claim that lost the race shows as claimed even before the page data is read again.
  const claimed = company.claimed || failure?.messageId === "payment.alreadyClaimed";
  const canceled = params.get("canceled") === "true" && !failure;
  const t = useMessages(payments).claim;
  const translate = useTranslateError();
  return (
    <main className="py-8 sm:py-12">
      <NewTabHint />
      <Container>
        <nav aria-label={t.breadcrumb} className="mb-6 text-sm">
          <Link
            to={`/organizations/${company.id}`}
            className="inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden="true">←</span> {t.backTo(company.name)}
          </Link>
        </nav>
        <ClaimHeader company={{ ...company, claimed }} />
        {claimed ? null : <JumpToPlans />}
        {canceled ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            {translate({ id: "payment.claimCanceled" })}
          </p>
        ) : null}
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8">
          <CompanyDetails company={company} />
          <div className="lg:sticky lg:top-24">
            {claimed ? (
              <AlreadyClaimed orgId={company.id} yours={claimedByViewer} error={failure?.error ?? null} />
            ) : (
              <ClaimForm orgId={company.id} name={company.name} missing={missing} error={failure?.error ?? null} />
            )}
          </div>
        </div>
      </Container>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useMessages(payments).claim;
  const translate = useTranslateError();
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={() => ({
        title: t.loadFailedTitle,
        message: translate({ id: "payment.claimLoadFailed" }),
        actions: (
          <>
            <ButtonLink to="/explore">{t.browseExplore}</ButtonLink>
            <ButtonLink to="/" look="secondary">
              {t.backToDirectory}
            </ButtonLink>
          </>
        ),
      })}
    />
  );
}
