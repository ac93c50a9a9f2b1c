import { Link } from "~/components/localized";
import { cx } from "~/lib/cx";

/** A list's filters as links, the current one marked (`aria-current`), keeping the scroll position. */
export function FilterChips({
  label,
  chips,
}: {
  label: string;
  chips: { label: string; to: string; active: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              to={chip.to}
              aria-current={chip.active ? "page" : undefined}
              preventScrollReset
              className={cx(
                "inline-flex rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                chip.active
                  ? "bg-brand-600 text-white ring-brand-600"
                  : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
