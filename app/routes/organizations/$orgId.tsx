import { lazy, memo, Suspense } from "react";
import { isRouteErrorResponse, redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { openPostingsOf } from "#worker/services/job-board/postings";
import { getOrganizationProfile } from "#worker/services/organizations/organization-profile";
import { deleteOrganization } from "#worker/services/organizations/organization-writes";
import { CompareButton } from "~/components/compare/compare-button";
import { OrganizationRoles } from "~/components/jobs/organization-roles";
import { CategorySection, categoryAnchor, JumpLinks } from "~/components/organization/category-sections";
import { CompanyProperties } from "~/components/organization/company-properties";
import { ConnectLinks, connectLinks } from "~/components/organization/connect-links";
import { EditorsNote, ExploreResources } from "~/components/organization/explore-sections";
import { NewTabHint } from "~/components/organization/external-link";
import { OrganizationErrorBoundary } from "~/components/organization/organization-error";
import { OrganizationInfo } from "~/components/organization/organization-info";
import { ClaimProfileLink, DELETE_INTENT, DeleteError } from "~/components/organization/profile-actions";
import { ProfileHeader } from "~/components/organization/profile-header";
import { ProfileSection } from "~/components/organization/section";
import { Container } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import { dispatchIntent } from "~/lib/actions.server";
import type { AnalyticsHandle } from "~/lib/analytics";
import { publicPageHeaders } from "~/lib/cache";
import { withPageErrors } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { localizeProfile } from "~/lib/i18n.server";
import { pageLocale } from "~/lib/locale";
import { viewOnlyParams } from "~/lib/revalidation";
import { useRootData } from "~/lib/root-data";
import { seo, siteOrigin } from "~/lib/seo";
import type { Route } from "./+types/$orgId";

export const headers = publicPageHeaders;

/**
 * A view of the profile: for its owner's figures, and for an Explore company an Explore profile view too
 * (docs/product/analytics.md#events; sent by the root's Analytics). Clicks on its links and on Claim Profile
 * are marked in the page.
 */
export const handle: AnalyticsHandle = {
  analytics: (match) => {
    const page = match.loaderData as {
      org?: { id: string; isExploreCompany: boolean };
      city?: { slug: string } | null;
    };
    if (!page?.org) return [];
    const { id, isExploreCompany } = page.org;
    return [
      { endpoint: "directory", body: { eventType: "org_profile_view", orgIds: [id] } },
      ...(isExploreCompany
        ? [
            {
              endpoint: "explore" as const,
              body: {
                eventType: "explore_profile_view",
                orgId: id,
                city: page.city?.slug ?? null,
                context: "profile",
                lane: "discovery",
              },
            },
          ]
        : []),
    ];
  },
};

export const loader = withPageErrors(async ({ context, params, request }: Route.LoaderArgs) => {
  const { db, viewer } = context.get(appContext);
  // The open roles are read beside the profile (by the id asked for): an organization this viewer may not see fails
  // with the profile's 404, and its roles are never shown.
  const [profile, roles] = await Promise.all([
    viewer().then((who) => getOrganizationProfile(db, who, params.orgId)),
    openPostingsOf(db, params.orgId),
  ]);
  const page = await localizeProfile(db, pageLocale({ request }), profile, profile.org.country);
  return { ...page, roles };
});

/** The owner's Delete: deleteOrganization checks again that the viewer created it (403) and that it exists (404). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const viewer = await requirePageAccess(context, request, "permanent");
  const { db, env } = context.get(appContext);
  return dispatchIntent(request, {
    [DELETE_INTENT]: {
      fallback: { id: "organization.deleteFailed" },
      run: async () => {
        const services = { db, images: env.IMAGES, cache: env.CACHE, config: getConfig(env) };
        await deleteOrganization(services, viewer, params.orgId);
        return redirect("/profile?reason=deleted");
      },
    },
  });
}

// Opening or cancelling the delete confirmation (`?confirm=delete`) changes only what the page shows.
export const shouldRevalidate = viewOnlyParams("confirm");

function summary(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…`;
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, error } = args;
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const t = organization[pageLocale(args)];
    return seo(args, { title: notFound ? t.notFound : t.failed, noindex: true });
  }
  const { org } = loaderData;
  const origin = siteOrigin(args.matches);
  const path = `/organizations/${org.id}`;
  const description = summary(org.description);
  return seo(args, {
    title: org.name,
    description,
    image: org.logo,
    type: "profile",
    canonicalPath: path,
    // Unpaid drafts are visible to their creator and admins only; keep them out of search results.
    // Only its creator (or an admin) sees an unlisted organization, with its payment status.
    noindex: org.paymentStatus !== undefined && org.paymentStatus !== "paid" && !org.isExploreCompany,
    jsonLd: {
      "@type": "Organization",
      name: org.name,
      description,
      url: `${origin}${path}`,
      ...(org.logo ? { logo: new URL(org.logo, origin || "http://localhost").toString() } : {}),
      sameAs: connectLinks(org).map((link) => link.url),
      ...(org.foundedYear ? { foundingDate: String(org.foundedYear) } : {}),
      address: {
        "@type": "PostalAddress",
        ...(org.location ? { addressLocality: org.location } : {}),
        ...(org.country !== "ALL" ? { addressCountry: org.country } : {}),
      },
    },
  });
}

// Only the owner sees them, so only the owner's page loads their code. The server renders them in place (the page is
// sent whole): their links and forms work before the code arrives, and the same props let a re-render stop here rather
// than replace the server's markup before it is hydrated.
const LazyOwnerControls = lazy(() =>
  import("~/components/organization/owner-controls").then((module) => ({ default: module.OwnerControls })),
);
const OwnerControls = memo(function OwnerControls(props: React.ComponentProps<typeof LazyOwnerControls>) {
  return (
    <Suspense>
      <LazyOwnerControls {...props} />
    </Suspense>
  );
});

export default function OrganizationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { org, claimable: curated, sections, properties, country, city, roles } = loaderData;
  const deleteError = actionData?.error ?? null;
  const user = useRootData()?.user ?? null;
  const isOwner = user !== null && user.id === org.createdBy;
  const claimable = !isOwner && curated;
  const showEditorsNote = org.isExploreCompany;
  const showResources = org.isExploreCompany && org.exploreLinks.length > 0;
  // Only listed organizations can be compared (the payment status is only told to the creator and admins).
  const listed = org.paymentStatus === undefined || org.paymentStatus === "paid" || org.isExploreCompany;
  const t = useMessages(organization);

  const jumpLinks = [
    { href: "#about", label: t.about },
    ...(showEditorsNote ? [{ href: "#editors-note", label: t.editorsNote }] : []),
    ...sections.map((category) => ({
      href: `#${categoryAnchor(category.id)}`,
      label: category.name,
      emoji: category.emoji,
    })),
    ...(roles.length > 0 ? [{ href: "#open-roles", label: t.openRoles }] : []),
    ...(properties.length > 0 ? [{ href: "#company-properties", label: t.companyProperties }] : []),
    { href: "#organization-info", label: t.organizationInfo },
  ];

  return (
    <main data-analytics-org={org.id} data-analytics-city={city?.slug}>
      <NewTabHint />
      <Container className="pt-0 pb-12 sm:pt-6">
        <ProfileHeader
          org={org}
          actions={
            <>
              {isOwner ? (
                <OwnerControls orgId={org.id} enrollment={org.exploreEnrollmentStatus} deleteError={deleteError} />
              ) : (
                <>
                  {deleteError ? <DeleteError message={deleteError} /> : null}
                  {claimable ? <ClaimProfileLink orgId={org.id} /> : null}
                </>
              )}
              {listed ? <CompareButton org={org} /> : null}
            </>
          }
        />
        <div className="mt-8">
          <JumpLinks links={jumpLinks} />
        </div>
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <div className="space-y-6">
            <ProfileSection id="about" title={t.about}>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800 sm:text-lg">{org.description}</p>
            </ProfileSection>
            {showEditorsNote ? <EditorsNote note={org.editorNote} city={city} /> : null}
            {showResources ? <ExploreResources links={org.exploreLinks} /> : null}
            {sections.map((category) => (
              <CategorySection key={category.id} category={category} orgName={org.name} />
            ))}
          </div>
          <div className="space-y-6">
            {roles.length > 0 ? <OrganizationRoles roles={roles} /> : null}
            <ConnectLinks org={org} />
            <OrganizationInfo org={org} country={country} />
            {properties.length > 0 ? <CompanyProperties properties={properties} /> : null}
          </div>
        </div>
      </Container>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useMessages(organization);
  return <OrganizationErrorBoundary back={{ to: "/", label: t.backToDirectory }} />;
}
