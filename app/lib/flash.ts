import type { Flash, NoticeTone } from "~/components/form/notice";
import { reasons } from "~/i18n/flash";
import { useLocale } from "~/i18n/messages";
import type { Locale } from "../../contract/locale";

/**
 * Messages carried to the next page by a redirect, as a short code in its URL (docs/decisions/0010): a code keeps
 * arbitrary text out of links, the server renders the message, and it works without JavaScript. FlashNotice shows
 * them; success messages vanish after 5 seconds.
 */

const REASON_TONES = {
  permanent: "info",
  "permanent-account": "info",
  create: "info",
  claim: "info",
  expired: "info",
  forbidden: "warning",
  "edit-forbidden": "warning",
  deleted: "success",
  "payment-canceled": "info",
  "already-paid": "info",
  "account-deleted": "success",
} as const satisfies Record<keyof (typeof reasons)["en"], NoticeTone>;

export type RedirectReason = keyof typeof REASON_TONES;

/** `?reason=`: why someone was sent to this page, in a language. */
export function reasonsIn(locale: Locale): Record<RedirectReason, Flash> {
  const texts = reasons[locale];
  return Object.fromEntries(
    Object.entries(REASON_TONES).map(([code, tone]) => [code, { text: texts[code as RedirectReason], tone }]),
  ) as Record<RedirectReason, Flash>;
}

export const REASONS = reasonsIn("en");

/** The reasons in the page's language. */
export function useReasons(): Record<RedirectReason, Flash> {
  return reasonsIn(useLocale());
}

/** `?updated=` on /profile: which of the person's own forms was saved (POST, redirect, GET). */
export const UPDATES = {
  profile: { text: "Profile updated", tone: "success" },
  password: { text: "Password updated", tone: "success" },
  "alerts-on": { text: "Alerts are on: new matches arrive by email once a day", tone: "success" },
  "alerts-off": { text: "Alerts are off for that search", tone: "success" },
  "search-deleted": { text: "Saved search deleted", tone: "success" },
  "role-closed": { text: "Role closed: it is off the board", tone: "success" },
  "role-renewed": { text: "Role open: it is on the board until its new closing date", tone: "success" },
  "plan-canceled": {
    text: "Plan canceled. It stays active until the end of the paid period, and you can resume it until then.",
    tone: "success",
  },
  "plan-resumed": { text: "Plan resumed. It renews at the end of the paid period.", tone: "success" },
} as const satisfies Record<string, Flash>;

export function updatedUrl(kind: keyof typeof UPDATES): string {
  return `/profile?updated=${kind}`;
}

/** The text for a `?reason=` code, for screens that place it among their own notices (login, signup). */
export function redirectMessage(reason: string | null, locale: Locale = "en"): string | null {
  return reason && Object.hasOwn(REASON_TONES, reason) ? reasons[locale][reason as RedirectReason] : null;
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
  "removed-from-explore": { text: "Removed from Explore", tone: "success" },
  "flags-saved": { text: "Organization flags updated", tone: "success" },
  "job-ran": { text: "Job run recorded", tone: "success" },
  "role-hidden": { text: "Role hidden: its owner reads the reason on their dashboard", tone: "success" },
  "role-shown": { text: "Role shown again", tone: "success" },
} as const satisfies Record<string, Flash>;

export type AdminReason = keyof typeof ADMIN_REASONS;
