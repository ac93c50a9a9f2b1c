/** Public URL of an object stored in the IMAGES bucket (served by worker/images.ts). */
export function imageUrl(key: string | null | undefined): string | null {
  return key ? `/images/${key}` : null;
}
