/**
 * What a public page says when reading organizations failed: the home's list and an organization's page show these
 * in their first view, so they live apart from the rest of the organization catalog (ORGANIZATION_MESSAGES spreads
 * them in, ids `organization.*`), and those pages load a few words instead of every organization message.
 */
export const ORGANIZATION_READ_MESSAGES = {
  fetchFailed: "An error occurred while fetching the organization data. Please try again later.",
  listFailed: "Failed to load organizations",
} as const;
