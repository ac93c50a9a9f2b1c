/**
 * The database schema, one file per area; drizzle-kit reads this folder (drizzle.config.ts) and the app imports it
 * through this index.
 */
export * from "./analytics";
export * from "./auth";
export * from "./job-board";
export * from "./operations";
export * from "./organizations";
export * from "./payments";
export * from "./reference";

import type { jobPostings } from "./job-board";
import type { newsletterSubscriptions, savedSearches } from "./operations";
import type { domainVerifications, organizations } from "./organizations";
import type { subscriptions } from "./payments";
import type { categories, categoryGroups, cities, countries } from "./reference";

export type Organization = typeof organizations.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type CategoryGroup = typeof categoryGroups.$inferSelect;
export type Country = typeof countries.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type DomainVerification = typeof domainVerifications.$inferSelect;
export type JobPosting = typeof jobPostings.$inferSelect;
