import { z } from "zod";
import { ENROLLMENT_STATUSES, ENTITY_TYPES } from "./enums";
import { type Message, message } from "./errors";
import { customIssue, says } from "./issues";
import {
  CATEGORY_DETAIL_MAX,
  DESCRIPTION_MAX,
  EVIDENCE_MAX_ITEMS,
  EVIDENCE_MAX_LENGTH,
  FOUNDED_YEAR_MIN,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  LOCATION_MAX,
  MAX_CATEGORIES_PER_ORGANIZATION,
  NAME_MAX,
  URL_MAX,
  withoutPlaceholder,
} from "./limits";
import type { ExploreRequestPart } from "./messages/organization";
import { isPublicWebUrl } from "./public-web";
import { decimal, shortText, withoutBidiControls } from "./text";

/**
 * The inputs an owner sends, shared by the forms (client-side checks) and the API (docs/product/messages.md). Fields an
 * owner may not set (createdBy, claimedByUserId, paymentStatus, isFeatured, isExploreCompany, editorNote, ...) are
 * not in these schemas, so they are stripped, never stored.
 */

const REQUIRED_FIELDS = says("organization.requiredFields");

/** An organization id in a path or a body. */
export const organizationId = z.string().min(1, says("organization.idMissing")).max(128);

/** A category id as the catalogue spells them. */
export const categoryId = z.string().regex(/^[a-z0-9_]{1,64}$/, says("organization.unknownCategory"));

/**
 * The multipart body of POST /api/organizations/{id}/logo, /banner and /category/{categoryId}/image. The server checks
 * the same rules itself before parsing the form (size from Content-Length: 413; type from the file's bytes: 415).
 */
export const imageUploadForm = z.object({
  image: z
    .file(says("image.missing"))
    .max(IMAGE_MAX_BYTES, says("image.tooLarge"))
    .mime([...IMAGE_TYPES], says("image.wrongType")),
});

/** A city slug: lowercase letters, digits and hyphens. */
export const citySlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,64}$/, says("request.invalidCitySlug"));

const URL_EXAMPLES: Record<string, string> = {
  websiteUrl: "https://example.com",
  linkedinUrl: "https://www.linkedin.com/company/example",
  twitterUrl: "https://x.com/example",
  blogUrl: "https://example.com/blog",
};

/**
 * A link field: empty means none; https:// is prepended when no scheme is given; only a public website's address is
 * accepted (isPublicWebUrl: javascript:, data:, IP addresses, ports and local names are refused). Normalized once,
 * here, on write; a save compares stored links normalized the same way.
 */
export function normalizeUrl(value: string): string | null | undefined {
  const link = readLink(value);
  return typeof link === "object" ? link.href : link === "none" ? null : undefined;
}

/** A link as typed: its normalized address, nothing, not a URL at all, or a URL that is not a public website's. */
function readLink(value: string): { href: string } | "none" | "invalid" | "not-public" {
  const trimmed = value.trim();
  if (!trimmed) return "none";
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = URL.parse(withScheme);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return "invalid";
  return isPublicWebUrl(url) ? { href: url.href } : "not-public";
}

const urlField = (field: keyof typeof URL_EXAMPLES) =>
  z
    .string()
    .max(URL_MAX)
    .nullish()
    .transform((value, ctx) => {
      const link = readLink(value ?? "");
      if (typeof link === "object") return link.href;
      if (link === "none") return null;
      ctx.addIssue(
        customIssue(
          link === "not-public"
            ? { id: "organization.publicWebsite" }
            : message("organization.invalidUrl", URL_EXAMPLES[field] ?? ""),
        ),
      );
      return z.NEVER;
    });

const countryCode = z
  .string(says("organization.countryRequired"))
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}|ALL)$/, says("organization.countryRequired"));

export const createOrganizationInput = z.object({
  name: shortText(says("organization.nameRequired")).min(1, says("organization.nameRequired")).max(NAME_MAX),
  country: countryCode,
  description: z
    .string(says("organization.descriptionRequired"))
    .trim()
    .min(1, says("organization.descriptionRequired"))
    .max(DESCRIPTION_MAX),
});

/** Evidence of local presence: one item per line, trimmed, blank lines dropped. */
export function evidenceLines(value: string | string[] | null | undefined): string[] {
  const lines = Array.isArray(value) ? value : (value ?? "").split("\n");
  return lines.map((line) => withoutBidiControls(line).trim()).filter(Boolean);
}

export const updateOrganizationInput = z
  .object({
    name: shortText().min(1, REQUIRED_FIELDS).max(NAME_MAX),
    description: z.string().trim().min(1, REQUIRED_FIELDS).max(DESCRIPTION_MAX),
    country: z
      .string(REQUIRED_FIELDS)
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2}|ALL)$/, REQUIRED_FIELDS),
    location: shortText().max(LOCATION_MAX).nullish(),
    foundedYear: decimal(
      z
        .number(says("organization.foundedYearNotNumber"))
        .int(says("organization.foundedYearNotWhole"))
        .min(FOUNDED_YEAR_MIN, says("organization.foundedYearRange"))
        .refine((year) => year <= new Date().getUTCFullYear(), says("organization.foundedYearRange")),
    ).nullish(),
    entityType: z.enum(ENTITY_TYPES).optional(),
    websiteUrl: urlField("websiteUrl"),
    linkedinUrl: urlField("linkedinUrl"),
    twitterUrl: urlField("twitterUrl"),
    blogUrl: urlField("blogUrl"),
    /** In display order. */
    categoryIds: z
      .array(categoryId)
      .transform(withoutPlaceholder)
      .pipe(
        z
          .array(z.string())
          .min(1, REQUIRED_FIELDS)
          .max(MAX_CATEGORIES_PER_ORGANIZATION, says("organization.tooManyCategories"))
          .refine((ids) => new Set(ids).size === ids.length, says("organization.categoryRepeated")),
      ),
    categoriesDetails: z
      .record(z.string(), z.string().max(CATEGORY_DETAIL_MAX, says("organization.categoryDetailsTooLong")))
      .default({}),
    primaryCity: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,64}$/, says("organization.primaryCity"))
      .nullish()
      .or(z.literal("").transform(() => null)),
    hasLocalPresence: z.boolean().default(false),
    localPresenceCriteria: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform(evidenceLines)
      .pipe(
        z
          .array(z.string().max(EVIDENCE_MAX_LENGTH, says("organization.evidenceTooLong")))
          .max(EVIDENCE_MAX_ITEMS, says("organization.tooMuchEvidence")),
      ),
    /**
     * The owner may request review or withdraw a request; approval and rejection are the editors', so a status the
     * owner may not set (an approved organization sent back as GET returned it) is ignored, not refused.
     */
    exploreEnrollmentStatus: z
      .enum(ENROLLMENT_STATUSES)
      .optional()
      .transform((status) => (status === "requested" || status === "not_requested" ? status : undefined)),
  })
  .transform((input) =>
    // Turning local presence off clears the evidence.
    input.hasLocalPresence ? input : { ...input, localPresenceCriteria: [] },
  );

export type CreateOrganizationInput = z.infer<typeof createOrganizationInput>;
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationInput>;

/** What an admin may change on any organization through PUT, alone. */
export const adminFlagsInput = z
  .object({ isFeatured: z.boolean().optional(), isExploreCompany: z.boolean().optional() })
  .strict()
  .refine(
    (flags) => flags.isFeatured !== undefined || flags.isExploreCompany !== undefined,
    says("organization.nothingToChange"),
  );

export type AdminFlagsInput = z.infer<typeof adminFlagsInput>;

/**
 * The Explore review request needs a primary city, a confirmed local presence and at least one piece of evidence;
 * the message lists only what is missing.
 */
export function exploreRequestProblem(input: {
  primaryCity?: string | null;
  hasLocalPresence: boolean;
  localPresenceCriteria: string[];
}): Message | null {
  const missing: ExploreRequestPart[] = [];
  if (!input.primaryCity) missing.push("primaryCity");
  if (!input.hasLocalPresence) missing.push("localPresence");
  if (input.localPresenceCriteria.length === 0) missing.push("evidence");
  return missing.length > 0 ? message("organization.exploreRequestMissing", missing) : null;
}

/**
 * What an Explore approval is given for: an owner's change to any of these, while the organization is an approved
 * Explore company, waits for an editor's review and the approved version stays public meanwhile. Everything else an
 * owner changes (the images) is published at once. The categories count as one field: which ones, in which order,
 * with their detail texts.
 */
export const REVIEWED_FIELDS = [
  "name",
  "description",
  "countryCode",
  "location",
  "foundedYear",
  "entityType",
  "websiteUrl",
  "linkedinUrl",
  "twitterUrl",
  "blogUrl",
  "primaryCity",
  "hasLocalPresence",
  "localPresenceCriteria",
  "categories",
] as const;

export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

/** The reviewed fields' values: of the approved version, or of an edit. */
export type ReviewedContent = {
  name: string;
  description: string;
  countryCode: string;
  location: string | null;
  foundedYear: number | null;
  entityType: (typeof ENTITY_TYPES)[number];
  websiteUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  blogUrl: string | null;
  primaryCity: string | null;
  hasLocalPresence: boolean;
  localPresenceCriteria: string[];
  categories: { categoryId: string; detail: string }[];
};

/** The reviewed fields as an owner's save would write them (the server's save and the edit page's preview). */
export function proposedContent(
  input: UpdateOrganizationInput,
  current: Pick<ReviewedContent, "entityType">,
): ReviewedContent {
  return {
    name: input.name,
    description: input.description,
    countryCode: input.country,
    location: input.location ?? null,
    foundedYear: input.foundedYear ?? null,
    entityType: input.entityType ?? current.entityType,
    websiteUrl: input.websiteUrl,
    linkedinUrl: input.linkedinUrl,
    twitterUrl: input.twitterUrl,
    blogUrl: input.blogUrl,
    primaryCity: input.primaryCity ?? null,
    hasLocalPresence: input.hasLocalPresence,
    localPresenceCriteria: input.localPresenceCriteria,
    categories: input.categoryIds.map((categoryId) => ({
      categoryId,
      detail: input.categoriesDetails[categoryId]?.trim() ?? "",
    })),
  };
}

/** The reviewed fields whose values differ, in the order of REVIEWED_FIELDS. */
export function changedFields(approved: ReviewedContent, proposed: ReviewedContent): ReviewedField[] {
  return REVIEWED_FIELDS.filter((field) => JSON.stringify(approved[field]) !== JSON.stringify(proposed[field]));
}
