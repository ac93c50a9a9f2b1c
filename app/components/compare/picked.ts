import { useSyncExternalStore } from "react";
import { COMPARE_PICKS_COOKIE } from "../../../contract/compare-cookie";

/*
 * What every page's first load knows of the compare picks: the cookie's raw value, followed as it changes. Reading
 * it properly, changing it and the tray load only for a browser that picks something (./picks.ts).
 */

/** Sent on the window when this page changes the picks, so that every control and the tray follow at once. */
export const PICKS_CHANGED = "compare-picks";

export function picksCookieValue(): string {
  const prefix = `${COMPARE_PICKS_COOKIE}=`;
  return (
    document.cookie
      .split("; ")
      .find((part) => part.startsWith(prefix))
      ?.slice(prefix.length) ?? ""
  );
}

function subscribe(onChange: () => void) {
  window.addEventListener(PICKS_CHANGED, onChange);
  // Another tab's picks show when this one is looked at again.
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(PICKS_CHANGED, onChange);
    window.removeEventListener("focus", onChange);
  };
}

/** The picks' cookie value ("" while the server renders and hydrates: the pages are the same for everyone). */
export function usePicksCookie(): string {
  return useSyncExternalStore(subscribe, picksCookieValue, () => "");
}

/** Whether this organization is among the picks, by the cookie's raw value (ids joined by dots). */
export function isPicked(value: string, id: string): boolean {
  return value.split(".").includes(id);
}
