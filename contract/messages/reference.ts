export const REFERENCE_MESSAGES = {
  authRequired: "Authentication required. Please wait while we complete the sign-in process.",
  connection: "Unable to load data. Please check your connection and try again.",
  countriesFailed: "Error loading countries",
  categoriesFailed: "Error loading categories",
  noCountries: "No countries with organizations available",
  exploreFailed: "Failed to load explore data",
  exploreCitiesFailed: "Unable to load Explore city options right now.",
  miamiFailed: "Unable to load Miami organizations at this time.",
  cityNotFound: (slug: string) => `City "${slug}" not found`,
} as const;
