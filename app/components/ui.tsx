import type { ComponentProps, ReactNode } from "react";
import { Link } from "~/components/localized";
import { cx } from "~/lib/cx";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Class names for links and buttons that look like buttons. */
export const buttonClass = {
  primary: `inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60 ${focusRing}`,
  secondary: `inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-60 ${focusRing}`,
  ghost: `inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 ${focusRing}`,
};

/** A link that looks like a button (`look`: which of buttonClass's looks, primary unless told), in the page's language. */
export function ButtonLink({
  look = "primary",
  className,
  ...props
}: ComponentProps<typeof Link> & { look?: keyof typeof buttonClass; className?: string }) {
  return <Link className={cx(buttonClass[look], className)} {...props} />;
}

/** A text input's look (the form kit's fields use it too). */
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-rose-600 disabled:bg-slate-100 sm:text-sm";

/** The page width and side padding every page uses. */
export function Container({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={cx("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}

/** A page's main heading block. */
export function PageHeading({ title, lead }: { title: string; lead?: React.ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 text-lg text-slate-700">{lead}</p> : null}
    </div>
  );
}

/** A content page: the main landmark at the page's width, its heading, then `children`. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main>
      <Container className="py-12 sm:py-16">
        <PageHeading title={title} lead={lead} />
        {children}
      </Container>
    </main>
  );
}

/** A card's line for an organization whose domain is verified: the mark, then `children` (the line's text). */
export function VerifiedLine({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={cx("inline-flex items-center gap-1 text-xs font-medium text-emerald-800", className)}>
      <VerifiedIcon />
      {children}
    </p>
  );
}

/** The Verified badge's mark (a tick in a circle), decorative: the badge's text says what it means. */
export function VerifiedIcon({ className = "size-4 shrink-0" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
      />
    </svg>
  );
}
