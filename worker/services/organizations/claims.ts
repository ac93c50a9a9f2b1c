import { eq } from "drizzle-orm";
import type { OrganizationDto } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import type { Db } from "../../db/client";
import { cities } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import { holdsOrganization, isClaimable, type Viewer } from "../access/permissions";
import { getOrganizationWithFacts, type OrganizationFacts } from "./organizations";

/**
 * The Explore company a claim page shows, with its city guide (a city that no longer exists only drops the link), to
 * anyone: what claiming costs is public, starting a claim is not. Anything that is not an Explore company, or cannot
 * be read, is "Failed to load company information".
 */
export async function getCompanyToClaim(db: Db, viewer: Viewer | null, id: string) {
  let org: OrganizationDto;
  let facts: OrganizationFacts;
  try {
    ({ org, facts } = await getOrganizationWithFacts(db, id, viewer));
  } catch (error) {
    if (error instanceof AppError && error.kind === "not_found") throw notFound(message("payment.claimLoadFailed"));
    console.error("claim: loading the company failed", error);
    throw new AppError("unavailable", message("payment.claimLoadFailed"));
  }
  if (!org.isExploreCompany) throw notFound(message("payment.claimLoadFailed"));
  const [city] = await db
    .select({ slug: cities.slug, name: cities.cityName })
    .from(cities)
    .where(eq(cities.slug, org.primaryCity ?? ""))
    .limit(1);
  return {
    company: {
      id: org.id,
      name: org.name,
      logo: org.logo,
      description: org.description,
      websiteUrl: org.websiteUrl,
      foundedYear: org.foundedYear,
      location: org.location,
      editorNote: org.editorNote,
      city: city ?? null,
      claimed: !isClaimable(facts),
    },
    claimedByViewer: holdsOrganization(facts, viewer),
  };
}
