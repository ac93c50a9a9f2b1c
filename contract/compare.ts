import { z } from "zod";
import { COMPARE_MAX, COMPARE_MIN } from "./limits";
import { COMPARE_MESSAGES } from "./messages";

export { COMPARE_MESSAGES };

const compareId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, COMPARE_MESSAGES.invalidId);

/** `ids`: comma-separated, in the order to show; repeats count once. */
export const compareQuery = z.object({
  ids: z
    .string({ error: COMPARE_MESSAGES.tooFew })
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(compareId).min(COMPARE_MIN, COMPARE_MESSAGES.tooFew).max(COMPARE_MAX, COMPARE_MESSAGES.tooMany)),
});

export type CompareQuery = z.infer<typeof compareQuery>;

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
