import { z } from "zod";

/**
 * How short texts and numbers are read from any input, the API's JSON and a form's fields alike: one rule for every
 * schema in contract/, so that no field is laxer than another.
 */

/**
 * Bidirectional control characters: embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the
 * invisible direction marks (U+200E, U+200F, U+061C). In a name or a title they reorder what people read without
 * showing themselves ("exe.txt" read as "txt.exe"); the browser orders right-to-left text well without them.
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional control characters. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");

/**
 * A short text field (a name, a title, a city, a reason): bidirectional control characters dropped, then trimmed,
 * before its own length rules. Still a string schema, so `.min`, `.max` and `.regex` chain on as usual.
 */
export const shortText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(withoutBidiControls).trim();

const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A number as JSON sends it, or as a form's field spells it in decimal digits ("60000", "-3", "1.5"): nothing else
 * becomes a number (not true, [60000], "0x10", "1e5" or ""), so the schema's own type error names the field.
 */
export const decimal = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && DECIMAL.test(value.trim()) ? Number(value.trim()) : value),
    schema,
  );
