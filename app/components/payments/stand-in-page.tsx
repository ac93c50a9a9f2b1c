import type { ReactNode } from "react";
import { Container } from "~/components/ui";

/** The frame of a development stand-in for a Stripe page: the banner that says so, then one card. */
export function StandInPage({
  banner,
  labelledBy,
  children,
}: {
  banner: string;
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <main className="min-h-[70vh] bg-slate-100 py-10 sm:py-16">
      <Container className="max-w-lg">
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">
          {banner}
        </p>
        <section
          aria-labelledby={labelledBy}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {children}
        </section>
      </Container>
    </main>
  );
}

/** A stand-in card's list of terms and values. */
export function StandInList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-slate-200 px-6 sm:px-8">{children}</dl>;
}

/** One term of a stand-in card and its value, on one line where they fit. */
export function StandInRow({
  term,
  children,
  baseline = false,
  className = "text-right font-semibold break-words text-slate-900",
}: {
  term: string;
  children: ReactNode;
  baseline?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap ${baseline ? "items-baseline " : ""}justify-between gap-2 py-4`}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
