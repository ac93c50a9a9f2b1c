import { type ComponentProps, useCallback } from "react";
import {
  type NavigateOptions,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
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

/** `locale` links to a page in that language instead of the current one (the language switch). */
export function Link({ to, locale, ...props }: ComponentProps<typeof RouterLink> & { locale?: Locale }) {
  const current = useLocale();
  return <RouterLink to={localize(to, locale ?? current)} {...props} />;
}

/** The header's links: `aria-current="page"` and an active class on the page they lead to. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localize(to, useLocale())} {...props} />;
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
