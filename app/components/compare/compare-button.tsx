import { useState } from "react";
import { buttonClass } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { comparePicks } from "~/i18n/pages/compare-picks";
import { localizePath } from "../../../contract/locale";
import { isPicked, usePicksCookie } from "./picked";

type CompareButtonProps = {
  org: { id: string; name: string };
  /** "small" on a directory card, which names the organization for screen readers. */
  size?: "normal" | "small";
};

/**
 * Add to compare, on a card or a profile: a form the server answers (it keeps the pick in a cookie and shows the
 * comparison), so a click before the page is interactive, or without JavaScript, still counts. The page is the same
 * for everyone (the edge shares it), so it renders unpicked and shows the browser's picks once interactive. Then a
 * press changes the picks in the browser, with code loaded at the first press: no first load carries it.
 */
export function CompareButton({ org, size = "normal" }: CompareButtonProps) {
  const t = useMessages(comparePicks);
  const locale = useLocale();
  const picked = isPicked(usePicksCookie(), org.id);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      method="post"
      action={localizePath("/compare", locale)}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        import("./toggle-pick").then(
          (module) => setMessage(module.togglePick(org, locale)),
          // The code did not arrive (offline, a new deploy): the server keeps the pick instead.
          () => form.submit(),
        );
      }}
    >
      <input type="hidden" name="intent" value={picked ? "remove" : "add"} />
      <input type="hidden" name="id" value={org.id} />
      <button
        type="submit"
        aria-pressed={picked}
        className={size === "small" ? "pick-button-small" : buttonClass.secondary}
      >
        <span aria-hidden="true">{picked ? "✓" : "+"}</span>
        {picked ? t.added : t.add}
        {size === "small" ? <span className="sr-only">{t.about(org.name)}</span> : null}
      </button>
      <p aria-live="polite" className="w-full text-sm text-slate-700 empty:hidden">
        {message}
      </p>
    </form>
  );
}
