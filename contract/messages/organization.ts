import {
  CATEGORY_DETAIL_MAX,
  EVIDENCE_MAX_ITEMS,
  EVIDENCE_MAX_LENGTH,
  FOUNDED_YEAR_MIN,
  MAX_CATEGORIES_PER_ORGANIZATION,
} from "../limits";
import { ORGANIZATION_READ_MESSAGES } from "./organization-reads";

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
  ...ORGANIZATION_READ_MESSAGES,
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
  foundedYearNotNumber: "Founded year must be a number",
  foundedYearNotWhole: "Founded year must be a whole number",
  foundedYearRange: `Founded year must be between ${FOUNDED_YEAR_MIN} and the current year`,
  unknownCategory: "Unknown category",
  unknownCategories: (ids: string) => `Unknown category: ${ids}`,
  invalidCategoryId: "Invalid category id",
  tooManyCategories: `You can choose at most ${MAX_CATEGORIES_PER_ORGANIZATION} categories`,
  categoryRepeated: "Each category can be chosen once",
  categoryDetailsTooLong: `Category details must be at most ${CATEGORY_DETAIL_MAX} characters`,
  evidenceTooLong: `Each piece of evidence must be at most ${EVIDENCE_MAX_LENGTH} characters`,
  tooMuchEvidence: `Add at most ${EVIDENCE_MAX_ITEMS} pieces of evidence`,
  nothingToChange: "Nothing to change",
  invalidUrl: (example: string) => `Please enter a valid URL (e.g., ${example})`,
  primaryCity: "Please select a primary Explore city",
  publicWebsite: "Enter the address of a public website: a domain name, without an IP address or a port",
  myOrganizationsFailed: "Failed to load your organizations. Please try again later.",
  mySubscriptionsFailed: "Failed to load your subscriptions. Please try again later.",
  noSubscriptions: "You don't have any active subscriptions.",
} as const;
