/** Refusals of a request itself (a path, a cursor, a signature) rather than of what it asks for. */
export const REQUEST_MESSAGES = {
  failed: "Request failed",
  notFound: "Not found",
  pageNotFound: "Page Not Found",
  noRoute: (method: string, path: string) => `No API route for ${method} ${path}`,
  invalidCursor: "Invalid cursor",
  userNotFound: "User not found",
  categoryNotOwned: (categoryId: string) => `Category "${categoryId}" is not one of this organization's categories`,
  paymentsNotConfigured: "Payments are not configured",
  signatureMissing: "Missing Stripe signature",
  signatureInvalid: "Invalid Stripe signature",
} as const;
