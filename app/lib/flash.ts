import { reasons } from "~/i18n/flash";
import { useLocale } from "~/i18n/messages";
import type { Locale } from "../../contract/locale";

/**
 * Messages carried to the next page by a redirect, as a short code in its URL (docs/decisions/0010): a code keeps
 * arbitrary text out of links, the server renders the message, and it works without JavaScript. FlashNotice shows
 * them; success messages vanish after 5 seconds.
 */

/** How a message box reads: errors and warnings are alerts, success and information polite statuses. */
export type NoticeTone = "error" | "warning" | "success" | "info";

/** A message a redirect left for the next page, in that page's language. */
export type Flash = { text: string; tone: NoticeTone };

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
  "edit-withdrawn": "success",
  "edit-sent": "success",
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

/**
 * The one `?reason=` message of a request, for a loader to send with its page: the page's first load then carries
 * that message's words, not every reason's in both languages. Empty when the URL names none (or an unknown code).
 */
export function requestReason(request: Request, locale: Locale): Record<string, Flash> {
  const code = new URL(request.url).searchParams.get("reason");
  if (!code || !Object.hasOwn(REASON_TONES, code)) return {};
  return { [code]: reasonsIn(locale)[code as RedirectReason] };
}

/** The reasons in the page's language. */
export function useReasons(): Record<RedirectReason, Flash> {
  return reasonsIn(useLocale());
}

/** A message that says a form did what was asked. */
function done(text: string): Flash {
  return { text, tone: "success" };
}

/** `?updated=` on /profile: which of the person's own forms was saved (POST, redirect, GET). */
export const UPDATES = {
  profile: done("Profile updated"),
  password: done("Password updated"),
  "alerts-on": done("Alerts are on: new matches arrive by email once a day"),
  "alerts-off": done("Alerts are off for that search"),
  "search-deleted": done("Saved search deleted"),
  "role-closed": done("Role closed: it is off the board"),
  "role-renewed": done("Role open: it is on the board until its new closing date"),
  "plan-canceled": done(
    "Plan canceled. It stays active until the end of the paid period, and you can resume it until then.",
  ),
  "plan-resumed": done("Plan resumed. It renews at the end of the paid period."),
  "newsletter-on": done("Subscribed to the newsletter: a welcome email is on its way"),
  "newsletter-off": done("Unsubscribed from the newsletter: we will not send it again"),
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
  "city-created": done("City created. You can add a hero image now."),
  "city-saved": done("City saved"),
  "city-indexable": done("City is now indexable"),
  "city-hidden": done("City is now hidden"),
  "city-deleted": done("City deleted"),
  "hero-uploaded": done("Hero image successfully uploaded"),
  approved: done("Organization approved for Explore"),
  rejected: done("Explore request rejected"),
  "removed-from-explore": done("Removed from Explore"),
  "flags-saved": done("Organization flags updated"),
  "job-ran": done("Job run recorded"),
  "role-hidden": done("Role hidden: its owner reads the reason on their dashboard"),
  "role-shown": done("Role shown again"),
  "edit-approved": done("Edit published: the profile and the city guide show it now"),
  "edit-rejected": done("Edit discarded: the approved version stays public"),
} as const satisfies Record<string, Flash>;

export type AdminReason = keyof typeof ADMIN_REASONS;
