import { COMPARE_PICKS_COOKIE } from "./compare-cookie";
import { COMPARE_MAX } from "./limits";

/*
 * The compare picks' cookie, apart from the comparison's zod schemas: the pages that change the picks need no
 * validation library. The picks are a cookie so that the pick forms work before and without JavaScript (the server
 * reads and writes it) while the pages themselves stay the same for everyone.
 */

/** An organization id as a comparison's link and the picks cookie may name it. */
export const COMPARE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The picks a cookie's value names: valid ids, in the order picked, each once, at most COMPARE_MAX. */
export function parseComparePicks(value: string | null | undefined): string[] {
  const ids = (value ?? "").split(".").filter((id) => COMPARE_ID.test(id));
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The Set-Cookie value for these picks (none: the cookie expires). */
export function comparePicksCookie(ids: string[], secure: boolean): string {
  const kept = ids.length > 0 ? `${ids.join(".")}; Max-Age=${60 * 60 * 24 * 30}` : "; Max-Age=0";
  return `${COMPARE_PICKS_COOKIE}=${kept}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
