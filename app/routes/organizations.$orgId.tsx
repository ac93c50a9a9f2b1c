import {
  data,
  isRouteErrorResponse,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import {
  CategorySection,
  categoryAnchor,
  JumpLinks,
  type ProfileCategory,
} from "~/components/organization/category-sections";
import { CompanyProperties } from "~/components/organization/company-properties";
import { ConnectLinks, connectLinks } from "~/components/organization/connect-links";
import { EditorsNote, type ExploreCity, ExploreResources } from "~/components/organization/explore-sections";
import { NewTabHint } from "~/components/organization/external-link";
import { OrganizationError } from "~/components/organization/organization-error";
import { type CountryView, OrganizationInfo } from "~/components/organization/organization-info";
import { ClaimProfileLink, DELETE_INTENT, DeleteError, OwnerControls } from "~/components/organization/owner-controls";
import { ProfileHeader } from "~/components/organization/profile-header";
import { ProfileSection } from "~/components/organization/section";
import { Container } from "~/components/ui";
import { publicPageHeaders } from "~/lib/cache";
import { appContext } from "~/lib/context";
import { seo, siteOrigin } from "~/lib/seo";
import { getViewerUser } from "~/lib/session.server";
import type { loader as rootLoader } from "~/root";
import { ApiError } from "../../worker/api/errors";
import type { Db } from "../../worker/db/client";
import { getCityBySlug } from "../../worker/services/cities";
import { deleteOrganization } from "../../worker/services/organization-writes";
import { getOrganization } from "../../worker/services/organizations";
import { getCountry, listCategories } from "../../worker/services/reference";
import type { Route } from "./+types/organizations.$orgId";

export const headers = publicPageHeaders;

const COMPANY_PROPERTIES_GROUP = "company_properties";
const GLOBAL: CountryView = { name: "Global", flag: "🌍" };

/** An unknown id and an organization this viewer may not see are the same 404 to the page. */
function asNotFound(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw data({ message: error.message }, { status: 404 });
  throw error;
}

async function explorePlace(db: Db, slug: string | null): Promise<ExploreCity | null> {
  if (!slug) return null;
  try {
    const city = await getCityBySlug(db, slug);
    return { slug: city.slug, name: city.cityName };
  } catch (error) {
    // A city that was deleted still leaves its slug on the company: link to it by slug rather than hide it.
    if (error instanceof ApiError && error.status === 404) return { slug, name: slug };
    throw error;
  }
}

async function countryOf(db: Db, code: string): Promise<CountryView> {
  if (code === "ALL") return GLOBAL;
  const country = await getCountry(db, code);
  return country ? { name: country.name, flag: country.flagEmoji } : { name: code, flag: "" };
}

async function loadProfile(db: Db, env: Env, request: Request, id: string) {
  const user = await getViewerUser(env, request);
  const org = await getOrganization(db, id, user && { id: user.id, role: user.role }).catch(asNotFound);
  const [country, city] = await Promise.all([
    countryOf(db, org.country),
    org.isExploreCompany ? explorePlace(db, org.primaryCity) : null,
  ]);
  return { org, country, city };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const [{ org, country, city }, catalogue] = await Promise.all([
    loadProfile(db, env, request, params.orgId),
    listCategories(db),
  ]);
  const byId = new Map(catalogue.map((category) => [category.id, category]));
  const sections: ProfileCategory[] = [];
  const properties: ProfileCategory[] = [];
  // categoryIds is already in the organization's order (categoriesOrder positions).
  for (const id of org.categoryIds) {
    const category = byId.get(id);
    if (!category) continue;
    const view = {
      id,
      name: category.name,
      emoji: category.emoji,
      description: category.description,
      detail: org.categoriesDetails[id] ?? null,
      image: org.categoryImages[id] ?? null,
    };
    (category.groupId === COMPANY_PROPERTIES_GROUP ? properties : sections).push(view);
  }
  return { org, sections, properties, country, city };
}

/** The owner's Delete: deleteOrganization checks again that the viewer created it (403) and that it exists (404). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const form = await request.formData();
  if (form.get("intent") !== DELETE_INTENT) throw data({ message: "Unknown form" }, { status: 400 });
  const user = await getViewerUser(env, request);
  try {
    await deleteOrganization(
      { db, images: env.IMAGES, cache: env.CACHE },
      user && { id: user.id, role: user.role },
      params.orgId,
    );
  } catch (error) {
    if (error instanceof ApiError) return data({ deleteError: error.message }, { status: error.status });
    console.error("organization: delete failed", error);
    return data({ deleteError: "Failed to delete organization. Please try again." }, { status: 500 });
  }
  return redirect("/profile?reason=deleted");
}

// Opening or cancelling the delete confirmation (`?confirm=delete`) changes only what the page shows.
function dataKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("confirm");
  params.sort();
  return `${url.pathname}?${params}`;
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const navigationOnly = !formMethod || formMethod.toUpperCase() === "GET";
  if (navigationOnly && dataKey(currentUrl) === dataKey(nextUrl)) return false;
  return defaultShouldRevalidate;
}

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
    return seo(args, { title: notFound ? "Organization not found" : "Something went wrong", noindex: true });
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
    noindex: org.paymentStatus !== "paid" && !org.isExploreCompany,
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

export default function OrganizationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { org, sections, properties, country, city } = loaderData;
  const deleteError = actionData?.deleteError ?? null;
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const isOwner = user !== null && user.id === org.createdBy;
  const claimable = !isOwner && org.isExploreCompany && org.claimedByUserId === null;
  const showEditorsNote = org.isExploreCompany;
  const showResources = org.isExploreCompany && org.exploreLinks.length > 0;

  const jumpLinks = [
    { href: "#about", label: "About" },
    ...(showEditorsNote ? [{ href: "#editors-note", label: "Editor's Note" }] : []),
    ...sections.map((category) => ({
      href: `#${categoryAnchor(category.id)}`,
      label: category.name,
      emoji: category.emoji,
    })),
    ...(properties.length > 0 ? [{ href: "#company-properties", label: "Company Properties" }] : []),
    { href: "#organization-info", label: "Organization Info" },
  ];

  return (
    <main>
      <NewTabHint />
      <Container className="pt-0 pb-12 sm:pt-6">
        <ProfileHeader
          org={org}
          actions={
            isOwner ? (
              <OwnerControls orgId={org.id} enrollment={org.exploreEnrollmentStatus} deleteError={deleteError} />
            ) : claimable || deleteError ? (
              <>
                {deleteError ? <DeleteError message={deleteError} /> : null}
                {claimable ? <ClaimProfileLink orgId={org.id} /> : null}
              </>
            ) : null
          }
        />
        <div className="mt-8">
          <JumpLinks links={jumpLinks} />
        </div>
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <div className="space-y-6">
            <ProfileSection id="about" title="About">
              <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800 sm:text-lg">{org.description}</p>
            </ProfileSection>
            {showEditorsNote ? <EditorsNote note={org.editorNote} city={city} /> : null}
            {showResources ? <ExploreResources links={org.exploreLinks} /> : null}
            {sections.map((category) => (
              <CategorySection key={category.id} category={category} orgName={org.name} />
            ))}
          </div>
          <div className="space-y-6">
            <ConnectLinks org={org} />
            <OrganizationInfo org={org} country={country} />
            {properties.length > 0 ? <CompanyProperties properties={properties} /> : null}
          </div>
        </div>
      </Container>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrganizationError error={error} back={{ to: "/", label: "Back to the directory" }} />;
}
