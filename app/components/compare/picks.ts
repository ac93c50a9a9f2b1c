import type { CompareOrganizationDto } from "../../../contract/compare";
import { comparePicksCookie, parseComparePicks } from "../../../contract/compare-picks";
import { COMPARE_MAX } from "../../../contract/limits";
import { PICKS_CHANGED, picksCookieValue, usePicksCookie } from "./picked";

/**
 * The browser's picks to compare. The cookie is the truth (the server writes it when a pick form is sent before the
 * page is interactive, or without JavaScript); once the page is interactive the pick controls write it here and every
 * control and the tray follow at once. Names are remembered in the browser for the tray: a cookie names ids only.
 * Loaded with the tray, a pick or a comparison: a first load has only ./picked.ts.
 */
const NAMES = "compare:names";

export function useComparePicks(): string[] {
  return parseComparePicks(usePicksCookie());
}

function write(ids: string[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the one cookie both the server and the page write, read by both.
  document.cookie = comparePicksCookie(ids, location.protocol === "https:");
  window.dispatchEvent(new Event(PICKS_CHANGED));
}

/** Adds a pick; false when COMPARE_MAX are picked already. */
export function addPick(org: { id: string; name: string }): boolean {
  const picks = parseComparePicks(picksCookieValue());
  if (picks.includes(org.id)) return true;
  if (picks.length >= COMPARE_MAX) return false;
  rememberNames([org]);
  write([...picks, org.id]);
  return true;
}

export function removePick(id: string) {
  write(parseComparePicks(picksCookieValue()).filter((pick) => pick !== id));
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
    const picks = new Set(parseComparePicks(picksCookieValue()));
    const kept = Object.fromEntries(Object.entries(readNames()).filter(([id]) => picks.has(id)));
    for (const org of organizations) kept[org.id] = org.name;
    localStorage.setItem(NAMES, JSON.stringify(kept));
  } catch {
    // Storage refused (a private window): the tray shows fewer names, nothing else changes.
  }
}
