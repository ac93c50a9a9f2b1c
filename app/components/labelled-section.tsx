import type { ReactNode } from "react";

const CARD = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const CARD_HEADING = "text-xl font-semibold text-slate-900";

/**
 * A section named by its own h2 (`aria-labelledby`), by default one white card of a page. `beside` puts a control on
 * the heading's line (the two wrap on a narrow screen). An empty class name writes none.
 */
export function LabelledSection({
  id,
  headingId = `${id}-heading`,
  title,
  className = CARD,
  headingClassName = CARD_HEADING,
  beside,
  children,
}: {
  id?: string;
  headingId?: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  beside?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <h2 id={headingId} className={headingClassName || undefined}>
      {title}
    </h2>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={className || undefined}>
      {beside === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {beside}
        </div>
      )}
      {children}
    </section>
  );
}

/** The white card's classes, for a section that adds its own (a scroll margin, a grid span). */
export const CARD_CLASS = CARD;
