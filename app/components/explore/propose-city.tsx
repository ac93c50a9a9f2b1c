import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui";

/** SPEC.md §9: the Coming Soon notice stays 4000 ms. */
const COMING_SOON_MS = 4000;

/** Proposing a city is not built yet: the button only says so, politely announced to screen readers too. */
export function ProposeCity() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function showNotice() {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), COMING_SOON_MS);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={showNotice} className={buttonClass.secondary}>
        <span aria-hidden="true">＋</span> Propose Your City
      </button>
      <p aria-live="polite" className="min-w-28 text-sm">
        {visible ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
            <span aria-hidden="true">🚧</span> Coming Soon!
          </span>
        ) : null}
      </p>
    </div>
  );
}
