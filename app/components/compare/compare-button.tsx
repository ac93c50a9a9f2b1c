import { lazy, Suspense } from "react";
import { useHydrated } from "~/components/form/use-hydrated";
import { buttonClass } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { comparePicks } from "~/i18n/pages/compare-picks";
import { localizePath } from "../../../contract/locale";

export const PICK_BUTTON_SMALL =
  "inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900";

export type CompareButtonProps = {
  org: { id: string; name: string };
  /** "small" on a directory card, which names the organization for screen readers. */
  size?: "normal" | "small";
};

/** What follows the picks in the browser: loaded once the page is interactive, so no first load carries it. */
const Live = lazy(() => import("./compare-button-live"));

/**
 * Add to compare, on a card or a profile: a form the server answers (it keeps the pick in a cookie and shows the
 * comparison), so a click before the page is interactive, or without JavaScript, still counts. The page is the same
 * for everyone (the edge shares it), so it renders unpicked; once interactive the live button takes its place.
 */
export function CompareButton(props: CompareButtonProps) {
  const hydrated = useHydrated();
  const form = <PickForm {...props} />;
  if (!hydrated) return form;
  return (
    <Suspense fallback={form}>
      <Live {...props} />
    </Suspense>
  );
}

function PickForm({ org, size = "normal" }: CompareButtonProps) {
  const t = useMessages(comparePicks).pick;
  const locale = useLocale();
  return (
    <form method="post" action={localizePath("/compare", locale)} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={org.id} />
      <button
        type="submit"
        aria-pressed={false}
        className={size === "small" ? PICK_BUTTON_SMALL : buttonClass.secondary}
      >
        <span aria-hidden="true">+</span>
        {t.add}
        {size === "small" ? <span className="sr-only">{t.about(org.name)}</span> : null}
      </button>
    </form>
  );
}
