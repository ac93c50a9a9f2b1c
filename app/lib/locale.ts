import { type Locale, localeOf } from "../../contract/locale";

/** What a loader, an action, a meta function or a shouldRevalidate has: the request, or the location. */
export type PageArgs = { request: Request } | { location: { pathname: string } };

/**
 * The language of the page a loader, action or meta function runs for: its URL says it (/es/... is Spanish). The one
 * place pages read it; components use useLocale().
 */
export function pageLocale(args: PageArgs): Locale {
  return localeOf("request" in args ? new URL(args.request.url).pathname : args.location.pathname);
}
