import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates, true once the page is interactive: what needs
 * JavaScript (a live counter, a drag handle, a toast) appears only then, so the server's markup always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
