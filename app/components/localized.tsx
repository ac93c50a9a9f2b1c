import { type ComponentProps, createContext, type MouseEvent, type ReactNode, useCallback, useContext } from "react";
import {
  type NavigateFunction,
  type NavigateOptions,
  Form as RouterForm,
  Link as RouterLink,
  type To,
  useLocation,
  useNavigate as useRouterNavigate,
} from "react-router";
import { useLocale } from "~/i18n/messages";
import { type Locale, localizePath } from "../../contract/locale";

/**
 * React Router's Link, NavLink, Form and useNavigate, kept in the page's language: on a Spanish page, `to="/explore"`
 * goes to /es/explore. The app takes them from here (biome's noRestrictedImports), so no page drops a Spanish reader
 * into English (docs/decisions/0022). `to` as an object, relative paths and other sites are left as given.
 */
function localize(to: To, locale: Locale): To {
  return typeof to === "string" ? localizePath(to, locale) : to;
}

type LinkProps = ComponentProps<typeof RouterLink>;

/** `locale` links to a page in that language instead of the current one (the language switch). */
export function Link({ to, locale, ...props }: LinkProps & { locale?: Locale }) {
  const current = useLocale();
  const target = localize(to, locale ?? current);
  if (typeof target === "string" && isAppPath(target) && isPlain(props)) return <AppLink href={target} {...props} />;
  return <RouterLink to={target} {...props} />;
}

/** A path of this app (not another site's, not relative to the current route). */
const isAppPath = (to: string) => to.startsWith("/") && !to.startsWith("//");

/** No option that needs React Router's own Link: prefetching, a full reload, relative resolution, masks. */
function isPlain({
  prefetch,
  reloadDocument,
  relative,
  discover,
  mask,
  defaultShouldRevalidate,
}: Omit<LinkProps, "to">): boolean {
  return (
    (prefetch === undefined || prefetch === "none") &&
    !reloadDocument &&
    relative === undefined &&
    discover !== "none" &&
    mask === undefined &&
    defaultShouldRevalidate === undefined
  );
}

/** React Router's navigate, taken once for the page's links (LinkNavigation) rather than by each. */
const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives the app links inside it one navigate function (the root layout wraps the page in it). */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useRouterNavigate()}>{children}</NavigateContext.Provider>;
}

/**
 * React Router's Link for an app path, as most links are, without what such a path does not need: its Link resolves
 * `to` against the route, the location and the basename on every render, which was 7% of the CPU of a home page
 * rendered for a signed-in person (issue #13). The href is written as given (already in the page's language:
 * `localizePath`), and a click navigates on the client under React Router's own rules (left button, no modifier key,
 * no other target; the same URL replaces the history entry), with the page's one navigate function (taking it per link
 * was 3% of a home render). Its markup follows from its props alone, so pure components (ServerMemo) use it directly.
 */
export function AppLink({
  href,
  onClick,
  target,
  replace,
  state,
  preventScrollReset,
  viewTransition,
  ...rest
}: Omit<LinkProps, "to"> & { href: string }) {
  const navigate = useContext(NavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    // Outside LinkNavigation the browser follows the link itself.
    if (!navigate || event.defaultPrevented || event.button !== 0 || (target && target !== "_self") || modified) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(href, { replace: replace ?? here === href, state, preventScrollReset, viewTransition });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, "to" | "className"> & {
  to: string;
  /** Active only on `to` itself, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/**
 * A link that knows whether it leads to the current page (the header's navigation): `aria-current="page"` and the
 * `className` for that state. React Router's NavLink, without what the header does not use (pending and view
 * transition states, relative paths), which was a NavLink's render cost on every page (issue #13). Active as React
 * Router has it: the same path, or with `end` unset a path below it; case-insensitive.
 */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const isActive = leadsTo(useLocation().pathname, localizePath(to, useLocale()), end);
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...props}
    />
  );
}

function leadsTo(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  if (end) return false;
  const prefix = target.endsWith("/") ? target : `${target}/`;
  return here.startsWith(prefix);
}

export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  const locale = useLocale();
  return <RouterForm action={action === undefined ? undefined : localizePath(action, locale)} {...props} />;
}

/** Stable across renders like React Router's own, so effects may depend on it. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(localize(to, locale), options),
    [navigate, locale],
  );
}
