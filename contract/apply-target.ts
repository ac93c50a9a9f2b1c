import { URL_MAX } from "./limits";
import { isPublicHostname, isPublicWebUrl } from "./public-web";

/*
 * Where people apply for a role, read when it is posted and again when its page renders. Client-safe and small: a
 * role's page loads it without the posting form's schemas.
 */

/**
 * An address people write to, bare: no `?`, `#`, `%` or `&` (in a mailto: link they would start headers, such as a
 * hidden bcc, a subject or a body, or encode them) and no other character mail addresses in links stumble on; its
 * domain a public one (isPublicHostname: no IP address, no local name).
 */
const EMAIL = /^[^\s@<>()",;:?#%&/\\[\]]+@([^\s@<>()",;:?#%&/\\[\]]+\.[^\s@<>()",;:?#%&/\\[\].]{2,})$/u;

/** Whether a text is one bare email address at a public domain (see EMAIL). */
export function isBareEmail(value: string): boolean {
  const domain = EMAIL.exec(value)?.[1];
  const host = domain ? URL.parse(`https://${domain}`)?.hostname : undefined;
  return host !== undefined && isPublicHostname(host);
}

/**
 * Where people apply: an email address, or a public website's address (http or https, no IP address, port or local
 * name: the same rule as an organization's links). A link without a scheme gets https://.
 */
export function readApplyTarget(value: string): { url: string } | { email: string } | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > URL_MAX) return null;
  // Something before an @ with no slash or colon in it is meant as an address, never read as a link instead.
  if (/^[^/:]+@/.test(trimmed)) {
    return isBareEmail(trimmed) ? { email: trimmed.toLowerCase() } : null;
  }
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = URL.parse(withScheme);
  return url && isPublicWebUrl(url) ? { url: url.href } : null;
}

/**
 * The apply button's address for a stored role, held to the rules of today whatever was stored before them: a public
 * website's link as it is, an email address as a mailto: link only when it is bare (never with headers of its own).
 * Null when neither qualifies: no button is better than one that writes to someone else.
 */
export function applyHref(role: { applyUrl: string | null; applyEmail: string | null }): string | null {
  if (role.applyUrl) {
    const url = URL.parse(role.applyUrl);
    return url && isPublicWebUrl(url) ? url.href : null;
  }
  return role.applyEmail && isBareEmail(role.applyEmail) ? `mailto:${role.applyEmail}` : null;
}
