import { asc, eq } from "drizzle-orm";
import type { OrganizationDto } from "../../contract/dto";
import { ORGANIZATION_MESSAGES } from "../../contract/messages";
import type { Db } from "../db/client";
import { categories, categoryGroups, cities, countries } from "../db/schema";
import { forbidden } from "./errors";
import { getOrganization } from "./organizations";
import { isCheckoutBuyer } from "./payments";
import { canEditOrganization, type Viewer } from "./permissions";

/**
 * What the edit page needs. The creator of a paid organization gets the form with its choices (categories, groups,
 * countries, published cities); an unpaid one gets the payment gate. Back from checkout (`checkoutId`), the buyer
 * also gets through before being the creator: a claim not yet fulfilled, or lost to someone else, still shows the
 * verification and its answer. Anyone else: 403 (the page sends them to their dashboard); unknown: 404.
 */
export async function getOrganizationEditor(db: Db, viewer: Viewer, id: string, checkoutId: string | null) {
  const org: OrganizationDto = await getOrganization(db, id, viewer);
  const owner = canEditOrganization(org, viewer);
  if (!owner && !(checkoutId && (await isCheckoutBuyer(db, viewer, checkoutId, org.id)))) {
    throw forbidden(ORGANIZATION_MESSAGES.editForbidden);
  }
  if (org.paymentStatus !== "paid" || !owner) return { paid: false as const, org: { id: org.id, name: org.name } };
  const [categoryRows, groups, countryRows, cityRows] = await db.batch([
    db
      .select({ id: categories.id, name: categories.name, emoji: categories.emoji, groupId: categories.groupId })
      .from(categories)
      .orderBy(asc(categories.position)),
    db
      .select({ id: categoryGroups.id, name: categoryGroups.name, emoji: categoryGroups.emoji })
      .from(categoryGroups)
      .orderBy(asc(categoryGroups.position)),
    db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name)),
    db
      .select({ slug: cities.slug, cityName: cities.cityName })
      .from(cities)
      .where(eq(cities.isIndexable, true))
      .orderBy(asc(cities.cityName)),
  ]);
  return {
    paid: true as const,
    org,
    categories: categoryRows,
    groups,
    countries: countryRows,
    cities: cityRows,
    currentYear: new Date().getUTCFullYear(),
  };
}
