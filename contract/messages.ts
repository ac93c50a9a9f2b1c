import {
  CITY_NAME_MAX,
  CITY_RECEIPTS_MAX,
  CITY_SLUG_MAX,
  CITY_TOPICS_MAX,
  COMPARE_MAX,
  COMPARE_MIN,
  CURATOR_CREDIT_MAX,
  DELETE_CONFIRMATION,
  FOUNDED_YEAR_MIN,
  MAX_SAVED_SEARCHES,
  PASSWORD_MIN_LENGTH,
  PLUG_IN_GUIDE_MAX,
  REJECTION_REASON_MAX,
  SAVED_SEARCH_NAME_MAX,
  THESIS_MAX,
} from "./limits";

/**
 * The words people read when something is refused or fails, in SPEC.md §5 and §8's wording where the spec gives
 * one. The server answers with these and the forms check with the same ones, so a rule reads the same everywhere.
 */

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

export const AUTH_MESSAGES = {
  deleteThroughApp: "Accounts are deleted from the dashboard (DELETE /api/users/me)",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Please enter your password.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: "Passwords do not match",
  newPasswordsDoNotMatch: "New passwords do not match",
  emailInUse:
    "This email is already registered. Please sign in with your password or use the 'Forgot Password' option.",
  invalidCredentials:
    "The email or password you entered is incorrect. Please try again or use the 'Forgot Password' option.",
  userNotFound: "No account found with this email. Please check your email or create a new account.",
  wrongPassword: "Incorrect password. Please try again or use the 'Forgot Password' option.",
  emailInUseWithPassword:
    "This email is already registered with a password. Please sign in with your password or use the 'Forgot Password' option if you don't remember it.",
  signInInterrupted: "Sign-in process was interrupted. Please try again.",
  tooManyRequests: "Too many attempts. Please wait a minute and try again.",
  verificationFailed:
    "Verification failed. The link may be expired or invalid. Please request a new verification email.",
  verificationMissing: "Missing verification information. Please check your email link and try again.",
  verifyError: "Failed to verify email. Please try again later.",
  sendVerificationFailed: "Failed to send verification email. Please try again later.",
  resendNeedsSignIn: "You must be logged in to request a verification email.",
  resetSent: "Check your email for password reset instructions",
  resetFailed: "Failed to reset password:",
  profileUpdateFailed: "Failed to update profile. Please try again.",
  passwordUpdateFailed: "Failed to update password. Please try again.",
  photoUrlInvalid: "Please enter a valid URL (e.g., https://example.com/photo.jpg)",
  deleteConfirm: `Please type ${DELETE_CONFIRMATION} to confirm`,
  deletePasswordRequired: "Password required for email/password accounts",
  deleteWrongPassword: "Incorrect password. Please enter your current password to confirm account deletion.",
  deleteReauthCancelled: "Authentication cancelled. Please try again and complete the authentication process.",
  deleteUnsupportedProvider: "Unsupported authentication provider",
  deleteNotFound: "Your account data was not found on the server. Try signing out and back in, then try again.",
  deleteFailed: "Failed to delete account. Please try again later.",
} as const;

export const ORGANIZATION_MESSAGES = {
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
  invalidCategoryId: "Invalid category id",
  primaryCity: "Please select a primary Explore city",
  listFailed: "Failed to load organizations",
  myOrganizationsFailed: "Failed to load your organizations. Please try again later.",
  mySubscriptionsFailed: "Failed to load your subscriptions. Please try again later.",
  noSubscriptions: "You don't have any active subscriptions.",
} as const;

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

export const PAYMENT_MESSAGES = {
  failed: "Unable to process payment. Please try again.",
  invalidGuestCode: "Invalid guest code",
  guestCodeExpired: "This guest code has expired",
  guestCodeUsed: "This guest code has already been used",
  guestCodeApplied: "Guest code applied. Your organization is now active.",
  alreadyPaid: "Organization is already paid",
  choosePlan: "Choose the monthly or the annual plan",
  verificationTimeout: "Payment Verification Timeout",
  confirmed: "Payment confirmed",
  canceled: "Payment was canceled. You can try again from your organizations.",
  claimCanceled: "Payment was canceled. You can try again.",
  claimLoadFailed: "Failed to load company information",
  alreadyClaimed:
    "This organization profile has already been claimed by another user. Please try a different organization.",
  claimStartFailed: "Failed to start payment process. Please try again.",
  onlyExploreClaimable: "Only Explore companies can be claimed",
  checkoutNotFound: "Checkout session not found",
  paymentInProgress: "A payment for this organization is already being processed. Please wait a moment.",
} as const;

export const IMAGE_MESSAGES = {
  missing: "Please select a file to upload.",
  tooLarge: "File size must be less than 5MB",
  wrongType: "Please select a valid image file (JPEG, PNG, or WebP)",
  uploadFailed: (noun: string) => `Failed to upload ${noun}. Please try again.`,
  deleteFailed: (noun: string) => `Failed to delete ${noun}. Please try again.`,
  uploaded: (title: string) => `${title} successfully uploaded`,
  deleted: (title: string) => `${title} successfully deleted`,
} as const;

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

export const CITY_MESSAGES = {
  countryCodeRequired: "Country code is required",
  countryCodeInvalid: "Country code must be two letters (e.g., US)",
  cityNameRequired: "City name is required",
  cityNameTooLong: `City name must be at most ${CITY_NAME_MAX} characters`,
  slugRequired: "Slug is required",
  slugInvalid: `Slug may contain only lowercase letters, digits and hyphens (at most ${CITY_SLUG_MAX} characters)`,
  slugTaken: (slug: string) => `A city with the slug "${slug}" already exists`,
  thesisRequired: "Thesis is required",
  thesisTooLong: `Thesis must be at most ${THESIS_MAX} characters`,
  plugInGuideRequired: "Plug-in guide is required",
  plugInGuideTooLong: `Plug-in guide must be at most ${PLUG_IN_GUIDE_MAX} characters`,
  receiptInvalid: "Please enter a valid URL (e.g., https://example.com/report)",
  tooManyReceipts: `Add at most ${CITY_RECEIPTS_MAX} supporting resources`,
  tooManyTopics: `Choose at most ${CITY_TOPICS_MAX} topics`,
  topicRepeated: "Each topic can be chosen once",
  unknownTopic: (id: string) => `Unknown topic: ${id}`,
  curatorCreditTooLong: `Curator credit must be at most ${CURATOR_CREDIT_MAX} characters`,
  notFound: (id: string) => `City with ID "${id}" not found`,
  deleteConfirm: "Are you sure you want to delete this city?",
  /** Refusing to delete a city organizations still name as their primary city (docs/decisions/0013). */
  inUse: (count: number) =>
    `This city can't be deleted: ${count} ${count === 1 ? "organization names" : "organizations name"} it as their primary city. Move them to another city first, or hide the city instead.`,
  heroUploadFailed: "Failed to upload hero image. Please try again.",
  saveFailed: "Failed to save city. Please try again.",
  deleteFailed: "Failed to delete city. Please try again.",
  nothingToChange: "Nothing to change",
} as const;

export const ADMIN_MESSAGES = {
  paymentRequired: "Payment Required: This organization must have 'paid' status before approval.",
  /** An admin toggle never lists an unpaid organization (isExploreCompany makes it public). */
  listingNeedsPayment:
    "Payment Required: This organization must have 'paid' status before it can be listed in Explore.",
  editorNoteRequired: "An editor note is required to approve",
  editorNoteShort: (missing: number) => `Need ${missing} more characters`,
  editorNoteLong: (over: number) => `${over} characters over limit`,
  reasonTooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters`,
  actionInvalid: "Choose approve or reject",
  notRequested: "Only organizations that requested Explore review can be rejected",
  alreadyDecided: "This request was decided by someone else meanwhile. Reload and try again.",
  approveFailed: "Failed to approve organization. Please try again.",
  rejectFailed: "Failed to reject organization. Please try again.",
  loadUsersFailed: "Failed to load admin users",
  noAdminUsers: "No admin users found",
  unknownJob: (name: string) => `Unknown job: ${name}`,
  allOperational: "All systems operational",
  jobsNeedAttention: (count: number) => `${count} ${count === 1 ? "job needs" : "jobs need"} attention`,
  jobsNotRun: (count: number) => `${count} ${count === 1 ? "job has" : "jobs have"} not run yet`,
  systemStatusFailed: "Failed to load system status",
} as const;

/** Compare (issue #14): 2-4 public organizations side by side. */
export const COMPARE_MESSAGES = {
  tooFew: `Pick at least ${COMPARE_MIN} organizations to compare`,
  tooMany: `You can compare at most ${COMPARE_MAX} organizations at a time`,
  invalidId: "An organization id in the list is not valid",
} as const;

/** Saved searches with daily alerts (issue #14). */
export const SAVED_SEARCH_MESSAGES = {
  nameRequired: "Give the search a name",
  nameTooLong: `A search name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  noFilters: "Choose a country, a category or a search text to save",
  tooMany: `You can save at most ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
  duplicate: "You already saved a search with these filters",
  notFound: "Saved search not found",
  nothingToUpdate: "Nothing to update",
  invalidToken:
    "This unsubscribe link is not valid. Open the link from your latest email, or turn alerts off on your dashboard.",
  saveFailed: "Failed to save the search. Please try again.",
} as const;

/** Verified profiles (issue #14). */
export const DOMAIN_MESSAGES = {
  noWebsite: "Add your organization's website to its profile first: the domain to verify comes from it.",
  ipWebsite: "The website's address is not a domain name, so it cannot be verified by DNS or email.",
  httpsRequired: "The website must be served over https to be verified by file.",
  txtNotFound: (domain: string) =>
    `No TXT record with your code was found on ${domain}. DNS changes can take a while to appear: try again in a few minutes.`,
  dnsFailed: "We could not look up the domain's DNS records right now. Please try again later.",
  fileMissing: (url: string) => `${url} did not answer with your code.`,
  fileRedirect: "The file's address redirects to another host. Serve it from the domain itself.",
  fileUnreachable: (url: string) => `We could not reach ${url}. Check that the website is online and try again.`,
  timeout: "The check took longer than 5 seconds. Please try again.",
  invalidLocalPart: "Enter the part of the address before the @, e.g. admin",
  noCode: "Send yourself a code first.",
  codeWrong: "That code is not right. Check the latest email and try again.",
  codeExpired: "That code has expired. Send a new one.",
  tooManyAttempts: "Too many wrong codes. Send a new one.",
  invalidCode: "Enter the 6-digit code from the email",
} as const;
