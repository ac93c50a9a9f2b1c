import { Link } from "react-router";
import { toast } from "~/components/toaster";
import { buttonClass, Container } from "~/components/ui";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/faq", label: "FAQ" },
  { to: "/privacy", label: "Privacy Policy" },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <Container className="grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-slate-900">Culture Directory</p>
          <p className="mt-3 text-sm text-slate-700">
            A directory of startups and teams described by how they work: their methods, their culture and the change
            they build for. Find a team that fits before you apply.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-slate-900">Quick links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">Newsletter</h2>
          <p className="mt-3 text-sm text-slate-700">New organizations and city guides, once a month.</p>
          <form
            className="mt-3 flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              toast.info("The newsletter is coming soon.");
            }}
          >
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              id="newsletter-email"
              type="email"
              name="email"
              placeholder="you@example.com"
              autoComplete="email"
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
            <button type="submit" className={buttonClass.primary}>
              Subscribe
            </button>
          </form>
        </div>
      </Container>
      <div className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} Culture Directory. All rights reserved.{" "}
        <Link to="/developers/api" className="text-slate-700 underline underline-offset-2 hover:text-brand-700">
          API reference
        </Link>
      </div>
    </footer>
  );
}
