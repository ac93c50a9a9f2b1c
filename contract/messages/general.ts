export const GENERAL_MESSAGES = {
  unexpected: "An unexpected error occurred",
  internal: "Something went wrong. Please try again later.",
  misconfigured: "The service is not configured correctly.",
  invalidRequest: "Invalid request",
  invalidJson: "The request body must be JSON",
  bodyTooLarge: "The request body is too large",
  comingSoon: "Coming Soon!",
  tooManyRequests: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;
