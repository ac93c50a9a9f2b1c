import { compareTray } from "~/i18n/pages/compare-tray";
import { parseComparePicks } from "../../../contract/compare-picks";
import { COMPARE_MAX, COMPARE_MIN } from "../../../contract/limits";
import type { Locale } from "../../../contract/locale";
import { picksCookieValue } from "./picked";
import { addPick, removePick } from "./picks";

/**
 * A pick button pressed once the page is interactive: the browser changes the picks itself and stays on the page.
 * Answers what to tell the person, if anything (the tray shows the picks).
 */
export function togglePick(org: { id: string; name: string }, locale: Locale): string | null {
  const t = compareTray[locale];
  const picks = parseComparePicks(picksCookieValue());
  if (picks.includes(org.id)) {
    removePick(org.id);
    return null;
  }
  if (!addPick(org)) return t.full(COMPARE_MAX);
  return picks.length + 1 < COMPARE_MIN ? t.pickAnother : null;
}
