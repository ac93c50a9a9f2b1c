import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/form/use-hydrated";
import { Link } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { cx } from "~/lib/cx";
import { ADMIN_TABS, type AdminTab, adminHref } from "./tabs";

const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

/**
 * The WAI-ARIA tabs pattern over plain links: each tab is a link to `?tab=...`, so the tabs work without
 * JavaScript (and the loader loads only the selected tab's data). Once the page is interactive, focus roves: Tab
 * enters the tab list on one tab, the arrow keys move between tabs (wrapping), Home and End go to the first and
 * last, Enter or Space opens the focused tab (manual activation: each tab is a page load of its own).
 */
export function AdminTabs({ selected, children }: { selected: AdminTab; children: React.ReactNode }) {
  const hydrated = useHydrated();
  const selectedIndex = ADMIN_TABS.findIndex((tab) => tab.id === selected);
  const [focusIndex, setFocusIndex] = useState(selectedIndex);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const t = useMessages(admin).tabs;

  useEffect(() => setFocusIndex(selectedIndex), [selectedIndex]);

  function move(index: number) {
    const next = (index + ADMIN_TABS.length) % ADMIN_TABS.length;
    setFocusIndex(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLAnchorElement>, index: number) {
    switch (event.key) {
      case "ArrowRight":
        move(index + 1);
        break;
      case "ArrowLeft":
        move(index - 1);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(ADMIN_TABS.length - 1);
        break;
      case " ":
        event.currentTarget.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div>
      <div>
        <div
          role="tablist"
          aria-label={t.label}
          className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1 sm:border-b sm:border-slate-200"
          onBlur={(event) => {
            // Leaving the tab list: the next Tab into it lands on the selected tab again.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusIndex(selectedIndex);
          }}
        >
          {ADMIN_TABS.map((tab, index) => {
            const isSelected = tab.id === selected;
            return (
              <Link
                key={tab.id}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                to={adminHref({ tab: tab.id })}
                role="tab"
                id={tabId(tab.id)}
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId(tab.id) : undefined}
                tabIndex={hydrated ? (index === focusIndex ? 0 : -1) : undefined}
                onKeyDown={(event) => onKeyDown(event, index)}
                onFocus={() => setFocusIndex(index)}
                preventScrollReset
                className={cx(
                  // Phones: pills that wrap onto a second line; wider screens: an underlined tab bar.
                  "rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:-mb-px sm:rounded-none sm:border-b-2 sm:px-4 sm:py-2.5 sm:ring-0 sm:focus-visible:-outline-offset-2",
                  isSelected
                    ? "bg-brand-600 text-white ring-brand-600 sm:border-brand-600 sm:bg-transparent sm:text-brand-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 sm:border-transparent sm:bg-transparent sm:hover:border-slate-300 sm:hover:text-slate-900",
                )}
              >
                {t[tab.id]}
              </Link>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable.
        tabIndex={0}
        className="mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        {children}
      </div>
    </div>
  );
}
