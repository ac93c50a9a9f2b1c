import { useSyncExternalStore } from "react";
import { GUEST_PASS_COOKIE } from "../../contract/cookies";

/**
 * Whether this browser holds a guest's session, from the guest pass cookie (docs/decisions/0018). Public pages are
 * rendered without the guest's identity (the edge cache shares them with visitors), so the header and the guest
 * sign-in ask the browser instead. Server rendering and hydration see false; the real value follows at once.
 */
const PASS = new RegExp(`(?:^|;\\s*)${GUEST_PASS_COOKIE}=[^;]`);
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Read now (in an effect or a handler): hydration renders with false first, whatever the cookie says. */
export const hasGuestPass = () => PASS.test(document.cookie);

export function useGuestPass(): boolean {
  return useSyncExternalStore(subscribe, hasGuestPass, () => false);
}

/** Tells the readers to look again (after a response that set or cleared the pass). */
export function guestPassChanged() {
  for (const listener of listeners) listener();
}
