import { z } from "zod";
import { COMPARE_ID } from "./compare-picks";
import { customIssue, says } from "./issues";
import { COMPARE_MAX, COMPARE_MIN } from "./limits";
import { COMPARE_MESSAGES } from "./messages";

export { COMPARE_MESSAGES };

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
