import { z } from "zod";
import { customIssue, says } from "./issues";
import { COMPARE_MAX, COMPARE_MIN } from "./limits";
import { COMPARE_MESSAGES } from "./messages";

export { COMPARE_MESSAGES };

/** An organization id as a comparison's link and the picks cookie may name it. */
export const COMPARE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A refusal names its message, so that a page can tell which it was without reading its words. */
const refusal = (id: "compare.tooFew" | "compare.tooMany" | "compare.invalidId", path: PropertyKey[] = []) =>
  customIssue({ id }, path);

/** `ids`: comma-separated, in the order to show; repeats count once. */
export const compareQuery = z.object({
  ids: z
    .string(says("compare.tooFew"))
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(z.string()).superRefine((ids, ctx) => {
        ids.forEach((id, index) => {
          if (!COMPARE_ID.test(id)) ctx.addIssue(refusal("compare.invalidId", [index]));
        });
        if (ids.length < COMPARE_MIN) ctx.addIssue(refusal("compare.tooFew"));
        if (ids.length > COMPARE_MAX) ctx.addIssue(refusal("compare.tooMany"));
      }),
    ),
});

/**
 * The organizations a browser has picked to compare: a cookie, so that the pick forms work before and without
 * JavaScript (the server reads and writes it) while the pages themselves stay the same for everyone.
 */
export const COMPARE_PICKS_COOKIE = "compare_picks";

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

/** A pick form: add or remove one organization, or clear them all. */
export const comparePickInput = z.object({
  id: z.string().regex(COMPARE_ID, says("compare.invalidId")),
});

export type CompareOrganizationDto = {
  id: string;
  name: string;
  logo: string | null;
  location: string | null;
  country: string;
};

/** One category row: per organization (in the query's order) its detail text, "" when it has no text, null without. */
export type CompareRowDto = { id: string; name: string; emoji: string; cells: (string | null)[] };

export type ComparisonDto = {
  organizations: CompareOrganizationDto[];
  /** The category groups (catalogue order) with the categories at least one of them has. */
  groups: { id: string; name: string; emoji: string; rows: CompareRowDto[] }[];
  /** Requested ids that are not public organizations (unknown, hidden or unpaid: not told apart). */
  missing: string[];
};
