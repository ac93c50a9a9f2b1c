import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { explore } from "~/i18n/pages/explore";

import { COMING_SOON_MS } from "../../../contract/limits";

/** Proposing a city is not built yet: the button only says so, politely announced to screen readers too. */
export function ProposeCity() {
  const t = useMessages(explore);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function showNotice() {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), COMING_SOON_MS);
  }

  return (
    <div className="relative">
      <button type="button" onClick={showNotice} className={buttonClass.secondary}>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M10.75 4.75a.75.75 0 00-1.5 0v4.5h-4.5a.75.75 0 000 1.5h4.5v4.5a.75.75 0 001.5 0v-4.5h4.5a.75.75 0 000-1.5h-4.5v-4.5z" />
        </svg>
        {t.proposeCity}
      </button>
      {/* Floats under the button so that showing it does not push the city cards down. */}
      <p
        aria-live="polite"
        className="absolute top-full left-0 z-10 mt-2 whitespace-nowrap text-sm sm:right-0 sm:left-auto"
      >
        {visible ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900 shadow-sm ring-1 ring-amber-600/30 ring-inset">
            <span aria-hidden="true">🚧</span> {t.comingSoon}
          </span>
        ) : null}
      </p>
    </div>
  );
}
