import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Form, Link, NavLink } from "~/components/localized";
import { ButtonLink } from "~/components/ui";
import { common } from "~/i18n/common";
import { useMessages } from "~/i18n/messages";
import { cx } from "~/lib/cx";
import { useGuestPass } from "~/lib/guest-pass";
import type { Viewer } from "../../contract/dto";
import { LOCALE_NAMES, localeOf } from "../../contract/locale";
import { UserMenu } from "./user-menu";

const NAV_LINKS = [
  { to: "/", label: "home" },
  { to: "/explore", label: "explore" },
  { to: "/jobs", label: "jobs" },
  { to: "/about", label: "about" },
  { to: "/contact", label: "contact" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

function AuthLinks() {
  const t = useMessages(common).nav;
  return (
    <>
      <ButtonLink to="/login" look="secondary">
        {t.login}
      </ButtonLink>
      <ButtonLink to="/signup">{t.signUp}</ButtonLink>
    </>
  );
}

/** The same page in the other language (with its query), for people and, through hreflang, for crawlers. */
function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const locale = localeOf(pathname);
  const other = locale === "en" ? "es" : "en";
  return (
    <Link
      to={`${pathname}${search}`}
      locale={other}
      lang={other}
      hrefLang={other}
      className={cx("rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100", className)}
    >
      {LOCALE_NAMES[other]}
    </Link>
  );
}

/** `isAdmin` is the permissions module's answer, given by the root loader. */
export function SiteHeader({ user, isAdmin }: { user: Viewer | null; isAdmin: boolean }) {
  const t = useMessages(common);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const drawerId = useId();
  const permanent = user && !user.isAnonymous ? user : null;
  // Public pages are rendered without a guest's identity (they come from the edge cache): the guest pass tells.
  const guestPass = useGuestPass();
  const guest = user ? user.isAnonymous : guestPass;

  // The drawer closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  // Escape closes the open drawer, and the focus goes back to its button rather than to the page's start.
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!drawerOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setDrawerOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, [drawerOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {t.siteName}
        </Link>
        <nav aria-label={t.nav.main} className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navLinkClass}>
              {t.nav[link.label]}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitch />
          {permanent ? (
            <UserMenu user={permanent} isAdmin={isAdmin} />
          ) : (
            <>
              {guest ? <span className="text-sm text-slate-600">{t.nav.browsingAsGuest}</span> : null}
              <AuthLinks />
            </>
          )}
        </div>
        <button
          ref={toggle}
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-label={drawerOpen ? t.nav.closeMenu : t.nav.openMenu}
          onClick={() => setDrawerOpen((value) => !value)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            {drawerOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {drawerOpen ? (
        <nav id={drawerId} aria-label={t.nav.mobile} className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={(state) => cx(navLinkClass(state), "block")}>
                  {t.nav[link.label]}
                </NavLink>
              </li>
            ))}
            {permanent ? (
              <>
                <li>
                  <NavLink to="/profile" className={(state) => cx(navLinkClass(state), "block")}>
                    {t.nav.profile}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/submit-organization" className={(state) => cx(navLinkClass(state), "block")}>
                    {t.nav.submitOrganization}
                  </NavLink>
                </li>
                {isAdmin ? (
                  <li>
                    <NavLink to="/admin" className={(state) => cx(navLinkClass(state), "block")}>
                      {t.nav.adminPanel}
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <Form method="post" action="/logout">
                    <button type="submit" className={cx(navLinkClass({ isActive: false }), "block w-full text-left")}>
                      {t.nav.logout}
                    </button>
                  </Form>
                </li>
              </>
            ) : null}
          </ul>
          <div className="mt-3 flex items-center gap-2 border-t border-slate-200 pt-3">
            <LanguageSwitch className="mr-auto" />
            {permanent ? null : (
              <>
                {guest ? <span className="text-sm text-slate-600">{t.nav.browsingAsGuest}</span> : null}
                <AuthLinks />
              </>
            )}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
