import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/localized";
import { toast } from "~/components/toaster";
import { buttonClass, Container } from "~/components/ui";
import { common } from "~/i18n/common";
import { useLocale, useMessages } from "~/i18n/messages";
import { type NewsletterResult, SUBSCRIBE } from "~/lib/newsletter";
import { localizePath } from "../../contract/locale";

const QUICK_LINKS = [
  { to: "/", label: "home" },
  { to: "/about", label: "about" },
  { to: "/contact", label: "contact" },
  { to: "/faq", label: "faq" },
  { to: "/privacy", label: "privacy" },
] as const;

export function SiteFooter() {
  const { siteName, nav, footer: t } = useMessages(common);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <Container className="grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-slate-900">{siteName}</p>
          <p className="mt-3 text-sm text-slate-700">{t.about}</p>
        </div>
        <nav aria-label={t.footerNav}>
          <h2 className="text-sm font-semibold text-slate-900">{t.quickLinks}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 hover:text-brand-700 hover:underline">
                  {nav[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{t.newsletter}</h2>
          <p className="mt-3 text-sm text-slate-700">{t.newsletterLead}</p>
          <NewsletterForm />
        </div>
      </Container>
      <div className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
        {t.rights(new Date().getFullYear())}{" "}
        {/* The reference is one long page that runs no script: the browser renders its streamed document sooner than
            React would build its eleven thousand elements from route data. */}
        <Link
          to="/developers/api"
          reloadDocument
          className="text-slate-700 underline underline-offset-2 hover:text-brand-700"
        >
          {t.apiReference}
        </Link>
      </div>
    </footer>
  );
}

/**
 * The newsletter's form: a plain form posting to the newsletter page (which answers without JavaScript); with
 * JavaScript it posts through a fetcher and answers with a toast, the page staying where it is.
 */
function NewsletterForm() {
  const { footer: t } = useMessages(common);
  const fetcher = useFetcher<NewsletterResult>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if ("sent" in fetcher.data) {
      toast.success(fetcher.data.sent);
      form.current?.reset();
    } else toast.error(fetcher.data.error);
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={localizePath("/newsletter", useLocale())}
      className="mt-3 flex gap-2"
    >
      <input type="hidden" name="intent" value={SUBSCRIBE} />
      <label htmlFor="newsletter-email" className="sr-only">
        {t.emailAddress}
      </label>
      <input
        id="newsletter-email"
        type="email"
        name="email"
        required
        placeholder="you@example.com"
        autoComplete="email"
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? t.subscribing : t.subscribe}
      </button>
    </fetcher.Form>
  );
}
