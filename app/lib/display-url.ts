// Apart from the link components (external-link.tsx) so that a page showing addresses as text (a city guide's receipts)
// does not load the organization page's catalog with them.

/** "example.org/path" for showing a URL as text. */
export function displayUrl(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, "")}${pathname === "/" ? "" : pathname}`;
  } catch {
    return url;
  }
}
