import { z } from "zod";
import { ENROLLMENT_STATUSES, ENTITY_TYPES, PAYMENT_STATUSES, SUBSCRIPTION_TYPES, USER_ROLES } from "./enums";

/**
 * What the API answers and the pages receive (SPEC.md §3). Described as zod schemas so that the OpenAPI document
 * (GET /api/openapi.json) and the TypeScript types come from one definition.
 */

export const organizationDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  bannerImage: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code, or ALL. */
  country: z.string(),
  location: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  blogUrl: z.string().nullable(),
  /** In the organization's own order. */
  categoryIds: z.array(z.string()),
  categoriesOrder: z.record(z.string(), z.number().int()),
  categoriesDetails: z.record(z.string(), z.string()),
  categoryImages: z.record(z.string(), z.string()),
  createdBy: z.string().nullable(),
  claimedByUserId: z.string().nullable(),
  isExploreCompany: z.boolean(),
  isFeatured: z.boolean(),
  editorNote: z.string().nullable(),
  exploreLinks: z.array(z.string()),
  exploreEnrollmentStatus: z.enum(ENROLLMENT_STATUSES),
  exploreEnrollmentRequestedAt: z.string().nullable(),
  primaryCity: z.string().nullable(),
  hasLocalPresence: z.boolean(),
  localPresenceCriteria: z.array(z.string()),
  entityType: z.enum(ENTITY_TYPES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).nullable(),
  /** Explore companies only: whether someone has claimed the profile. */
  status: z.enum(["claimed", "unclaimed"]).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type OrganizationDto = z.infer<typeof organizationDto>;

export const categoryDto = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  description: z.string(),
  groupId: z.string(),
});

export type CategoryDto = z.infer<typeof categoryDto>;

export const categoryGroupDto = z.object({ id: z.string(), name: z.string(), emoji: z.string() });

export type CategoryGroupDto = z.infer<typeof categoryGroupDto>;

export const countryDto = z.object({ code: z.string(), name: z.string(), flagEmoji: z.string() });

export type CountryDto = z.infer<typeof countryDto>;

export const cityDto = z.object({
  id: z.string(),
  countryCode: z.string(),
  cityName: z.string(),
  slug: z.string(),
  thesis: z.string(),
  plugInGuide: z.string(),
  receipts: z.array(z.string()),
  topicIds: z.array(z.string()),
  curatorCredit: z.string().nullable(),
  isIndexable: z.boolean(),
  heroImage: z.string().nullable(),
  rhythms: z.array(z.string()),
  /** Real counts of the city's Explore companies: featured ones (anchors) and the others (emerging teams). */
  anchorCount: z.number().int(),
  teamCount: z.number().int(),
  lastUpdated: z.string(),
  createdBy: z.string(),
});

export type CityDto = z.infer<typeof cityDto>;

/** A city on the Explore pages, with its country's name and flag. */
export type ExploreCityDto = CityDto & { countryName: string; flag: string };

export const topicDto = z.object({ id: z.string(), name: z.string(), emoji: z.string() });

export type TopicDto = z.infer<typeof topicDto>;

/** What an explore-variant card needs; the full organization (category texts included) would bloat the page. */
export const exploreCardDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(["claimed", "unclaimed"]).optional(),
  categories: z.array(topicDto),
});

export type ExploreCardDto = z.infer<typeof exploreCardDto>;

export const subscriptionDto = z.object({
  id: z.string(),
  type: z.enum(SUBSCRIPTION_TYPES),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string(),
});

export type SubscriptionDto = z.infer<typeof subscriptionDto>;

export const userProfileDto = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  isAnonymous: z.boolean(),
  providers: z.array(z.string()),
  createdAt: z.string(),
});

export type UserProfileDto = z.infer<typeof userProfileDto>;

/** The error envelope of every failed API call (DESIGN.md). */
export const apiErrorDto = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ApiErrorDto = z.infer<typeof apiErrorDto>;

/** The signed-in person (a guest included) as the permission rules and the pages see them. */
export type Viewer = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: (typeof USER_ROLES)[number];
  isAnonymous: boolean;
  emailVerified: boolean;
};
