import { sql } from "drizzle-orm";
import type { ProfileCategory } from "../../../contract/dto";
import { COMPANY_PROPERTIES_GROUP } from "../../../contract/enums";
import type { Db } from "../../db/client";
import { organizationRow } from "../../db/organization-row";
import { cities, organizations } from "../../db/schema";
import { isClaimable, type Viewer } from "../access/permissions";
import { getReferenceData } from "../reference/reference";
import { withFacts } from "./organizations";

const GLOBAL = { name: "Global", flag: "🌍" };

/**
 * Everything the organization page shows: the organization (404 when it does not exist or this viewer may not see
 * it), its categories split into sections and Company Properties, its country and, for Explore companies, its city.
 */
export async function getOrganizationProfile(db: Db, viewer: Viewer | null, id: string) {
  // One round trip: the row, and the city its primary city names (read by the id, so it need not wait for the row);
  // the catalogue and the countries come from the isolate's memory.
  const [reference, [[row], [city]]] = await Promise.all([
    getReferenceData(db),
    db.batch([
      organizationRow(db, id),
      db
        .select({ slug: cities.slug, name: cities.cityName })
        .from(cities)
        .where(
          sql`${cities.slug} = (select ${organizations.primaryCity} from ${organizations} where ${organizations.id} = ${id} and ${organizations.isExploreCompany} = 1)`,
        )
        .limit(1),
    ]),
  ]);
  const { org, facts } = withFacts(row, id, viewer);
  const country = reference.countries.find((candidate) => candidate.code === org.country);
  const catalogue = reference.categories;
  const byId = new Map(catalogue.map((category) => [category.id, category]));
  const sections: ProfileCategory[] = [];
  const properties: ProfileCategory[] = [];
  // categoryIds is already in the organization's order (categoriesOrder positions).
  for (const categoryId of org.categoryIds) {
    const category = byId.get(categoryId);
    if (!category) continue;
    const view = {
      id: categoryId,
      name: category.name,
      emoji: category.emoji,
      description: category.description,
      detail: org.categoriesDetails[categoryId] ?? null,
      image: org.categoryImages[categoryId] ?? null,
    };
    (category.groupId === COMPANY_PROPERTIES_GROUP ? properties : sections).push(view);
  }
  return {
    org,
    claimable: isClaimable(facts),
    sections,
    properties,
    country:
      org.country === "ALL"
        ? GLOBAL
        : country
          ? { name: country.name, flag: country.flagEmoji }
          : { name: org.country, flag: "" },
    // A city that was deleted still leaves its slug on the company: link to it by slug rather than hide it.
    city: org.isExploreCompany && org.primaryCity ? (city ?? { slug: org.primaryCity, name: org.primaryCity }) : null,
  };
}
