import type { ReactNode } from "react";

const CARD = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
/** The headings sections share: a card's, a content page's section, a smaller panel's. */
const HEADINGS = {
  card: "text-xl font-semibold text-slate-900",
  page: "text-2xl font-bold tracking-tight text-slate-900",
  panel: "text-lg font-semibold text-slate-900",
} as const;

/**
 * A section named by its own h2 (`aria-labelledby`), by default one white card of a page. `beside` puts a control on
 * the heading's line (the two wrap on a narrow screen). An empty class name writes none.
 */
export function LabelledSection({
  id,
  headingId = `${id}-heading`,
  title,
  className = CARD,
  heading = "card",
  headingClassName = HEADINGS[heading],
  beside,
  children,
}: {
  id?: string;
  headingId?: string;
  title: ReactNode;
  className?: string;
  heading?: keyof typeof HEADINGS;
  headingClassName?: string;
  beside?: ReactNode;
  children?: ReactNode;
}) {
  const h2 = (
    <h2 id={headingId} className={headingClassName || undefined}>
      {title}
    </h2>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={className || undefined}>
      {beside === undefined ? (
        h2
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {h2}
          {beside}
        </div>
      )}
      {children}
    </section>
  );
}

/** The white card's classes, for a section that adds its own (a scroll margin, a grid span). */
export const CARD_CLASS = CARD;
