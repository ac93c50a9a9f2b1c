/**
 * A page section that loads on its own: its data, or null when its query failed (logged), so that the rest of the page
 * still renders and the section shows its message instead (Failed to load organizations, Error loading countries, ...:
 * docs/product/messages.md#sections). Only for what a page can show without; a page's main record still fails the page.
 */
export async function orNull<T>(section: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`loading ${section} failed`, error);
    return null;
  }
}
