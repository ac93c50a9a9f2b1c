import { data, isRouteErrorResponse, Link, redirect, useSearchParams } from "react-router";
import { AlreadyClaimed, ClaimForm, JumpToPlans } from "~/components/claim/claim-panel";
import { type ClaimCompany, ClaimHeader, CompanyDetails } from "~/components/claim/company-summary";
import { NewTabHint } from "~/components/organization/external-link";
import { buttonClass, Container } from "~/components/ui";
import { appContext } from "~/lib/context";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import { ApiError } from "../../worker/api/errors";
import type { Db } from "../../worker/db/client";
import { getConfig } from "../../worker/env";
import { getCityBySlug } from "../../worker/services/cities";
import { getOrganization } from "../../worker/services/organizations";
import { startCheckout } from "../../worker/services/payments";
import type { Route } from "./+types/claim.$orgId";

// SPEC.md §8, Payment and claim.
const LOAD_FAILED = "Failed to load company information";
const ALREADY_CLAIMED =
  "This organization profile has already been claimed by another user. Please try a different organization.";
const START_FAILED = "Failed to start payment process. Please try again.";
const CANCELED = "Payment was canceled. You can try again.";

/** The Explore city guide the company appears in; a missing city only drops the link. */
async function cityOf(db: Db, slug: string | null): Promise<ClaimCompany["city"]> {
  if (!slug) return null;
  const city = await getCityBySlug(db, slug);
  return { slug: city.slug, name: city.cityName };
}

/** Unknown, hidden or failing to load: the page says it could not load the company (404 when it does not exist). */
function unableToLoad(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw data({ message: LOAD_FAILED }, { status: 404 });
  console.error("claim: loading the company failed", error);
  throw data({ message: LOAD_FAILED }, { status: 500 });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  const session = await requirePageAccess(env, request, "verified", "claim");
  const viewer = { id: session.user.id, role: session.user.role === "admin" ? "admin" : "user" };
  const org = await getOrganization(db, params.orgId, viewer).catch(unableToLoad);
  // Only Explore companies can be claimed; anything else is not a company this page knows.
  if (!org.isExploreCompany) throw data({ message: LOAD_FAILED }, { status: 404 });
  const company: ClaimCompany = {
    id: org.id,
    name: org.name,
    logo: org.logo,
    description: org.description,
    websiteUrl: org.websiteUrl,
    foundedYear: org.foundedYear,
    location: org.location,
    editorNote: org.editorNote,
    city: await cityOf(db, org.primaryCity).catch(() => null),
    claimed: org.claimedByUserId !== null,
  };
  return { company, claimedByViewer: org.claimedByUserId === session.user.id };
}

type ClaimFailure = { error: string; claimed?: true };

/** Starts the claim checkout (which records the claim start) and sends the browser to it. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const session = await requirePageAccess(env, request, "verified", "claim");
  const form = await request.formData();
  const plan = form.get("plan");
  if (plan !== "monthly" && plan !== "annual") {
    return data<ClaimFailure>({ error: "Choose the monthly or the annual plan" }, { status: 400 });
  }
  let url: string;
  try {
    ({ url } = await startCheckout(
      getConfig(env),
      db,
      { id: session.user.id, email: session.user.email },
      { organizationId: params.orgId, plan, intent: "claim", source: "explore_claim" },
    ));
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return data<ClaimFailure>({ error: ALREADY_CLAIMED, claimed: true }, { status: 409 });
    }
    console.error("claim: starting checkout failed", error);
    return data<ClaimFailure>({ error: START_FAILED }, { status: 500 });
  }
  return redirect(url);
}

export function meta(args: Route.MetaArgs) {
  const name = args.loaderData?.company.name;
  return seo(args, { title: name ? `Claim ${name}` : "Unable to load company", noindex: true });
}

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, claimedByViewer } = loaderData;
  const [params] = useSearchParams();
  const failure = actionData ?? null;
  // A claim that lost the race shows as claimed even before the page data is read again.
  const claimed = company.claimed || failure?.claimed === true;
  const canceled = params.get("canceled") === "true" && !failure;
  return (
    <main className="py-8 sm:py-12">
      <NewTabHint />
      <Container>
        <nav aria-label="Breadcrumb" className="mb-6 text-sm">
          <Link
            to={`/organizations/${company.id}`}
            className="inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden="true">←</span> Back to {company.name}
          </Link>
        </nav>
        <ClaimHeader company={{ ...company, claimed }} />
        {claimed ? null : <JumpToPlans />}
        {canceled ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            {CANCELED}
          </p>
        ) : null}
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8">
          <CompanyDetails company={company} />
          <div className="lg:sticky lg:top-24">
            {claimed ? (
              <AlreadyClaimed orgId={company.id} yours={claimedByViewer} error={failure?.error ?? null} />
            ) : (
              <ClaimForm orgId={company.id} name={company.name} error={failure?.error ?? null} />
            )}
          </div>
        </div>
      </Container>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : LOAD_FAILED;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Unable to load company</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/explore" className={buttonClass.primary}>
          Browse Explore
        </Link>
        <Link to="/" className={buttonClass.secondary}>
          Back to the directory
        </Link>
      </div>
    </main>
  );
}
