/** Reading what D1 says about a write. */

/** The rows a write changed, from D1's result meta (0 when the driver gives none). */
export function changedRows(result: unknown): number {
  return (result as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0;
}

/** Whether a write failed on a unique index or key: D1 wraps SQLite's error, sometimes as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  const texts = [error, (error as { cause?: unknown })?.cause].map((item) => String(item));
  return texts.some((text) => text.includes("UNIQUE constraint failed"));
}
