import { useState } from "react";
import { buttonClass } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { compare } from "~/i18n/pages/compare";
import { COMPARE_MAX, COMPARE_MIN } from "../../../contract/limits";
import { localizePath } from "../../../contract/locale";
import { addPick, removePick, useComparePicks } from "./picks";

const SMALL =
  "inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900";

/**
 * Add to compare, on a card or a profile: a form the server answers (it keeps the pick in a cookie and shows the
 * comparison), so a click before the page is interactive, or without JavaScript, still counts. Once the page is
 * interactive the browser keeps the pick itself and stays on the page; the tray shows the picks.
 */
export function CompareButton({
  org,
  size = "normal",
}: {
  org: { id: string; name: string };
  /** "small" on a directory card, which names the organization for screen readers. */
  size?: "normal" | "small";
}) {
  const t = useMessages(compare).pick;
  const locale = useLocale();
  const picks = useComparePicks();
  const [message, setMessage] = useState<string | null>(null);
  const selected = picks.includes(org.id);
  return (
    <form
      method="post"
      action={localizePath("/compare", locale)}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) {
          removePick(org.id);
          setMessage(null);
        } else if (!addPick(org)) setMessage(t.full(COMPARE_MAX));
        else setMessage(picks.length + 1 < COMPARE_MIN ? t.pickAnother : null);
      }}
    >
      <input type="hidden" name="intent" value={selected ? "remove" : "add"} />
      <input type="hidden" name="id" value={org.id} />
      <button type="submit" aria-pressed={selected} className={size === "small" ? SMALL : buttonClass.secondary}>
        <span aria-hidden="true">{selected ? "✓" : "+"}</span>
        {selected ? t.added : t.add}
        {size === "small" ? <span className="sr-only">{t.about(org.name)}</span> : null}
      </button>
      <p aria-live="polite" className="w-full text-sm text-slate-700 empty:hidden">
        {message}
      </p>
    </form>
  );
}
