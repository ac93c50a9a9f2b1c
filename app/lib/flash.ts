import type { Flash } from "~/components/form/notice";
import { ACCESS_MESSAGES, ORGANIZATION_MESSAGES, PAYMENT_MESSAGES } from "../../contract/messages";

/**
 * Messages carried to the next page by a redirect, as a short code in its URL (docs/decisions/0010): a code keeps
 * arbitrary text out of links, the server renders the message, and it works without JavaScript. FlashNotice shows
 * them; success messages vanish after 5 seconds.
 */

/** `?reason=`: why someone was sent to this page. */
export const REASONS = {
  permanent: { text: ACCESS_MESSAGES.guest, tone: "info" },
  "permanent-account": { text: ACCESS_MESSAGES.guestAccount, tone: "info" },
  create: { text: ACCESS_MESSAGES.guestCreate, tone: "info" },
  claim: { text: ACCESS_MESSAGES.guestClaim, tone: "info" },
  expired: { text: ACCESS_MESSAGES.sessionExpired, tone: "info" },
  forbidden: { text: ACCESS_MESSAGES.notAdmin, tone: "warning" },
  "edit-forbidden": { text: ORGANIZATION_MESSAGES.editForbidden, tone: "warning" },
  deleted: { text: ORGANIZATION_MESSAGES.deleted, tone: "success" },
  "payment-canceled": { text: "Payment was canceled. You can try again from your organizations.", tone: "info" },
  "already-paid": { text: PAYMENT_MESSAGES.alreadyPaid, tone: "info" },
} as const satisfies Record<string, Flash>;

export type RedirectReason = keyof typeof REASONS;

/** `?updated=` on /profile: which of the person's own forms was saved (POST, redirect, GET). */
export const UPDATES = {
  profile: { text: "Profile updated", tone: "success" },
  password: { text: "Password updated", tone: "success" },
  "alerts-on": { text: "Alerts are on: new matches arrive by email once a day", tone: "success" },
  "alerts-off": { text: "Alerts are off for that search", tone: "success" },
  "search-deleted": { text: "Saved search deleted", tone: "success" },
} as const satisfies Record<string, Flash>;

export function updatedUrl(kind: keyof typeof UPDATES): string {
  return `/profile?updated=${kind}`;
}

/** The text for a `?reason=` code, for screens that place it among their own notices (login, signup). */
export function redirectMessage(reason: string | null): string | null {
  return reason && Object.hasOwn(REASONS, reason) ? REASONS[reason as RedirectReason].text : null;
}

/** `?reason=` on /admin: what the admin's last form did (POST, redirect, GET). */
export const ADMIN_REASONS = {
  ...REASONS,
  "city-created": { text: "City created. You can add a hero image now.", tone: "success" },
  "city-saved": { text: "City saved", tone: "success" },
  "city-indexable": { text: "City is now indexable", tone: "success" },
  "city-hidden": { text: "City is now hidden", tone: "success" },
  "city-deleted": { text: "City deleted", tone: "success" },
  "hero-uploaded": { text: "Hero image successfully uploaded", tone: "success" },
  approved: { text: "Organization approved for Explore", tone: "success" },
  rejected: { text: "Explore request rejected", tone: "success" },
  "flags-saved": { text: "Organization flags updated", tone: "success" },
  "job-ran": { text: "Job run recorded", tone: "success" },
} as const satisfies Record<string, Flash>;

export type AdminReason = keyof typeof ADMIN_REASONS;
