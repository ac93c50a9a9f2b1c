import { z } from "zod";
import {
  CITY_NAME_MAX,
  CITY_RECEIPTS_MAX,
  CITY_RHYTHMS_MAX,
  CITY_SLUG_MAX,
  CITY_TOPICS_MAX,
  CURATOR_CREDIT_MAX,
  PLUG_IN_GUIDE_MAX,
  THESIS_MAX,
  THESIS_WORDS_MAX,
  THESIS_WORDS_MIN,
} from "./limits";
import { CITY_MESSAGES } from "./messages";
import { categoryId, normalizeUrl } from "./organization";

/**
 * The city form (docs/product/explore.md), shared by the admin panel and POST/PUT /api/cities. The fields the
 * server owns (anchors and team counts, lastUpdated, createdBy, heroImage) are not inputs: they are stripped.
 */

/** A city id in a path. */
export const cityId = z.string().min(1).max(128);

/** The slug as typed: trimmed, lowercased, runs of spaces (and underscores) become one hyphen. */
export function slugify(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

/** Words in a thesis, for the 120-180 word guidance (a guide for the curator, not a rule the server enforces). */
export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** The live guidance under the thesis: null inside 120-180 words. */
export function thesisGuidance(text: string): string | null {
  const words = countWords(text);
  if (words < THESIS_WORDS_MIN) return `${words} words: aim for ${THESIS_WORDS_MIN}-${THESIS_WORDS_MAX}`;
  if (words > THESIS_WORDS_MAX)
    return `${words} words: ${words - THESIS_WORDS_MAX} over the ${THESIS_WORDS_MAX}-word guide`;
  return null;
}

const required = (message: string, max: number, tooLong: string) =>
  z.string({ message }).trim().min(1, message).max(max, tooLong);

/** A list typed one item per line, or sent as a list: trimmed, blank lines dropped. */
const lines = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? "").split("\n")).map((line) => line.trim()).filter(Boolean),
  );

export const cityInput = z.object({
  countryCode: z
    .string({ message: CITY_MESSAGES.countryCodeRequired })
    .trim()
    .min(1, CITY_MESSAGES.countryCodeRequired)
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, CITY_MESSAGES.countryCodeInvalid),
  cityName: required(CITY_MESSAGES.cityNameRequired, CITY_NAME_MAX, CITY_MESSAGES.cityNameTooLong),
  slug: z
    .string({ message: CITY_MESSAGES.slugRequired })
    .transform(slugify)
    .pipe(
      z
        .string()
        .min(1, CITY_MESSAGES.slugRequired)
        .max(CITY_SLUG_MAX, CITY_MESSAGES.slugInvalid)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CITY_MESSAGES.slugInvalid),
    ),
  thesis: required(CITY_MESSAGES.thesisRequired, THESIS_MAX, CITY_MESSAGES.thesisTooLong),
  plugInGuide: required(CITY_MESSAGES.plugInGuideRequired, PLUG_IN_GUIDE_MAX, CITY_MESSAGES.plugInGuideTooLong),
  /** Supporting resources: URLs, https:// added when no scheme is given. */
  receipts: lines
    .transform((items, ctx) =>
      items.map((item) => {
        const url = normalizeUrl(item);
        if (!url) ctx.addIssue({ code: "custom", message: CITY_MESSAGES.receiptInvalid });
        return url ?? "";
      }),
    )
    .pipe(z.array(z.string()).max(CITY_RECEIPTS_MAX, CITY_MESSAGES.tooManyReceipts)),
  /** Category ids; the server checks that each exists. */
  topicIds: z
    .array(categoryId)
    .max(CITY_TOPICS_MAX, CITY_MESSAGES.tooManyTopics)
    .refine((ids) => new Set(ids).size === ids.length, CITY_MESSAGES.topicRepeated)
    .default([]),
  curatorCredit: z
    .string()
    .trim()
    .max(CURATOR_CREDIT_MAX, CITY_MESSAGES.curatorCreditTooLong)
    .nullish()
    .transform((value) => value || null),
  isIndexable: z.boolean().default(false),
  rhythms: lines.pipe(z.array(z.string().max(300)).max(CITY_RHYTHMS_MAX)),
});

export type CityInput = z.infer<typeof cityInput>;

/** PUT /api/cities/{id} with isIndexable alone: the Indexable/Hidden toggle. */
export const cityVisibilityInput = z.object({ isIndexable: z.boolean() }).strict();
