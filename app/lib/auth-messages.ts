/**
 * Why someone was sent to the login page (or elsewhere), as a short code in the URL, and the words SPEC.md gives
 * for each. A code keeps arbitrary text out of links.
 */
export const REDIRECT_MESSAGES = {
  permanent: "Please sign in to access this feature",
  "permanent-account": "Please sign in with a permanent account to access this feature",
  create: "Please sign in with a permanent account to create organizations",
  claim: "Please sign in to claim organization profiles",
  expired: "Your session has expired. Please log in again.",
  forbidden: "You don't have permission to access this page",
  "edit-forbidden": "You don't have permission to edit this organization",
  deleted: "Organization deleted successfully",
  "payment-canceled": "Payment was canceled. You can try again from your organizations.",
  "already-paid": "Organization is already paid",
} as const;

export type RedirectReason = keyof typeof REDIRECT_MESSAGES;

export function redirectMessage(reason: string | null): string | null {
  return reason && reason in REDIRECT_MESSAGES ? REDIRECT_MESSAGES[reason as RedirectReason] : null;
}
