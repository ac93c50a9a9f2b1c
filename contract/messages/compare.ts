import { COMPARE_MAX, COMPARE_MIN } from "../limits";

/** Compare: 2-4 public organizations side by side. */
export const COMPARE_MESSAGES = {
  tooFew: `Pick at least ${COMPARE_MIN} organizations to compare`,
  tooMany: `You can compare at most ${COMPARE_MAX} organizations at a time`,
  invalidId: "An organization id in the list is not valid",
} as const;
