import { z } from "zod";
import { type Message, type MessageId, message } from "./errors";
import { customIssue, says } from "./issues";
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
import { categoryId, normalizeUrl } from "./organization";
import { shortText } from "./text";

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
export function thesisGuidance(text: string): Message | null {
  const words = countWords(text);
  if (words < THESIS_WORDS_MIN) return message("city.thesisWordsFew", words);
  if (words > THESIS_WORDS_MAX) return message("city.thesisWordsOver", words, words - THESIS_WORDS_MAX);
  return null;
}

const required = (missing: MessageId, max: number, tooLong: MessageId) =>
  z.string(says(missing)).trim().min(1, says(missing)).max(max, says(tooLong));

/** A list typed one item per line, or sent as a list: trimmed, blank lines dropped. */
const lines = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? "").split("\n")).map((line) => line.trim()).filter(Boolean),
  );

export const cityInput = z.object({
  countryCode: z
    .string(says("city.countryCodeRequired"))
    .trim()
    .min(1, says("city.countryCodeRequired"))
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, says("city.countryCodeInvalid")),
  cityName: shortText(says("city.cityNameRequired"))
    .min(1, says("city.cityNameRequired"))
    .max(CITY_NAME_MAX, says("city.cityNameTooLong")),
  slug: z
    .string(says("city.slugRequired"))
    .transform(slugify)
    .pipe(
      z
        .string()
        .min(1, says("city.slugRequired"))
        .max(CITY_SLUG_MAX, says("city.slugInvalid"))
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, says("city.slugInvalid")),
    ),
  thesis: required("city.thesisRequired", THESIS_MAX, "city.thesisTooLong"),
  plugInGuide: required("city.plugInGuideRequired", PLUG_IN_GUIDE_MAX, "city.plugInGuideTooLong"),
  /** Supporting resources: URLs, https:// added when no scheme is given. */
  receipts: lines
    .transform((items, ctx) =>
      items.map((item) => {
        const url = normalizeUrl(item);
        if (!url) ctx.addIssue(customIssue({ id: "city.receiptInvalid" }));
        return url ?? "";
      }),
    )
    .pipe(z.array(z.string()).max(CITY_RECEIPTS_MAX, says("city.tooManyReceipts"))),
  /** Category ids; the server checks that each exists. */
  topicIds: z
    .array(categoryId)
    .max(CITY_TOPICS_MAX, says("city.tooManyTopics"))
    .refine((ids) => new Set(ids).size === ids.length, says("city.topicRepeated"))
    .default([]),
  curatorCredit: shortText()
    .max(CURATOR_CREDIT_MAX, says("city.curatorCreditTooLong"))
    .nullish()
    .transform((value) => value || null),
  isIndexable: z.boolean().default(false),
  rhythms: lines.pipe(z.array(shortText().max(300)).max(CITY_RHYTHMS_MAX)),
});

export type CityInput = z.infer<typeof cityInput>;

/** PUT /api/cities/{id} with isIndexable alone: the Indexable/Hidden toggle. */
export const cityVisibilityInput = z.object({ isIndexable: z.boolean() }).strict();
