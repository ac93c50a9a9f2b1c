import { Link } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { ADMIN_TABS, type AdminTab, adminPath } from "~/lib/admin-tabs";
import { cx } from "~/lib/cx";

/**
 * The admin panel's sections: a navigation of plain links, one page per section (so they work without JavaScript,
 * and each page loads only its own data); the current one is marked `aria-current="page"`. The section's page is
 * rendered below, in a region named after it.
 */
export function AdminTabs({ selected, children }: { selected: AdminTab; children: React.ReactNode }) {
  const t = useMessages(admin).tabs;
  return (
    <div>
      <nav aria-label={t.label}>
        <ul className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1 sm:border-b sm:border-slate-200">
          {ADMIN_TABS.map((tab) => {
            const isSelected = tab.id === selected;
            return (
              <li key={tab.id} className="flex">
                <Link
                  to={adminPath(tab.id)}
                  aria-current={isSelected ? "page" : undefined}
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
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-label={t[selected]} className="mt-6">
        {children}
      </section>
    </div>
  );
}
