import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's shouldRevalidate for parameters that change only what the page shows (a message code, a confirmation
 * step, an edit toggle): navigating to the same URL but for them needs no new data. Form posts always revalidate.
 */
export function viewOnlyParams(...names: string[]) {
  const dataKey = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of names) params.delete(name);
    params.sort();
    return `${url.pathname}?${params}`;
  };
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    const navigationOnly = !formMethod || formMethod.toUpperCase() === "GET";
    // A link to the page itself (Refresh, Retry) reads the data again.
    const samePage = currentUrl.href === nextUrl.href;
    if (navigationOnly && !samePage && dataKey(currentUrl) === dataKey(nextUrl)) return false;
    return defaultShouldRevalidate;
  };
}
