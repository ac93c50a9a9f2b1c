import { useSyncExternalStore } from "react";
import type { CompareOrganizationDto } from "../../../contract/compare";
import { COMPARE_PICKS_COOKIE, comparePicksCookie, parseComparePicks } from "../../../contract/compare-picks";
import { COMPARE_MAX } from "../../../contract/limits";

/**
 * The browser's picks to compare. The cookie is the truth (the server writes it when a pick form is sent before the
 * page is interactive, or without JavaScript); once the page is interactive the pick controls write it here and every
 * control and the tray follow at once. Names are remembered in the browser for the tray: a cookie names ids only.
 */
const CHANGED = "compare-picks";
const NAMES = "compare:names";

function cookieValue(): string {
  const prefix = `${COMPARE_PICKS_COOKIE}=`;
  return (
    document.cookie
      .split("; ")
      .find((part) => part.startsWith(prefix))
      ?.slice(prefix.length) ?? ""
  );
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  // Another tab's picks show when this one is looked at again.
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("focus", onChange);
  };
}

/** The picks' cookie value ("" while the server renders and hydrates: the pages are the same for everyone). */
function usePicksValue(): string {
  return useSyncExternalStore(subscribe, cookieValue, () => "");
}

export function useComparePicks(): string[] {
  return parseComparePicks(usePicksValue());
}

function write(ids: string[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the one cookie both the server and the page write, read by both.
  document.cookie = comparePicksCookie(ids, location.protocol === "https:");
  window.dispatchEvent(new Event(CHANGED));
}

/** Adds a pick; false when COMPARE_MAX are picked already. */
export function addPick(org: { id: string; name: string }): boolean {
  const picks = parseComparePicks(cookieValue());
  if (picks.includes(org.id)) return true;
  if (picks.length >= COMPARE_MAX) return false;
  rememberNames([org]);
  write([...picks, org.id]);
  return true;
}

export function removePick(id: string) {
  write(parseComparePicks(cookieValue()).filter((pick) => pick !== id));
}

export function clearPicks() {
  write([]);
}

export function readNames(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(NAMES) ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps the names of organizations seen being picked or compared, only those still picked plus these. */
export function rememberNames(organizations: Pick<CompareOrganizationDto, "id" | "name">[]) {
  try {
    const picks = new Set(parseComparePicks(cookieValue()));
    const kept = Object.fromEntries(Object.entries(readNames()).filter(([id]) => picks.has(id)));
    for (const org of organizations) kept[org.id] = org.name;
    localStorage.setItem(NAMES, JSON.stringify(kept));
  } catch {
    // Storage refused (a private window): the tray shows fewer names, nothing else changes.
  }
}
