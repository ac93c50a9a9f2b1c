/**
 * A creating request sent again (a double submit, a client's retry) makes nothing new when it carries the key of the
 * first: the API takes it as the Idempotency-Key header, the pages' forms as a hidden field made when the form is
 * rendered (worker/platform/idempotency.ts). Client-safe and zod-free: every form loads it.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** How long a key answers its first result: a day. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** What a key may be: 8 to 255 printable ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
