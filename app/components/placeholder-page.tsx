import { Link } from "~/components/localized";
import { buttonClass, Container, PageHeading } from "~/components/ui";

/** A page kept for later (the job board): what it will be, and where to go now. */
export function PlaceholderPage({
  eyebrow,
  title,
  children,
  links,
}: {
  eyebrow: string;
  title: string;
  children: React.ReactNode;
  links: [primary: { to: string; label: string }, secondary: { to: string; label: string }];
}) {
  return (
    <main>
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <div className="mt-2 flex justify-center text-center">
            <PageHeading title={title} />
          </div>
          <p className="mt-4 text-lg text-slate-700">{children}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={links[0].to} className={buttonClass.primary}>
              {links[0].label}
            </Link>
            <Link to={links[1].to} className={buttonClass.secondary}>
              {links[1].label}
            </Link>
          </div>
        </div>
      </Container>
    </main>
  );
}
