import { useState } from "react";
import { buttonClass } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { comparePicks } from "~/i18n/pages/compare-picks";
import { COMPARE_MAX, COMPARE_MIN } from "../../../contract/limits";
import { localizePath } from "../../../contract/locale";
import { type CompareButtonProps, PICK_BUTTON_SMALL } from "./compare-button";
import { addPick, removePick, useComparePicks } from "./picks";

/**
 * The pick button once the page is interactive: the browser keeps the pick itself and stays on the page; the tray
 * shows the picks. Its form is the one the server answers before and without JavaScript.
 */
export default function CompareButtonLive({ org, size = "normal" }: CompareButtonProps) {
  const t = useMessages(comparePicks).pick;
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
      <button
        type="submit"
        aria-pressed={selected}
        className={size === "small" ? PICK_BUTTON_SMALL : buttonClass.secondary}
      >
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
