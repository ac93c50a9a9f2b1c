import { z } from "zod";
import { ENTITY_TYPES } from "../db/schema";
import { MAX_CATEGORIES_PER_ORGANIZATION } from "../limits";

/**
 * The inputs an owner sends, shared by the forms (client-side checks) and the API (SPEC.md §5 messages). No server
 * imports: safe in client bundles. Fields an owner may not set (createdBy, claimedByUserId, paymentStatus,
 * isFeatured, isExploreCompany, editorNote, ...) are not in these schemas, so they are stripped, never stored.
 */

export const REQUIRED_FIELDS = "Please fill out all required fields";
export const CATEGORY_DETAIL_MAX = 2000;
export const CATEGORY_DETAIL_COUNTER_DEFAULT = 1000;
export const EVIDENCE_MAX_ITEMS = 20;
export const EVIDENCE_MAX_LENGTH = 300;
export const FOUNDED_YEAR_MIN = 1800;

const URL_EXAMPLES: Record<string, string> = {
  websiteUrl: "https://example.com",
  linkedinUrl: "https://www.linkedin.com/company/example",
  twitterUrl: "https://x.com/example",
  blogUrl: "https://example.com/blog",
};

/**
 * A link field: empty means none; https:// is prepended when no scheme is given; only http and https with a real
 * host are accepted (javascript:, data: and the like are refused).
 */
export function normalizeUrl(value: string): string | null | undefined {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = URL.parse(withScheme);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname.includes(".")) return undefined;
  return url.href;
}

const urlField = (field: keyof typeof URL_EXAMPLES) =>
  z
    .string()
    .max(2048)
    .nullish()
    .transform((value, ctx) => {
      const normalized = normalizeUrl(value ?? "");
      if (normalized === undefined) {
        ctx.addIssue({ code: "custom", message: `Please enter a valid URL (e.g., ${URL_EXAMPLES[field]})` });
        return z.NEVER;
      }
      return normalized;
    });

const countryCode = z
  .string({ message: "Please select a country" })
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}|ALL)$/, "Please select a country");

export const createOrganizationInput = z.object({
  name: z
    .string({ message: "Please provide an organization name" })
    .trim()
    .min(1, "Please provide an organization name")
    .max(120),
  country: countryCode,
  description: z
    .string({ message: "Please provide an organization description" })
    .trim()
    .min(1, "Please provide an organization description")
    .max(5000),
});

/** Evidence of local presence: one item per line, trimmed, blank lines dropped. */
export function evidenceLines(value: string | string[] | null | undefined): string[] {
  const lines = Array.isArray(value) ? value : (value ?? "").split("\n");
  return lines.map((line) => line.trim()).filter(Boolean);
}

export const updateOrganizationInput = z
  .object({
    name: z.string().trim().min(1, REQUIRED_FIELDS).max(120),
    description: z.string().trim().min(1, REQUIRED_FIELDS).max(5000),
    country: z
      .string({ message: REQUIRED_FIELDS })
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2}|ALL)$/, REQUIRED_FIELDS),
    location: z.string().trim().max(200).nullish(),
    foundedYear: z.coerce
      .number({ message: "Founded year must be a number" })
      .int("Founded year must be a whole number")
      .min(FOUNDED_YEAR_MIN, `Founded year must be between ${FOUNDED_YEAR_MIN} and the current year`)
      .refine((year) => year <= new Date().getUTCFullYear(), {
        message: `Founded year must be between ${FOUNDED_YEAR_MIN} and the current year`,
      })
      .nullish(),
    entityType: z.enum(ENTITY_TYPES).optional(),
    websiteUrl: urlField("websiteUrl"),
    linkedinUrl: urlField("linkedinUrl"),
    twitterUrl: urlField("twitterUrl"),
    blogUrl: urlField("blogUrl"),
    /** In display order. */
    categoryIds: z
      .array(z.string().regex(/^[a-z0-9_]{1,64}$/, "Unknown category"))
      .min(1, REQUIRED_FIELDS)
      .max(MAX_CATEGORIES_PER_ORGANIZATION, `You can choose at most ${MAX_CATEGORIES_PER_ORGANIZATION} categories`)
      .refine((ids) => new Set(ids).size === ids.length, "Each category can be chosen once"),
    categoriesDetails: z
      .record(
        z.string(),
        z.string().max(CATEGORY_DETAIL_MAX, `Category details must be at most ${CATEGORY_DETAIL_MAX} characters`),
      )
      .default({}),
    primaryCity: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,64}$/, "Please select a primary Explore city")
      .nullish()
      .or(z.literal("").transform(() => null)),
    hasLocalPresence: z.boolean().default(false),
    localPresenceCriteria: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform(evidenceLines)
      .pipe(
        z
          .array(
            z
              .string()
              .max(EVIDENCE_MAX_LENGTH, `Each piece of evidence must be at most ${EVIDENCE_MAX_LENGTH} characters`),
          )
          .max(EVIDENCE_MAX_ITEMS, `Add at most ${EVIDENCE_MAX_ITEMS} pieces of evidence`),
      ),
    /** The owner may request review or withdraw a request; approval and rejection are the editors'. */
    exploreEnrollmentStatus: z.enum(["not_requested", "requested"]).optional(),
  })
  .transform((input) =>
    // Turning local presence off clears the evidence.
    input.hasLocalPresence ? input : { ...input, localPresenceCriteria: [] },
  );

export type UpdateOrganizationInput = z.infer<typeof updateOrganizationInput>;

/** What an admin may change on any organization through PUT, alone. */
export const adminFlagsInput = z
  .object({ isFeatured: z.boolean().optional(), isExploreCompany: z.boolean().optional() })
  .strict()
  .refine((flags) => flags.isFeatured !== undefined || flags.isExploreCompany !== undefined, "Nothing to change");

/**
 * The Explore review request needs a primary city, a confirmed local presence and at least one piece of evidence;
 * the message lists only what is missing (SPEC.md §5).
 */
export function exploreRequestProblem(input: {
  primaryCity?: string | null;
  hasLocalPresence: boolean;
  localPresenceCriteria: string[];
}): string | null {
  const missing: string[] = [];
  if (!input.primaryCity) missing.push("select a primary Explore city");
  if (!input.hasLocalPresence) missing.push("confirm a local presence");
  if (input.localPresenceCriteria.length === 0) missing.push("add at least one piece of local presence evidence");
  return missing.length > 0 ? `To request Explore review, please ${missing.join(", ")}.` : null;
}
