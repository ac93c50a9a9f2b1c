export const ACCESS_MESSAGES = {
  signedOut: "You need to be logged in to perform this action.",
  sessionExpired: "Your session has expired. Please log in again.",
  guest: "Please sign in to access this feature",
  guestAccount: "Please sign in with a permanent account to access this feature",
  guestCreate: "Please sign in with a permanent account to create organizations",
  guestClaim: "Please sign in to claim organization profiles",
  unverified: "Please verify your email address to continue.",
  notAdmin: "You don't have permission to access this page",
  crossSite: "Cross-site request refused",
} as const;
