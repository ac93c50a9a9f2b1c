import type { ActionFailure } from "./action-failure";

/** The intent of the one button on a page opened from an email's link (confirm, unsubscribe). */
export const CONFIRM_LINK = "confirm";

/**
 * What a mail-link page shows: what the loader read, or what the button did; a refused button reads like a link that
 * does not work, with the reason the action gave.
 */
export function linkResult<Loaded, Done extends object>(loaded: Loaded, acted: Done | ActionFailure | undefined) {
  if (!acted) return loaded;
  if ("intent" in acted && "error" in acted) return { state: "invalid" as const, error: acted.error };
  return acted as Done;
}
