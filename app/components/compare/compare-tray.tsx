import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { compareTray } from "~/i18n/pages/compare-tray";
import { COMPARE_MIN } from "../../../contract/limits";
import { clearPicks, readNames, removePick, useComparePicks } from "./picks";

/**
 * The picks to compare, at the foot of every page while there are any: each removable, the link to their comparison
 * from two on, and Clear. A spacer as tall as the tray keeps the page's own end above it.
 */
export function CompareTray() {
  const t = useMessages(compareTray);
  const picks = useComparePicks();
  if (picks.length === 0) return null;
  // Read at every change of the picks: a pick adds its name before it is written.
  const names = readNames();
  return (
    <>
      <div aria-hidden="true" className="h-32 sm:h-20" />
      <aside
        aria-labelledby="compare-tray-heading"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <h2 id="compare-tray-heading" className="text-sm font-semibold text-slate-900">
            {t.tray}
          </h2>
          <ul className="flex min-w-0 flex-wrap gap-2">
            {picks.map((id) => {
              const name = names[id] ?? id;
              return (
                <li
                  key={id}
                  className="flex max-w-56 items-center gap-1 rounded-full bg-brand-100 py-0.5 pr-0.5 pl-3 text-sm text-brand-900"
                >
                  <span className="truncate">{name}</span>
                  <button
                    type="button"
                    aria-label={t.remove(name)}
                    onClick={() => removePick(id)}
                    className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="ml-auto flex items-center gap-2">
            {picks.length >= COMPARE_MIN ? (
              <ButtonLink to={`/compare?ids=${picks.join(",")}`}>{t.compareNow(picks.length)}</ButtonLink>
            ) : (
              <p className="text-sm text-slate-700">{t.pickAnother}</p>
            )}
            <button type="button" onClick={clearPicks} className={buttonClass.ghost}>
              {t.clear}
            </button>
          </div>
        </div>
      </aside>
    </>
  );
}
