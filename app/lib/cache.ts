/**
 * Headers for public pages that may be shared between visitors for a minute (worker/page-cache.ts stores them for
 * requests without a session). Browsers always revalidate.
 */
export function publicPageHeaders() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60" };
}
