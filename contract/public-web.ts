/**
 * What counts as a public website, for every host the project accepts from people (an organization's links, apply
 * links and addresses, a city's receipts, a profile photo) and every host the worker fetches (domain verification).
 * Client-safe and small: the forms check it in the browser too.
 */

/**
 * Names that never reach a public website: reserved for local networks, documentation and tests (RFC 2606, 6761,
 * 6762, 8375; the .internal TLD) or used by convention inside companies and homes. A name ending with one of them,
 * or being one, is a local name.
 */
export const LOCAL_NAME_SUFFIXES = [
  "localhost",
  "local",
  "lan",
  "home.arpa",
  "internal",
  "intranet",
  "corp",
  "private",
  "home",
  "test",
  "invalid",
  "example",
] as const;

/**
 * Whether a host name (as the URL parser writes it: lowercase, punycode, IPv4 in dotted decimal, IPv6 in brackets)
 * names a public website: a domain name of two labels or more, not an IP address in any spelling and not a local
 * name (LOCAL_NAME_SUFFIXES). Every link an owner saves, every email domain people are sent to and every host the
 * worker fetches is held to it.
 */
export function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(host)) return false;
  const labels = host.split(".");
  if (labels.length < 2 || labels.includes("") || /^\d+$/.test(labels.at(-1) ?? "")) return false;
  return !LOCAL_NAME_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/**
 * Whether a URL is a public website's: http or https, the scheme's own port, no credentials, and a public host name
 * (isPublicHostname: no IP address, so no private, loopback or link-local one either, and no local name). Links are
 * shown to everyone and the worker fetches a website to verify it, so nothing on another port or inside a network
 * qualifies.
 */
export function isPublicWebUrl(url: URL): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.port !== "" || url.username !== "" || url.password !== "") return false;
  // The parser writes IPv6 in brackets and every IPv4 spelling (0x7f.1, 2130706433) as dotted decimal.
  return isPublicHostname(url.hostname);
}
