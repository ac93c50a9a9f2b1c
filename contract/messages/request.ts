import { MAX_FILTER_CATEGORIES, MAX_NICE_TO_HAVES, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from "../limits";

/** Refusals of a request itself (a path, a cursor, a signature) rather than of what it asks for. */
export const REQUEST_MESSAGES = {
  failed: "Request failed",
  notFound: "Not found",
  pageNotFound: "Page Not Found",
  noRoute: (method: string, path: string) => `No API route for ${method} ${path}`,
  invalidCursor: "Invalid cursor",
  invalidCitySlug: "Invalid city slug",
  invalidCountryCode: "Invalid country code",
  invalidCheckoutSession: "Invalid checkout session",
  invalidLimit: "limit must be a number",
  limitNotWhole: "limit must be a whole number",
  limitTooSmall: "limit must be at least 1",
  limitTooLarge: `limit must be at most ${MAX_PAGE_SIZE}`,
  tooManyFilterCategories: `You can filter by at most ${MAX_FILTER_CATEGORIES} categories`,
  tooManyNiceToHaves: `You can rank by at most ${MAX_NICE_TO_HAVES} nice-to-haves`,
  niceAlsoMust: (ids: string) => `A category is either a must-have or a nice-to-have, not both: ${ids}`,
  rankedSearch: "Nice-to-haves rank the directory's list; they cannot be combined with a search text",
  searchTooLong: `Search text must be at most ${SEARCH_MAX_LENGTH} characters`,
  userNotFound: "User not found",
  categoryNotOwned: (categoryId: string) => `Category "${categoryId}" is not one of this organization's categories`,
  paymentsNotConfigured: "Payments are not configured",
  signatureMissing: "Missing Stripe signature",
  signatureInvalid: "Invalid Stripe signature",
  idempotencyKeyInvalid: "An Idempotency-Key is 8 to 255 visible ASCII characters, such as a UUID",
  idempotencyKeyReused:
    "This Idempotency-Key was already used with a different request. Send a new key with a new request.",
  idempotencyKeyBusy: "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  formSentWithOtherValues: "This form was already sent with other values. Reload the page to send it again.",
  formStillSending: "This form is still being sent. Wait a moment, then reload the page.",
} as const;
