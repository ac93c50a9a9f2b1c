import { and, asc, eq, lt, max } from "drizzle-orm";
import type { OrganizationDto } from "../../../contract/dto";
import { message } from "../../../contract/errors";
import type { ReviewedContent } from "../../../contract/organization";
import type { Db } from "../../db/client";
import { categories, checkoutSessions, cities, countries, guestCodeRedemptions, subscriptions } from "../../db/schema";
import { forbidden } from "../../platform/errors";
import { canEditOrganization, type Viewer } from "../access/permissions";
import { isCheckoutBuyer } from "../payments/payments";
import { listCategoryGroups } from "../reference/reference";
import { orNull } from "../reference/sections";
import { getOrganizationWithFacts } from "./organizations";
import { reviewOf } from "./pending-edits";

/** The organization with an edit's reviewed fields in place of its own. */
function withContent(org: OrganizationDto, content: ReviewedContent): OrganizationDto {
  const { categories: rows, countryCode, ...fields } = content;
  return {
    ...org,
    ...fields,
    country: countryCode,
    categoryIds: rows.map((row) => row.categoryId),
    categoriesOrder: Object.fromEntries(rows.map((row, position) => [row.categoryId, position])),
    categoriesDetails: Object.fromEntries(rows.filter((row) => row.detail).map((row) => [row.categoryId, row.detail])),
  };
}

/** How the person arrived: back from a checkout (its id), after a guest code, or neither. */
export type EditArrival = { checkoutId: string | null; guestCode: boolean };

/** How long after its creation an organization paid for the first time is greeted as new. */
const NEW_ORGANIZATION_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the payment the person arrives from is the organization's first listing, so that the page greets a new
 * organization (the Complete Your Organization Profile page): nothing was paid for it before that purchase checkout
 * began, or before its guest code was redeemed. A claim, or a renewal after a lapse, is not a creation.
 */
async function isFirstListing(db: Db, orgId: string, arrival: EditArrival): Promise<boolean> {
  let since: Date | null = null;
  if (arrival.checkoutId) {
    const [checkout] = await db
      .select({ createdAt: checkoutSessions.createdAt })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.id, arrival.checkoutId),
          eq(checkoutSessions.organizationId, orgId),
          eq(checkoutSessions.intent, "purchase"),
        ),
      )
      .limit(1);
    since = checkout?.createdAt ?? null;
  } else if (arrival.guestCode) {
    const [redemption] = await db
      .select({ at: max(guestCodeRedemptions.createdAt) })
      .from(guestCodeRedemptions)
      .where(eq(guestCodeRedemptions.organizationId, orgId));
    since = redemption?.at ?? null;
  }
  if (!since) return false;
  const [earlierSubscriptions, earlierCodes] = await db.batch([
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, orgId), lt(subscriptions.createdAt, since)))
      .limit(1),
    db
      .select({ id: guestCodeRedemptions.id })
      .from(guestCodeRedemptions)
      .where(and(eq(guestCodeRedemptions.organizationId, orgId), lt(guestCodeRedemptions.createdAt, since)))
      .limit(1),
  ]);
  return earlierSubscriptions.length === 0 && earlierCodes.length === 0;
}

/**
 * What the edit page needs. The creator of a paid organization gets the form with its choices (categories, groups,
 * countries, published cities); an unpaid one gets the payment gate. Back from checkout (`checkoutId`), the buyer
 * also gets through before being the creator: a claim not yet fulfilled, or lost to someone else, still shows the
 * verification and its answer. Anyone else: 403 (the page sends them to their dashboard); unknown: 404.
 */
export async function getOrganizationEditor(db: Db, viewer: Viewer, id: string, arrival: EditArrival) {
  const { checkoutId } = arrival;
  const { org, facts } = await getOrganizationWithFacts(db, id, viewer);
  const owner = canEditOrganization(facts, viewer);
  if (!owner && !(checkoutId && (await isCheckoutBuyer(db, viewer, checkoutId, org.id)))) {
    throw forbidden(message("organization.editForbidden"));
  }
  // A first listing greets a new organization; one created long before it is not new, whatever it was paid for.
  const newlyCreated =
    owner &&
    Date.now() - Date.parse(org.createdAt) < NEW_ORGANIZATION_MS &&
    (await isFirstListing(db, org.id, arrival));
  if (facts.paymentStatus !== "paid" || !owner) {
    return { paid: false as const, newlyCreated, org: { id: org.id, name: org.name } };
  }
  const categoryList = () =>
    db
      .select({ id: categories.id, name: categories.name, emoji: categories.emoji, groupId: categories.groupId })
      .from(categories)
      .orderBy(asc(categories.position));
  const groupList = () => listCategoryGroups(db);
  const countryList = () =>
    db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name));
  const cityList = () =>
    db
      .select({ slug: cities.slug, cityName: cities.cityName })
      .from(cities)
      .where(eq(cities.isIndexable, true))
      .orderBy(asc(cities.cityName));
  // One round trip; should it fail, the form still opens without the Explore city options, and only
  // what the form cannot do without fails the page.
  const [categoryRows, groups, countryRows, cityRows] =
    (await orNull("edit choices", () => db.batch([categoryList(), groupList(), countryList(), cityList()]))) ??
    (await Promise.all([
      categoryList(),
      groupList(),
      countryList(),
      orNull("Explore city options", async () => await cityList()),
    ]));
  // An approved Explore company's form shows the edit waiting for review, if any: the owner goes on from there.
  const review = org.isExploreCompany && org.exploreEnrollmentStatus === "approved" ? await reviewOf(db, id) : null;
  return {
    paid: true as const,
    newlyCreated,
    org: review?.proposed ? withContent(org, review.proposed) : org,
    review: review && { approved: review.approved, pendingEdit: review.pendingEdit },
    categories: categoryRows,
    groups,
    countries: countryRows,
    cities: cityRows,
    currentYear: new Date().getUTCFullYear(),
  };
}
