/** Public URL of an object stored in the IMAGES bucket (served by worker/platform/image-serving.ts). */
export function imageUrl(key: string | null | undefined): string | null {
  return key ? `/images/${key}` : null;
}
