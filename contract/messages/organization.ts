import { FOUNDED_YEAR_MIN } from "../limits";

/** What an Explore review request still lacks, by the names its message takes. */
export const EXPLORE_REQUEST_PARTS = {
  primaryCity: "select a primary Explore city",
  localPresence: "confirm a local presence",
  evidence: "add at least one piece of local presence evidence",
} as const;

export type ExploreRequestPart = keyof typeof EXPLORE_REQUEST_PARTS;

export const ORGANIZATION_MESSAGES = {
  exploreRequestMissing: (parts: readonly string[]) =>
    `To request Explore review, please ${parts.map((part) => EXPLORE_REQUEST_PARTS[part as ExploreRequestPart] ?? part).join(", ")}.`,
  idMissing: "Organization ID is missing",
  notFound: (id: string) => `Organization with ID "${id}" not found`,
  fetchFailed: "An error occurred while fetching the organization data. Please try again later.",
  loadFailed: "Failed to load organization data. Please try again later.",
  nameRequired: "Please provide an organization name",
  countryRequired: "Please select a country",
  descriptionRequired: "Please provide an organization description",
  requiredFields: "Please fill out all required fields",
  createFailed: "Failed to create organization. Please try again.",
  created: "Organization created successfully!",
  updateFailed: "Failed to update organization. Please try again.",
  updated: "Organization updated successfully",
  deleteFailed: "Failed to delete organization. Please try again.",
  deleted: "Organization deleted successfully",
  editForbidden: "You don't have permission to edit this organization",
  paymentRequired: "Choose a plan to edit this organization",
  foundedYearRange: `Founded year must be between ${FOUNDED_YEAR_MIN} and the current year`,
  unknownCategory: "Unknown category",
  unknownCategories: (ids: string) => `Unknown category: ${ids}`,
  invalidCategoryId: "Invalid category id",
  primaryCity: "Please select a primary Explore city",
  publicWebsite: "Enter the address of a public website: a domain name, without an IP address or a port",
  listFailed: "Failed to load organizations",
  myOrganizationsFailed: "Failed to load your organizations. Please try again later.",
  mySubscriptionsFailed: "Failed to load your subscriptions. Please try again later.",
  noSubscriptions: "You don't have any active subscriptions.",
} as const;
